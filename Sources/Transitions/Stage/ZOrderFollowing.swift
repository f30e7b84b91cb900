import Foundation

/// Keeps the zPosition of a plan's participants in step with where the animation playing the
/// plan is: the decisions of the player's z-order follower, without a display link.
///
/// UIKit does not animate `CALayer.zPosition` in view animation blocks, so the player leaves it out
/// of its keyframes. For the participants whose zPosition changes during the plan
/// (``TransitionPlan/participantsWithVaryingZPosition``, e.g. the incoming view of a flip coming
/// forward half way), ``frame()`` reads the animation's time fraction (`fractionComplete` of a
/// linear animator) and sets their zPosition outside any animation block. It follows scrubbing,
/// reversal and continuation alike, because it only reads where the animation is; a z-order change
/// shows on the first frame after the animation passes it.
///
/// `PlanPlayer` (iOS) ticks it from a `DisplayLinkClock`; `TransitionsTesting`'s model of UIKit's
/// runner ticks it on the model animator's frames. It holds the stage weakly.
@MainActor
package final class ZOrderFollowing<Views: StageViews> {
    /// The plan followed.
    package let plan: TransitionPlan
    /// The participants whose zPosition changes during it.
    package let participants: [ParticipantID]
    private weak var stage: ViewStage<Views>?
    private let fraction: @MainActor () -> CGFloat?
    /// Whether a frame found the animation or the transition over: nothing more is done.
    package private(set) var isFinished = false

    /// A follower of `plan` on `stage`, reading the animation's time fraction from `fraction`
    /// (`nil` once the animation is gone), or `nil` when no zPosition of the plan changes.
    package init?(plan: TransitionPlan, stage: ViewStage<Views>, fraction: @escaping @MainActor () -> CGFloat?) {
        let participants = plan.participantsWithVaryingZPosition
        guard !participants.isEmpty else { return nil }
        self.plan = plan
        self.participants = participants
        self.stage = stage
        self.fraction = fraction
    }

    /// One display frame: sets the participants' zPosition for the animation's fraction now
    /// (clamped to `0…1`, NaN read as 0, ``TransitionPlan/zPositions(atTimeFraction:of:)``).
    /// Returns `false`, touching no view, once the animation or the stage is gone or the stage's
    /// transition has completed (the driver has then put every view in its end state, which a
    /// late frame must not undo); the caller stops its clock then.
    @discardableResult
    package func frame() -> Bool {
        guard !isFinished, let stage, !stage.hasCompleted, let fraction = fraction() else {
            isFinished = true
            return false
        }
        for (id, zPosition) in plan.zPositions(atTimeFraction: fraction, of: participants) where zPosition.isFinite {
            guard let view = stage.view(for: id) else { continue }
            stage.views.apply(ParticipantState(frame: .zero, zPosition: zPosition), to: view, properties: .zPosition, inAnimationBlock: false)
        }
        return true
    }
}
