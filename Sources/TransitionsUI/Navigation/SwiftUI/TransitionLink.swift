#if canImport(UIKit)
import Interactive
import SwiftUI
import Transitions

/// A button that pushes a value onto the `TransitionNavigationStack` it is in, like SwiftUI's
/// `NavigationLink(value:label:)`: the transition is the one a path edit gets (a
/// ``View/stackTransition(_:for:gestures:)`` rule, the stack's, the router's), or the link's own.
///
/// ```swift
/// TransitionLink(value: photo) { Thumbnail(photo) }                              // the stack's choice
/// TransitionLink(value: photo, transition: .zoom(from: frame)) { Thumbnail(photo) } // its own
/// ```
///
/// The stack's path grows by `value` at once (the binding is written), and the new screen plays
/// the transition chosen both ways, popped by `gestures` (default: those of that transition).
/// Outside a transition stack, or when the stack's path cannot hold `value`'s type, the link does
/// nothing (debug builds say why).
public struct TransitionLink<Label: View>: View {
    @Environment(\.transitionNavigator) private var navigator
    private let value: AnyHashable
    private let link: LinkTransition
    private let label: Label

    /// A link pushing `value` with `transition` (default `nil`: the one a path edit gets), popped
    /// interactively by `gestures` (default: those of the transition chosen).
    public init<Value: Hashable>(
        value: Value, transition: (any Transition)? = nil, gestures: [InteractionGesture]? = nil, @ViewBuilder label: () -> Label
    ) {
        self.value = AnyHashable(value)
        self.link = LinkTransition(transition, gestures: gestures)
        self.label = label()
    }

    public var body: some View {
        Button(action: { push() }) { label }
    }

    @MainActor
    private func push() {
        guard let navigator else {
            #if DEBUG
            print("TransitionsUI: a TransitionLink to \(value) is not inside a TransitionNavigationStack; nothing is pushed.")
            #endif
            return
        }
        if !navigator.push(value, link) {
            #if DEBUG
            print("TransitionsUI: the TransitionNavigationStack's path cannot hold \(type(of: value.base)); nothing is pushed.")
            #endif
        }
    }
}

/// What a ``TransitionLink`` asks of its navigation stack: to push a value with the link's
/// transition.
struct TransitionNavigator: Sendable {
    /// Pushes the value with the link's transition; returns `false` when the stack's path cannot
    /// hold the value's type.
    let push: @MainActor @Sendable (_ value: AnyHashable, _ link: LinkTransition) -> Bool
}

private struct TransitionNavigatorKey: EnvironmentKey {
    static let defaultValue: TransitionNavigator? = nil
}

extension EnvironmentValues {
    /// The navigation stack this screen is in, for ``TransitionLink`` (`nil` outside a
    /// `TransitionNavigationStack`).
    var transitionNavigator: TransitionNavigator? {
        get { self[TransitionNavigatorKey.self] }
        set { self[TransitionNavigatorKey.self] = newValue }
    }
}
#endif
