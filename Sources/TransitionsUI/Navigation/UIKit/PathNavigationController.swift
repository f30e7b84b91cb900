#if canImport(UIKit)
import UIKit

/// The navigation controller a `TransitionNavigationStack` owns: a `UINavigationController` that
/// reports the end of each layout pass, where UIKit starts the transitions it deferred (so the
/// stack's driver learns that a change had nothing to animate; see
/// ``NavigationStackDriver/layoutPassEnded()``).
final class PathNavigationController: UINavigationController {
    /// Called after each layout pass of the navigation controller's view.
    var onLayoutPassEnded: (() -> Void)?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onLayoutPassEnded?()
    }
}
#endif
