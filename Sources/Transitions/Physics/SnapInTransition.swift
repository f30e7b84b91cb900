import Foundation

/// The presented screen is thrown in and snaps into place: its snapshot flies in from beyond
/// the leading bottom corner and a snap behaviour (UIKit's `UISnapBehavior`) pulls it to its
/// final frame, overshooting and settling like UIKit's snap.
///
/// Forward operations (present, push, tab forward): a snapshot of the to-view starts just
/// outside the container (left of it in left-to-right layouts, right of it in right-to-left
/// ones, and ``throwDepth`` of its height lower), moving at ``throwSpeed`` towards its final
/// centre, with a snap to that centre of damping ``damping``. Rotation is locked (a snap does not
/// right a turned view). The plan ends when the snap has settled (the still tail trimmed) and
/// lands exactly on the final frame; at most ``maximumDuration``.
///
/// Backward operations play the same simulation backwards with a snapshot of the from-view: it
/// wobbles, then flies out. With Reduce Motion on, the plan is ``CrossFadeTransition``'s.
/// A physics plan: see ``SimulatedTransition``.
public struct SnapInTransition: SimulatedTransition, Hashable {
    /// The snap's damping, 0…1 (default 0.5, UIKit's default).
    public var damping: CGFloat
    /// The throw's speed, points per second (default 1200).
    public var throwSpeed: CGFloat
    /// How far below its final place the snapshot starts, as a fraction of its height
    /// (default 0.3).
    public var throwDepth: CGFloat
    /// The cap on simulated time, seconds (default 2.5).
    public var maximumDuration: TimeInterval

    /// Creates a snap-in.
    public init(damping: CGFloat = 0.5, throwSpeed: CGFloat = 1200, throwDepth: CGFloat = 0.3, maximumDuration: TimeInterval = 2.5) {
        self.damping = damping
        self.throwSpeed = throwSpeed
        self.throwDepth = throwDepth
        self.maximumDuration = maximumDuration
    }

    public var name: String { "Snap-in" }

    public func scene(for context: TransitionContext) -> PhysicsScene {
        let forward = context.operation.isForward
        let frame = forward ? context.toFinalFrame : context.fromInitialFrame
        let bounds = context.containerBounds
        let leading = context.layoutDirection == .leftToRight
        let offset = CGPoint(
            x: leading ? bounds.minX - frame.maxX - 1 : bounds.maxX - frame.minX + 1,
            y: PhysicsScene.finite(throwDepth) * frame.height
        )
        let length = max(hypot(offset.x, offset.y), .leastNormalMagnitude)
        let speed = PhysicsScene.finite(throwSpeed)
        let id: ParticipantID = forward ? .toSnapshot : .fromSnapshot
        let body = PhysicsBody(
            id: id, kind: forward ? .snapshotOfToView : .snapshotOfFromView, frame: frame,
            initialOffset: offset, velocity: CGPoint(x: -offset.x / length * speed, y: -offset.y / length * speed),
            allowsRotation: false, settlesAtFrame: true
        )
        var scene = PhysicsScene(bounds: bounds, bodies: [body], backdrop: PhysicsScene.snapshotBackdrop(for: context))
        scene.gravity = 0
        scene.snaps = [PhysicsScene.Snap(body: id, point: CGPoint(x: frame.midX, y: frame.midY), damping: damping)]
        scene.ending = .rest
        scene.maximumDuration = maximumDuration
        scene.playsBackwards = !forward
        return scene
    }
}

extension Transition where Self == SnapInTransition {
    /// The snap-in (see ``SnapInTransition``).
    public static var snapIn: SnapInTransition { SnapInTransition() }
}
