#if canImport(UIKit)
import Transitions
import UIKit

/// A tab bar controller of three demo screens, presented by the Tabs list, whose tab switches
/// play the selected entry's transition (forwards to a later tab, backwards to an earlier one).
@MainActor
final class TabDemoController: UITabBarController {
    /// The entry whose transitions the tab switches play.
    let entry: GalleryEntry

    /// Three demo tabs for `entry`, in three neighbouring palette colours.
    init(entry: GalleryEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        let first = DemoViewController.colourIndex(for: entry)
        let symbols = ["1.circle", "2.circle", "3.circle"]
        viewControllers = symbols.enumerated().map { index, symbol in
            let demo = DemoViewController(
                entry: entry, kind: .tab, heading: "\(entry.title) — tab \(index + 1)", colourIndex: first + index)
            demo.tabBarItem = UITabBarItem(title: "Tab \(index + 1)", image: UIImage(systemName: symbol), tag: index)
            demo.onNextTab = { [weak self] in self?.selectNextTab() }
            return demo
        }
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    /// Selects the next tab, wrapping from the last to the first (a backward switch).
    ///
    /// A selection made in code plays the delegate's animation controller like a tap, but UIKit
    /// does not ask `tabBarController(_:shouldSelect:)` first; this does, so a button press
    /// during a swipe between tabs is refused the same way a tap is.
    func selectNextTab() {
        guard let tabs = viewControllers, !tabs.isEmpty else { return }
        let next = tabs[(selectedIndex + 1) % tabs.count]
        if delegate?.tabBarController?(self, shouldSelect: next) == false { return }
        selectedViewController = next
    }
}
#endif
