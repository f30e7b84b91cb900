import Interactive
import Transitions

/// The gestures of `TransitionNavigationStack` and `transitionPresentation`, now `Interactive`'s
/// ``InteractionGesture``.
@available(*, deprecated, renamed: "InteractionGesture")
public typealias TransitionGesture = InteractionGesture

extension InteractionGesture {
    /// A pan in from a screen edge.
    @available(*, deprecated, renamed: "screenEdge(_:)")
    public static func edgePan(_ edge: ScreenEdge = .leading) -> InteractionGesture { .screenEdge(edge) }

    /// A swipe up or down anywhere in the content.
    @available(*, deprecated, message: "Use .pan(.down) or .pan(.up)")
    public static func swipe(_ direction: VerticalSwipeDirection = .down) -> InteractionGesture { direction.gesture }
}
