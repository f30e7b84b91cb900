import Foundation

/// What a presentation controller shows around the presented screen that a transition must
/// know about: a dimming view over the presenting screen, which the transition animates, and
/// the presented screen's corner radius.
///
/// ``TransitionContext/presentation`` carries it for a presentation or dismissal through a
/// presentation controller that has a dimming view (on iOS, `CardPresentationController`, or
/// any `PresentationDimming`); it is `nil` otherwise (full-screen presentations, pushes, tab
/// switches). Every plan built for such a context animates the dimming view (see
/// ``TransitionPlan/init(context:participants:duration:timing:removesFromViewOnFinish:)``).
public struct PresentationAppearance: Equatable, Sendable {
    /// The dimming view's alpha while the presented screen is shown, `0…1` (default 0.4).
    /// Out-of-range values are clamped; NaN and infinities read as the default.
    public let dimmingAlpha: CGFloat
    /// The presented screen's corner radius while it is shown, points (default 0). Negative
    /// values read as 0; NaN and infinities as the default.
    public let cornerRadius: CGFloat

    /// Creates an appearance; see the properties for ranges.
    public init(dimmingAlpha: CGFloat = 0.4, cornerRadius: CGFloat = 0) {
        self.dimmingAlpha = Self.unit(dimmingAlpha, default: 0.4)
        self.cornerRadius = Self.radius(cornerRadius)
    }

    static func unit(_ value: CGFloat, default fallback: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), 1) : fallback
    }

    static func radius(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }
}
