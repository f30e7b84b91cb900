import Foundation

/// The life of a card presentation as its presentation controller sees it — presenting, shown,
/// dismissing, gone — and what its dimming view does in each phase: the pure state machine of
/// iOS's `CardPresentationController`.
///
/// Feed it UIKit's four presentation-controller calls as ``Event``s, in any order: a call that
/// does not fit the phase (a second `presentationTransitionWillBegin`, an end without a begin) is
/// ignored, so the dimming view can never be left in the wrong state.
///
/// | phase | dimming view | its alpha outside a transition | a tap outside the card |
/// |---|---|---|---|
/// | ``Phase/dismissed`` | absent | — | — |
/// | ``Phase/presenting`` | in the container, animated by the transition from 0 | 0 | ignored |
/// | ``Phase/presented`` | in the container | ``shownAlpha`` | dismisses, if enabled |
/// | ``Phase/dismissing`` | in the container, animated by the transition to 0 | ``shownAlpha`` | ignored |
///
/// A cancelled presentation ends ``Phase/dismissed`` (the dimming view is removed); a cancelled
/// dismissal ends ``Phase/presented`` (the transition has put the dimming back at ``shownAlpha``).
public struct CardPresentationState: Equatable, Sendable {
    /// Where the presentation is.
    public enum Phase: Sendable, Hashable {
        /// Not on screen: before the presentation, after a completed dismissal or a cancelled
        /// presentation.
        case dismissed
        /// The presentation transition is running.
        case presenting
        /// On screen, no transition running.
        case presented
        /// The dismissal transition is running.
        case dismissing
    }

    /// UIKit's calls to a presentation controller.
    public enum Event: Sendable, Hashable {
        /// `presentationTransitionWillBegin()`.
        case presentationWillBegin
        /// `presentationTransitionDidEnd(_:)`.
        case presentationDidEnd(completed: Bool)
        /// `dismissalTransitionWillBegin()`.
        case dismissalWillBegin
        /// `dismissalTransitionDidEnd(_:)`.
        case dismissalDidEnd(completed: Bool)
    }

    /// The current phase (starts ``Phase/dismissed``).
    public private(set) var phase: Phase = .dismissed
    /// The dimming view's alpha while the card is shown, `0…1` (clamped; NaN and infinities
    /// read as 0.4).
    public private(set) var shownAlpha: CGFloat
    /// Whether a tap outside the card dismisses it while it is shown.
    public private(set) var dismissesOnTapOutside: Bool

    /// A state for a card whose dimming view shows at `shownAlpha` (default 0.4).
    public init(shownAlpha: CGFloat = 0.4, dismissesOnTapOutside: Bool = true) {
        self.shownAlpha = PresentationAppearance(dimmingAlpha: shownAlpha).dimmingAlpha
        self.dismissesOnTapOutside = dismissesOnTapOutside
    }

    /// The same phase with another alpha and tap rule (the app changed the card's layout).
    mutating func reconfigure(shownAlpha: CGFloat, dismissesOnTapOutside: Bool) {
        self.shownAlpha = PresentationAppearance(dimmingAlpha: shownAlpha).dimmingAlpha
        self.dismissesOnTapOutside = dismissesOnTapOutside
    }

    /// Moves to the phase `event` leads to; an event that does not fit the current phase changes
    /// nothing. Returns whether it was accepted.
    @discardableResult
    public mutating func handle(_ event: Event) -> Bool {
        let next: Phase? = switch (phase, event) {
        case (.dismissed, .presentationWillBegin): .presenting
        case (.presenting, .presentationDidEnd(let completed)): completed ? .presented : .dismissed
        case (.presented, .dismissalWillBegin): .dismissing
        case (.dismissing, .dismissalDidEnd(let completed)): completed ? .dismissed : .presented
        default: nil
        }
        guard let next else { return false }
        phase = next
        return true
    }

    /// Whether the dimming view belongs in the container now.
    public var hasDimmingView: Bool { phase != .dismissed }

    /// The dimming view's alpha when no transition moves it: 0 when presenting (a transition
    /// fades it in) or gone, ``shownAlpha`` when shown or dismissing (a transition fades it out).
    public var restingDimmingAlpha: CGFloat {
        switch phase {
        case .dismissed, .presenting: 0
        case .presented, .dismissing: shownAlpha
        }
    }

    /// Whether a tap on the dimming view dismisses the card now: only while it is shown, with no
    /// transition running, and when ``dismissesOnTapOutside`` is on.
    public var tapOutsideDismisses: Bool { phase == .presented && dismissesOnTapOutside }
}
