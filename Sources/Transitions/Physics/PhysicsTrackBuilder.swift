import Foundation

/// Turns a ``PhysicsRecording`` into plan participants: for each body, a constant frame (its
/// rest frame) and a `.samples` transform track (translation of the centre and rotation about
/// it), one sample per recorded sample, which the plan interpolates linearly.
///
/// Track progress `p` of a sample recorded at `t` seconds is `t / duration` (or `1 − t / duration`
/// when the scene plays backwards), so a physics plan's timing is `.curve(.linear)` and its
/// duration is the simulated duration: the plan plays the motion at the speed it was simulated.
public enum PhysicsTrackBuilder {
    /// The participants of `scene` with the motion in `recording`: the backdrop first, then one
    /// participant per body. A recording of another scene (a different body count) leaves the
    /// extra bodies at rest.
    public static func participants(for scene: PhysicsScene, recording: PhysicsRecording) -> [TransitionParticipant] {
        participants(for: scene) { index, body in transformTrack(body: body, index: index, scene: scene, recording: recording) }
    }

    /// The participants of `scene` whose motion is read from `bake` as it is made (see ``PhysicsBake``):
    /// the same tracks, value for value, as those of its finished recording.
    static func participants(for scene: PhysicsScene, bake: PhysicsBake) -> [TransitionParticipant] {
        participants(for: scene) { index, body in transformTrack(body: body, index: index, scene: scene, bake: bake) }
    }

    private static func participants(for scene: PhysicsScene,
                                     transform: (Int, PhysicsBody) -> Track<TransformComponents>) -> [TransitionParticipant] {
        scene.backdrop + scene.bodies.enumerated().map { index, body in
            TransitionParticipant(
                id: body.id, kind: body.kind, frame: .constant(body.frame),
                transform: transform(index, body),
                alpha: body.alpha, zPosition: .constant(body.zPosition)
            )
        }
    }

    /// The transform track of body `index`.
    static func transformTrack(body: PhysicsBody, index: Int, scene: PhysicsScene, recording: PhysicsRecording) -> Track<TransformComponents> {
        let count = recording.sampleCount
        guard index < recording.bodyCount, count > 0 else { return .constant(.identity) }
        let duration = recording.duration, interval = recording.sampleInterval
        var samples: [Track<TransformComponents>.Sample] = []
        samples.reserveCapacity(count)
        for k in 0..<count {
            samples.append(.init(progress: progress(ofSample: k, interval: interval, duration: duration, backwards: scene.playsBackwards),
                                 value: value(of: body, sample: k, count: count, pose: recording.pose(ofBody: index, atSample: k))))
        }
        return .samples(samples, fallback: .identity)
    }

    /// The transform track of body `index`, its samples read from `bake` when first needed, in ascending
    /// progress (the recording's order, reversed for a scene that plays backwards).
    static func transformTrack(body: PhysicsBody, index: Int, scene: PhysicsScene, bake: PhysicsBake) -> Track<TransformComponents> {
        let count = bake.sampleCount
        guard index < bake.bodyCount, count > 0 else { return .constant(.identity) }
        let duration = bake.duration, interval = bake.sampleInterval, backwards = scene.playsBackwards
        @Sendable func sample(_ i: Int) -> Int { backwards ? count - 1 - i : i }
        return .computedSamples(
            count: count,
            progress: { progress(ofSample: sample($0), interval: interval, duration: duration, backwards: backwards) },
            value: { value(of: body, sample: sample($0), count: count, pose: bake.pose(ofBody: index, atSample: sample($0))) },
            fallback: .identity)
    }

    /// Track progress of the sample recorded `k` intervals after the start: `t / duration`, or
    /// `1 − t / duration` for a scene that plays backwards.
    @inline(__always)
    static func progress(ofSample k: Int, interval: TimeInterval, duration: TimeInterval, backwards: Bool) -> CGFloat {
        let fraction = duration > 0 ? CGFloat(Double(k) * interval / duration) : 0
        return backwards ? 1 - fraction : fraction
    }

    /// The transform of `body` at sample `k` of `count`, where the engine had it at `pose`: the translation
    /// of its centre from its rest frame's and its rotation; identity at the last sample of a body that
    /// settles exactly at its frame.
    @inline(__always)
    static func value(of body: PhysicsBody, sample k: Int, count: Int, pose: (center: CGPoint, rotation: CGFloat)) -> TransformComponents {
        var value = TransformComponents.identity
        guard !(body.settlesAtFrame && k == count - 1) else { return value }
        value.translation = Vector3(x: pose.center.x - body.frame.midX, y: pose.center.y - body.frame.midY)
        value.rotation = Vector3(x: 0, y: 0, z: pose.rotation)
        return value
    }
}

extension PhysicsScene {
    /// Simulates the scene and returns its plan for `context`: duration = the simulated
    /// duration (at most ``maximumDuration``), timing `.curve(.linear)`, participants from
    /// ``PhysicsTrackBuilder``. With ``baking`` `.inSlices` and a `.duration` ending, the plan is
    /// returned before the simulation runs, which then runs in slices while the plan plays.
    ///
    /// A scene the engine refuses (see ``SimulationError``) never fails the transition: the plan
    /// is then ``CrossFadeTransition``'s for `context`, a clear and safe outcome.
    public func plan(for context: TransitionContext) -> TransitionPlan {
        if baking == .inSlices, case .duration = ending {
            guard let run = try? makeRun() else { return CrossFadeTransition().plan(for: context) }
            let bake = PhysicsBake(run: run)
            bake.makeInBackground()
            return TransitionPlan(
                context: context, participants: PhysicsTrackBuilder.participants(for: self, bake: bake),
                duration: bake.duration, timing: .curve(.linear), removesFromViewOnFinish: removesFromViewOnFinish
            )
        }
        guard let recording = try? simulate() else { return CrossFadeTransition().plan(for: context) }
        return plan(for: context, recording: recording)
    }

    /// The plan of `recording` (made by ``simulate()`` from this scene) for `context`.
    public func plan(for context: TransitionContext, recording: PhysicsRecording) -> TransitionPlan {
        TransitionPlan(
            context: context, participants: PhysicsTrackBuilder.participants(for: self, recording: recording),
            duration: recording.duration, timing: .curve(.linear), removesFromViewOnFinish: removesFromViewOnFinish
        )
    }
}
