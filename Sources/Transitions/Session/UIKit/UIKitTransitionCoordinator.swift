#if canImport(UIKit)
import UIKit

/// UIKit's transition coordinator as the kit registers on it for a transition's end
/// (``TransitionEndObserving``): the gesture core's end, a person's dismissal's delegate callbacks.
@MainActor
package struct UIKitTransitionCoordinator: TransitionEndObserving {
    /// The coordinator.
    package let coordinator: UIViewControllerTransitionCoordinator

    /// Wraps `coordinator`.
    package init(_ coordinator: UIViewControllerTransitionCoordinator) {
        self.coordinator = coordinator
    }

    /// `animate(alongsideTransition: nil, completion:)`.
    package func observeEnd(_ body: @escaping @MainActor (_ isCancelled: Bool) -> Void) {
        coordinator.animate(alongsideTransition: nil) { context in body(context.isCancelled) }
    }
}
#endif
