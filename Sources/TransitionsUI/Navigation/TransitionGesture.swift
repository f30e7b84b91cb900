import Foundation
import Interactive
import Transitions

/// A gesture that drives a pop or a dismissal, named as a value so SwiftUI views can declare it
/// on every update; the container makes the `Interactive` controller for it once and keeps it.
///
/// | gesture | controller (module `Interactive`) | finish-or-cancel |
/// |---|---|---|
/// | ``pinch`` | `PinchInteractionController` (percent-driven) | the pinch rule |
/// | ``edgePan(_:)`` | `ScreenEdgeInteractionController` | half way |
/// | ``pan(_:)`` | `PanInteractionController`: a pan anywhere in the content | half way |
/// | ``swipe(_:)`` | `VerticalSwipeInteractionController` | half way |
/// | ``throwAway`` | `ThrowInteractionController`: flies off with the finger's velocity or springs back | half way |
///
/// ```swift
/// TransitionNavigationStack(path: $path, transition: .slide(), gestures: [.pinch, .edgePan()]) { … }
/// ```
public enum TransitionGesture: Hashable, Sendable {
    /// Pinch in (two fingers), the pinch rule.
    case pinch
    /// A pan in from a screen edge (default the leading edge, mirrored in right-to-left
    /// layouts): the swipe back that replaces the system one while a custom pop is routed.
    case edgePan(ScreenEdge = .leading)
    /// A pan anywhere in the content, in a direction (default towards the trailing edge, the
    /// way a screen goes back).
    case pan(PanDirection = .trailing)
    /// A swipe up or down anywhere in the content (default down), the usual way to dismiss.
    case swipe(VerticalSwipeDirection = .down)
    /// A pan that throws the screen away with the finger's velocity (physics), or lets it spring
    /// back.
    case throwAway

    /// The gestures a navigation stack pops with when none are given: a leading edge pan, the
    /// kit's swipe back (the system back swipe cannot drive a custom pop, so the router turns it
    /// off while one is routed, docs/router.md).
    public static let defaultPopGestures: [TransitionGesture] = [.edgePan()]
}
