import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Accelerates its items in one direction, independently of their mass (UIKit's `UIGravityBehavior`).
///
/// Magnitude 1 is 1000 points/s² (UIKit's "UIKit gravity": 100 pt = 1 m, so 10 m/s²). The default
/// direction is (0, 1), straight down in UIKit's flipped coordinates. ``gravityDirection``'s length is
/// the magnitude; ``angle`` (radians, from +x towards +y) and ``magnitude`` are views of it.
/// Magnitude 0 gives no acceleration and resets the angle to 0. Non-finite values are ignored (the old
/// value stays); magnitudes are clamped to ±1 000 000 so the state stays finite.
public final class GravityBehavior: ItemListBehavior {
    /// Acceleration in points/s² of magnitude 1 (UIKit: 1000).
    public static let pointsPerSecondSquared: CGFloat = 1000

    private var direction = Vector2D(dx: 0, dy: 1)

    /// The gravity vector; its length is the magnitude. Default (0, 1).
    public var gravityDirection: Vector2D {
        get { direction }
        set {
            guard let clamped = newValue.clampedForBehavior else { return }
            // No magnitude: exactly (0, 0), whose angle is 0 (a −0 component would read as ±π).
            direction = clamped.dx == 0 && clamped.dy == 0 ? .zero : clamped
            didChange()
        }
    }

    /// Direction angle in radians from +x towards +y (π/2 = down). Setting it keeps the magnitude.
    public var angle: CGFloat {
        get { direction.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1 = 1000 pt/s². Setting it keeps the angle; negative values point the other way.
    /// Setting 0 makes the vector (0, 0) and resets ``angle`` to 0 (Apple's `magnitude` page), so set the
    /// angle again after raising the magnitude from 0.
    public var magnitude: CGFloat {
        get { direction.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets angle (radians) and magnitude together (UIKit's `setAngle(_:magnitude:)`).
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard let vector = Vector2D(angle: angle, magnitude: magnitude) else { return }
        gravityDirection = vector
    }

    /// The acceleration this behaviour gives its items, pt/s².
    var acceleration: Vec2 { Double(Self.pointsPerSecondSquared) * direction.vec }

    override func didAttach(to animator: DynamicAnimator) { animator.applyGravity() }
    override func willDetach(from animator: DynamicAnimator) {
        dynamicAnimator = nil
        animator.applyGravity()
    }
    override func itemsDidChange(_ item: DynamicItem) { dynamicAnimator?.applyGravity() }
    override func didChange() {
        dynamicAnimator?.applyGravity()
        super.didChange()
    }
}
