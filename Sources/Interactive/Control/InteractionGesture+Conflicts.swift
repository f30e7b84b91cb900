import Foundation
import Transitions

/// How the kit's gestures share a view: the rules its UIKit controllers apply, so that a pinch and
/// a swipe (or a throw, or an edge pan) wired to the same screen never fight.
///
/// - **Touches.** Pans and edge pans follow one finger (``maximumNumberOfTouches``), so a
///   two-finger pinch never begins as a pan.
/// - **Edges first.** A plain pan waits for an edge pan on the same view to fail
///   (``requiresFailure(of:)``).
/// - **The innermost screen first.** A kit pan or edge pan waits for the edge pans inside its view,
///   UIKit's back swipe included, and a horizontal pan for iOS 26's content pop inside it
///   (``requiresFailure(of:relation:)``).
/// - **One at a time.** No two of the kit's gestures recognize together (UIKit's default, kept), and
///   one that begins while any transition runs starts nothing (``InteractionGate``).
/// - **Directions.** Opposite pans on one view (previous/next tab) begin only when the finger first
///   moves their way (``shouldBegin(velocity:layoutDirection:)``).
///
/// With a scroll view in the screen, choose the winner: `scrollView.panGestureRecognizer.require(toFail:
/// controller.gestureRecognizer)` lets the kit's pan go first, the reverse lets the scroll view.
extension InteractionGesture {
    /// The most fingers the gesture's recognizer follows: 1 for pans and edge pans; `nil` (no
    /// limit, UIKit's default) for a pinch, which needs two.
    package var maximumNumberOfTouches: Int? {
        switch self {
        case .pinch: nil
        case .pan, .screenEdge: 1
        }
    }

    /// Whether this gesture waits for `other`, on the same view, to fail before it begins: a
    /// plain pan waits for an edge pan; nothing else waits.
    package func requiresFailure(of other: InteractionGesture) -> Bool {
        switch (self, other) {
        case (.pan, .screenEdge): true
        default: false
        }
    }
}

/// Another recognizer a kit gesture meets on the same touch, as the kit's conflict rules see it.
package enum CompetingGesture: Sendable, Hashable {
    /// A recognizer of one of the kit's interaction controllers.
    case kit(InteractionGesture)
    /// A screen-edge pan that is not the kit's: above all a navigation controller's system back
    /// swipe (`interactivePopGestureRecognizer`), or an app's own `UIScreenEdgePanGestureRecognizer`.
    case edgePan
    /// A navigation controller's content pop (iOS 26: `interactiveContentPopGestureRecognizer`, a
    /// horizontal pan anywhere in the content that goes back).
    case contentPop
    /// Anything else (taps, scroll views, an app's own pans).
    case other
}

/// Where another recognizer's view is, seen from a kit gesture's view.
package enum GestureViewRelation: Sendable, Hashable, CaseIterable {
    /// The same view.
    case sameView
    /// Inside it: the other view is a descendant (a navigation controller's view inside the tab bar
    /// controller's view a tab pan is on).
    case inside
    /// Around it: the other view is an ancestor.
    case outside
    /// Neither (UIKit does not ask about such pairs; no rule applies).
    case unrelated
}

extension InteractionGesture {
    /// Whether this gesture waits for `other`, on the view `relation` names, to fail before it
    /// begins: the kit's rule for gestures that meet on one touch, on one view or across views.
    ///
    /// - **Edges first, on one view**: a plain pan waits for a kit edge pan on the same view.
    /// - **The innermost screen's gesture first, across views**: a pan or edge pan of the kit waits
    ///   for every screen-edge pan *inside* its view — the kit's, and UIKit's system back swipe of
    ///   a navigation controller inside it — and a horizontal pan also waits for iOS 26's content
    ///   pop inside it. So the tab pans a router wires to a tab bar controller's view let the
    ///   navigation controller of the selected tab go back first: a swipe from the leading edge of a
    ///   pushed screen pops it; at the root of the stack the back gesture fails at once and the
    ///   swipe switches tabs.
    /// - **Pinches never wait**: they need two fingers, pans and edge pans follow one.
    ///
    /// Never both ways: no two gestures wait for each other (a deadlock would recognize neither).
    ///
    /// The kit's recognizers apply it in `gestureRecognizer(_:shouldRequireFailureOf:)`, a dynamic
    /// failure requirement, which Apple's `UIGestureRecognizerDelegate` overview describes for
    /// exactly this case: recognizers in a view's subtree and a screen-edge pan.
    package func requiresFailure(of other: CompetingGesture, relation: GestureViewRelation) -> Bool {
        switch (self, relation) {
        case (.pinch, _), (_, .unrelated), (_, .outside):
            return false
        case (_, .sameView):
            if case let .kit(kit) = other { return requiresFailure(of: kit) }
            return false
        case let (.pan(direction), .inside):
            switch other {
            case .kit(.screenEdge), .edgePan: return true
            case .contentPop: return direction.isHorizontal
            case .kit, .other: return false
            }
        case (.screenEdge, .inside):
            switch other {
            case .kit(.screenEdge), .edgePan: return true
            case .kit, .contentPop, .other: return false
            }
        }
    }
}
