import Dynamics
import Foundation

extension DynamicLayoutModel {
    /// Lets an element fall away before the app deletes it (the Newtonian layout's animated
    /// removal, without the original demo's two-second timer and disabled interface).
    ///
    /// The element's body loses its spring and its collisions, leaves with
    /// ``DynamicLayoutStyle/departureVelocity`` and falls under the style's gravity (or UIKit's
    /// standard gravity when the style has none). Once its frame is below the visible rectangle —
    /// or after 4 s — it has departed: it stays where it left, off screen, and
    /// ``takeDepartedElements()`` reports it, so the app deletes it from its data (the layout then
    /// animates the deletion from that off-screen frame). The element keeps following batch
    /// updates meanwhile, so other inserts and deletes may happen while it falls.
    ///
    /// With Reduce Motion on, the element departs at once. Returns false when the base layout has
    /// no such element; true otherwise (also when it is already detached).
    @discardableResult
    public func detach(_ id: LayoutElementID) -> Bool {
        if let k = bodyIndex[id], bodies[k].phase != .attached { return true }
        guard let base = source.element(for: id) else { return false }
        if isReduceMotionEnabled || !base.canHaveBody {
            departedQueue.append(id)
            return true
        }
        if bodyIndex[id] == nil { addBody(base, center: base.center) }
        guard let k = bodyIndex[id], let state = engineState(of: bodies[k]) else {
            departedQueue.append(id)
            return true
        }
        let body = bodies[k]
        removeEngineBody(body)
        var detached = body
        detached.attachment = nil
        let departing = CGPoint(x: state.velocity.dx + style.departureVelocity.dx, y: state.velocity.dy + style.departureVelocity.dy)
        if let (item, _) = makeEngineBody(body.element, center: state.center, velocity: Vector2D(dx: departing.x, dy: departing.y),
                                          attached: false) {
            detached.item = item
        } else {
            detached.item = nil
        }
        detached.phase = .departing
        detached.departingTime = 0
        detached.isEntering = false
        bodies[k] = detached
        detachedCount += 1
        isAnimating = true
        if detached.item == nil { depart(k) }
        return true
    }

    /// The elements that finished departing since the last call, by their current identity;
    /// delete them from your data in one batch update (``detach(_:)``). Each is reported once.
    public func takeDepartedElements() -> [LayoutElementID] {
        guard !departedQueue.isEmpty else { return [] }
        let departed = departedQueue
        departedQueue.removeAll()
        return departed
    }

    /// The first element that finished departing and has not been reported yet, or nil. Deleting
    /// it (``apply(_:)``) before asking again keeps the identities of the others current — what
    /// the UIKit layer does, one deletion at a time.
    func takeDepartedElement() -> LayoutElementID? {
        departedQueue.isEmpty ? nil : departedQueue.removeFirst()
    }

    /// Moves departing bodies' clocks on and marks those below the visible rectangle (or past the
    /// time limit) as departed.
    func updateDepartures(_ elapsed: TimeInterval) {
        for k in bodies.indices where bodies[k].phase == .departing {
            bodies[k].departingTime += elapsed
            guard let state = engineState(of: bodies[k]) else {
                depart(k)
                continue
            }
            let top = state.center.y - bodies[k].element.frame.height / 2
            if top > visibleRect.maxY || bodies[k].departingTime >= Self.departureTimeLimit { depart(k) }
        }
    }

    /// Body `k` has left: it keeps its last frame, leaves the engine, and is queued for deletion.
    func depart(_ k: Int) {
        if let state = engineState(of: bodies[k]) {
            let rest = bodies[k].element.center
            bodies[k].offset = CGPoint(x: state.center.x - rest.x, y: state.center.y - rest.y)
        }
        removeEngineBody(bodies[k])
        bodies[k].item = nil
        bodies[k].phase = .departed
        departedQueue.append(bodies[k].element.id)
    }
}
