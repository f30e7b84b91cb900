#if canImport(UIKit)
import Interactive
import Transitions
import UIKit

/// The one place where the gallery decides how a screen comes and goes: every modal
/// presentation, navigation push and tab switch goes through a ``TransitionRouter``, and every
/// gesture that takes a screen away is one of the `Interactive` module's controllers, handed out
/// by the router only while its gesture drives the transition.
///
/// - Modal: `present(_:with:dismissal:dismissalInteractions:presentation:)`, the router's
///   one-line presentation (a one-shot router living as long as the presentation), full screen or
///   on a card (`CardPresentationController`; a sheet with detents is dragged by the card itself),
///   dismissed by a pinch in
///   (`PinchInteractionController`, percent-driven) or a swipe down
///   (`VerticalSwipeInteractionController`; for the throw, `ThrowInteractionController`, which
///   re-simulates the flight with the finger's velocity).
/// - Navigation: one router installed on the Navigation tab's stack; before each push its push
///   and pop rules for demo screens are set to the selected entry, popped by a pinch in
///   (`PlanDrivenPinchInteractionController`, the fully custom one) or a pan in from the leading
///   edge (`ScreenEdgeInteractionController`), which replaces the system back-swipe the router
///   turns off while a custom pop is routed.
/// - Tabs: a router on each demo tab bar controller (forward and backward rules), driven by a pan
///   towards the leading edge (next tab) or the trailing edge (previous tab); and one on the
///   gallery's own tab bar.
///
/// The rules themselves are ``GalleryRoutes``'s, tested on Linux. A rule holds its interaction
/// controller strongly; the controllers hold their view controllers weakly, so a dismissed or
/// popped screen is released with nothing left behind.
@MainActor
final class GalleryRouting {
    /// The Navigation tab's router: push and pop rules follow the selected entry.
    private let navigationRouter = TransitionRouter()
    /// The gallery's own tab bar switches with a slide.
    private let rootTabRouter = TransitionRouter(routes: GalleryRoutes.rootTabs())

    /// Routes the gallery's own tab switches: a slide towards the leading edge going forwards
    /// (towards the trailing edge going back).
    func installRoot(on tabBarController: UITabBarController) {
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
        if entry.presentation.cardLayout?.hasDetents == true {
            // A sheet is dragged away by the card itself; a pinch in dismisses it too.
            presenter.present(SheetDemoViewController(entry: entry), with: entry.forward, dismissal: entry.backward,
                              dismissalInteractions: [PinchInteractionController()], presentation: entry.presentation)
            return
        }
        let demo = DemoViewController(entry: entry, kind: .modal, colourIndex: DemoViewController.colourIndex(for: entry))
        // `.fullScreen`: sheets (the iOS 13+ default) ignore custom animators. A card entry's
        // presentation makes it `.custom` instead.
        demo.modalPresentationStyle = .fullScreen
        // The router wires both gestures to the demo screen and hands UIKit whichever drives.
        presenter.present(
            demo, with: entry.forward, dismissal: entry.backward,
            dismissalInteractions: [PinchInteractionController(), swipeDownInteraction(for: entry)],
            presentation: entry.presentation)
    }

    /// The swipe down that dismisses `entry`'s demo: a throw (`ThrowInteractionController`: the
    /// screen flies off with the finger's velocity, or springs back) when the entry dismisses
    /// with a `ThrowTransition`, a percent-driven vertical swipe otherwise.
    private func swipeDownInteraction(for entry: GalleryEntry) -> any GestureInteractionController & UIViewControllerInteractiveTransitioning {
        if let toss = entry.backward as? ThrowTransition {
            return ThrowInteractionController(transition: toss)
        }
        return VerticalSwipeInteractionController(direction: .down)
    }

    // MARK: Navigation

    private func push(_ entry: GalleryEntry, from list: UIViewController) {
        guard let navigationController = list.navigationController else { return }
        let demo = DemoViewController(entry: entry, kind: .navigation, colourIndex: DemoViewController.colourIndex(for: entry))
        // The router wires both gestures to the demo screen when it is shown.
        let pinch = PlanDrivenPinchInteractionController(transition: entry.backward)
        let edge = ScreenEdgeInteractionController(edge: .leading)
        navigationRouter.updateRoutes {
            GalleryRoutes.setNavigation(to: entry, for: DemoViewController.self, pinch: pinch, edge: edge, in: &$0)
        }
        navigationController.pushViewController(demo, animated: true)
    }

    // MARK: Tabs

    private func showTabs(_ entry: GalleryEntry, from presenter: UIViewController) {
        let tabs = TabDemoController(entry: entry)
        // Installing the router wires the pans to the tab bar controller (next and previous tab).
        let next = PanInteractionController(direction: .leading)
        let previous = PanInteractionController(direction: .trailing)
        tabs.useTransitions(TransitionRouter(routes: GalleryRoutes.tabs(for: entry, next: next, previous: previous)))
        tabs.modalPresentationStyle = .fullScreen
        presenter.present(tabs, with: CoverTransition.cover(from: .bottom))
    }
}
#endif
