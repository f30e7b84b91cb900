#if canImport(UIKit)
import SwiftUI
import Transitions

private struct TransitionDismissKey: EnvironmentKey {
    static let defaultValue = TransitionDismissAction(nil)
}

extension EnvironmentValues {
    /// Dismisses the screen reading it, as SwiftUI's `dismiss` does in SwiftUI's own containers:
    /// a screen a `TransitionNavigationStack` pushed is popped (with the screens above it), a
    /// transition presentation's content is dismissed. At a stack's root it is the action of the
    /// kit's container around the stack (the presentation showing it), if any; outside the kit's
    /// containers it does nothing.
    ///
    /// ```swift
    /// @Environment(\.transitionDismiss) private var dismiss
    /// …
    /// Button("Done") { dismiss() }
    /// ```
    ///
    /// A pop writes the path at once, once; a presentation's binding is written once, when its
    /// dismissal finishes (called while the content is still being presented, it waits for the
    /// presentation to end). Neither is vetoed (a veto is for a person's gestures). SwiftUI's own
    /// `@Environment(\.dismiss)` cannot be given this behaviour (SwiftUI offers no way to make a
    /// `DismissAction`): inside the kit's screens it acts as it does where the stack or the
    /// presenting view is.
    public var transitionDismiss: TransitionDismissAction {
        get { self[TransitionDismissKey.self] }
        set { self[TransitionDismissKey.self] = newValue }
    }
}

/// Dismisses the screen of a transition stack or presentation: call it as a function,
/// `dismiss()`, like SwiftUI's `DismissAction`.
public struct TransitionDismissAction: Sendable {
    private let action: (@MainActor @Sendable () -> Void)?

    init(_ action: (@MainActor @Sendable () -> Void)?) {
        self.action = action
    }

    /// Dismisses the screen (animated, with its pop or dismissal transition). Does nothing
    /// outside the kit's containers.
    @MainActor
    public func callAsFunction() {
        action?()
    }
}
#endif
