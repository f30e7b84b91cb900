import Foundation

/// What a screen of the kit's containers gets by its place, of what SwiftUI's `NavigationStack`
/// and `sheet` give the same screen: its dismiss action and the stack its links push on.
///
/// | screen | `transitionDismiss` | `TransitionLink`s push on |
/// |---|---|---|
/// | a stack's root | the container's around the stack | the stack |
/// | a pushed screen | pops it (and the screens above), path written at once | the stack |
/// | presented content | dismisses it, binding written when it finishes | none: a stack inside the content (as in a SwiftUI `sheet`) |
///
/// The stack's UIKit coordinator and the presentation modifier set each screen up from it, and the
/// test hosts (`ModelStackHost.screenDismisses(at:)`, `ModelPresenter.contentDismisses()`) run a
/// screen's dismiss action from it. Every screen also gets the environment of the view around its
/// container, under the kit's own values; that layering is SwiftUI glue, checked on a device
/// (docs/device-checklist.md).
package struct ScreenEnvironment: Equatable, Sendable {
    /// Where a screen is.
    package enum Place: Equatable, Sendable {
        /// The bottom screen of a stack.
        case stackRoot
        /// A screen a stack pushed for the path entry `id`.
        case pushed(NavigationEntryID)
        /// The content a presentation shows.
        case presented
    }

    /// What the screen's `transitionDismiss` does.
    package enum Dismiss: Equatable, Sendable {
        /// The action of the container around (not overridden).
        case container
        /// Pops the path entry and every screen above it (``NavigationPathSync/dismiss(_:animated:)``).
        case pop(NavigationEntryID)
        /// Dismisses the presented content (``PresentationSync/contentDismissRequested()``).
        case dismissPresentation
    }

    /// Where the screen's `TransitionLink`s push.
    package enum Links: Equatable, Sendable {
        /// On the stack the screen is in.
        case stack
        /// Nowhere but on a stack inside the screen's content: the environment carried in from
        /// around the container does not pass on an outer stack.
        case none
    }

    /// What the screen's `transitionDismiss` does.
    package let dismiss: Dismiss
    /// Where the screen's links push.
    package let links: Links

    /// What a screen at `place` gets.
    package init(_ place: Place) {
        switch place {
        case .stackRoot:
            dismiss = .container
            links = .stack
        case .pushed(let id):
            dismiss = .pop(id)
            links = .stack
        case .presented:
            dismiss = .dismissPresentation
            links = .none
        }
    }
}
