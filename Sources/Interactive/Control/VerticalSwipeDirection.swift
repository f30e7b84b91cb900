import Foundation

/// The way a vertical swipe moves to advance a transition: down (swipe down to dismiss, the
/// page-sheet gesture) or up.
public enum VerticalSwipeDirection: Sendable, Hashable, CaseIterable {
    /// Down the screen (+y). The default of the vertical-swipe controllers.
    case down
    /// Up the screen (−y).
    case up

    /// The pan direction it measures progress along.
    package var panDirection: PanDirection { self == .down ? .down : .up }

    /// The gesture it listens to: a pan along ``panDirection``.
    package var gesture: InteractionGesture { .pan(panDirection) }
}
