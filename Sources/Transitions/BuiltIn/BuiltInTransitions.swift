import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGRect in a default argument must be imported directly on Apple platforms
#endif

/// The catalogue of the kit's built-in transitions, for galleries, pickers and tests that want
/// to go through all of them.
public enum BuiltInTransitions {
    /// Every built-in transition with its default parameters, the three classic transitions first: scale,
    /// swing-drop, slide-up, cross-fade, slide (leading), slide (top), cover, uncover, zoom
    /// (from `zoomSource`, container coordinates in points; default a 160 × 120 pt tile near the
    /// top-left of a phone screen), flip (vertical axis) and flip (horizontal axis), then cube,
    /// fold, portal, explode, turn, card stack, NatGeo and cascade.
    ///
    /// Every one of them handles all six ``TransitionOperation``s, both layout directions and
    /// Reduce Motion.
    public static func all(zoomSource: CGRect = CGRect(x: 24, y: 180, width: 160, height: 120)) -> [any Transition] {
        [
            ScaleTransition(),
            SwingDropTransition(),
            SlideUpTransition(),
            CrossFadeTransition(),
            SlideTransition(direction: .leading),
            SlideTransition(direction: .top),
            CoverTransition(style: .cover),
            CoverTransition(style: .uncover),
            ZoomTransition(sourceRect: zoomSource),
            FlipTransition(axis: .vertical),
            FlipTransition(axis: .horizontal),
            CubeTransition(),
            FoldTransition(),
            PortalTransition(),
            ExplodeTransition(),
            TurnTransition(),
            CardStackTransition(),
            NatGeoTransition(),
            CascadeTransition(),
        ]
    }
}
