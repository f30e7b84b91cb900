import Foundation

/// The veto presented content declares (`transitionDismissDisabled(_:onAttempt:)`), answering for
/// the presentation controller's delegate: whether a person's dismissal may start
/// (`presentationControllerShouldDismiss(_:)`) and who hears a refused one
/// (`presentationControllerDidAttemptToDismiss(_:)`).
///
/// A person's dismissal is a tap outside a card, a card's drag or a dismissal gesture; the app's
/// own (`isPresented = false`, `transitionDismiss`) is never vetoed. UIKit's rule (``UserDismissal``)
/// asks `isModalInPresentation` first, which SwiftUI's `interactiveDismissDisabled(_:)` sets on the
/// hosting controller, then this delegate.
@MainActor
package final class ContentDismissalVeto {
    /// Whether the content refuses a person's dismissal now.
    package var isDisabled = false
    /// Called each time a person's dismissal is refused.
    package var onAttempt: (@MainActor () -> Void)?
    /// How many refused attempts were heard.
    package private(set) var attempts = 0

    package init() {}

    /// `presentationControllerShouldDismiss(_:)`.
    package func shouldDismiss() -> Bool {
        !isDisabled
    }

    /// `presentationControllerDidAttemptToDismiss(_:)`: the content hears it (once per attempt).
    package func didAttemptToDismiss() {
        attempts += 1
        onAttempt?()
    }
}
