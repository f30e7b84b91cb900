import Transitions

/// How the gallery shows a transition: one of the three UIKit families a transition animates,
/// each with its own tab in the app.
public enum GalleryKind: String, Hashable, Sendable, CaseIterable {
    /// Presented modally (`present(_:animated:)`, `.fullScreen` style) and dismissed.
    case modal
    /// Pushed on a navigation stack and popped.
    case navigation
    /// A tab switch in a tab bar controller, forwards and backwards.
    case tab

    /// The tab title of the gallery's list for this kind: "Modal", "Navigation" or "Tabs".
    public var title: String {
        switch self {
        case .modal: "Modal"
        case .navigation: "Navigation"
        case .tab: "Tabs"
        }
    }

    /// What selecting an entry does, as a short verb phrase for the list's footer.
    public var action: String {
        switch self {
        case .modal: "Tap to present; pinch in or pan down to dismiss."
        case .navigation: "Tap to push; pinch in or swipe from the edge to pop."
        case .tab: "Tap to open a tab bar whose tab switches use the transition; pan sideways to switch."
        }
    }

    /// The operation that brings the demo screen in: present, push or tab forward.
    public var forwardOperation: TransitionOperation {
        switch self {
        case .modal: .present
        case .navigation: .push
        case .tab: .tabForward
        }
    }

    /// The operation that takes it away again: dismiss, pop or tab backward.
    public var backwardOperation: TransitionOperation { forwardOperation.reversed }

    /// The kind an operation belongs to.
    public init(_ operation: TransitionOperation) {
        switch operation {
        case .present, .dismiss: self = .modal
        case .push, .pop: self = .navigation
        case .tabForward, .tabBackward: self = .tab
        }
    }
}
