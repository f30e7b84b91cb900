#if canImport(UIKit)
import UIKit
import Dynamics

/// Keeps the zPosition of a plan's participants in step with the animator that plays the plan.
///
/// UIKit does not animate `CALayer.zPosition` in view animation blocks, so ``PlanPlayer`` leaves
/// it out of its keyframes. For the participants whose zPosition changes during the plan
/// (``TransitionPlan/participantsWithVaryingZPosition``, e.g. the incoming view of a flip coming
/// forward half way), this follower reads the animator's `fractionComplete` (the plan's time
/// fraction: the animator is linear) on every frame of a ``DisplayLinkClock`` and sets their
/// zPosition outside any animation block. It follows scrubbing, reversal and continuation alike,
/// because it only reads where the animator is; a z-order change shows on the first frame after
/// the animation passes it.
///
/// It holds the animator and the stage weakly and stops itself, without touching any view, when
/// either is gone or the stage's transition has completed (the driver has then put every view in
/// its end state, which a late frame must not undo).
@MainActor
final class ZOrderFollower {
    private let plan: TransitionPlan
    private let participants: [ParticipantID]
    private weak var stage: ViewStage<UIKitStageViews>?
    private weak var animator: UIViewPropertyAnimator?
    private var clock: DisplayLinkClock?

    /// A follower for `plan` played by `animator` on `stage`, or `nil` when no zPosition of the
    /// plan changes (nothing to follow).
    init?(plan: TransitionPlan, stage: ViewStage<UIKitStageViews>, animator: UIViewPropertyAnimator) {
        let participants = plan.participantsWithVaryingZPosition
        guard !participants.isEmpty else { return nil }
        self.plan = plan
        self.participants = participants
        self.stage = stage
        self.animator = animator
    }

    /// Starts following, one update per display frame. Calling it again does nothing.
    func start() {
        guard clock == nil else { return }
        let clock = DisplayLinkClock { [weak self] _ in self?.follow() }
        self.clock = clock
        clock.start()
    }

    /// Stops following. Safe to call when stopped.
    func stop() {
        clock?.stop()
        clock = nil
    }

    private func follow() {
        guard let animator, let stage, !stage.hasCompleted else { return stop() }
        stage.applyZPositions(plan.zPositions(atTimeFraction: animator.fractionComplete, of: participants))
    }
}
#endif
