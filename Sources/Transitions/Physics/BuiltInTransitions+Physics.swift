import Foundation

extension BuiltInTransitions {
    /// Every physics-backed built-in with its default parameters: drop, drop (settle and fade),
    /// physical swing-drop, shatter (200 tiles), snap-in, throw and Newton's cradle. Kept apart from ``all(zoomSource:)``
    /// because building their plans runs a simulation (the shatter's takes noticeably longer than
    /// a keyframed plan; see docs/physics-transitions.md).
    ///
    /// Every one of them handles all six ``TransitionOperation``s and Reduce Motion.
    public static func physics() -> [any Transition] {
        [
            DropTransition(),
            DropTransition(style: .settle),
            PhysicalSwingDropTransition(),
            ShatterTransition(),
            SnapInTransition(),
            ThrowTransition(),
            NewtonsCradleTransition(),
        ]
    }
}
