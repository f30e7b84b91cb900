import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension DynamicAnimator {
    /// Adds an item and returns its handle. The size is read once (UIKit reads `bounds` once).
    ///
    /// The item takes part once a behaviour of the animator lists it, and leaves when the last one lets go
    /// of it (UIKit's animator holds items only through its behaviours): until then, and after, it stays
    /// where it is, at rest, touching nothing, and ``items(in:)`` leaves it out; ``updateItem(_:usingCurrentState:)``
    /// may still place it and give it the velocity it starts with. Centers are clamped to ±10 000 000 pt.
    ///
    /// - Throws: ``DynamicsError/invalidSize(width:height:)`` for a zero, negative, over 1 000 000 pt or
    ///   non-finite size (UIKit raises "Invalid size"); ``DynamicsError/invalidGeometry`` for a non-finite center or
    ///   rotation; ``DynamicsError/invalidCollisionPath`` for a degenerate polygon. Nothing changes on error.
    @discardableResult
    public func addItem(_ definition: ItemDefinition) throws -> DynamicItem {
        let geometry = try ShapeGeometry.make(size: definition.size, bounds: definition.collisionBounds)
        let c = Vec2(definition.center)
        let angle = Double(definition.rotation)
        guard c.isFinite, angle.isFinite else { throw DynamicsError.invalidGeometry }
        let i = world.createBody(at: c, angle: angle, shape: geometry, isDynamic: !definition.isAnchored, isInSimulation: false)
        while itemSizes.count <= i {
            itemSizes.append(.zero)
            itemKeys.append(nil)
            memberships.append(0)
            anchoredByDefault.append(false)
        }
        itemSizes[i] = definition.size
        itemKeys[i] = definition.key
        memberships[i] = 0
        anchoredByDefault[i] = definition.isAnchored
        let item = DynamicItem(index: i, generation: world.generation[i], animator: identity)
        if let key = definition.key { keyIndex[key] = item }
        return item
    }

    /// Adds an item from its center and size (points) and optional rotation (radians), bounds and key.
    /// Throws like ``addItem(_:)``.
    @discardableResult
    public func addItem(center: CGPoint, size: CGSize, rotation: CGFloat = 0, collisionBounds: CollisionBounds = .rectangle,
                        key: ItemKey? = nil) throws -> DynamicItem {
        try addItem(ItemDefinition(center: center, size: size, rotation: rotation, collisionBounds: collisionBounds, key: key))
    }

    /// Removes an item: its contacts end (their ended events reach contact callbacks before this returns),
    /// attachments on it go, and behaviours skip it from now on. A stale handle does nothing.
    ///
    /// Safe inside a contact callback: events of the same delivery that name the removed item are dropped,
    /// and an item added afterwards, which may reuse the removed item's slot, has a new handle that no event
    /// recorded before it existed will name.
    public func removeItem(_ item: DynamicItem) {
        guard let i = bodyIndex(item) else { return }
        for k in 0..<world.contacts.count {
            let c = world.contacts[k]
            if Int(c.a) == i || Int(c.b) == i {
                world.wake(Int(c.a))
                world.wake(Int(c.b))
            }
        }
        world.destroyBody(i)
        if let key = itemKeys[i], keyIndex[key] == item { keyIndex[key] = nil }
        itemKeys[i] = nil
        itemSizes[i] = .zero
        memberships[i] = 0
        if world.events.count > 0 { deliverContactEvents() }
        if !activeBehaviors.isEmpty { resume() }
    }

    /// The engine slot of a live item of this animator, or nil (for a stale handle, or another animator's).
    @inline(__always) func bodyIndex(_ item: DynamicItem) -> Int? {
        let i = Int(item.index)
        guard item.animator == identity, i > 0, i < world.pose.count, world.generation[i] == item.generation,
              world.flags[i].contains(.alive), !world.flags[i].contains(.boundary) else { return nil }
        return i
    }

    /// Whether `item` is a live item of this animator.
    public func contains(_ item: DynamicItem) -> Bool { bodyIndex(item) != nil }

    /// Every live item, in slot order.
    public var items: [DynamicItem] {
        var result: [DynamicItem] = []
        for i in 1..<world.pose.count where world.flags[i].contains(.alive) && !world.flags[i].contains(.boundary) {
            result.append(DynamicItem(index: i, generation: world.generation[i], animator: identity))
        }
        return result
    }

    /// The item's current center, rotation and velocities; nil for a stale handle.
    public func state(of item: DynamicItem) -> ItemState? {
        guard let i = bodyIndex(item) else { return nil }
        let v = world.vel[i]
        return ItemState(center: world.itemCenter(i).cgPoint, rotation: world.pose[i].a,
                         velocity: Vector2D(v.v), angularVelocity: v.w)
    }

    /// Replaces the animator's idea of the item's center and rotation (UIKit's
    /// `updateItem(usingCurrentState:)`: the size is not re-read). Velocities in `state` replace the
    /// item's velocities too. Non-finite components are ignored (that component keeps its value);
    /// centers are clamped to ±10 000 000 pt, speeds to 100 000 pt/s, angular speeds to ±10 000 rad/s.
    /// Wakes the item and resumes a paused animator.
    public func updateItem(_ item: DynamicItem, usingCurrentState state: ItemState) {
        guard let i = bodyIndex(item) else { return }
        let old = world.itemCenter(i)
        let cx = Double(state.center.x), cy = Double(state.center.y), a = Double(state.rotation)
        let center = Vec2(cx.isFinite ? cx : old.x, cy.isFinite ? cy : old.y)
        world.setItemPose(i, center: center, angle: a.isFinite ? a : world.pose[i].a)
        if world.flags[i].contains(.dynamic) {
            var v = world.vel[i]
            if state.velocity.dx.isFinite { v.v.x = min(max(Double(state.velocity.dx), -100_000), 100_000) }
            if state.velocity.dy.isFinite { v.v.y = min(max(Double(state.velocity.dy), -100_000), 100_000) }
            if state.angularVelocity.isFinite, world.massData[i].invI > 0 {
                v.w = min(max(Double(state.angularVelocity), -10_000), 10_000)
            }
            world.vel[i] = v
        }
        if !activeBehaviors.isEmpty { resume() }
    }

    /// The item's frame: the axis-aligned box around its rotated bounds (what `UIView.frame` reports).
    public func frame(of item: DynamicItem) -> CGRect? {
        guard let i = bodyIndex(item) else { return nil }
        let size = itemSizes[i], c = world.itemCenter(i), q = world.pose[i].q
        let w = abs(q.c) * Double(size.width) + abs(q.s) * Double(size.height)
        let h = abs(q.s) * Double(size.width) + abs(q.c) * Double(size.height)
        return CGRect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
    }

    /// The item's bounds size as read when it was added.
    public func size(of item: DynamicItem) -> CGSize? { bodyIndex(item).map { itemSizes[$0] } }

    /// The items of the animator's behaviours whose frames intersect `rect` (UIKit's `items(in:)`), in slot
    /// order: an item in no behaviour is not in the animator. Empty for a non-finite rectangle.
    public func items(in rect: CGRect) -> [DynamicItem] {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return [] }
        var result: [DynamicItem] = []
        for i in 1..<world.pose.count where world.flags[i].contains(.alive) && !world.flags[i].contains(.boundary)
            && memberships[i] > 0 {
            let item = DynamicItem(index: i, generation: world.generation[i], animator: identity)
            if let f = frame(of: item), f.intersects(r) { result.append(item) }
        }
        return result
    }

    /// The item added with `key`, or nil (what a collection-view layout asks for an index path).
    public func item(forKey key: ItemKey) -> DynamicItem? {
        guard let item = keyIndex[key], bodyIndex(item) != nil else { return nil }
        return item
    }

    /// The key the item was added with.
    public func key(of item: DynamicItem) -> ItemKey? { bodyIndex(item).flatMap { itemKeys[$0] } }

    /// Whether the item is currently asleep (at rest). Nil for a stale handle.
    public func isResting(_ item: DynamicItem) -> Bool? {
        bodyIndex(item).map { !world.flags[$0].contains(.awake) }
    }

    /// Wakes the given items (stale handles are skipped).
    func wake(_ items: [DynamicItem]) {
        for item in items { if let i = bodyIndex(item) { world.wake(i) } }
    }
}
