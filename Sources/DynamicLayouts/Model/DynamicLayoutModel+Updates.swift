import Dynamics
import Foundation

extension DynamicLayoutModel {
    /// How a re-anchored body moves.
    enum Reanchoring {
        /// Keeps its displacement from its place: it moves with the place.
        case keepingDisplacement
        /// Stays where it is; its spring pulls it to the new place.
        case keepingPosition
        /// Goes to its new place, at rest.
        case resting
    }

    /// A batch update happened (UIKit's `prepare(forCollectionViewUpdates:)`); the source already
    /// describes the layout after it.
    ///
    /// Live bodies follow their elements by identity: each is re-keyed to its index path after the
    /// update (see ``LayoutUpdate`` for the semantics), re-anchored to its new place and resized to
    /// its new size (so a reloaded cell's new height shows at once), and bodies whose element is
    /// gone are removed — their last frames are kept for ``disappearingFrame(of:)``. No body is
    /// ever created for an element of zero size. Bodies keep their displacement or spring to their
    /// new places as ``DynamicLayoutStyle/updateMotion`` says; inserted cells inside the tiling
    /// window start where ``DynamicLayoutStyle/entry`` says.
    public func apply(_ updates: [LayoutUpdate]) {
        disappearingFrames.removeAll(keepingCapacity: true)
        let map = BatchUpdateMap(updates)
        // Re-key every body, in order; drop the ones whose element is gone.
        var kept: [LiveBody] = []
        kept.reserveCapacity(bodies.count)
        var index: [LayoutElementID: Int] = [:]
        for var body in bodies {
            if let id = map.newID(for: body.element.id), index[id] == nil {
                body.element.id = id
                index[id] = kept.count
                kept.append(body)
            } else {
                disappearingFrames[body.element.id] = body.displayedFrame
                removeEngineBody(body)
                if body.phase != .attached { detachedCount -= 1 }
            }
        }
        bodies = kept
        bodyIndex = index
        departedQueue = departedQueue.compactMap { map.newID(for: $0) }
        let motion: Reanchoring = style.updateMotion == .keepsDisplacement ? .keepingDisplacement : .keepingPosition
        reanchorAll(motion, resizing: map.reloadedItems)
        if !isReduceMotionEnabled, style.entry != .none, style.springyCategories.contains(.cell) {
            let window = tilingWindow
            for path in map.insertedPaths {
                guard let e = source.element(for: .cell(section: path.section, item: path.item)), e.frame.intersects(window) else { continue }
                if addBody(e, center: entryCenter(for: e), entering: true) { isAnimating = true }
            }
        }
        refreshWindow()
        updateOffsets()
    }

    /// Where an entering element's body starts (content coordinates).
    func entryCenter(for element: LayoutElement) -> CGPoint {
        let f = element.frame
        switch style.entry {
        case .none:
            return element.center
        case .fromTop:
            return CGPoint(x: f.midX, y: Self.contentRect(source).minY + f.height / 2)
        case .fromTrailingEdge:
            return CGPoint(x: visibleRect.maxX + f.width / 2 + 1, y: f.midY)
        }
    }

    /// The data was reloaded (`reloadData()`): no element keeps its identity, so every body goes
    /// (including detached ones) and bodies are tiled again, at rest.
    public func reloadData() {
        removeAllBodies(keepingDeparted: false)
        disappearingFrames.removeAll()
        rebuildSimulationIfNeeded()
        refreshWindow()
        updateOffsets()
    }

    /// The base layout changed without a data update — self-sizing cells, content or safe-area
    /// insets, changed metrics: every live body is re-anchored to its element's new place and
    /// resized to its new size in this one pass, keeping its displacement (so following items
    /// shift with their places at once), and bodies whose element is gone are removed.
    public func baseLayoutDidChange() {
        reanchorAll(.keepingDisplacement, resizing: [])
        refreshWindow()
        updateOffsets()
    }

    /// The visible rectangle changed size (rotation, split screen, a resized window); the source
    /// already describes the layout for the new size. Every body goes to its element's new place
    /// and size, at rest, and the tiling window follows. A rectangle that is not finite or has no
    /// area is ignored.
    public func resize(to rect: CGRect) {
        guard Self.isUsable(rect) else { return }
        visibleRect = rect.standardized
        touchInViewport = nil
        reanchorAll(.resting, resizing: [])
        refreshWindow()
        updateOffsets()
    }

    /// Re-reads every body's element from the source (by its current identity) and moves the body
    /// as `motion` says; resizes bodies whose size changed or whose index path is in `resizing`;
    /// removes bodies whose element is gone or can no longer have a body.
    func reanchorAll(_ motion: Reanchoring, resizing: Set<LayoutIndexPath>) {
        rebuildSimulationIfNeeded()
        var k = bodies.count - 1
        while k >= 0 {
            let id = bodies[k].element.id
            if let e = source.element(for: id), e.canHaveBody {
                let forced = id.category == .cell && resizing.contains(LayoutIndexPath(section: id.section, item: id.item))
                reanchor(k, to: e, motion, forceResize: forced)
            } else {
                disappearingFrames[id] = bodies[k].displayedFrame
                removeBody(at: k)
            }
            k -= 1
        }
        if !bodies.isEmpty { isAnimating = true }
    }

    /// Re-anchors body `k` to `element` (its new place and size).
    func reanchor(_ k: Int, to element: LayoutElement, _ motion: Reanchoring, forceResize: Bool) {
        var body = bodies[k]
        guard body.phase == .attached else {
            // A detached body keeps its own frame; only its identity and attributes follow.
            let frame = body.element.frame
            body.element = element
            body.element.frame = frame
            bodies[k] = body
            return
        }
        guard let state = engineState(of: body) else { return }
        let oldRest = body.element.center, newRest = element.center
        let center: CGPoint
        var velocity = state.velocity
        switch motion {
        case .keepingDisplacement:
            center = CGPoint(x: newRest.x + state.center.x - oldRest.x, y: newRest.y + state.center.y - oldRest.y)
        case .keepingPosition:
            center = state.center
        case .resting:
            center = newRest
            velocity = .zero
        }
        if forceResize || element.frame.size != body.element.frame.size {
            removeEngineBody(body)
            body.element = element
            if let (item, spring) = makeEngineBody(element, center: center, velocity: velocity, attached: true) {
                body.item = item
                body.attachment = spring
                bodies[k] = body
            } else {
                bodies[k] = body
                bodies[k].item = nil
                bodies[k].attachment = nil
                removeBody(at: k)
            }
            return
        }
        if center != state.center || velocity != state.velocity { setEngineState(of: body, center: center, velocity: velocity) }
        if newRest != oldRest, let spring = body.attachment {
            let hanging = hangingPoint(for: newRest)
            spring.anchorPoint = CGPoint(x: hanging.x - origin.x, y: hanging.y - origin.y)
        }
        body.element = element
        bodies[k] = body
    }

    // MARK: UIKit's appearing and disappearing attributes

    /// The frame an appearing element should start its batch-update animation from: its body's
    /// frame when physics moves it to its place (an entering element, or any body of a style whose
    /// springs carry elements to new places), so UIKit's animation does not fight the springs; nil
    /// to let the base layout decide.
    public func appearingFrame(of id: LayoutElementID) -> CGRect? {
        guard let k = bodyIndex[id] else { return nil }
        guard bodies[k].isEntering || style.updateMotion == .springsToNewPlace || bodies[k].phase != .attached else { return nil }
        return bodies[k].displayedFrame
    }

    /// The last frame shown for an element the latest batch update removed (by its identity
    /// before the update), so its disappearance starts where it was — a departed element leaves
    /// from off screen, not from its old place. Nil for elements that had no body.
    public func disappearingFrame(of id: LayoutElementID) -> CGRect? {
        disappearingFrames[id]
    }

    /// The batch update's animations were set up (UIKit's `finalizeCollectionViewUpdates()`):
    /// forgets the disappearing frames.
    public func finishUpdates() {
        disappearingFrames.removeAll()
    }
}
