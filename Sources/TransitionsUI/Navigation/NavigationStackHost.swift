import Foundation

/// What a ``NavigationStackDriver`` needs from the navigation controller it keeps equal to a
/// path: reading the screens UIKit shows, changing them, writing the app's binding and hearing
/// when UIKit's transition ends.
///
/// On iOS `TransitionNavigationStack` implements it with a `UINavigationController` it owns
/// (each method one UIKit call); the tests implement it with a model navigation controller that
/// runs every transition through the model of UIKit's transition runner.
@MainActor
public protocol NavigationStackHost: AnyObject {
    /// The path's element type.
    associatedtype Value: Hashable
    /// What a link attaches to the screen it pushes (on iOS: its transition and gestures).
    associatedtype Link

    /// The entries of the screens on the stack now, bottom to top, without the root screen.
    ///
    /// UIKit's `viewControllers`: it already shows a push or pop that UIKit is about to animate
    /// or is animating (the popped screen is gone at the start of an interactive pop) and shows
    /// the popped screen again once an interactive pop is cancelled.
    var shownEntries: [NavigationEntry<Value>] { get }

    /// Changes the stack: `pushViewController` for one new screen, `setViewControllers` for
    /// several or for a replacement, `popToViewController` / `popToRootViewController` for a pop.
    /// Makes a screen for each new entry (with the link that pushed it, if any).
    func apply(_ change: NavigationStackChange<Value, Link>, animated: Bool)

    /// Writes `path` into the app's binding.
    func writePath(_ path: [Value])

    /// Screens that left the stack for good (the transition that removed them has ended): their
    /// link rules can go.
    func entriesLeft(_ ids: [NavigationEntryID])

    /// Runs `body` once when the transition UIKit runs now ends (finished or cancelled: the
    /// transition coordinator's completion), and returns `true`; returns `false` when UIKit runs
    /// no transition (no coordinator: the change is not animated).
    func observeTransitionEnd(_ body: @escaping @MainActor () -> Void) -> Bool
}

/// A change a ``NavigationStackDriver`` asks its host to make to the stack (see
/// ``NavigationEdit`` for the UIKit call each one is).
public enum NavigationStackChange<Value: Hashable, Link> {
    /// A screen to make: its entry and the link that pushed it (`nil` for a path edit).
    public struct NewScreen {
        /// The screen's entry.
        public let entry: NavigationEntry<Value>
        /// The link that pushed it, if a link did.
        public let link: Link?
    }

    /// Push these screens on top, the last on top.
    case push([NewScreen])
    /// Pop every screen above the first `keeping` (0: back to the root).
    case pop(keeping: Int)
    /// Keep the first `keeping` screens and put these above them, the last on top.
    case replace(keeping: Int, with: [NewScreen])

    /// The new screens (none for a pop).
    public var newScreens: [NewScreen] {
        switch self {
        case .push(let screens), .replace(_, let screens): screens
        case .pop: []
        }
    }

    /// How many screens of the stack (above the root) are kept.
    public func kept(from count: Int) -> Int {
        switch self {
        case .push: count
        case .pop(let keeping), .replace(let keeping, _): keeping
        }
    }
}
