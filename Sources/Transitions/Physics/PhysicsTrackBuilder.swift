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
        scene.backdrop + scene.bodies.enumerated().map { index, body in
            TransitionParticipant(
                id: body.id, kind: body.kind, frame: .constant(body.frame),
                transform: transformTrack(body: body, index: index, scene: scene, recording: recording),
                alpha: body.alpha, zPosition: .constant(body.zPosition)
            )
        }
    }

    /// The transform track of body `index`.
    static func transformTrack(body: PhysicsBody, index: Int, scene: PhysicsScene, recording: PhysicsRecording) -> Track<TransformComponents> {
        let count = recording.sampleCount
        guard index < recording.bodyCount, count > 0 else { return .constant(.identity) }
        let duration = recording.duration
        let center = CGPoint(x: body.frame.midX, y: body.frame.midY)
        var samples: [Track<TransformComponents>.Sample] = []
        samples.reserveCapacity(count)
        for k in 0..<count {
            let fraction = duration > 0 ? CGFloat(Double(k) * recording.sampleInterval / duration) : 0
            let progress = scene.playsBackwards ? 1 - fraction : fraction
            var value = TransformComponents.identity
            if !(body.settlesAtFrame && k == count - 1) {
                let pose = recording.pose(ofBody: index, atSample: k)
                value.translation = Vector3(x: pose.center.x - center.x, y: pose.center.y - center.y)
                value.rotation = Vector3(x: 0, y: 0, z: pose.rotation)
            }
            samples.append(.init(progress: progress, value: value))
        }
        return .samples(samples, fallback: .identity)
    }
}

extension PhysicsScene {
    /// Simulates the scene and returns its plan for `context`: duration = the simulated
    /// duration (at most ``maximumDuration``), timing `.curve(.linear)`, participants from
    /// ``PhysicsTrackBuilder``.
    ///
    /// A scene the engine refuses (see ``SimulationError``) never fails the transition: the plan
    /// is then ``CrossFadeTransition``'s for `context`, a clear and safe outcome.
    public func plan(for context: TransitionContext) -> TransitionPlan {
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
