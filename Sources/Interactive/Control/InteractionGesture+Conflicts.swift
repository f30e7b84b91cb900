import Foundation
import Transitions

/// How the kit's gestures share a view: the rules its UIKit controllers apply, so that a pinch and
/// a swipe (or a throw, or an edge pan) wired to the same screen never fight.
///
/// - **Touches.** Pans and edge pans follow one finger (``maximumNumberOfTouches``), so a
///   two-finger pinch never begins as a pan: a pinch is the pinch's, a one-finger drag the pan's.
/// - **Edges first.** A plain pan waits for an edge pan on the same view to fail
///   (``requiresFailure(of:)``): a swipe that starts at the edge belongs to the edge pan.
/// - **One at a time.** No two of the kit's gestures are recognized together (UIKit's default,
///   kept: the controllers do not allow simultaneous recognition), and a gesture that begins while
///   any transition runs starts nothing (``InteractionGate``).
/// - **Directions.** Two pans in opposite directions on one view (previous/next tab) each begin
///   only when the finger first moves their way (``shouldBegin(velocity:layoutDirection:)``).
///
/// With your own gestures: a scroll view in the screen should let the kit's pan go first
/// (`scrollView.panGestureRecognizer.require(toFail: controller.gestureRecognizer)`) or the pan
/// should wait for the scroll view (`controller.gestureRecognizer.require(toFail:
/// scrollView.panGestureRecognizer)`), depending on which should win; the kit's controllers never
/// recognize together with other gestures.
extension InteractionGesture {
    /// The most fingers the gesture's recognizer follows: 1 for pans and edge pans; `nil` (no
    /// limit, UIKit's default) for a pinch, which needs two.
    public var maximumNumberOfTouches: Int? {
        switch self {
        case .pinch: nil
        case .pan, .screenEdge: 1
        }
    }

    /// Whether this gesture waits for `other`, on the same view, to fail before it begins: a
    /// plain pan waits for an edge pan; nothing else waits.
    public func requiresFailure(of other: InteractionGesture) -> Bool {
        switch (self, other) {
        case (.pan, .screenEdge): true
        default: false
        }
    }
}
