import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint.zero in default arguments must be imported directly on Apple platforms
#endif

/// One simulated view of a physics transition: a participant (usually a snapshot) that the
/// engine moves as a rigid box.
///
/// The view's untransformed frame stays at ``frame`` (its *rest frame*) for the whole plan; the
/// simulation moves it through the transform: a translation of its centre and a rotation about
/// its centre (anchor point `(0.5, 0.5)`), exactly how a rigid body moves.
public struct PhysicsBody: Sendable {
    /// The participant's name, unique within the plan.
    public var id: ParticipantID
    /// What view plays the body (a snapshot, a region snapshot, a colour view).
    public var kind: TransitionParticipant.Kind
    /// The rest frame in the container, points: where the view is drawn with the identity
    /// transform. Its size is the body's size (must be positive and at most 1 000 000 pt, or the
    /// scene cannot be simulated; see ``PhysicsScene/plan(for:)``).
    public var frame: CGRect
    /// Where the body's centre starts, relative to the rest frame's centre, points (default zero).
    public var initialOffset: CGPoint
    /// The starting rotation, radians, clockwise on screen (default 0).
    public var initialRotation: CGFloat
    /// The starting linear velocity, points per second (default zero; non-finite components
    /// count as 0; the engine clamps speeds to 100 000 pt/s).
    public var velocity: CGPoint
    /// The starting angular velocity, radians per second, clockwise positive (default 0).
    public var angularVelocity: CGFloat
    /// Whether the body may turn (UIKit's `allowsRotation`, default `true`).
    public var allowsRotation: Bool
    /// When `true`, the simulation's last sample is replaced by the rest frame exactly (identity
    /// transform), so a body the simulation brings to its frame (a snap, a landing) ends there
    /// to the last bit instead of within the engine's few-hundredths-of-a-point slop. Default
    /// `false`.
    public var settlesAtFrame: Bool
    /// Opacity over the plan's track progress (default constant 1), e.g. a fade at the end.
    public var alpha: Track<CGFloat>
    /// Sibling order key (`CALayer.zPosition`, default 0).
    public var zPosition: CGFloat

    /// Creates a body; see the properties for units and defaults.
    public init(
        id: ParticipantID,
        kind: TransitionParticipant.Kind,
        frame: CGRect,
        initialOffset: CGPoint = .zero,
        initialRotation: CGFloat = 0,
        velocity: CGPoint = .zero,
        angularVelocity: CGFloat = 0,
        allowsRotation: Bool = true,
        settlesAtFrame: Bool = false,
        alpha: Track<CGFloat> = .constant(1),
        zPosition: CGFloat = 0
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.initialOffset = initialOffset
        self.initialRotation = initialRotation
        self.velocity = velocity
        self.angularVelocity = angularVelocity
        self.allowsRotation = allowsRotation
        self.settlesAtFrame = settlesAtFrame
        self.alpha = alpha
        self.zPosition = zPosition
    }

    /// Where the body's centre starts, container points.
    var initialCenter: CGPoint {
        CGPoint(x: frame.midX + PhysicsScene.finite(initialOffset.x), y: frame.midY + PhysicsScene.finite(initialOffset.y))
    }

    /// The container point of the unit point `unit` of the body (`(0, 1)` = lower-left corner)
    /// in its starting pose.
    func initialPoint(atUnit unit: CGPoint) -> CGPoint {
        let local = CGPoint(x: (unit.x - 0.5) * frame.width, y: (unit.y - 0.5) * frame.height)
        let angle = PhysicsScene.finite(initialRotation)
        let center = initialCenter
        return CGPoint(x: center.x + local.x * cos(angle) - local.y * sin(angle),
                       y: center.y + local.x * sin(angle) + local.y * cos(angle))
    }
}
