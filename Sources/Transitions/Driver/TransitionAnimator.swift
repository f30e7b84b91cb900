import Foundation

/// What the kit's session logic uses of a `UIViewPropertyAnimator`: the one animator UIKit gets
/// from `interruptibleAnimator(using:)`, as a protocol, so the same logic runs on iOS (where
/// `UIViewPropertyAnimator` conforms) and under `TransitionsTesting`'s model of UIKit's
/// transition runner (whose model animator keeps UIKit's rules and records every breach).
///
/// UIKit's rules the kit keeps (`UIViewAnimating`, `UIViewImplicitlyAnimating`):
/// - states: inactive → active (running or paused) → stopped (after `stopAnimation(false)`) →
///   inactive (after `finishAnimation(at:)`); `stopAnimation(true)` goes straight to inactive
///   without calling the completions;
/// - `finishAnimation(at:)` only in the stopped state; an animator must not be released while
///   active or stopped (UIKit raises);
/// - setting `fractionComplete` or `pauseAnimation()` on an inactive animator makes it active and
///   paused; `continueAnimation` continues a paused one with new timing.
@MainActor
package protocol TransitionAnimator: AnyObject {
    /// `state`: inactive, active or stopped.
    var animatorState: AnimatorPlayback.State { get }
    /// `isRunning`: active and not paused.
    var isRunning: Bool { get }
    /// `isReversed`: plays towards the start.
    var isReversed: Bool { get set }
    /// `fractionComplete`, `0…1`: the time fraction of a linear animator.
    var fractionComplete: CGFloat { get set }
    /// `startAnimation()`.
    func startAnimation()
    /// `pauseAnimation()`.
    func pauseAnimation()
    /// `stopAnimation(_:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// `finishAnimation(at:)`; only valid when stopped.
    func finishAnimation(at position: AnimatorPlayback.EndPosition)
    /// `continueAnimation(withTimingParameters:durationFactor:)`: continues a paused animator over
    /// `durationFactor` × its duration with `curve` (`nil`: the animator's own timing).
    func continueAnimation(curve: TimingCurve?, durationFactor: CGFloat)
    /// `addCompletion(_:)`: `completion` runs with the end position when the animation ends
    /// (finished, or stopped and then finished).
    func addEndHandler(_ completion: @escaping @MainActor (AnimatorPlayback.EndPosition) -> Void)
}

extension AnimatorPlayback {
    /// `UIViewAnimatingState` as a plain value.
    public enum State: Hashable, Sendable, CaseIterable {
        /// Not animating; may be started, paused or scrubbed.
        case inactive
        /// Running or paused.
        case active
        /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
        case stopped
    }
}

extension TransitionAnimator {
    /// Runs the animator through to `position` at once, whatever its state, so that every
    /// animation added to it (UIKit's alongside animations) lands in its end state and its
    /// completions run; leaves it inactive. Call it once: an inactive animator is taken to be
    /// one that has not started (its animations are set up by `pauseAnimation()` first).
    ///
    /// - Parameter position: `.end` or `.start`.
    package func runThrough(to position: AnimatorPlayback.EndPosition) {
        switch animatorState {
        case .inactive:
            // Never started: `pauseAnimation()` makes it active (its animations set up) without
            // running a frame.
            pauseAnimation()
            stopAnimation(false)
            finishAnimation(at: position)
        case .active:
            stopAnimation(false)
            finishAnimation(at: position)
        case .stopped:
            finishAnimation(at: position)
        }
    }
}
