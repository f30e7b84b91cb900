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

    /// Applies a batch update (UIKit's `prepare(forCollectionViewUpdates:)`); the source already
    /// describes the layout after it.
    ///
    /// Live bodies follow their elements by identity (``LayoutUpdate``): each is re-keyed to its new
    /// index path, re-anchored and resized (a reloaded cell's new height shows at once); bodies whose
    /// element is gone are removed, their last frames kept for the disappearing animation. No body is
    /// created for an element of zero size. Bodies move as ``DynamicLayoutStyle/updateMotion`` says;
    /// inserted cells inside the tiling window start where ``DynamicLayoutStyle/entry`` says.
    ///
    /// - Throws: ``InvalidBatchUpdate`` for the first problem found, checked first by UIKit's rules
    ///   (listed there; counts need ``LayoutSource/itemCounts``). The model then falls back on a reload
    ///   as UIKit does (``reloadData()``): nothing stale survives and the data is never half-applied.
    public func apply(_ updates: [LayoutUpdate]) throws {
        let after = source.itemCounts
        if let problem = InvalidBatchUpdate.check(updates, before: itemCounts, after: after) {
            reloadData()
            throw problem
        }
        applyChecked(updates)
    }

    /// ``apply(_:)`` without the check, for the UIKit layer: UIKit has checked the batch (and
    /// raised) before it calls `prepare(forCollectionViewUpdates:)`.
    func applyChecked(_ updates: [LayoutUpdate]) {
        disappearingFrames.removeAll(keepingCapacity: true)
        itemCounts = source.itemCounts
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
            return contained(CGPoint(x: f.midX, y: Self.contentRect(source).minY + f.height / 2), size: f.size)
        case .fromTrailingEdge:
            return CGPoint(x: visibleRect.maxX + f.width / 2 + 1, y: f.midY)
        }
    }

    /// The data was reloaded (`reloadData()`): no element keeps its identity, so every body goes
    /// (including detached ones) and bodies are tiled again, at rest.
    public func reloadData() {
        removeAllBodies(keepingDeparted: false)
        disappearingFrames.removeAll()
        itemCounts = source.itemCounts
        rebuildSimulationIfNeeded()
        refreshWindow()
        updateOffsets()
    }

    /// The base layout changed without a data update — self-sizing cells, content or safe-area
    /// insets, changed metrics, a flow layout's property written (UIKit's plain
    /// `invalidateLayout()`): the bodies whose element moved or changed size are re-anchored to
    /// its new place and resized in this one pass, keeping their displacement and speed (so
    /// following items shift with their places at once, and a spring in motion stays in motion);
    /// bodies whose element neither moved nor changed are not touched, and a resting layout stays
    /// at rest (a self-sizing pass over a screen of cells starts no frames). Bodies whose element
    /// is gone are removed.
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
    /// removes bodies whose element is gone or can no longer have a body. The model animates
    /// afterwards only if a body is displaced or moving (or was already animating).
    func reanchorAll(_ motion: Reanchoring, resizing: Set<LayoutIndexPath>) {
        rebuildSimulationIfNeeded()
        var k = bodies.count - 1
        var moved = false
        while k >= 0 {
            let id = bodies[k].element.id
            if let e = source.element(for: id), bodies[k].phase != .attached || isSpringy(e) {
                let forced = id.category == .cell && resizing.contains(LayoutIndexPath(section: id.section, item: id.item))
                if reanchor(k, to: e, motion, forceResize: forced) { moved = true }
            } else {
                disappearingFrames[id] = bodies[k].displayedFrame
                removeBody(at: k)
            }
            k -= 1
        }
        // Content that shrank, or a place that moved, may have left a boundary style's body outside.
        admitBodiesOutside()
        if moved { isAnimating = true }
    }

    /// Re-anchors body `k` to `element` (its new place and size). Returns whether the body is left
    /// away from its place or moving (so the model must animate); a body whose element neither
    /// moved nor changed is not touched.
    @discardableResult
    func reanchor(_ k: Int, to element: LayoutElement, _ motion: Reanchoring, forceResize: Bool) -> Bool {
        var body = bodies[k]
        guard body.phase == .attached else {
            // A detached body keeps its own frame; only its identity and attributes follow.
            let frame = body.element.frame
            body.element = element
            body.element.frame = frame
            bodies[k] = body
            return true
        }
        let resized = forceResize || element.frame.size != body.element.frame.size
        if element.frame == body.element.frame && !resized && motion != .resting {
            body.element = element
            bodies[k] = body
            return isAnimating
        }
        guard let state = engineState(of: body) else { return false }
        let oldRest = body.element.center, newRest = element.center
        var center: CGPoint
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
        let displaced = center != newRest || velocity != .zero
        // Shown where it now is from its new place at once, so the tiling window that follows the
        // update keeps it by where it shows.
        body.offset = shownOffset(dx: center.x - newRest.x, dy: center.y - newRest.y, scale: displayScale)
        // Only a style that collides needs an engine body of the element's size (engineSize(of:)).
        if resized && engineSize(of: element) != engineSize(of: body.element) {
            removeEngineBody(body)
            body.element = element
            if let (item, spring) = makeEngineBody(element, center: center, velocity: velocity, attached: true) {
                // Out of the collisions until its path is clear, as every new engine body (a passing
                // body keeps its margin).
                body.item = item
                body.attachment = spring
                body.isPassing = style.collisions == .items
                bodies[k] = body
            } else {
                bodies[k] = body
                bodies[k].item = nil
                bodies[k].attachment = nil
                removeBody(at: k)
            }
            return displaced
        }
        if center != state.center || velocity != state.velocity { setEngineState(of: body, center: center, velocity: velocity) }
        if newRest != oldRest, let spring = body.attachment {
            let hanging = hangingPoint(for: newRest)
            spring.anchorPoint = CGPoint(x: hanging.x - origin.x, y: hanging.y - origin.y)
        }
        body.element = element
        bodies[k] = body
        if motion == .keepingPosition && newRest != oldRest { beginPassing(k) }
        return displaced
    }

    // MARK: UIKit's appearing and disappearing attributes

    /// The frame an appearing element should start its batch-update animation from: its body's
    /// frame when physics moves it to its place (an entering element, or any body of a style whose
    /// springs carry elements to new places), so UIKit's animation does not fight the springs; nil
    /// to let the base layout decide.
    func appearingFrame(of id: LayoutElementID) -> CGRect? {
        guard let k = bodyIndex[id] else { return nil }
        guard bodies[k].isEntering || style.updateMotion == .springsToNewPlace || bodies[k].phase != .attached else { return nil }
        return bodies[k].displayedFrame
    }

    /// The last frame shown for an element the latest batch update removed (by its identity
    /// before the update), so its disappearance starts where it was — a departed element leaves
    /// from off screen, not from its old place. Nil for elements that had no body.
    func disappearingFrame(of id: LayoutElementID) -> CGRect? {
        disappearingFrames[id]
    }

    /// The batch update's animations were set up (UIKit's `finalizeCollectionViewUpdates()`):
    /// forgets the disappearing frames.
    public func finishUpdates() {
        disappearingFrames.removeAll()
    }
}
