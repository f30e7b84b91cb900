import Foundation

/// What a ``NavigationPathSync`` needs from the navigation controller it keeps equal to a
/// path: reading the screens UIKit shows, changing them, writing the app's binding and hearing
/// when UIKit's transition ends.
///
/// On iOS `TransitionNavigationStack` implements it with a `UINavigationController` it owns (each
/// method one UIKit call); the tests, and users' tests (`ModelStackHost` in `TransitionsUITesting`),
/// implement it with a model navigation controller that runs every transition through the model of
/// UIKit's transition runner.
///
/// **The contract: which events a host sends the sync, in which order.** A host reports what
/// UIKit tells it, when UIKit tells it, in UIKit's order (the navigation controller's timing:
/// `ModelWindow`'s notes, UIKitCore of iOS 26.1):
/// 1. every change of the app's binding SwiftUI hands the container: ``NavigationPathSync/pathChanged(_:animated:)``,
///    also when the value did not change (the sync ignores it);
/// 2. right after UIKit itself asks for a pop — the back button, its long-press menu, a gesture's
///    pop (the navigation controller's `popViewController`, `popToViewController` or
///    `popToRootViewController` called by UIKit, not by the host) —
///    ``NavigationPathSync/stackChangedByUIKit()``, when ``shownEntries`` already shows it;
/// 3. the delegate's `willShow` (``NavigationPathSync/willShow()``) and `didShow`
///    (``NavigationPathSync/didShow()``) as UIKit sends them, and the end of each layout pass of
///    the navigation controller (``NavigationPathSync/layoutPassEnded()``), where UIKit starts
///    the transitions it deferred;
/// 4. ``observeTransitionEnd(_:)`` answers **from the request**: a push or pop the host asked for
///    has a transition coordinator as soon as the call returns, although UIKit starts it only at the
///    next layout pass. A host that answered only from `willShow` would let two edits in one
///    run-loop turn send UIKit a second change before the first starts (UIKit would queue it behind
///    the first transition, out of the sync's sight).
@MainActor
package protocol NavigationStackHost: AnyObject {
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

    /// Whether the transition UIKit runs or is about to start is driven by a gesture now (the
    /// transition coordinator's `isInteractive`; `false` without a coordinator).
    var isTransitionInteractive: Bool { get }

    /// Changes the stack with the one call ``NavigationStackChange/uikitCall(shownCount:)`` names.
    /// Makes a screen for each new entry (with the link that pushed it, if any).
    func apply(_ change: NavigationStackChange<Value, Link>, animated: Bool)

    /// Writes `path` into the app's binding.
    func writePath(_ path: [Value])

    /// Screens that left the stack for good (the transition that removed them has ended): their
    /// link rules can go.
    func entriesLeft(_ ids: [NavigationEntryID])

    /// Runs `body` once when the transition UIKit runs now ends (finished or cancelled: the
    /// transition coordinator's completion), and returns `true`; returns `false` when UIKit runs
    /// no transition (no coordinator: the change is not animated). Answers from the request (see
    /// the contract above).
    func observeTransitionEnd(_ body: @escaping @MainActor () -> Void) -> Bool
}

/// A change a ``NavigationPathSync`` asks its host to make to the stack (``uikitCall(shownCount:)``
/// is the navigation controller's call for it).
package enum NavigationStackChange<Value: Hashable, Link> {
    /// A screen to make: its entry and the link that pushed it (`nil` for a path edit).
    package struct NewScreen {
        /// The screen's entry.
        package let entry: NavigationEntry<Value>
        /// The link that pushed it, if a link did.
        package let link: Link?

        package init(entry: NavigationEntry<Value>, link: Link?) {
            self.entry = entry
            self.link = link
        }
    }

    /// Push these screens on top, the last on top.
    case push([NewScreen])
    /// Pop every screen above the first `keeping` (0: back to the root).
    case pop(keeping: Int)
    /// Keep the first `keeping` screens and put these above them, the last on top.
    case replace(keeping: Int, with: [NewScreen])

    /// The new screens (none for a pop).
    package var newScreens: [NewScreen] {
        switch self {
        case .push(let screens), .replace(_, let screens): screens
        case .pop: []
        }
    }

    /// How many screens of the stack (above the root) are kept.
    package func kept(from count: Int) -> Int {
        switch self {
        case .push: count
        case .pop(let keeping), .replace(let keeping, _): keeping
        }
    }

    /// The navigation controller's call that makes this change on a stack showing `shownCount`
    /// screens of the path above the root: one new screen is a push (UIKit's push, with the
    /// back button's animation), several a `setViewControllers` ending in them (one push to the
    /// last); a pop to the root `popToRootViewController`, to a screen `popToViewController`; a
    /// replacement `setViewControllers` (a push, to a top that was not on the stack).
    ///
    /// A pop keeps fewer screens than are shown, a replacement no more than are shown (the sync
    /// computes both from the stack shown); one keeping more is a programming error, caught in debug
    /// builds: such a pop pops nothing, such a replacement keeps the screens shown.
    package func uikitCall(shownCount: Int) -> NavigationControllerCall {
        switch self {
        case .push(let screens):
            return screens.count == 1 ? .push : .pushSeveral
        case .pop(let keeping):
            assert(keeping < shownCount, "a pop keeping \(keeping) of \(shownCount) screens")
            guard keeping > 0 else { return .popToRoot }
            return .popTo(entry: min(keeping, shownCount) - 1)
        case .replace(let keeping, _):
            assert(keeping <= shownCount, "a replacement keeping \(keeping) of \(shownCount) screens")
            return .replace(keeping: min(keeping, shownCount))
        }
    }
}

/// The one `UINavigationController` call a ``NavigationStackChange`` is
/// (``NavigationStackChange/uikitCall(shownCount:)``); entries count from 0, the first screen
/// above the root.
package enum NavigationControllerCall: Equatable, Sendable {
    /// `pushViewController(_:animated:)` with the one new screen.
    case push
    /// `setViewControllers(_:animated:)` with the controllers on the stack, then the new screens.
    case pushSeveral
    /// `popToRootViewController(animated:)`.
    case popToRoot
    /// `popToViewController(_:animated:)` to the screen of the path entry `entry`.
    case popTo(entry: Int)
    /// `setViewControllers(_:animated:)` with the controllers up to the screen of the path entry
    /// `keeping - 1` (the root alone for 0), then the new screens.
    case replace(keeping: Int)
}
