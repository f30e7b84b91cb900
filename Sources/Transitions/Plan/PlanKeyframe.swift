import Foundation

/// One keyframe of the keyframe animation that plays a plan on iOS: the state to reach and when,
/// as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` takes it.
package struct PlanKeyframe: Equatable, Sendable {
    /// When the keyframe starts, as a fraction of the animation's duration (`0…1`).
    package var relativeStartTime: Double
    /// How long it lasts, as a fraction of the animation's duration.
    package var relativeDuration: Double
    /// The state the participants reach at its end.
    package var state: TransitionState

    /// A keyframe.
    package init(relativeStartTime: Double, relativeDuration: Double, state: TransitionState) {
        self.relativeStartTime = relativeStartTime
        self.relativeDuration = relativeDuration
        self.state = state
    }

    /// The keyframes that play `samples` (as `PlanSampler/samples(of:)` returns them, the first
    /// at time 0 and the last at 1) in one linear keyframe animation (`.calculationModeLinear`):
    /// one per interval between consecutive samples, starting at the earlier sample's time,
    /// lasting until the later one's, reaching the later one's state. The first sample is the
    /// state the views already show when the animation starts (the stage installed it), so it gets
    /// no keyframe. Consecutive keyframes touch: each starts where the one before ends, and
    /// together they cover `0…1`. Fewer than two samples give none.
    ///
    /// Core Animation then interpolates each property linearly within a keyframe, which is what
    /// `PlanSampler/playback(_:at:)` computes.
    package static func keyframes(playing samples: [PlanSample]) -> [PlanKeyframe] {
        zip(samples, samples.dropFirst()).map { previous, sample in
            PlanKeyframe(
                relativeStartTime: Double(previous.relativeTime),
                relativeDuration: Double(sample.relativeTime - previous.relativeTime),
                state: sample.state)
        }
    }
}
