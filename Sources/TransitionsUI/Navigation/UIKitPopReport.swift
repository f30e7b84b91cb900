import Foundation

/// Which pops of the stack's navigation controller are UIKit's own, made on a person's behalf (the
/// back button, its long-press menu, a gesture's pop), and reported to the sync from their request
/// (``NavigationPathSync/stackChangedByUIKit()``).
///
/// Every pop call of the navigation controller (`popViewController(animated:)`,
/// `popToViewController(_:animated:)`, `popToRootViewController(animated:)`) passes here when it
/// returns: it is UIKit's when it popped something (UIKit returns `nil` or an empty array at the
/// root, and for a pop it queues behind a running transition) and the stack is not applying its own
/// change (``applyOwnChange(_:)``), which nests. The stack's navigation controller on iOS and the
/// test host `ModelStackHost` both run it.
@MainActor
package final class UIKitPopReport {
    /// How deep the stack's own changes being applied are nested.
    private var ownChanges = 0

    package init() {}

    /// Whether the stack is applying a change of its own now.
    package var isApplyingOwnChange: Bool { ownChanges > 0 }

    /// Applies the stack's own change: the pops made inside are not UIKit's.
    package func applyOwnChange(_ change: () -> Void) {
        ownChanges += 1
        defer { ownChanges -= 1 }
        change()
    }

    /// A pop call returned, having popped `popped` controllers. Returns whether it is UIKit's own
    /// pop, to report to the sync.
    package func popReturned(popped: Int) -> Bool {
        popped > 0 && !isApplyingOwnChange
    }
}
