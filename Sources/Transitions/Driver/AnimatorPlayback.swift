import Foundation

/// The decisions a Core Animation player of a ``TransitionPlan`` makes about UIKit's transition
/// lifecycle, as pure functions so they are tested on every platform.
///
/// The UIKit player (`TransitionAnimationController`) runs one `UIViewPropertyAnimator` per
/// transition. Whoever drives that animator — UIKit for an animated transition,
/// `UIPercentDrivenInteractiveTransition` for an interactive one, or an interaction controller
/// that stops it (`stopAnimation(false)` then `finishAnimation(at:)`) — the animator ends at one
/// of three positions, and the transition context separately records whether the transition was
/// cancelled. These functions turn that into the one outcome the kit's ``TransitionDriver``
/// completes with, so the views and `completeTransition(_:)` always agree.
public enum AnimatorPlayback {
    /// Where an animator ended: `UIViewAnimatingPosition` as a plain value.
    public enum EndPosition: Hashable, Sendable, CaseIterable {
        /// At the start of the animation (after a reversal, or `finishAnimation(at: .start)`).
        case start
        /// At the end (the usual finish, or `finishAnimation(at: .end)`).
        case end
        /// Wherever it was stopped (`finishAnimation(at: .current)`).
        case current
    }

    /// Whether a transition whose animator ended at `position` finished (the to-view stays) or
    /// was cancelled (the from-view is restored).
    ///
    /// - `.start` is always a cancellation, even if nobody called `cancelInteractiveTransition()`:
    ///   the views are back where they began, which is what Apple's samples report with
    ///   `completeTransition(position == .end)`.
    /// - `.end` and `.current` finish unless the context says the transition was cancelled; the
    ///   context wins because `completeTransition(_:)` must not report a finish the context has
    ///   cancelled (UIKit would then keep the old view controller over a half-replaced hierarchy).
    ///
    /// - Parameters:
    ///   - position: where the animator ended.
    ///   - wasCancelled: `transitionWasCancelled` of the transition context; pass `true` when the
    ///     context is gone (nothing may be shown as finished then).
    public static func transitionFinished(at position: EndPosition, wasCancelled: Bool) -> Bool {
        switch position {
        case .start: false
        case .end, .current: !wasCancelled
        }
    }

    /// Whether the transition should complete at once, in its final state, without running an
    /// animator: when UIKit says it is not animated (`isAnimated == false`, which happens for
    /// `.custom` presentations started with `animated: false`: UIKit still calls
    /// `animateTransition(using:)` so the views can be put in place), or when the plan lasts no
    /// time (zero, negative or non-finite duration) and no interaction drives it. An interactive
    /// transition never completes here: its interaction controller pauses and scrubs the animator
    /// after `animateTransition(using:)` returns, and would run it over a completed transition.
    public static func completesImmediately(isAnimated: Bool, isInteractive: Bool = false, duration: TimeInterval) -> Bool {
        !isAnimated || (!isInteractive && !(duration.isFinite && duration > 0))
    }

    /// What `transitionDuration(using:)` reports, in seconds: the plan's duration, or 0 when the
    /// transition completes at once (see ``completesImmediately(isAnimated:isInteractive:duration:)``), so UIKit's
    /// companion animations and `UIPercentDrivenInteractiveTransition` agree with what plays.
    public static func reportedDuration(isAnimated: Bool, planDuration: TimeInterval) -> TimeInterval {
        completesImmediately(isAnimated: isAnimated, duration: planDuration) ? 0 : planDuration
    }
}
