#if canImport(UIKit)
import UIKit

/// The navigation controller a `TransitionNavigationStack` owns: a `UINavigationController` that
/// reports the end of each layout pass, where UIKit starts the transitions it deferred (so the
/// stack's sync learns that a change had nothing to animate; see
/// ``NavigationPathSync/layoutPassEnded()``), and the pops UIKit asks of it on a person's behalf
/// (the back button and its menu: UIKitCore 26.1 `-[UINavigationController _tryRequestPopToItem:]`
/// calls `popToViewController:animated:`; a gesture's pop calls `popViewControllerAnimated:`), from
/// their request (``NavigationPathSync/stackChangedByUIKit()``); which pops are UIKit's is
/// ``UIKitPopReport``'s.
final class PathNavigationController: UINavigationController {
    /// Called after each layout pass of the navigation controller's view.
    var onLayoutPassEnded: (() -> Void)?
    /// Called right after UIKit itself asked for a pop that changed the stack.
    var onPopRequestedByUIKit: (() -> Void)?
    /// Which pops are UIKit's.
    let popReport = UIKitPopReport()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onLayoutPassEnded?()
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        popReturned(popped: popped == nil ? 0 : 1)
        return popped
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        popReturned(popped: popped?.count ?? 0)
        return popped
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        popReturned(popped: popped?.count ?? 0)
        return popped
    }

    private func popReturned(popped: Int) {
        if popReport.popReturned(popped: popped) { onPopRequestedByUIKit?() }
    }
}
#endif
