import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Pushes items with a force or a one-off impulse (UIKit's `UIPushBehavior`).
///
/// Magnitude 1 is a force of 1 N = 100 kg·pt/s² (a 100×100 item at density 1, i.e. 1 kg, accelerates at
/// 100 pt/s²). ``Mode/continuous`` applies the force at every step while ``active``;
/// ``Mode/instantaneous`` applies an impulse of magnitude × 100 kg·pt/s (Δv = 100 pt/s for 1 kg) at
/// the next step, then sets ``active`` to false; set it to true to push again. A target offset from an
/// item's center (points, in the item's frame) also spins the item. The push wakes its items.
/// Non-finite values are ignored; magnitudes are clamped to ±1 000 000.
public final class PushBehavior: ItemListBehavior {
    /// How the push acts (UIKit's `UIPushBehavior.Mode`).
    public enum Mode: Sendable {
        /// A force applied at every step.
        case continuous
        /// An impulse applied once.
        case instantaneous
    }

    /// The push's mode.
    public let mode: Mode
    private var direction = Vector2D.zero
    private var isActive = true
    private var offsets: [DynamicItem: CGPoint] = [:]

    /// Creates a push for `items` in `mode`. It starts active with a zero direction (no push).
    public init(items: [DynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    /// Whether the push acts. An instantaneous push turns itself off after pushing.
    public var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            didChange()
        }
    }

    /// The push vector; its length is the magnitude (1 = 1 N). Default zero.
    public var pushDirection: Vector2D {
        get { direction }
        set {
            guard let clamped = newValue.clampedForBehavior else { return }
            direction = clamped
            didChange()
        }
    }

    /// Angle of the push in radians from +x towards +y. Setting it keeps the magnitude.
    public var angle: CGFloat {
        get { direction.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// Strength of the push (1 = 1 N). Setting it keeps the angle.
    public var magnitude: CGFloat {
        get { direction.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets angle (radians) and magnitude together.
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard let vector = Vector2D(angle: angle, magnitude: magnitude) else { return }
        pushDirection = vector
    }

    /// Where the push acts on `item`, as an offset in points from its center (default zero).
    public func targetOffsetFromCenter(for item: DynamicItem) -> CGPoint { offsets[item] ?? .zero }

    /// Sets where the push acts on `item`. Non-finite offsets are ignored.
    public func setTargetOffsetFromCenter(_ offset: CGPoint, for item: DynamicItem) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        offsets[item] = offset
        didChange()
    }

    override func prepareStep(_ animator: DynamicAnimator) {
        guard isActive else { return }
        let f = 100 * direction.vec
        guard f.x != 0 || f.y != 0 else {
            if mode == .instantaneous { isActive = false }
            return
        }
        let world = animator.world
        for item in items {
            guard let i = animator.bodyIndex(item), world.flags[i].contains(.dynamic) else { continue }
            let offset = offsets[item].map { Vec2($0) } ?? .zero
            let r = world.pose[i].q.apply(offset - world.shape[i].localCenter)
            world.wake(i)
            switch mode {
            case .continuous:
                world.forces[i].force += f
                world.forces[i].torque += cross(r, f)
            case .instantaneous:
                let m = world.massData[i]
                world.vel[i].v += m.invMass * f
                world.vel[i].w += m.invI * cross(r, f)
            }
        }
        if mode == .instantaneous { isActive = false }
    }
}
