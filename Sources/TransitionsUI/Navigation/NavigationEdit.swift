import Foundation
import Transitions

/// The one change of a navigation stack that makes the screens it shows equal to a path: the
/// path diffing behind `TransitionNavigationStack`.
///
/// Screens are compared with the path **by position**: the longest run of leading values that
/// are equal (`==`) is kept, so a path with duplicate values (`[a, b, a]`) is three screens and
/// every edit keeps the screens below the first difference. Then:
///
/// | shown → path | edit | UIKit call | transition |
/// |---|---|---|---|
/// | `[a]` → `[a, b, c]` | ``push(_:)`` `[b, c]` | `pushViewController` (one) or `setViewControllers` (several) | push to `c` |
/// | `[a, b, c]` → `[a]` | ``pop(keeping:)`` 1 | `popToViewController` (`popToRootViewController` for 0) | pop to `a` |
/// | `[a, b]` → `[a, c]` | ``replace(keeping:with:)`` 1, `[c]` | `setViewControllers` | push to `c` |
/// | `[a]` → `[a]` | ``none`` | nothing | none |
///
/// Only the top screen animates (UIKit's rule for every one of these calls): a pop of several
/// screens plays one pop, from the top screen to the one kept; a push of several plays one push,
/// to the last. For `setViewControllers(_:animated:)` UIKit plays a push when the new top screen
/// was not on the stack (always the case for a ``replace(keeping:with:)``, whose top is new) and a
/// pop when it was (Apple's documentation of `setViewControllers(_:animated:)`).
package enum NavigationEdit<Value: Hashable>: Hashable {
    /// Nothing to do: the stack shows the path.
    case none
    /// Push screens for these values on top of every screen shown, the last one on top.
    case push([Value])
    /// Pop every screen above the first `keeping` ones (0: back to the root).
    case pop(keeping: Int)
    /// Keep the first `keeping` screens and replace the rest by screens for `values` (never
    /// empty), the last on top.
    case replace(keeping: Int, with: [Value])

    /// The edit that makes a stack showing `shown` (bottom to top, without the root) show
    /// `target`.
    package init(from shown: [Value], to target: [Value]) {
        var kept = 0
        while kept < shown.count, kept < target.count, shown[kept] == target[kept] { kept += 1 }
        let added = Array(target[kept...])
        switch (kept == shown.count, added.isEmpty) {
        case (true, true): self = .none
        case (true, false): self = .push(added)
        case (false, true): self = .pop(keeping: kept)
        case (false, false): self = .replace(keeping: kept, with: added)
        }
    }

    /// `shown` after the edit (what the stack shows once UIKit has applied it).
    package func applied(to shown: [Value]) -> [Value] {
        switch self {
        case .none: shown
        case .push(let values): shown + values
        case .pop(let keeping): Array(shown.prefix(keeping))
        case .replace(let keeping, let values): Array(shown.prefix(keeping)) + values
        }
    }

    /// The navigation operation UIKit animates for the edit: `.push` for a push or a
    /// replacement (its top screen is new), `.pop` for a pop, `nil` for ``none``.
    package var operation: TransitionOperation? {
        switch self {
        case .none: nil
        case .push, .replace: .push
        case .pop: .pop
        }
    }
}

extension NavigationEdit: Sendable where Value: Sendable {}
