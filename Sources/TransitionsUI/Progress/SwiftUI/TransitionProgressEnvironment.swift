#if canImport(UIKit)
import SwiftUI

private struct TransitionProgressKey: EnvironmentKey {
    static let defaultValue = TransitionProgress.idle
}

extension EnvironmentValues {
    /// The progress of the transition moving this screen (``TransitionProgress``): `.idle` unless
    /// a `TransitionNavigationStack` push or pop or a transition presentation moves the screen,
    /// updated every display frame while one does.
    ///
    /// ```swift
    /// @Environment(\.transitionProgress) private var transition
    /// …
    /// Title().scaleEffect(1 + 0.2 * (1 - transition.visibility))
    /// ```
    public var transitionProgress: TransitionProgress {
        get { self[TransitionProgressKey.self] }
        set { self[TransitionProgressKey.self] = newValue }
    }
}
#endif
