#if canImport(UIKit)
import Transitions
import UIKit

/// The gallery app's root screen: a tab bar with one list per kind of screen change — Modal,
/// Navigation, Tabs — Physics, Layouts and the SwiftUI section (``SwiftUIGalleryView``).
///
/// ```swift
/// window.rootViewController = GalleryRootViewController()
/// ```
///
/// Every transition in it goes through a ``TransitionRouter``: the modal presentations, the
/// Navigation tab's pushes and pops, the demo tab bars' switches and this tab bar's own.
@MainActor
public final class GalleryRootViewController: UITabBarController {
    private let routing = GalleryRouting()

    /// Creates the gallery with its six tabs, the first selected.
    public init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [
            tab(EntryListViewController(kind: .modal, routing: routing), symbol: "rectangle.stack", tag: 0),
            tab(EntryListViewController(kind: .navigation, routing: routing), symbol: "arrow.right.square", tag: 1),
            tab(EntryListViewController(kind: .tab, routing: routing), symbol: "square.grid.2x2", tag: 2),
            tab(PhysicsListViewController(routing: routing), symbol: "cube.box", tag: 3),
            tab(LayoutsListViewController(), symbol: "square.stack.3d.down.right", tag: 4),
            // The same catalogue in SwiftUI (TransitionsUI); it brings its own navigation stack.
            SwiftUIGalleryView.makeViewController(),
        ]
        if let navigation = viewControllers?[1] as? UINavigationController {
            routing.installNavigation(on: navigation)
        }
        routing.installRoot(on: self)
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    public required init?(coder: NSCoder) {
        nil
    }

    /// `root` in a navigation controller with large titles, as a tab with an SF Symbol.
    private func tab(_ root: UIViewController, symbol: String, tag: Int) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: root.title, image: UIImage(systemName: symbol), tag: tag)
        return navigation
    }
}
#endif
