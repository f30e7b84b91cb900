import Foundation
import GalleryRendering
import Transitions

/// One transition in one direction, as the gallery shows it: the transition, the operation it
/// plays, the parameters to list, and how its from- and to-screens look.
struct ShowcaseEntry: Sendable {
    /// The base name of its files (e.g. `slide-up-present`).
    var slug: String
    /// The transition.
    var transition: any Transition
    /// The operation it plays (present, dismiss, push, pop, tab forward or backward).
    var operation: TransitionOperation
    /// The layout direction of the context (mirrors leading/trailing edges).
    var layoutDirection: LayoutDirection
    /// Parameters to show on the page (the duration is shown separately).
    var parameters: [GalleryPage.Parameter]
    /// The placeholder screen of the from-view (and its snapshots).
    var fromScreen: PlaceholderScreen
    /// The from-view's tint.
    var fromTint: CanvasColor
    /// The placeholder screen of the to-view (and its snapshots).
    var toScreen: PlaceholderScreen
    /// The to-view's tint.
    var toTint: CanvasColor
    /// The card the presented screen is shown on (a `CardPresentationController` on iOS), or
    /// `nil` for a full-screen presentation (the default).
    var card: CardLayout?

    /// Creates an entry; `card` (default `nil`) shows the presented screen on a card.
    init(
        slug: String, transition: any Transition, operation: TransitionOperation, layoutDirection: LayoutDirection = .leftToRight,
        parameters: [GalleryPage.Parameter] = [], fromScreen: PlaceholderScreen, fromTint: CanvasColor,
        toScreen: PlaceholderScreen, toTint: CanvasColor, card: CardLayout? = nil
    ) {
        self.slug = slug
        self.transition = transition
        self.operation = operation
        self.layoutDirection = layoutDirection
        self.parameters = parameters
        self.fromScreen = fromScreen
        self.fromTint = fromTint
        self.toScreen = toScreen
        self.toTint = toTint
        self.card = card
    }

    /// The display name: the transition's name and the operation, e.g. "Slide up — present", or
    /// "Swing-drop on a card — dismiss".
    var title: String {
        var title = "\(transition.name)\(card == nil ? "" : " on a card") — \(Self.operationName(operation))"
        if layoutDirection == .rightToLeft { title += " (right-to-left)" }
        return title
    }

    static func operationName(_ operation: TransitionOperation) -> String {
        switch operation {
        case .present: "present"
        case .dismiss: "dismiss"
        case .push: "push"
        case .pop: "pop"
        case .tabForward: "tab forward"
        case .tabBackward: "tab backward"
        }
    }
}
