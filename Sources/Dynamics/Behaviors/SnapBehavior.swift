import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Pulls an item to a point with damped springs, settling there upright (UIKit's `UISnapBehavior`).
///
/// Built as UIKit builds it (UIKitCore, `-[UISnapBehavior _associate]`): a fixed rectangle of the item's
/// size at ``snapPoint``, and four springs of 4 Hz and damping ratio ``damping``, 50 pt long, two from its
/// top-left corner and two from its bottom-right corner, to points of the item 50 pt beyond the same
/// corners, one across and one down (or up). When the item sits on the rectangle every spring is at rest;
/// a shift or a tilt stretches some of them, so the item comes back to the point and upright, with a short
/// wobble, and a spin dies out. Move ``snapPoint`` to re-target; the item springs there.
public final class SnapBehavior: Behavior {
    /// The snapped item.
    public let item: DynamicItem
    private var point: CGPoint
    private var _damping: CGFloat = 0.5
    private var jointIDs: [Int32] = []
    /// Each spring's anchor on the fixed rectangle, from its centre (the snap point), points.
    private var anchorOffsets: [Vec2] = []

    /// UIKit's snap springs: 4 Hz, 50 pt long (UIKitCore, `-[UISnapBehavior initWithItem:snapToPoint:]`).
    static let frequency = 4.0
    static let springLength = 50.0

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
            for (id, offset) in zip(jointIDs, anchorOffsets) {
                if let k = world.jointIndex(id) { world.joints[k].localA = Vec2(point) + offset }
            }
            didChange()
        }
    }

    /// Oscillation damping, 0 (bounciest) … 1 (no overshoot): the springs' damping ratio. Default 0.5;
    /// clamped to 0…1 (UISnapBehavior.h: "damping value from 0.0 to 1.0. 1.0 is the least oscillation").
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
        let w = Double(size.width) / 2, h = Double(size.height) / 2, d = Self.springLength
        let springs: [(corner: Vec2, itemPoint: Vec2)] = [
            (Vec2(-w, -h), Vec2(-w - d, -h)), (Vec2(-w, -h), Vec2(-w, -h - d)),
            (Vec2(w, h), Vec2(w + d, h)), (Vec2(w, h), Vec2(w, h + d)),
        ]
        anchorOffsets = springs.map(\.corner)
        for spring in springs {
            var joint = Joint(kind: .distance, a: 0, b: i, localA: Vec2(point) + spring.corner,
                              localB: spring.itemPoint - world.shape[i].localCenter)
            joint.length = d
            joint.minLength = 0
            joint.maxLength = .infinity
            joint.frequency = Self.frequency
            joint.dampingRatio = Double(_damping)
            jointIDs.append(world.addJoint(joint))
        }
    }

    override func willDetach(from animator: DynamicAnimator) {
        for id in jointIDs { animator.world.removeJoint(id) }
        jointIDs.removeAll()
        anchorOffsets.removeAll()
    }
}
