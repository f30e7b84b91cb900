import Foundation
import Transitions

/// Contexts and plans shared by the plan, driver and built-in tests.
enum PlanFixtures {
    /// An iPhone-14-sized container (390 × 844 pt).
    static let phoneBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A phone-sized context for `operation`.
    static func context(
        _ operation: TransitionOperation,
        layoutDirection: LayoutDirection = .leftToRight,
        reduceMotion: Bool = false
    ) -> TransitionContext {
        // The bounds are valid, so this cannot throw.
        try! TransitionContext(
            operation: operation, containerBounds: phoneBounds,
            layoutDirection: layoutDirection, isReduceMotionEnabled: reduceMotion
        )
    }

    /// A plan moving the to-view's alpha 0 → 1 linearly over `duration` with a temporary
    /// dimming view, for driver tests.
    static func fadePlan(duration: TimeInterval = 1, timing: TransitionTiming = .curve(.linear)) -> TransitionPlan {
        let context = context(.present)
        return TransitionPlan(context: context, participants: [
            .fromView(in: context, transform: .tween(from: .identity, to: .scale(0.5))),
            TransitionParticipant(id: .dimming, kind: .solidColor(.black), frame: .constant(phoneBounds), alpha: .tween(from: 0, to: 0.5)),
            .toView(in: context, alpha: .tween(from: 0, to: 1)),
        ], duration: duration, timing: timing)
    }
}
