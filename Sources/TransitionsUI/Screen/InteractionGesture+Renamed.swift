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

    /// A swipe up or down anywhere in the content: a pan in that direction, which drives the
    /// transition as the vertical-swipe controller did.
    @available(*, deprecated, message: "Use .pan(.down) or .pan(.up)")
    public static func swipe(_ direction: VerticalSwipeDirection = .down) -> InteractionGesture { direction.gesture }

    /// A pan down that throws the screen away with the finger's velocity: `.pan(.down)`, which
    /// throws when the screen's transition is a throw (`.throwAway`) and otherwise scrubs it.
    @available(*, deprecated, message: "Use .pan(.down) with a .throwAway transition")
    public static var throwAway: InteractionGesture { .pan(.down) }

    /// The gestures a navigation stack pops with when none are given: a leading screen-edge pan.
    @available(*, deprecated, message: "Use [.screenEdge(.leading)], the default of TransitionNavigationStack's gestures")
    public static var defaultPopGestures: [InteractionGesture] { [.screenEdge(.leading)] }
}
