import Foundation

/// What a ``PresentationDriver`` needs from the screen that presents: whether it can present now,
/// presenting and dismissing the content for an identity, and writing the app's binding.
///
/// On iOS the presentation modifiers implement it with an invisible view controller behind the
/// modified view, presenting a hosting controller with the kit's one-line
/// `present(_:with:dismissal:dismissalInteractions:presentation:)`; the tests implement it with a
/// model whose dismissals play under the model of UIKit's transition runner.
@MainActor
public protocol PresentationHost: AnyObject {
    /// What the binding holds when something is presented: `Bool`'s `true` for `isPresented:`,
    /// the item's `id` for `item:`.
    associatedtype ID: Hashable

    /// Whether a presentation can start now: the presenting screen is in a window and presents
    /// nothing else (UIKit ignores `present` otherwise, logging "already presenting").
    var canPresent: Bool { get }

    /// Presents the content for `id`. The host reports ``PresentationDriver/presentationEnded()``
    /// when UIKit's presentation completes (its completion handler).
    func present(_ id: ID, animated: Bool)

    /// Dismisses the presented content. The host reports
    /// ``PresentationDriver/dismissalBegan()`` and ``PresentationDriver/dismissalEnded(finished:)``
    /// as for any dismissal.
    func dismiss(animated: Bool)

    /// Writes `nil` into the app's binding (`false` for `isPresented:`): the user dismissed the
    /// content.
    func writeBackDismissed()

    /// The content for `id` finished leaving the screen (SwiftUI's `onDismiss`).
    func didDismiss(_ id: ID)
}
