import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Pulls an item to a point with a damped spring, settling there (UIKit's `UISnapBehavior`).
///
/// Built as UIKit builds it (reverse-engineered): four distance springs of 4 Hz with damping ratio
/// ``damping``, from the item's corners to a fixed anchor at ``snapPoint``. UIKit's springs rest at
/// 50 pt; the kit uses min(50 pt, half the item's diagonal) so that small items settle instead of being
/// pushed off-center (a documented deviation). Move ``snapPoint`` to re-target; the item springs there.
public final class SnapBehavior: Behavior {
    /// The snapped item.
    public let item: DynamicItem
    private var point: CGPoint
    private var _damping: CGFloat = 0.5
    private var jointIDs: [Int32] = []

    /// Snaps `item` to `point` (points). A non-finite point is replaced by the item's center when added.
    public init(item: DynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.point = point
        super.init()
    }

    /// Where the item settles, in points. Non-finite values are ignored.
    public var snapPoint: CGPoint {
        get { point }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            point = World.clampPosition(Vec2(newValue)).cgPoint
            guard let animator = dynamicAnimator else { return }
            let world = animator.world
            for id in jointIDs { if let k = world.jointIndex(id) { world.joints[k].localA = Vec2(newValue) } }
            didChange()
        }
    }

    /// Oscillation damping, 0 (bounciest) … 1 (no overshoot). Default 0.5; clamped to 0…1.
    public var damping: CGFloat {
        get { _damping }
        set {
            guard newValue.isFinite else { return }
            _damping = min(max(newValue, 0), 1)
            guard let animator = dynamicAnimator else { return }
            let world = animator.world
            for id in jointIDs { if let k = world.jointIndex(id) { world.joints[k].dampingRatio = Double(_damping) } }
            didChange()
        }
    }

    override var affectedItems: [DynamicItem] { [item] }

    override func didAttach(to animator: DynamicAnimator) {
        guard let i = animator.bodyIndex(item) else { return }
        let world = animator.world
        point = point.x.isFinite && point.y.isFinite ? World.clampPosition(Vec2(point)).cgPoint : world.itemCenter(i).cgPoint
        let size = animator.itemSizes[i]
        let w = Double(size.width) / 2, h = Double(size.height) / 2
        let rest = min(50, (w * w + h * h).squareRoot())
        for corner in [Vec2(-w, -h), Vec2(w, -h), Vec2(w, h), Vec2(-w, h)] {
            var joint = Joint(kind: .distance, a: 0, b: i, localA: Vec2(point), localB: corner - world.shape[i].localCenter)
            joint.length = rest
            joint.minLength = 0
            joint.maxLength = .infinity
            joint.frequency = 4
            joint.dampingRatio = Double(_damping)
            jointIDs.append(world.addJoint(joint))
        }
    }

    override func willDetach(from animator: DynamicAnimator) {
        for id in jointIDs { animator.world.removeJoint(id) }
        jointIDs.removeAll()
    }
}
