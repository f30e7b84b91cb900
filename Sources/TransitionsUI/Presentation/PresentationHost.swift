import Foundation

/// What a ``PresentationSync`` needs from the screen that presents: whether it can present now,
/// presenting and dismissing the content for an identity, and writing the app's binding.
///
/// On iOS the presentation modifiers implement it with an invisible view controller behind the
/// modified view, presenting a hosting controller with the kit's one-line
/// `present(_:with:dismissal:dismissalInteractions:presentation:)`; the tests, and users' tests
/// (`ModelPresenter` in `TransitionsUITesting`), implement it with a model whose dismissals play
/// under the model of UIKit's transition runner.
///
/// **The contract: which events a host sends the sync, in which order.** A host reports what
/// UIKit tells the presented screen, when UIKit tells it (`UIPresentationController`'s order,
/// `ModelScreen.AppearanceTransition`):
/// 1. every value of the app's binding SwiftUI hands the modifier,
///    ``PresentationSync/bindingChanged(_:animated:)`` (also unchanged ones), then
///    ``PresentationSync/availabilityChanged()``; again when the presenting screen appears;
/// 2. ``PresentationSync/presentationEnded()`` from `present`'s completion handler;
/// 3. for every dismissal, the host's or a person's: ``PresentationSync/dismissalBegan()`` at
///    the presented screen's `viewWillDisappear(_:)` while it is being dismissed, then
///    ``PresentationSync/dismissalEnded(finished:)`` from the transition coordinator's
///    completion, or, without an animated coordinator, at `viewDidDisappear(_:)`
///    (`DismissalObserver` decides this);
/// 4. ``isDismissingContent`` answers **from the request**: `isBeingDismissed` is `true` as soon as
///    UIKit accepts a dismissal, although it starts it only on the next run-loop turn.
@MainActor
package protocol PresentationHost: AnyObject {
    /// What the binding holds when something is presented: `Bool`'s `true` for `isPresented:`,
    /// the item's `id` for `item:`.
    associatedtype ID: Hashable

    /// Whether the presented content is being dismissed: UIKit accepted a dismissal (its
    /// `isBeingDismissed`, from the request on) whose transition has not ended.
    var isDismissingContent: Bool { get }

    /// Whether a presentation can start now: the presenting screen is in a window and presents
    /// nothing else (UIKit ignores `present` otherwise, logging "already presenting").
    var canPresent: Bool { get }

    /// Presents the content for `id`. The host reports ``PresentationSync/presentationEnded()``
    /// when UIKit's presentation completes (its completion handler).
    func present(_ id: ID, animated: Bool)

    /// Dismisses the presented content. The host reports
    /// ``PresentationSync/dismissalBegan()`` and ``PresentationSync/dismissalEnded(finished:)``
    /// as for any dismissal.
    func dismiss(animated: Bool)

    /// Writes `nil` into the app's binding (`false` for `isPresented:`): the user dismissed the
    /// content.
    func writeBackDismissed()

    /// The content for `id` finished leaving the screen (SwiftUI's `onDismiss`).
    func didDismiss(_ id: ID)
}
