#if canImport(UIKit)
import Transitions
import UIKit

/// The one place where the gallery decides how a screen comes and goes: every modal
/// presentation, navigation push and tab switch goes through a ``TransitionRouter``.
///
/// - Modal: `present(_:with:dismissal:dismissalInteraction:)`, the router's one-line
///   presentation, with a one-shot router that lives as long as the presentation.
/// - Navigation: one router installed on the Navigation tab's stack; before each push its push
///   and pop rules are set to the selected entry's transitions for demo screens.
/// - Tabs: a router installed on each demo tab bar controller (forward and backward rules), and
///   one on the gallery's own tab bar.
@MainActor
final class GalleryRouting {
    /// The Navigation tab's router: push and pop rules follow the selected entry.
    private let navigationRouter = TransitionRouter()
    /// The gallery's own tab bar switches with a slide.
    private let rootTabRouter = TransitionRouter()

    /// Routes the gallery's own tab switches: a slide towards the leading edge going forwards
    /// (towards the trailing edge going back).
    func installRoot(on tabBarController: UITabBarController) {
        rootTabRouter.setDefault(.slide(.leading), for: .tab)
        tabBarController.useTransitions(rootTabRouter)
    }

    /// Routes the pushes and pops of the Navigation tab's stack.
    func installNavigation(on navigationController: UINavigationController) {
        navigationController.useTransitions(navigationRouter)
    }

    /// Shows `entry` the way `kind` says, from `list`: presents, pushes, or presents a tab bar
    /// controller whose tab switches use the entry.
    func show(_ entry: GalleryEntry, as kind: GalleryKind, from list: UIViewController) {
        switch kind {
        case .modal: present(entry, from: list)
        case .navigation: push(entry, from: list)
        case .tab: showTabs(entry, from: list)
        }
    }

    // MARK: Modal

    private func present(_ entry: GalleryEntry, from presenter: UIViewController) {
        let demo = DemoViewController(entry: entry, kind: .modal, colourIndex: DemoViewController.colourIndex(for: entry))
        // `.fullScreen`: sheets (the iOS 13+ default) ignore custom animators.
        demo.modalPresentationStyle = .fullScreen
        presenter.present(demo, with: entry.forward, dismissal: entry.backward)
    }

    // MARK: Navigation

    private func push(_ entry: GalleryEntry, from list: UIViewController) {
        guard let navigationController = list.navigationController else { return }
        let demo = DemoViewController(entry: entry, kind: .navigation, colourIndex: DemoViewController.colourIndex(for: entry))
        navigationRouter.updateRoutes { routes in
            routes.removeRules(for: .push)
            routes.removeRules(for: .pop)
            routes.add(.push, to: .type(DemoViewController.self), transition: entry.forward)
            routes.add(.pop, from: .type(DemoViewController.self), transition: entry.backward)
        }
        navigationController.pushViewController(demo, animated: true)
    }

    // MARK: Tabs

    private func showTabs(_ entry: GalleryEntry, from presenter: UIViewController) {
        let tabs = TabDemoController(entry: entry)
        let router = TransitionRouter()
        router.add(.tabForward, transition: entry.forward)
        router.add(.tabBackward, transition: entry.backward)
        tabs.useTransitions(router)
        tabs.modalPresentationStyle = .fullScreen
        presenter.present(tabs, with: CoverTransition.cover(from: .bottom))
    }
}
#endif
