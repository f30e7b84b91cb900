import Foundation
import Transitions

/// What the kit's percent-driven controllers use of `UIPercentDrivenInteractiveTransition`, so that
/// the UIKit class (`PercentDrivenInteractionController`) and its twin under `TransitionsTesting`'s
/// model of UIKit's runner carry out a gesture's commands with the same code
/// (``perform(_:session:)``).
@MainActor
package protocol PercentDrivenTransitioning: AnyObject {
    /// `completionSpeed`.
    var completionSpeed: CGFloat { get set }
    /// `duration`: the animation controller's duration when the transition started, seconds.
    var transitionDuration: TimeInterval { get }
    /// Sets `timingCurve` (`nil`: none).
    func setTimingCurve(_ curve: TimingCurve?)
    /// `update(_:)`.
    func update(_ percentComplete: CGFloat)
    /// `finish()`.
    func finish()
    /// `cancel()`.
    func cancel()
}

extension PercentDrivenTransitioning {
    /// Carries out what the gesture says UIKit must hear.
    ///
    /// An update scrubs (`update(_:)`). A release sets a `completionSpeed` of 0 or less, NaN or ∞ to
    /// 1 (what UIKit reads it as), sets `timingCurve` to the velocity-matched curve when the finger
    /// moved towards the chosen end (``CompletionTiming/velocityMatchingCurve(velocity:decision:duration:)``,
    /// else `nil`), calls `finish()` or `cancel()`, and then, when `session` is the kit's session of
    /// the transition, has it play the rest as promised (``TransitionSession/playCompletion(_:)``),
    /// since UIKit consults neither `completionCurve` nor `timingCurve` on the interruptible path.
    /// A start says nothing (the gesture asked UIKit for the transition already).
    package func perform<Platform: SessionPlatform>(_ command: InteractionCommand, session: TransitionSession<Platform>?) {
        switch command {
        case .none, .start:
            break
        case let .update(progress):
            update(progress)
        case let .complete(completion):
            normalizeCompletionSpeed()
            setTimingCurve(completion.timing.velocityMatchingCurve(
                velocity: completion.velocity, decision: completion.decision, duration: transitionDuration))
            switch completion.decision {
            case .finish: finish()
            case .cancel: cancel()
            }
            session?.playCompletion(completion)
        }
    }

    /// Finishes a transition no gesture drives, with UIKit's own timing: `timingCurve` `nil`, a
    /// `completionSpeed` of 0 or less, NaN or ∞ set to 1 (UIKit would divide the remaining time by
    /// it), then `finish()`.
    package func finishWithoutGesture() {
        normalizeCompletionSpeed()
        setTimingCurve(nil)
        finish()
    }

    /// Sets a `completionSpeed` of 0 or less (which UIKit reads as 1), NaN or ∞ to 1.
    private func normalizeCompletionSpeed() {
        if !(completionSpeed.isFinite && completionSpeed > 0) { completionSpeed = 1 }
    }
}
