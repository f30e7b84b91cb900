import Dynamics
import Foundation

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

    /// Runs one fixed step of 1/120 s if the model is animating. Returns whether any shown frame
    /// changed, like ``advance(by:)``.
    @discardableResult
    public func step() -> Bool {
        guard isAnimating else { return false }
        let stepped = animator.step()
        return afterSimulating(stepped ? DynamicAnimator.timeStep : 0)
    }

    /// Bookkeeping after simulating `elapsed` seconds: departures, shown offsets, rest.
    private func afterSimulating(_ elapsed: TimeInterval) -> Bool {
        if detachedCount > 0 { updateDepartures(elapsed) }
        var changed = updateOffsets()
        if isResting() { changed = settle() || changed }
        return changed
    }

    /// Whether every attached body rests: within half a device pixel of its place counting speed
    /// as amplitude (`√(d² + (v/ω)²)`, ω the slowest natural frequency), or asleep in the engine;
    /// and no body is departing.
    func isResting() -> Bool {
        if detachedCount > 0, bodies.contains(where: { $0.phase == .departing }) { return false }
        if !animator.isRunning { return true }
        let radius = 0.5 / displayScale
        let omega = restOmega
        for body in bodies where body.phase == .attached {
            guard let state = engineState(of: body) else { continue }
            let rest = body.element.center
            let dx = state.center.x - rest.x, dy = state.center.y - rest.y
            let vx = state.velocity.dx / omega, vy = state.velocity.dy / omega
            if dx * dx + dy * dy + vx * vx + vy * vy >= radius * radius { return false }
        }
        return true
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
        }
        reach = 0
        isAnimating = false
        return changed
    }

    /// Reads every body's displacement from the engine, rounds it to device pixels, and updates
    /// ``reach``. Returns whether any shown offset changed.
    @discardableResult
    func updateOffsets() -> Bool {
        var changed = false
        var farthest: CGFloat = 0
        let scale = displayScale
        for k in bodies.indices where bodies[k].phase != .departed {
            guard let state = engineState(of: bodies[k]) else { continue }
            let rest = bodies[k].element.center
            let offset = CGPoint(x: ((state.center.x - rest.x) * scale).rounded() / scale,
                                 y: ((state.center.y - rest.y) * scale).rounded() / scale)
            if offset != bodies[k].offset {
                bodies[k].offset = offset
                changed = true
            }
            if bodies[k].phase == .attached { farthest = max(farthest, abs(offset.x), abs(offset.y)) }
        }
        reach = farthest
        return changed
    }
}
