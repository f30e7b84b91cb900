import Foundation

/// How a `TransitionRouter` presents the controllers it is installed on: full
/// screen, or as a card over the dimmed presenting screen.
///
/// On iOS, `TransitionRouter.modalPresentation` and the `presentation:` argument of the
/// one-line `present(_:with:)` take it; ``presentationStyle(replacing:)`` is the rule they apply
/// to the presented controller's `modalPresentationStyle`.
public enum ModalPresentation: Equatable, Sendable {
    /// The presented controller covers the screen: a style of `.automatic` (UIKit's default,
    /// which ignores custom animators) becomes `.fullScreen`; any other style the app chose is
    /// kept. The default.
    case fullScreen
    /// The presented controller is a card laid out by `layout` over the dimmed presenting
    /// screen: the style becomes `.custom` and the router vends a `CardPresentationController`.
    case card(CardLayout = CardLayout())

    /// The style the presented controller gets, given the one it has: `.custom` for a card;
    /// for full screen, `.fullScreen` instead of `.automatic` and any other style kept
    /// (``ModalPresentationStyle/resolvedForCustomTransition``).
    public func presentationStyle(replacing style: ModalPresentationStyle) -> ModalPresentationStyle {
        switch self {
        case .fullScreen: style.resolvedForCustomTransition
        case .card: .custom
        }
    }

    /// The card's layout, or `nil` for ``fullScreen``.
    public var cardLayout: CardLayout? {
        if case .card(let layout) = self { return layout }
        return nil
    }
}
