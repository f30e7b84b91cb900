import Foundation

/// A transition coordinator as the kit registers on it to learn a transition's end:
/// `UIViewControllerTransitionCoordinator` on iOS, the runner model's coordinator in
/// `TransitionsTesting`. The decisions made with it (which coordinator, what the end does) are
/// written once, in the `Interactive` module's gesture core, and run on both.
@MainActor
package protocol TransitionEndObserving {
    /// `animate(alongsideTransition: nil, completion:)`: `body` runs once, inside
    /// `completeTransition(_:)` among the coordinator's completion blocks, with `isCancelled`.
    func observeEnd(_ body: @escaping @MainActor (_ isCancelled: Bool) -> Void)
}
