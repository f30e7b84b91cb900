import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension DynamicAnimator {
    /// Takes a free collision group bit; after 64 behaviours, the last bit is shared.
    func allocateCollisionBit() -> UInt64 {
        for k in 0..<64 {
            let bit: UInt64 = 1 << UInt64(k)
            if collisionBits & bit == 0 {
                collisionBits |= bit
                return bit
            }
        }
        return 1 << 63
    }

    /// Frees a collision group bit unless another attached collision behaviour still uses it.
    func releaseCollisionBit(_ bit: UInt64) {
        let stillUsed = activeBehaviors.contains { ($0 as? CollisionBehavior)?.bit == bit && $0.dynamicAnimator === self }
        if !stillUsed { collisionBits &= ~bit }
    }

    /// Recomputes every item's collision masks from the attached collision behaviours; the broad phase then
    /// looks for every body's pairs again (pairs that newly collide get contacts; those that no longer do
    /// lose theirs in the narrow phase).
    func applyCollisionFilters() {
        let world = self.world
        world.broadPhase.requeryAll = true
        for i in 1..<world.pose.count where world.flags[i].contains(.alive) && !world.flags[i].contains(.boundary) {
            world.filter[i] = .none
        }
        for case let c as CollisionBehavior in activeBehaviors where c.dynamicAnimator === self && c.bit != 0 {
            for item in c.items {
                guard let i = bodyIndex(item) else { continue }
                if c.collisionMode.contains(.items) { world.filter[i].itemMask |= c.bit }
                if c.collisionMode.contains(.boundaries) { world.filter[i].boundaryMask |= c.bit }
            }
        }
    }

    /// Re-lists the collision behaviours that want contact events.
    func collisionListenersDidChange() {
        contactListeners = activeBehaviors.compactMap { b in
            guard let c = b as? CollisionBehavior, c.dynamicAnimator === self, c.onContact != nil else { return nil }
            return c
        }
        world.recordsEvents = !contactListeners.isEmpty
        if !world.recordsEvents { world.events.removeAll() }
    }

    /// Hands the step's contact events to the collision behaviours they concern: all began, then all ended.
    ///
    /// A handler may remove and add items while events are delivered. Each event is checked just before
    /// it is handed out: one naming an item removed since it was recorded is dropped (the slot may already
    /// hold a new item, which the event must not name). The ended events of a removal are delivered by
    /// ``removeItem(_:)`` itself, before it returns; after that, no event names the removed item.
    func deliverContactEvents() {
        var records: [ContactEventRecord] = []
        records.reserveCapacity(world.events.count)
        for k in 0..<world.events.count { records.append(world.events[k]) }
        world.events.removeAll()
        let listeners = contactListeners
        for pass in [true, false] {
            for r in records where r.began == pass {
                for listener in listeners {
                    let bit = listener.bit
                    guard bit != 0, isCurrent(r) else { continue }
                    let a = Int(r.a), b = Int(r.b)
                    let event: CollisionBehavior.ContactEvent
                    if let info = boundaryInfo[r.a] ?? boundaryInfo[r.b] {
                        let boundaryIsA = boundaryInfo[r.a] != nil
                        let itemBody = boundaryIsA ? b : a
                        guard info.bit == bit, world.filter[itemBody].boundaryMask & bit != 0 else { continue }
                        let item = DynamicItem(index: itemBody, generation: boundaryIsA ? r.generationB : r.generationA, animator: identity)
                        event = pass ? .beganBoundary(item, identifier: info.identifier, point: r.point.cgPoint)
                            : .endedBoundary(item, identifier: info.identifier)
                    } else {
                        guard world.filter[a].itemMask & world.filter[b].itemMask & bit != 0 else { continue }
                        let ia = DynamicItem(index: a, generation: r.generationA, animator: identity)
                        let ib = DynamicItem(index: b, generation: r.generationB, animator: identity)
                        event = pass ? .began(ia, ib, point: r.point.cgPoint) : .ended(ia, ib)
                    }
                    listener.onContact?(listener, event)
                }
            }
        }
    }

    /// Whether both bodies of `record` are still the ones it was recorded for: the same generation in
    /// their slots, and alive (or being destroyed, for the ended events of a removal).
    private func isCurrent(_ record: ContactEventRecord) -> Bool {
        let a = Int(record.a), b = Int(record.b)
        guard world.generation[a] == record.generationA, world.generation[b] == record.generationB else { return false }
        return record.byRemoval || world.flags[a].contains(.alive) && world.flags[b].contains(.alive)
    }
}

extension DynamicAnimator {
    /// Recomputes every body's gravity as the sum of the attached gravity behaviours that list it.
    func applyGravity() {
        let world = self.world
        for i in 0..<world.pose.count { world.gravity[i] = .zero }
        for case let g as GravityBehavior in activeBehaviors where g.dynamicAnimator === self {
            let a = g.acceleration
            for item in g.items {
                if let i = bodyIndex(item) { world.gravity[i] += a }
            }
        }
    }
}
