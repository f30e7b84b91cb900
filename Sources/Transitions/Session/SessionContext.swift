import Foundation

/// What the kit's session logic uses of UIKit's transition context
/// (`UIViewControllerContextTransitioning`), as a protocol: on iOS an object that stands for one
/// UIKit context (the same object for every call about that context), and in
/// `TransitionsTesting` the model context of the model of UIKit's transition runner.
///
/// Identity matters: a ``TransitionSessionKeeper`` recognises "the same transition" by `===` on
/// its context.
@MainActor
package protocol SessionContext: AnyObject {
    /// `isAnimated`: `false` for a `.custom` presentation started with `animated: false` (UIKit
    /// still calls `animateTransition(using:)` so the views can be put in place).
    var isAnimated: Bool { get }
    /// `isInteractive`: whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// `transitionWasCancelled`: whether the interaction cancelled it.
    var transitionWasCancelled: Bool { get }
    /// The session of the transition (a ``TransitionSession``), attached by the
    /// ``TransitionSessionKeeper`` that made it, so that whoever is handed only the context (a
    /// percent-driven interaction controller, another keeper) finds the transition's one session.
    /// Once the transition is over the keeper replaces it by a ``CompletedTransition``, which holds
    /// no view (the session holds the context weakly).
    var attachedSession: AnyObject? { get set }
    /// `updateInteractiveTransition(_:)`.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// `finishInteractiveTransition()`.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`.
    func cancelInteractiveTransition()
    /// `completeTransition(_:)`: UIKit calls the animation controller's `animationEnded(_:)`
    /// before it returns.
    func completeTransition(_ didComplete: Bool)
    /// Runs `body` on the main queue once the current run-loop turn is over (`Task` on the main
    /// actor on iOS; the model's run loop in `TransitionsTesting`).
    ///
    /// UIKit marks the context in flight only after `startInteractiveTransition(_:)` returns; until
    /// then it drops `updateInteractiveTransition(_:)` and only records
    /// `finishInteractiveTransition()`/`cancelInteractiveTransition()` (and a navigation controller
    /// never replays that record). What an interaction controller must tell UIKit at the start (the
    /// gesture's catch-up) it tells from here.
    func enqueue(_ body: @escaping @MainActor () -> Void)
}
