import Foundation

extension TransitionPlan {
    /// The participants whose zPosition is not the same at every instant, in plan order.
    ///
    /// UIKit's view animation blocks do not animate `CALayer.zPosition`: set inside a keyframe
    /// it takes effect at once, so the last keyframe's value would show from the start (and stay
    /// during a cancel). The UIKit player therefore leaves zPosition out of its keyframes and sets
    /// these participants' zPosition from the main thread as the animation's time fraction
    /// passes each change (see ``zPositions(atTimeFraction:of:)``).
    ///
    /// A participant counts as varying when its zPosition track differs between any two of:
    /// track progress 0 and 1, every keyframe or sample boundary, and the midpoints between them.
    package var participantsWithVaryingZPosition: [ParticipantID] {
        participants.filter { participant in
            let first = participant.state(atTrackProgress: 0).zPosition
            return TransitionParticipant.probes(participant.zPosition.breakpoints).contains {
                participant.state(atTrackProgress: $0).zPosition != first
            }
        }.map(\.id)
    }

    /// The zPosition of each participant named in `ids` at time fraction `fraction` (clamped to
    /// `0…1`, NaN → 0), finite as every plan state is. Names the plan does not have are left out.
    package func zPositions(atTimeFraction fraction: CGFloat, of ids: [ParticipantID]) -> [ParticipantID: CGFloat] {
        let progress = trackProgress(atTimeFraction: fraction)
        var result: [ParticipantID: CGFloat] = [:]
        for id in ids {
            guard let participant = participant(id) else { continue }
            result[id] = participant.state(atTrackProgress: progress).zPosition
        }
        return result
    }
}
