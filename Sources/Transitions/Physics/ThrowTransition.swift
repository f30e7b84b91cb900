import Foundation

/// Throw-to-dismiss: the dismissed screen's snapshot flies off, and when a pan drives the
/// dismissal it flies off with the finger's release velocity, or springs back on cancel.
///
/// Backward operations throw a snapshot of the from-view down at ``speed`` under ``gravity``,
/// without spin, until it leaves the container (at most ``maximumDuration``): the plan a pan
/// scrubs. On release, re-simulate from what is on screen (pure, for any interaction controller):
/// - ``replan(_:from:at:releaseVelocity:angularVelocity:)`` flies it off from its current position
///   and angle with the finger's velocity (spin from its sideways part); play from 0 and finish;
/// - ``springBackPlan(_:from:at:releaseVelocity:)`` snaps it home (UIKit's `UISnapBehavior`); the
///   plan runs backwards (1 is the released state), so play it with
///   ``TransitionDriver/playBackwardsToStart()``: the transition ends cancelled, from-view restored.
/// Forward operations play ``SnapInTransition``'s plan. Reduce Motion: the ``CrossFadeTransition``
/// plan. A physics plan: see ``SimulatedTransition``.
public struct ThrowTransition: SimulatedTransition, Hashable {
    /// The plan's throw speed, points per second, downwards (default 1800).
    public var speed: CGFloat
    /// Gravity in UIKit units (1 = 1000 pt/s²; default 2).
    public var gravity: CGFloat
    /// The snap damping of the spring-back, 0…1 (default 0.5, UIKit's).
    public var springBackDamping: CGFloat
    /// The cap on simulated time, seconds (default 2).
    public var maximumDuration: TimeInterval

    /// Creates a throw.
    public init(speed: CGFloat = 1800, gravity: CGFloat = 2, springBackDamping: CGFloat = 0.5, maximumDuration: TimeInterval = 2) {
        self.speed = speed
        self.gravity = gravity
        self.springBackDamping = springBackDamping
        self.maximumDuration = maximumDuration
    }

    public var name: String { "Throw" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        if context.operation.isForward { return SnapInTransition().plan(for: context) }
        return scene(for: context).plan(for: context)
    }

    /// The scene of a throw (backward operations; a forward context gets the same scene with the
    /// from-view thrown, which ``plan(for:)`` does not use).
    public func scene(for context: TransitionContext) -> PhysicsScene {
        throwScene(context: context, offset: .zero, rotation: 0, velocity: CGPoint(x: 0, y: speed), angularVelocity: 0)
    }

    /// Re-simulates a throw from what is on screen: the from-view's snapshot continues from its
    /// state in `state` (the driver's `currentState`; if it has no snapshot entry, `plan`'s state at
    /// time fraction `progress` is used) with `releaseVelocity` (points per second, what
    /// `UIPanGestureRecognizer.velocity(in:)` reports) and `angularVelocity` (radians per second,
    /// clockwise; default: the sideways velocity divided by twice the snapshot's width, so a
    /// throw to the right spins clockwise). Non-finite velocities count as 0; speeds are clamped
    /// to 20 000 pt/s.
    ///
    /// The new plan starts exactly at the on-screen state (progress 0) and ends with the snapshot
    /// out of the container, at most ``maximumDuration`` later. Finish it to dismiss. A plan
    /// without a from-view snapshot (a forward operation) is returned unchanged.
    public func replan(_ plan: TransitionPlan, from state: TransitionState, at progress: CGFloat,
                       releaseVelocity: CGPoint, angularVelocity: CGFloat? = nil) -> TransitionPlan {
        guard let current = snapshotState(plan, state: state, progress: progress) else { return plan }
        let velocity = Self.clamped(releaseVelocity)
        let spin = angularVelocity.map(PhysicsScene.finite) ?? velocity.x / max(2 * current.frame.width, 1)
        let scene = throwScene(context: plan.context, offset: CGPoint(x: current.transform.translation.x, y: current.transform.translation.y),
                               rotation: current.transform.rotation.z, velocity: velocity, angularVelocity: min(max(spin, -50), 50))
        return scene.plan(for: plan.context)
    }

    /// A spring back to the rest frame from what is on screen, for a cancelled throw: a snap of
    /// damping ``springBackDamping`` pulls the snapshot's centre home from its state in `state`
    /// (as in ``replan(_:from:at:releaseVelocity:angularVelocity:)``), starting with
    /// `releaseVelocity`, while its angle eases back to 0 with the motion; it ends exactly at
    /// rest. The plan runs backwards in progress (1 = the released state, 0 = at rest): play it
    /// with ``TransitionDriver/playBackwardsToStart()``. A plan without a from-view snapshot is
    /// returned unchanged.
    public func springBackPlan(_ plan: TransitionPlan, from state: TransitionState, at progress: CGFloat,
                               releaseVelocity: CGPoint) -> TransitionPlan {
        guard let current = snapshotState(plan, state: state, progress: progress) else { return plan }
        let context = plan.context
        let body = PhysicsBody(
            id: .fromSnapshot, kind: .snapshotOfFromView, frame: context.fromInitialFrame,
            initialOffset: CGPoint(x: current.transform.translation.x, y: current.transform.translation.y),
            velocity: Self.clamped(releaseVelocity), allowsRotation: false, settlesAtFrame: true
        )
        var scene = PhysicsScene(bounds: context.containerBounds, bodies: [body], backdrop: PhysicsScene.snapshotBackdrop(for: context))
        scene.gravity = 0
        scene.snaps = [PhysicsScene.Snap(body: .fromSnapshot, point: CGPoint(x: body.frame.midX, y: body.frame.midY), damping: springBackDamping)]
        scene.ending = .rest
        scene.maximumDuration = maximumDuration
        scene.playsBackwards = true
        guard let recording = try? scene.simulate() else { return plan }
        var participants = PhysicsTrackBuilder.participants(for: scene, recording: recording)
        // The body cannot turn under a snap; its angle eases from the released one to 0 instead.
        let angle = PhysicsScene.finite(current.transform.rotation.z)
        if angle != 0, let index = participants.firstIndex(where: { $0.id == .fromSnapshot }) {
            participants[index].transform = Self.addingRotation(angle, to: participants[index].transform, recording: recording)
        }
        return TransitionPlan(context: context, participants: participants, duration: recording.duration,
                              timing: .curve(.linear), removesFromViewOnFinish: plan.removesFromViewOnFinish)
    }

    // MARK: Helpers

    private func throwScene(context: TransitionContext, offset: CGPoint, rotation: CGFloat, velocity: CGPoint,
                            angularVelocity: CGFloat) -> PhysicsScene {
        let body = PhysicsBody(
            id: .fromSnapshot, kind: .snapshotOfFromView, frame: context.fromInitialFrame,
            initialOffset: offset, initialRotation: rotation, velocity: velocity, angularVelocity: angularVelocity,
            alpha: PhysicsScene.fadeOut(from: 0.9)
        )
        var scene = PhysicsScene(bounds: context.containerBounds, bodies: [body], backdrop: PhysicsScene.snapshotBackdrop(for: context))
        scene.gravity = gravity
        scene.ending = .leavesBounds
        scene.maximumDuration = maximumDuration
        return scene
    }

    private func snapshotState(_ plan: TransitionPlan, state: TransitionState, progress: CGFloat) -> ParticipantState? {
        guard plan.participant(.fromSnapshot) != nil else { return nil }
        return (state[.fromSnapshot] ?? plan.state(at: progress)[.fromSnapshot])?.sanitized()
    }

    private static func clamped(_ velocity: CGPoint) -> CGPoint {
        func clamp(_ value: CGFloat) -> CGFloat { min(max(PhysicsScene.finite(value), -20_000), 20_000) }
        return CGPoint(x: clamp(velocity.x), y: clamp(velocity.y))
    }

    /// `track` with a rotation of `angle · (remaining distance / initial distance)` added, so the
    /// angle fades out as the snap brings the snapshot home (sample progress runs backwards).
    private static func addingRotation(_ angle: CGFloat, to track: Track<TransformComponents>, recording: PhysicsRecording) -> Track<TransformComponents> {
        let count = recording.sampleCount
        guard count > 1 else { return track }
        let start = recording.pose(ofBody: 0, atSample: 0).center
        let end = recording.pose(ofBody: 0, atSample: count - 1).center
        let initial = max(hypot(start.x - end.x, start.y - end.y), 1e-9)
        var samples: [Track<TransformComponents>.Sample] = []
        samples.reserveCapacity(count)
        for k in 0..<count {
            let progress = 1 - CGFloat(Double(k) / Double(count - 1))
            var value = track.value(at: progress)
            let pose = recording.pose(ofBody: 0, atSample: k).center
            let remaining = k == count - 1 ? 0 : min(hypot(pose.x - end.x, pose.y - end.y) / initial, 1)
            value.rotation.z = angle * remaining
            samples.append(.init(progress: progress, value: value))
        }
        return .samples(samples, fallback: .identity)
    }
}

extension Transition where Self == ThrowTransition {
    /// Throw-to-dismiss (see ``ThrowTransition``).
    public static var throwAway: ThrowTransition { ThrowTransition() }
}
