import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Sets physical properties of its items (UIKit's `UIDynamicItemBehavior`).
///
/// Only properties you set reach the items. Where several item behaviours of an animator set the same
/// property of an item, the one that comes last in the behaviour tree wins (the animator's behaviours in
/// the order added, each followed by its children in order), whenever each was set; removing a behaviour
/// takes its values away, and the item falls back to the next one's or to the default (Apple's
/// `UIDynamicItemBehavior` page). Unset properties read
/// as the values UIKit actually applies (reverse-engineered; Apple's page says 0 for the first three):
/// elasticity 0.2, friction 0.2, density 1, resistance 0.1, angular resistance 0.1, rotation allowed,
/// not anchored, charge 0 (and, the kit's addition, not a bullet). Non-finite values are ignored;
/// out-of-range values are clamped as each property says (UIKit does not clamp; the kit must never
/// produce NaN).
public final class DynamicItemBehavior: ItemListBehavior {
    private var _elasticity: CGFloat?
    private var _friction: CGFloat?
    private var _density: CGFloat?
    private var _resistance: CGFloat?
    private var _angularResistance: CGFloat?
    private var _allowsRotation: Bool?
    private var _isAnchored: Bool?
    private var _charge: CGFloat?
    private var _isBullet: Bool?
    /// Velocities added while the behaviour is in no animator, added to the items when it joins one.
    private var pendingLinear: [DynamicItem: Vector2D] = [:]
    private var pendingAngular: [DynamicItem: CGFloat] = [:]

    /// `value` clamped to `range`, or `old` when `value` is not finite.
    private func clamped(_ value: CGFloat, _ range: ClosedRange<CGFloat>, old: CGFloat?) -> CGFloat? {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : old
    }

    private func propertiesDidChange() {
        dynamicAnimator?.applyItemProperties(items)
        didChange()
    }

    /// Restitution of collisions, 0 (no bounce) … 1 (elastic). Default 0.2. Clamped to 0…1. Two items
    /// use the larger elasticity; against a boundary, the item's own.
    public var elasticity: CGFloat {
        get { _elasticity ?? 0.2 }
        set {
            _elasticity = clamped(newValue, 0...1, old: _elasticity)
            propertiesDidChange()
        }
    }

    /// Coulomb friction coefficient, default 0.2, clamped to 0…1 000 000. Two items use the geometric
    /// mean; against a boundary, the item's own.
    public var friction: CGFloat {
        get { _friction ?? 0.2 }
        set {
            _friction = clamped(newValue, 0...1_000_000, old: _friction)
            propertiesDidChange()
        }
    }

    /// Density; mass = density × width × height / 10 000 kg (a 100×100 item at density 1 weighs 1).
    /// Default 1, clamped to 0.000001…1 000 000.
    public var density: CGFloat {
        get { _density ?? 1 }
        set {
            _density = clamped(newValue, 0.000_001...1_000_000, old: _density)
            propertiesDidChange()
        }
    }

    /// Linear damping per second: each step of h seconds does `v *= 1 / (1 + h·resistance)`.
    /// Default 0.1, clamped to 0…1 000 000.
    public var resistance: CGFloat {
        get { _resistance ?? 0.1 }
        set {
            _resistance = clamped(newValue, 0...1_000_000, old: _resistance)
            propertiesDidChange()
        }
    }

    /// Angular damping per second: `ω *= 1 / (1 + h·angularResistance)`. Default 0.1, clamped to 0…1 000 000.
    public var angularResistance: CGFloat {
        get { _angularResistance ?? 0.1 }
        set {
            _angularResistance = clamped(newValue, 0...1_000_000, old: _angularResistance)
            propertiesDidChange()
        }
    }

    /// Whether the items may rotate. Default true.
    public var allowsRotation: Bool {
        get { _allowsRotation ?? true }
        set {
            _allowsRotation = newValue
            propertiesDidChange()
        }
    }

    /// Whether the items are anchored: static, immovable, still colliding. Default false.
    public var isAnchored: Bool {
        get { _isAnchored ?? false }
        set {
            _isAnchored = newValue
            propertiesDidChange()
        }
    }

    /// Whether the items are bullets: continuous collision against other items at any speed (Box2D's
    /// bullets). Default false. The kit's own addition (UIKit has no such property).
    ///
    /// Every item gets continuous collision against boundaries and anchored items when it moves more than
    /// 2 pt in a step, and, while ``DynamicAnimator/sweepsFastItemsAgainstItems`` is on (the default),
    /// against other items when it moves more than half its smallest width in a step (2 400 pt/s for a
    /// 40-pt box). A bullet is swept against the other items whenever it moves more than 2 pt in a step.
    /// Both items' motions count (the time of impact in their relative motion, as Box2D 2.4's bullets):
    /// two items thrown at each other stop where they first meet, at any speed up to the engine's
    /// 24 000 pt/s, from 2-pt items up. Mark small items thrown into other moving items as bullets (or
    /// all items that must not pass through each other, when item sweeps are off). Cost: one time of
    /// impact per nearby item in each step where the bullet moves more than 2 pt.
    public var isBullet: Bool {
        get { _isBullet ?? false }
        set {
            _isBullet = newValue
            propertiesDidChange()
        }
    }

    /// Electric charge for electric and magnetic fields. Default 0, clamped to ±1 000 000.
    public var charge: CGFloat {
        get { _charge ?? 0 }
        set {
            _charge = clamped(newValue, -1_000_000...1_000_000, old: _charge)
            propertiesDidChange()
        }
    }

    /// Adds `velocity` (points per second) to the item's linear velocity (UIKit's
    /// `addLinearVelocity(_:for:)`). Before the behaviour is in an animator the velocities add up and reach
    /// the item when it joins one (UIDynamicItemBehavior.h: "If called before being associated to an
    /// animator, the behavior will accumulate values until being associated to an animator"). Ignored for
    /// non-finite values, items the animator does not hold and anchored items; the resulting speed is
    /// clamped to 100 000 pt/s.
    public func addLinearVelocity(_ velocity: Vector2D, for item: DynamicItem) {
        guard velocity.dx.isFinite, velocity.dy.isFinite else { return }
        guard let animator = dynamicAnimator else {
            let sum = pendingLinear[item, default: .zero]
            pendingLinear[item] = Vector2D(dx: sum.dx + velocity.dx, dy: sum.dy + velocity.dy)
            return
        }
        guard let i = animator.bodyIndex(item), animator.world.flags[i].contains(.dynamic) else { return }
        var v = animator.world.vel[i].v + velocity.vec
        let speed = v.length
        if speed > 100_000 { v = (100_000 / speed) * v }
        animator.world.vel[i].v = v
        animator.world.wake(i)
        animator.resume()
    }

    /// The item's linear velocity in points per second: what the animator holds, or, before the behaviour
    /// is in an animator, the velocities added so far (zero when unknown).
    public func linearVelocity(for item: DynamicItem) -> Vector2D {
        guard let animator = dynamicAnimator else { return pendingLinear[item] ?? .zero }
        guard let i = animator.bodyIndex(item) else { return .zero }
        return Vector2D(animator.world.vel[i].v)
    }

    /// Adds `velocity` (radians per second) to the item's angular velocity; clamped to ±10 000 rad/s.
    /// Accumulated before the behaviour is in an animator and ignored like ``addLinearVelocity(_:for:)``,
    /// and for items that may not rotate.
    public func addAngularVelocity(_ velocity: CGFloat, for item: DynamicItem) {
        guard velocity.isFinite else { return }
        guard let animator = dynamicAnimator else {
            pendingAngular[item, default: 0] += velocity
            return
        }
        guard let i = animator.bodyIndex(item), animator.world.massData[i].invI > 0 else { return }
        animator.world.vel[i].w = min(max(animator.world.vel[i].w + Double(velocity), -10_000), 10_000)
        animator.world.wake(i)
        animator.resume()
    }

    /// The item's angular velocity in radians per second (before the behaviour is in an animator, the
    /// velocities added so far; zero when unknown).
    public func angularVelocity(for item: DynamicItem) -> CGFloat {
        guard let animator = dynamicAnimator else { return pendingAngular[item] ?? 0 }
        guard let i = animator.bodyIndex(item) else { return 0 }
        return animator.world.vel[i].w
    }

    override func didAttach(to animator: DynamicAnimator) {
        let linear = pendingLinear, angular = pendingAngular
        pendingLinear = [:]
        pendingAngular = [:]
        // Each item's sum is added once: the order of items does not matter.
        for (item, v) in linear { addLinearVelocity(v, for: item) }
        for (item, w) in angular { addAngularVelocity(w, for: item) }
    }

    override func itemsDidChange(_ item: DynamicItem) { dynamicAnimator?.applyItemProperties([item]) }

    /// Overrides, in `properties`, the values this behaviour sets.
    func apply(to properties: inout ItemProperties) {
        if let e = _elasticity { properties.elasticity = Double(e) }
        if let f = _friction { properties.friction = Double(f) }
        if let d = _density { properties.density = Double(d) }
        if let c = _charge { properties.charge = Double(c) }
        if let r = _resistance { properties.resistance = Double(r) }
        if let r = _angularResistance { properties.angularResistance = Double(r) }
        if let allows = _allowsRotation { properties.allowsRotation = allows }
        if let bullet = _isBullet { properties.isBullet = bullet }
        if let anchored = _isAnchored { properties.isAnchored = anchored }
    }
}
