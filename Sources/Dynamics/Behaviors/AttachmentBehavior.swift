import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Connects an item to a point in space or to another item (UIKit's `UIAttachmentBehavior`).
///
/// The default attachment is a distance constraint between two anchor points: rigid (a rod) when
/// ``frequency`` is 0, else a spring of that frequency (hertz) and ``damping`` (damping ratio, 1 =
/// critical). A spring of ``length`` under 1 pt joins two points: it damps their relative motion in every
/// direction and the items' relative turning, as a mouse joint does (a view dragged off-centre settles
/// under the finger instead of circling it); a longer spring is damped along its line and swings freely
/// about it, as a pendulum. Either keeps its energy at damping 0 (docs/physics.md, "Springs"). Its
/// ``length`` starts as the
/// anchors' distance when the behaviour is added to an animator (UIKit: when created) unless you set it.
/// The class factories make UIKit's other kinds: fixed (weld), pin (revolute, with an angle range and
/// friction torque), sliding (prismatic, with a translation range) and limit (a rope: at most the current
/// distance).
///
/// Offsets are in points from the item's center in the item's own (unrotated) frame (non-finite offsets
/// count as 0, others are clamped to ±1 000 000). Anchors are clamped to ±10 000 000 pt (a non-finite
/// initial anchor counts as the origin). Non-finite property values are ignored; negative lengths,
/// frequencies, dampings and friction torques are clamped to 0.
public final class AttachmentBehavior: Behavior {
    /// What the behaviour attaches (UIKit's `UIAttachmentBehavior.AttachmentType`).
    public enum AttachedBehaviorType: Sendable {
        /// Two items.
        case items
        /// An item and a point in space.
        case anchor
    }

    /// The constraint kind (UIKit's distance, fixed, pin, sliding and limit attachments).
    public enum Kind: Sendable {
        /// A rod or a spring (the plain initialisers).
        case distance
        /// A weld: no relative motion (``fixedAttachment(with:attachedTo:attachmentAnchor:)``).
        case fixed
        /// A pin joint (``pinAttachment(with:attachedTo:attachmentAnchor:)``).
        case pin
        /// A slider along an axis (``slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)``).
        case sliding
        /// A rope of at most the current length (``limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)``).
        case limit
    }

    /// The attached items (one for an anchor attachment, two otherwise).
    public let items: [DynamicItem]
    /// Whether an item is attached to an anchor or to another item.
    public let attachedBehaviorType: AttachedBehaviorType
    /// The constraint kind.
    public let kind: Kind
    let offsetA: CGPoint
    let offsetB: CGPoint
    private var anchor: CGPoint
    private var axis: Vector2D
    private var _length: CGFloat?
    private var _frequency: CGFloat = 0
    private var _damping: CGFloat = 0
    private var _frictionTorque: CGFloat = 0
    private var range: ClosedRange<CGFloat>?
    private var jointID: Int32 = 0

    private init(kind: Kind, items: [DynamicItem], offsetA: CGPoint, offsetB: CGPoint, anchor: CGPoint, axis: Vector2D = Vector2D(dx: 1, dy: 0)) {
        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(x: p.x.isFinite ? min(max(p.x, -1e6), 1e6) : 0, y: p.y.isFinite ? min(max(p.y, -1e6), 1e6) : 0)
        }
        self.kind = kind
        self.items = items
        self.attachedBehaviorType = items.count == 1 ? .anchor : .items
        self.offsetA = clamp(offsetA)
        self.offsetB = clamp(offsetB)
        self.anchor = anchor.x.isFinite && anchor.y.isFinite ? World.clampPosition(Vec2(anchor)).cgPoint : .zero
        self.axis = axis
        super.init()
    }

    /// Attaches the item's center to `anchor` (points).
    public convenience init(item: DynamicItem, attachedToAnchor anchor: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: anchor)
    }

    /// Attaches the point `offset` from the item's center to `anchor`.
    public convenience init(item: DynamicItem, offsetFromCenter offset: CGPoint, attachedToAnchor anchor: CGPoint) {
        self.init(kind: .distance, items: [item], offsetA: offset, offsetB: .zero, anchor: anchor)
    }

    /// Attaches the centers of two items.
    public convenience init(item: DynamicItem, attachedTo other: DynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }

    /// Attaches a point of `item` to a point of `other`.
    public convenience init(item: DynamicItem, offsetFromCenter offset: CGPoint, attachedTo other: DynamicItem, offsetFromCenter otherOffset: CGPoint) {
        self.init(kind: .distance, items: [item, other], offsetA: offset, offsetB: otherOffset, anchor: .zero)
    }

    /// Welds two items together at `anchor` (UIKit's fixed attachment).
    public static func fixedAttachment(with item: DynamicItem, attachedTo other: DynamicItem, attachmentAnchor anchor: CGPoint) -> AttachmentBehavior {
        AttachmentBehavior(kind: .fixed, items: [item, other], offsetA: .zero, offsetB: .zero, anchor: anchor)
    }

    /// Pins two items together at `anchor`, free to rotate about it (UIKit's pin attachment). Limit the
    /// relative angle with ``attachmentRange`` (radians) and resist rotation with ``frictionTorque``.
    public static func pinAttachment(with item: DynamicItem, attachedTo other: DynamicItem, attachmentAnchor anchor: CGPoint) -> AttachmentBehavior {
        AttachmentBehavior(kind: .pin, items: [item, other], offsetA: .zero, offsetB: .zero, anchor: anchor)
    }

    /// Lets `other` slide relative to `item` along `axis` through `anchor`, without relative rotation
    /// (UIKit's sliding attachment); ``attachmentRange`` (points) limits the travel. A zero or
    /// non-finite axis is replaced by (1, 0).
    public static func slidingAttachment(with item: DynamicItem, attachedTo other: DynamicItem, attachmentAnchor anchor: CGPoint,
                                         axisOfTranslation axis: Vector2D) -> AttachmentBehavior {
        AttachmentBehavior(kind: .sliding, items: [item, other], offsetA: .zero, offsetB: .zero, anchor: anchor, axis: axis)
    }

    /// Lets `item` slide along `axis` through the fixed point `anchor`, without rotating.
    public static func slidingAttachment(with item: DynamicItem, attachmentAnchor anchor: CGPoint, axisOfTranslation axis: Vector2D) -> AttachmentBehavior {
        AttachmentBehavior(kind: .sliding, items: [item], offsetA: .zero, offsetB: .zero, anchor: anchor, axis: axis)
    }

    /// Keeps two points at most their current distance apart (UIKit's limit attachment; a rope).
    public static func limitAttachment(with item: DynamicItem, offsetFromCenter offset: CGPoint, attachedTo other: DynamicItem,
                                       offsetFromCenter otherOffset: CGPoint) -> AttachmentBehavior {
        AttachmentBehavior(kind: .limit, items: [item, other], offsetA: offset, offsetB: otherOffset, anchor: .zero)
    }

    /// The anchor point (points) for anchor attachments and the joint point of fixed, pin and sliding
    /// attachments. Moving it moves the attachment (for anchor attachments, live).
    public var anchorPoint: CGPoint {
        get { anchor }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            anchor = World.clampPosition(Vec2(newValue)).cgPoint
            rebuild()
        }
    }

    /// Rest length in points (distance and limit attachments). Defaults to the distance when added.
    public var length: CGFloat {
        get { _length ?? currentDistance() ?? 0 }
        set {
            guard newValue.isFinite else { return }
            _length = max(newValue, 0)
            rebuild()
        }
    }

    /// Spring frequency in hertz; 0 (default) makes a rigid rod. Clamped to 0…1000.
    public var frequency: CGFloat {
        get { _frequency }
        set {
            guard newValue.isFinite else { return }
            _frequency = min(max(newValue, 0), 1000)
            rebuild()
        }
    }

    /// Damping ratio of the spring (1 = critical). Default 0; clamped to 0…1000.
    public var damping: CGFloat {
        get { _damping }
        set {
            guard newValue.isFinite else { return }
            _damping = min(max(newValue, 0), 1000)
            rebuild()
        }
    }

    /// Friction torque of a pin attachment, in kg·pt²/s² (100 000 = 1 N·m). Default 0, clamped to ≥ 0.
    public var frictionTorque: CGFloat {
        get { _frictionTorque }
        set {
            guard newValue.isFinite else { return }
            _frictionTorque = max(newValue, 0)
            rebuild()
        }
    }

    /// Allowed range: relative angle in radians for pins, translation in points for sliders.
    /// `nil` (default) is unlimited. Non-finite bounds remove the limit.
    public var attachmentRange: ClosedRange<CGFloat>? {
        get { range }
        set {
            if let r = newValue, !(r.lowerBound.isFinite && r.upperBound.isFinite) { range = nil } else { range = newValue }
            rebuild()
        }
    }

    override var affectedItems: [DynamicItem] { items }

    override func didAttach(to animator: DynamicAnimator) { makeJoint(animator) }

    override func willDetach(from animator: DynamicAnimator) {
        if jointID != 0 { animator.world.removeJoint(jointID) }
        jointID = 0
    }

    private func rebuild() {
        guard let animator = dynamicAnimator else { return }
        if jointID != 0 { animator.world.removeJoint(jointID) }
        jointID = 0
        makeJoint(animator)
        didChange()
    }

    /// World position of the point `offset` from the item's center.
    private func worldPoint(_ animator: DynamicAnimator, _ i: Int, _ offset: CGPoint) -> Vec2 {
        let w = animator.world
        return w.itemCenter(i) + w.pose[i].q.apply(Vec2(offset))
    }

    private func currentDistance() -> CGFloat? {
        guard let animator = dynamicAnimator, let ends = endpoints(animator) else { return nil }
        return (ends.3 - ends.1).length
    }

    /// Bodies and world anchor points of the two ends (A may be the ground).
    private func endpoints(_ animator: DynamicAnimator) -> (Int, Vec2, Int, Vec2)? {
        guard let first = items.first, let i = animator.bodyIndex(first), offsetA.x.isFinite, offsetA.y.isFinite,
              offsetB.x.isFinite, offsetB.y.isFinite else { return nil }
        if items.count == 1 {
            // The ground (body 0) holds the anchor; a slider's item is held at the anchor itself.
            let itemPoint = kind == .sliding ? Vec2(anchor) : worldPoint(animator, i, offsetA)
            return (0, Vec2(anchor), i, itemPoint)
        }
        guard let j = animator.bodyIndex(items[1]), i != j else { return nil }
        switch kind {
        case .distance, .limit:
            return (i, worldPoint(animator, i, offsetA), j, worldPoint(animator, j, offsetB))
        case .fixed, .pin, .sliding:
            return (i, Vec2(anchor), j, Vec2(anchor))
        }
    }

    private func makeJoint(_ animator: DynamicAnimator) {
        guard let (a, pa, b, pb) = endpoints(animator) else { return }
        let world = animator.world
        let localA = a == 0 ? pa : world.localAnchor(a, world: pa)
        let localB = world.localAnchor(b, world: pb)
        let distance = (pb - pa).length
        var joint: Joint
        switch kind {
        case .distance:
            if _length == nil { _length = distance }
            joint = Joint(kind: .distance, a: a, b: b, localA: localA, localB: localB)
            joint.length = Double(_length ?? 0)
            joint.frequency = Double(_frequency)
            joint.dampingRatio = Double(_damping)
            // Under 1 pt (UIKit's threshold for an attachment at a point) the spring is point to point.
            joint.dampsEveryDirection = joint.length < 1
            if _frequency > 0 {
                joint.minLength = 0
                joint.maxLength = .infinity
            } else {
                joint.minLength = joint.length
                joint.maxLength = joint.length
            }
        case .limit:
            joint = Joint(kind: .distance, a: a, b: b, localA: localA, localB: localB)
            if _length == nil { _length = distance }
            joint.length = Double(_length ?? 0)
            joint.minLength = 0
            joint.maxLength = joint.length
        case .fixed, .pin:
            joint = Joint(kind: kind == .fixed ? .weld : .revolute, a: a, b: b, localA: localA, localB: localB)
            joint.referenceAngle = world.pose[b].a - (a == 0 ? 0 : world.pose[a].a)
            joint.maxFriction = Double(_frictionTorque)
            if let r = range {
                joint.enableLimit = true
                joint.lower = Double(r.lowerBound)
                joint.upper = Double(r.upperBound)
            }
        case .sliding:
            joint = Joint(kind: .prismatic, a: a, b: b, localA: localA, localB: localB)
            joint.referenceAngle = world.pose[b].a - (a == 0 ? 0 : world.pose[a].a)
            var ax = axis.vec.normalized
            if !ax.isFinite || ax.lengthSquared == 0 { ax = Vec2(1, 0) }
            joint.localAxisA = a == 0 ? ax : world.pose[a].q.applyInverse(ax)
            if let r = range {
                joint.enableLimit = true
                joint.lower = Double(r.lowerBound)
                joint.upper = Double(r.upperBound)
            }
        }
        jointID = world.addJoint(joint)
    }
}
