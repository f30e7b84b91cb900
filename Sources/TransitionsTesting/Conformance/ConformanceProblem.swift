import Foundation

/// One thing a transition got wrong in one scenario of ``TransitionConformance``: what kind of
/// problem, where, and what was seen, in English.
///
/// Its ``description`` reads `leftoverView — push · right-to-left · iPad · full screen · cancel at
/// 0.5: snapshot of fromView is left in the container`, so a failing `#expect(… == [])` says
/// what to fix.
public struct ConformanceProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of problem the suite names, each one a bug that users of transition kits meet.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `completeTransition(_:)` was not called exactly once: never (the app freezes, the most
        /// reported bug of transition kits) or more than once.
        case completionNotExactlyOnce
        /// A view is left in the container after the transition: a snapshot or colour view, or the
        /// to-view after a cancel.
        case leftoverView
        /// After a cancel the from-view is not back exactly as it was (in the container, shown, at
        /// its initial frame, with its own anchor point, transform, alpha, corner radius, clipping
        /// and zPosition); or after a finish it keeps the transition's layer state.
        case fromViewNotRestored
        /// After a finish the to-view is not at rest: in the container, shown, at its final frame,
        /// with its own layer state.
        case toViewNotAtRest
        /// A frame, transform, alpha, corner radius or zPosition that is NaN or infinite: in the
        /// plan (the kit would replace it, and the view would jump) or on a view.
        case nonFiniteFrame
        /// The drawing order surprises: after the transition the screen that stays is not drawn on
        /// top, or at the end of the motion a view that is about to be removed still covers it (the
        /// screen pops when the transition completes).
        case zOrderSurprise
        /// A view that stays in the container ends (partly) outside the container's bounds.
        case outsideContainer
        /// A card presentation's dimming view is not where its presentation controller expects it:
        /// shown after a presentation or a cancelled dismissal, hidden otherwise, and in the
        /// container.
        case dimmingNotAtRest
        /// The transition ended the other way than the interaction asked (finished when cancelled,
        /// or the other way round), or a second gesture could not start the next transition.
        case wrongOutcome
        /// A rule of UIKit's transition runner was broken (the runner model's violations): an
        /// animator left running or stopped, a call UIKit refuses, a different interruptible
        /// animator, a call after completion.
        case uikitRuleBroken
    }

    /// What kind of problem.
    public var kind: Kind
    /// The scenario it happened in, e.g. `pop · left-to-right · phone · full screen · reverse`.
    public var scenario: String
    /// What was seen, in English.
    public var detail: String

    /// A problem of `kind` seen in `scenario`.
    public init(_ kind: Kind, scenario: String, detail: String) {
        self.kind = kind
        self.scenario = scenario
        self.detail = detail
    }

    /// `kind — scenario: detail`.
    public var description: String { "\(kind.rawValue) — \(scenario): \(detail)" }
}
