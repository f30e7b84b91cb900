#if canImport(UIKit)
import UIKit

/// The navigation controller a `TransitionNavigationStack` owns: a `UINavigationController` that
/// reports the end of each layout pass, where UIKit starts the transitions it deferred (so the
/// stack's driver learns that a change had nothing to animate; see
/// ``NavigationStackDriver/layoutPassEnded()``), and the pops UIKit asks of it on a person's behalf
/// (the back button and its menu: UIKitCore 26.1 `-[UINavigationController _tryRequestPopToItem:]`
/// calls `popToViewController:animated:`; a gesture's pop calls `popViewControllerAnimated:`), from
/// their request (``NavigationStackDriver/stackChangedByUIKit()``).
final class PathNavigationController: UINavigationController {
    /// Called after each layout pass of the navigation controller's view.
    var onLayoutPassEnded: (() -> Void)?
    /// Called right after UIKit itself asked for a pop that changed the stack.
    var onPopRequestedByUIKit: (() -> Void)?
    /// Whether the stack's own change is being applied (its pops are not UIKit's).
    private var isApplyingOwnChange = false

    /// Applies the stack's own change: the pops inside are not reported as UIKit's.
    func applyOwnChange(_ change: () -> Void) {
        isApplyingOwnChange = true
        defer { isApplyingOwnChange = false }
        change()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onLayoutPassEnded?()
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        if popped != nil { reportPop() }
        return popped
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        if !(popped ?? []).isEmpty { reportPop() }
        return popped
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        if !(popped ?? []).isEmpty { reportPop() }
        return popped
    }

    private func reportPop() {
        guard !isApplyingOwnChange else { return }
        onPopRequestedByUIKit?()
    }
}
#endif
