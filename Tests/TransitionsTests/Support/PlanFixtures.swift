import Foundation
import Testing
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

extension PlanFixtures {
    /// The rule every transition keeps, built-in or physics: at the start only the outgoing
    /// screen (the from-view or its snapshot) is drawn, at rest where it was; at the end only the
    /// incoming one, at rest in its final frame; the same participants take part throughout.
    static func expectScreensSwap(
        _ plan: TransitionPlan, in context: TransitionContext, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let start = plan.state(at: 0)
        let end = plan.state(at: 1)
        let from: ParticipantID = start[.fromSnapshot] != nil ? .fromSnapshot : .fromView
        let to: ParticipantID = end[.toSnapshot] != nil ? .toSnapshot : .toView
        #expect(start.draws(from, atRestIn: context.fromInitialFrame), sourceLocation: sourceLocation)
        #expect(end.draws(to, atRestIn: context.toFinalFrame), sourceLocation: sourceLocation)
        #expect(end[.toView]?.frame == context.toFinalFrame, sourceLocation: sourceLocation)
        #expect(start.ids == end.ids, sourceLocation: sourceLocation)
    }
}
