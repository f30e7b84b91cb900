import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A constraint between two bodies (body 0 is the static ground, anchoring to a point in space).
///
/// One flat record for every kind so joints live in one contiguous pool; each kind reads its own fields.
struct Joint {
    enum Kind: UInt8 {
        /// Keeps the anchors `minLength…maxLength` apart; a spring towards `length` when `frequency > 0`
        /// (UIKit's attachment, limit and snap springs).
        case distance
        /// Welds the bodies: anchors together and the relative angle fixed (UIKit's fixed attachment).
        case weld
        /// Pins the anchors together, optional angle range and friction torque (UIKit's pin attachment).
        case revolute
        /// Lets B slide along an axis fixed in A without rotating, optional range (UIKit's sliding attachment).
        case prismatic
    }

    var kind: Kind
    /// Stable identity (indices change when joints are removed).
    var id: Int32 = 0
    var a: Int32
    var b: Int32
    /// Anchors relative to each body's center of mass, in body frames (world points for the ground).
    var localA: Vec2
    var localB: Vec2
    var length = 0.0
    var minLength = 0.0
    var maxLength = 0.0
    /// Spring frequency in hertz; 0 = rigid.
    var frequency = 0.0
    /// Damping ratio (1 = critical).
    var dampingRatio = 0.0
    /// Whether a spring (`frequency > 0`) joins two points: it damps the anchors' relative motion in every
    /// direction and the bodies' relative turning (attachments under 1 pt, as a mouse joint), rather than
    /// only along the line between the anchors (longer attachments, the snap's four springs).
    var dampsEveryDirection = false
    /// B's angle minus A's angle when created (weld, revolute, prismatic).
    var referenceAngle = 0.0
    var enableLimit = false
    /// Angle range (revolute, radians) or translation range (prismatic, points).
    var lower = 0.0
    var upper = 0.0
    /// Friction torque (revolute, kg·pt²/s²) or friction force (prismatic, kg·pt/s²).
    var maxFriction = 0.0
    /// Slide axis in A's frame (prismatic, unit length).
    var localAxisA: Vec2 = Vec2(1, 0)

    // Solver state (per step).
    var rA: Vec2 = .zero
    var rB: Vec2 = .zero
    var u: Vec2 = .zero
    var currentLength = 0.0
    var mass = 0.0
    /// A spring's step (see ``SpringStep``): how much of the rigid impulse and of the accumulated impulse
    /// each pass applies, and its velocity bias (along the axis, or in both directions).
    var springMassScale = 0.0
    var springImpulseScale = 0.0
    var springBias: Vec2 = .zero
    /// A spring that damps every direction: its relative turning's decay per step (1: none).
    var turnDecay = 1.0
    var impulse = 0.0
    var lowerImpulse = 0.0
    var upperImpulse = 0.0
    var frictionImpulse = 0.0
    var linearImpulse: Vec2 = .zero
    var angularImpulse = 0.0
    var angularMass = 0.0
    var mA = 0.0, iA = 0.0, mB = 0.0, iB = 0.0
    /// Inverse of the 2×2 point-constraint mass matrix.
    var kInv11 = 0.0, kInv12 = 0.0, kInv22 = 0.0
    /// Point/axis error and the current relative angle or translation.
    var pointError: Vec2 = .zero
    var angle = 0.0
    /// Prismatic: world perpendicular, lever terms and axial mass.
    var perp: Vec2 = .zero
    var s1 = 0.0, s2 = 0.0, a1 = 0.0, a2 = 0.0
    var axialMass = 0.0

    init(kind: Kind, a: Int, b: Int, localA: Vec2, localB: Vec2) {
        self.kind = kind
        self.a = Int32(a)
        self.b = Int32(b)
        self.localA = localA
        self.localB = localB
    }
}

extension World {
    /// Adds a joint and returns its index; wakes both bodies.
    @discardableResult
    func addJoint(_ joint: Joint) -> Int32 {
        var j = joint
        nextJointID &+= 1
        j.id = nextJointID
        joints.append(j)
        wake(Int(joint.a))
        wake(Int(joint.b))
        return j.id
    }

    /// The index of the joint with `id`, or nil.
    func jointIndex(_ id: Int32) -> Int? {
        for k in 0..<joints.count where joints[k].id == id { return k }
        return nil
    }

    /// Removes the joint with `id`, waking its bodies.
    func removeJoint(_ id: Int32) {
        guard let k = jointIndex(id) else { return }
        wake(Int(joints[k].a))
        wake(Int(joints[k].b))
        joints.swapRemove(at: k)
    }

    /// Removes the joints on body `i`.
    func removeJoints(of i: Int) {
        var k = joints.count - 1
        while k >= 0 {
            if Int(joints[k].a) == i || Int(joints[k].b) == i { joints.swapRemove(at: k) }
            k -= 1
        }
    }

    /// A point given in world space, as an anchor local to body `i`'s center of mass.
    func localAnchor(_ i: Int, world p: Vec2) -> Vec2 { transform(i).applyInverse(p) }
}
