import Dynamics
import Foundation

/// What one display frame of a ``DynamicLayoutModel`` asks of its host
/// (``DynamicLayoutModel/displayFrame(after:isVisible:)``).
struct LayoutFrame: Equatable, Sendable {
    /// Whether a shown frame changed: the host lays its elements out again (UIKit: invalidates the
    /// layout).
    var needsLayout: Bool
    /// Whether the host's clock keeps ticking; false once everything rests.
    var needsMoreFrames: Bool

    /// Creates a frame's outcome.
    init(needsLayout: Bool, needsMoreFrames: Bool) {
        self.needsLayout = needsLayout
        self.needsMoreFrames = needsMoreFrames
    }
}

extension DynamicLayoutModel {
    /// The longest a detached element may take to leave the screen before it counts as departed,
    /// seconds.
    static let departureTimeLimit: TimeInterval = 4

    /// Advances the simulation by `seconds` of wall time, in fixed 1/120 s steps with UIKit
    /// Dynamics' accumulator (a frame gap over 0.5 s counts as 1/60 s). Zero, negative and
    /// non-finite values are ignored; nothing happens while the model rests (``isAnimating`` is
    /// false).
    ///
    /// Returns whether any shown frame changed — whether the layout needs invalidating. Once every
    /// body is within half a device pixel of its place (counting its speed as the amplitude it
    /// would swing to), or the engine has put every body to sleep, the bodies are snapped to their
    /// places and the model stops animating.
    @discardableResult
    public func advance(by seconds: TimeInterval) -> Bool {
        guard isAnimating, seconds.isFinite, seconds > 0 else { return false }
        let steps = animator.advance(by: seconds)
        return afterSimulating(TimeInterval(steps) * DynamicAnimator.timeStep)
    }

    /// One display frame for a host that may be off screen: what the UIKit layer's clock does on
    /// every frame and whenever the model may have started moving.
    ///
    /// While the host is visible this is ``advance(by:)``. Once it is not (UIKit: the collection
    /// view has no window — another tab, a pushed screen, a dismissed sheet), nobody sees the
    /// motion, so everything comes to rest at once (``comeToRest()``) and the frame asks for no
    /// more frames: the clock stops instead of ticking and invalidating a layout nobody shows.
    ///
    /// - Parameters:
    ///   - seconds: the time since the previous frame (ignored when not visible; see
    ///     ``advance(by:)`` for bad values).
    ///   - isVisible: whether the host is on screen (UIKit: `collectionView.window != nil`).
    func displayFrame(after seconds: TimeInterval, isVisible: Bool) -> LayoutFrame {
        guard isVisible else {
            let changed = isAnimating && comeToRest()
            return LayoutFrame(needsLayout: changed, needsMoreFrames: false)
        }
        let changed = advance(by: seconds)
        return LayoutFrame(needsLayout: changed, needsMoreFrames: isAnimating)
    }

    /// Everything comes to rest at once: attached bodies snap to their places, elements falling
    /// away have departed (``takeDepartedElements()`` reports them), and the model stops
    /// animating. Returns whether a shown frame changed.
    @discardableResult
    public func comeToRest() -> Bool {
        var changed = false
        for k in bodies.indices where bodies[k].phase == .departing {
            depart(k)
            changed = true
        }
        return settle() || changed
    }

    /// Runs one fixed step of 1/120 s if the model is animating. Returns whether any shown frame
    /// changed, like ``advance(by:)``.
    @discardableResult
    public func step() -> Bool {
        guard isAnimating else { return false }
        let stepped = animator.step()
        return afterSimulating(stepped ? DynamicAnimator.timeStep : 0)
    }

    /// Bookkeeping after simulating `elapsed` seconds: departures, shown offsets, passing bodies,
    /// rest.
    private func afterSimulating(_ elapsed: TimeInterval) -> Bool {
        if detachedCount > 0 { updateDepartures(elapsed) }
        containBodies()
        let update = updateOffsets(measuringRest: true)
        if style.collisions == .items {
            watchProgress(elapsed)
            if hasPassingBodies { updatePassing() }
        }
        return update.resting ? settle() || update.changed : update.changed
    }

    /// Puts every attached body exactly at its place, at rest, and stops animating. Returns
    /// whether a shown frame changed.
    @discardableResult
    func settle() -> Bool {
        var changed = false
        for k in bodies.indices where bodies[k].phase == .attached {
            setEngineState(of: bodies[k], center: bodies[k].element.center, velocity: .zero)
            if bodies[k].offset != .zero { changed = true }
            bodies[k].offset = .zero
            bodies[k].isEntering = false
            bodies[k].outsideCenter = nil
            bodies[k].passingMargin = 0
        }
        reach = 0
        if style.collisions == .items && hasPassingBodies { updatePassing() }
        isAnimating = false
        return changed
    }

    /// Reads every body's displacement from the engine, rounds it to device pixels, and updates
    /// ``reach``; passing bodies whose path is now clear collide again. Returns whether any shown
    /// offset changed.
    @discardableResult
    func updateOffsets() -> Bool {
        let changed = updateOffsets(measuringRest: false).changed
        if style.collisions == .items && hasPassingBodies { updatePassing() }
        return changed
    }

    /// A displacement as shown: rounded to whole device pixels at `scale`.
    func shownOffset(dx: CGFloat, dy: CGFloat, scale: CGFloat) -> CGPoint {
        CGPoint(x: (dx * scale).rounded() / scale, y: (dy * scale).rounded() / scale)
    }

    /// ``updateOffsets()``, and with `measuringRest`, in the same pass over the engine's states,
    /// whether every attached body rests: within half a device pixel of its place counting speed
    /// as amplitude (`√(d² + (v/ω)²)`, ω the slowest natural frequency, unrounded), or asleep in
    /// the engine; and no body is departing.
    private func updateOffsets(measuringRest: Bool) -> (changed: Bool, resting: Bool) {
        var changed = false
        var farthest: CGFloat = 0
        let scale = displayScale
        let measuresBodies = measuringRest && animator.isRunning
        var resting = true
        let radius = 0.5 / displayScale
        let omega = restOmega
        for k in bodies.indices where bodies[k].phase != .departed {
            if bodies[k].phase == .departing { resting = false }
            guard let state = engineState(of: bodies[k]) else { continue }
            let rest = bodies[k].element.center
            let dx = state.center.x - rest.x, dy = state.center.y - rest.y
            let offset = shownOffset(dx: dx, dy: dy, scale: scale)
            if offset != bodies[k].offset {
                bodies[k].offset = offset
                changed = true
            }
            guard bodies[k].phase == .attached else { continue }
            farthest = max(farthest, abs(offset.x), abs(offset.y))
            if measuresBodies && resting {
                let vx = state.velocity.dx / omega, vy = state.velocity.dy / omega
                if dx * dx + dy * dy + vx * vx + vy * vy >= radius * radius { resting = false }
            }
        }
        reach = farthest
        return (changed, measuringRest && resting)
    }
}
