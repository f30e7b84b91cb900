#if canImport(UIKit)
import SwiftUI
import Transitions

private struct TransitionDismissKey: EnvironmentKey {
    static let defaultValue = TransitionDismissAction(nil)
}

private struct TransitionNavigatorKey: EnvironmentKey {
    static let defaultValue: TransitionNavigator? = nil
}

extension EnvironmentValues {
    /// Dismisses the content a transition presentation shows (``View/transitionPresentation(isPresented:transition:dismissal:presentation:gestures:onDismiss:content:)``):
    /// its dismissal transition plays and the binding is set back once it finishes. Does nothing
    /// elsewhere.
    public var transitionDismiss: TransitionDismissAction {
        get { self[TransitionDismissKey.self] }
        set { self[TransitionDismissKey.self] = newValue }
    }

    /// The navigation stack this screen is in, for ``TransitionLink`` (`nil` outside a
    /// `TransitionNavigationStack`).
    var transitionNavigator: TransitionNavigator? {
        get { self[TransitionNavigatorKey.self] }
        set { self[TransitionNavigatorKey.self] = newValue }
    }
}

/// Dismisses a transition presentation's content: call it as a function,
/// `dismiss()`, like SwiftUI's `DismissAction`.
public struct TransitionDismissAction: Sendable {
    private let action: (@MainActor @Sendable () -> Void)?

    init(_ action: (@MainActor @Sendable () -> Void)?) {
        self.action = action
    }

    /// Dismisses the content (animated, with the presentation's dismissal transition). Does
    /// nothing outside a transition presentation.
    @MainActor
    public func callAsFunction() {
        action?()
    }
}

/// What a ``TransitionLink`` asks of its navigation stack.
@MainActor
class TransitionNavigator {
    /// Pushes `value` with `link`; returns `false` when the stack's path cannot hold the value's
    /// type.
    func push(_ value: AnyHashable, link: LinkTransition) -> Bool { false }

    /// The stack's controllers for `gestures` (made once per gesture).
    func interactions(for gestures: [TransitionGesture]) -> [any InteractionProviding] { [] }
}
#endif
