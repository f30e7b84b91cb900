import Foundation

/// Which environment a screen of the kit's containers gets, by its place: what SwiftUI's
/// `NavigationStack` and `sheet` give the same screen.
///
/// | screen | environment around the container | `transitionDismiss` | `TransitionLink`s push on | the stack's rules |
/// |---|---|---|---|---|
/// | a stack's root | carried in, followed on every update | the container's around the stack | the stack | reset |
/// | a pushed screen | carried in | pops it (and the screens above), path written at once | the stack | reset |
/// | presented content | the presenting view's, carried in | dismisses it, binding written when it finishes | none: a stack inside the content (as in a SwiftUI `sheet`) | reset |
///
/// The kit's own values (`transitionProgress`, the dismiss action, the navigator) are set on top of
/// the environment carried in; the stack's rules (`stackTransition`, `stackRouter`) are reset, so a
/// stack inside a screen starts afresh.
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
        /// Pops the path entry and every screen above it (``NavigationStackDriver/dismiss(_:animated:)``).
        case pop(NavigationEntryID)
        /// Dismisses the presented content (a dismissal the driver hears as any other).
        case dismissPresentation
    }

    /// What the screen's `transitionDismiss` does.
    package let dismiss: Dismiss
    /// Whether the screen's links push on the stack it is in (`false`: presented content's links
    /// push only on a stack inside the content, as in a SwiftUI `sheet`).
    package let linksPushOnTheStack: Bool
    /// The environment of the container's place is carried in (always).
    package let carriesEnvironment = true
    /// The stack's rules are reset for the screen's content (always).
    package let resetsStackRules = true

    /// The environment of a screen at `place`.
    package init(_ place: Place) {
        switch place {
        case .stackRoot:
            dismiss = .container
            linksPushOnTheStack = true
        case .pushed(let id):
            dismiss = .pop(id)
            linksPushOnTheStack = true
        case .presented:
            dismiss = .dismissPresentation
            linksPushOnTheStack = false
        }
    }
}
