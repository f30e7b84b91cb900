import Foundation

/// What a presented screen learns of its own dismissal from UIKit's appearance callbacks: the
/// one place that decides it, for the kit's hosting controller on iOS and the test model alike.
///
/// A dismissal begins at `viewWillDisappear(_:)` while the screen (or the navigation controller
/// holding it) is being dismissed. It ends in the animated transition coordinator's completion,
/// finished unless the coordinator says it was cancelled (an interactive dismissal given up: the
/// screen stays). Without a coordinator, or with one that is not animated (a `.custom` dismissal
/// made without animation), it ends, finished, at the next `viewDidDisappear(_:)`. A screen
/// disappearing for any other reason (covered by a push or a full-screen presentation) reports
/// nothing.
@MainActor
package final class DismissalObserver {
    /// Called when a dismissal begins. Without it, dismissals are not observed.
    package var onBegan: (() -> Void)?
    /// Called once per observed dismissal when it ends: `true` finished, `false` cancelled.
    package var onEnded: ((Bool) -> Void)?

    /// A dismissal began with no animated coordinator: its end is the next `viewDidDisappear(_:)`.
    private var endsAtDidDisappear = false

    package init() {}

    /// `viewWillDisappear(_:)`.
    ///
    /// - Parameters:
    ///   - beingDismissed: the screen's `isBeingDismissed`.
    ///   - navigationControllerIsBeingDismissed: its navigation controller's `isBeingDismissed`
    ///     (default `false`): a screen in a presented stack hears the callbacks its navigation
    ///     controller passes on while its own `isBeingDismissed` stays `false`.
    ///   - coordinatorIsAnimated: the transition coordinator's `isAnimated`; `false` without one.
    ///   - registerCompletion: registers a block to run in the coordinator's completion with its
    ///     `isCancelled`; called only when `coordinatorIsAnimated`.
    package func viewWillDisappear(
        beingDismissed: Bool, navigationControllerIsBeingDismissed: Bool = false, coordinatorIsAnimated: Bool,
        registerCompletion: (@escaping @MainActor (_ cancelled: Bool) -> Void) -> Void
    ) {
        guard beingDismissed || navigationControllerIsBeingDismissed, let onBegan else { return }
        onBegan()
        if coordinatorIsAnimated {
            registerCompletion { [weak self] cancelled in self?.onEnded?(!cancelled) }
        } else {
            endsAtDidDisappear = true
        }
    }

    /// `viewDidDisappear(_:)`: ends a dismissal that had no animated coordinator.
    package func viewDidDisappear() {
        guard endsAtDidDisappear else { return }
        endsAtDidDisappear = false
        onEnded?(true)
    }
}
