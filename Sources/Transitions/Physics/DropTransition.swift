import Foundation

/// The dismissed screen drops: its snapshot hops, tips, falls under gravity onto the bottom edge,
/// bounces, and then either leaves through the floor or settles and fades.
///
/// Backwards operations (dismiss, pop, tab backward): a snapshot of the from-view gets a small
/// upward hop with a clockwise spin (``hop``, ``spin``), falls under ``gravity`` onto a floor at
/// the bottom of the from-view's frame and bounces off it (``elasticity``). Then:
/// - ``Style/leave``: at the top of the first bounce the floor opens and the snapshot falls out
///   of the container; the plan ends when it is out of sight (it also fades over the last 10 %);
/// - ``Style/settle``: the floor stays, the snapshot settles on it and fades out over the last
///   30 % of the plan.
///
/// Forward operations (present, push, tab forward): a snapshot of the to-view falls from just
/// above the container, lands on a floor at the bottom of its final frame, bounces and settles
/// exactly into its final frame (the plan ends when the motion does). Landings use half of
/// ``elasticity``, so the screen settles after a bounce or two.
///
/// Every simulation is capped at ``maximumDuration``. With Reduce Motion on, the plan is
/// ``CrossFadeTransition``'s. A physics plan: see ``SimulatedTransition``.
public struct DropTransition: SimulatedTransition, Hashable {
    /// What the dismissed snapshot does after its first bounce.
    public enum Style: String, Hashable, Sendable {
        /// The floor opens and it falls out of sight.
        case leave
        /// It settles on the floor and fades out.
        case settle
    }

    /// What happens after the first bounce (default ``Style/leave``).
    public var style: Style
    /// Gravity in UIKit units (1 = 1000 pt/s²; default 3, so a phone screen falls in about 0.75 s).
    public var gravity: CGFloat
    /// Bounciness of the floor contact, 0…1 (default 0.6).
    public var elasticity: CGFloat
    /// The dismissal's upward hop, points per second (default 900: it rises about 110 pt).
    public var hop: CGFloat
    /// The dismissal's clockwise spin, radians per second (default 0.3).
    public var spin: CGFloat
    /// The cap on simulated time, seconds (default 3).
    public var maximumDuration: TimeInterval

    /// Creates a drop.
    public init(style: Style = .leave, gravity: CGFloat = 3, elasticity: CGFloat = 0.6, hop: CGFloat = 900,
                spin: CGFloat = 0.3, maximumDuration: TimeInterval = 3) {
        self.style = style
        self.gravity = gravity
        self.elasticity = elasticity
        self.hop = hop
        self.spin = spin
        self.maximumDuration = maximumDuration
    }

    public var name: String { style == .leave ? "Drop" : "Drop (settle and fade)" }

    public func scene(for context: TransitionContext) -> PhysicsScene {
        let forward = context.operation.isForward
        var scene: PhysicsScene
        if forward {
            let frame = context.toFinalFrame
            let body = PhysicsBody(
                id: .toSnapshot, kind: .snapshotOfToView, frame: frame,
                initialOffset: CGPoint(x: 0, y: context.containerBounds.minY - frame.maxY),
                allowsRotation: false, settlesAtFrame: true
            )
            scene = PhysicsScene(bounds: context.containerBounds, bodies: [body],
                                 backdrop: PhysicsScene.snapshotBackdrop(for: context))
            scene.boundary = .floor(y: frame.maxY)
            scene.ending = .rest
            scene.material.elasticity = elasticity / 2
        } else {
            let body = PhysicsBody(
                id: .fromSnapshot, kind: .snapshotOfFromView, frame: context.fromInitialFrame,
                velocity: CGPoint(x: 0, y: -hop), angularVelocity: spin,
                alpha: PhysicsScene.fadeOut(from: style == .leave ? 0.9 : 0.7)
            )
            scene = PhysicsScene(bounds: context.containerBounds, bodies: [body],
                                 backdrop: PhysicsScene.snapshotBackdrop(for: context))
            scene.boundary = .floor(y: context.fromInitialFrame.maxY)
            scene.boundaryRelease = style == .leave ? .afterFirstBounce : .never
            scene.ending = style == .leave ? .leavesBounds : .rest
            scene.material.elasticity = elasticity
        }
        scene.gravity = gravity
        scene.maximumDuration = maximumDuration
        return scene
    }
}

extension Transition where Self == DropTransition {
    /// The drop: the dismissed snapshot bounces off the bottom edge and leaves; presented
    /// screens fall into place (see ``DropTransition``).
    public static var drop: DropTransition { DropTransition() }

    /// The drop in which the dismissed snapshot settles on the bottom edge and fades.
    public static var dropAndSettle: DropTransition { DropTransition(style: .settle) }
}
