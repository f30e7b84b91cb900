#if canImport(UIKit)
import SwiftUI
import Transitions

/// A button that pushes a value onto the `TransitionNavigationStack` it is in, with a
/// transition of its own for the push and the pop back: the per-link transition.
///
/// ```swift
/// TransitionLink(value: photo, transition: .zoom(from: frame)) {
///     Thumbnail(photo)
/// }
/// ```
///
/// The stack's path grows by `value` at once (the binding is written), and the new screen plays
/// the link's transition both ways, popped by `gestures` (default: the stack's). Outside a
/// transition stack, or when the stack's path cannot hold `value`'s type, the link does nothing
/// (debug builds say why).
public struct TransitionLink<Label: View>: View {
    @Environment(\.transitionNavigator) private var navigator
    private let value: AnyHashable
    private let transition: any Transition
    private let gestures: [TransitionGesture]?
    private let label: Label

    /// A link pushing `value` with `transition`, popped interactively by `gestures` (default:
    /// the stack's).
    public init<Value: Hashable>(
        value: Value, transition: any Transition, gestures: [TransitionGesture]? = nil, @ViewBuilder label: () -> Label
    ) {
        self.value = AnyHashable(value)
        self.transition = transition
        self.gestures = gestures
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
        let interactions = gestures.map { navigator.interactions(for: $0) }
        if !navigator.push(value, link: LinkTransition(transition, interactions: interactions)) {
            #if DEBUG
            print("TransitionsUI: the TransitionNavigationStack's path cannot hold \(type(of: value.base)); nothing is pushed.")
            #endif
        }
    }
}
#endif
