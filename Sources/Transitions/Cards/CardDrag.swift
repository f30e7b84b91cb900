import Foundation

/// How a sheet follows the finger and where it goes when the finger lifts: rubber-banding past
/// the tallest detent, the throw's projection to a detent (or away), and the kit's spring from
/// the finger's velocity to that detent.
///
/// Heights are the card's height above the bottom of its space, points
/// (``CardLayout/frame(forHeight:minimumHeight:in:keyboardOverlap:)``); velocities are points per
/// second, positive when the card grows (a finger moving up).
/// - **Following.** The *raw* height is the height at touch plus the finger's travel; what shows is
///   ``displayedHeight(raw:detents:resistsDismissal:)``: past the tallest detent the excess is
///   rubber-banded with UIScrollView's curve, `extent · (1 − 1 / (excess · 0.55 / extent + 1))`,
///   at most ``rubberBandExtent``; below the shortest the card slides freely, or rubber-bands the
///   same way when the dismissal would be refused (`isModalInPresentation`).
/// - **Release.** ``target(height:velocity:detents:)`` projects the height as a scroll view
///   decelerating at ``decelerationRate`` would coast (Apple's projection, as
///   `CompletionPolicy.halfway` uses it) and picks the nearest detent, or away when 0 is nearer.
/// - **Settling.** A ``SpringMotion`` with ``spring`` runs in raw space to the target and shows the
///   rubber-banded height, so a hard throw overshoots by at most ``rubberBandExtent``; once settled
///   (0.5 pt, 0.5 pt/s) the card is put exactly at the detent, so a resting card is at a detent.
public struct CardDrag: Sendable, Hashable {
    /// The spring between detents (default: response 0.4 s, damping ratio 0.86, a slight bounce).
    public var spring: Spring
    /// The farthest the card can be pulled past its tallest detent (and, when a dismissal would be
    /// refused, below its shortest), points (default 48; non-finite or negative reads as 0).
    public var rubberBandExtent: CGFloat
    /// The per-millisecond deceleration of the projection (default 0.998,
    /// `UIScrollView.DecelerationRate.normal`: the throw coasts ≈ 0.5 s; clamped to 0…0.9999,
    /// NaN reads as 0.998).
    public var decelerationRate: CGFloat

    /// UIScrollView's rubber-band coefficient.
    public static let rubberBandCoefficient: CGFloat = 0.55

    /// Creates a drag; see the properties for defaults.
    public init(spring: Spring = Spring(response: 0.4, dampingRatio: 0.86), rubberBandExtent: CGFloat = 48, decelerationRate: CGFloat = 0.998) {
        self.spring = spring
        self.rubberBandExtent = rubberBandExtent
        self.decelerationRate = decelerationRate
    }

    /// Where a released card goes.
    public enum Target: Sendable, Hashable {
        /// To the detent with this name.
        case detent(CardDetent.Identifier)
        /// Away: the card is dismissed (if the app allows it).
        case dismissal
    }

    private var extent: CGFloat { rubberBandExtent.isFinite ? max(rubberBandExtent, 0) : 0 }

    /// `excess` points of pull shown as a rubber band: at most ``rubberBandExtent``; 0 for
    /// negative or NaN pulls.
    public func rubberBand(_ excess: CGFloat) -> CGFloat {
        guard excess > 0, extent > 0 else { return 0 }
        guard excess.isFinite else { return extent }
        return extent * (1 - 1 / (excess * Self.rubberBandCoefficient / extent + 1))
    }

    /// The pull that ``rubberBand(_:)`` shows as `shown` points (its inverse); `shown` at or past
    /// the extent reads as just below it.
    public func unband(_ shown: CGFloat) -> CGFloat {
        guard shown > 0, extent > 0 else { return 0 }
        let fraction = min(shown / extent, 1 - 1e-9)
        return extent / Self.rubberBandCoefficient * (1 / (1 - fraction) - 1)
    }

    /// The height shown for a raw height: rubber-banded past the tallest detent, and below the
    /// shortest when `resistsDismissal`; never below 0. NaN reads as the shortest detent.
    public func displayedHeight(raw: CGFloat, detents: ResolvedCardDetents, resistsDismissal: Bool) -> CGFloat {
        guard !raw.isNaN else { return detents.smallest.height }
        let top = detents.largest.height, bottom = detents.smallest.height
        if raw > top { return top + rubberBand(raw - top) }
        if raw < bottom, resistsDismissal { return bottom - rubberBand(bottom - raw) }
        return max(raw, 0)
    }

    /// The raw height that shows as `displayed` (the inverse of
    /// ``displayedHeight(raw:detents:resistsDismissal:)``), so a drag or a spring can pick up a
    /// card wherever it is shown.
    public func rawHeight(displayed: CGFloat, detents: ResolvedCardDetents, resistsDismissal: Bool) -> CGFloat {
        guard displayed.isFinite else { return detents.smallest.height }
        let top = detents.largest.height, bottom = detents.smallest.height
        if displayed > top { return top + unband(displayed - top) }
        if displayed < bottom, resistsDismissal { return bottom - unband(bottom - displayed) }
        return displayed
    }

    /// Seconds a throw coasts in the projection (``Projection/coastingTime(decelerationRate:)``:
    /// 0.499 s at 0.998).
    public var projectionTime: CGFloat { Projection.coastingTime(decelerationRate: decelerationRate) }

    /// Where a card released at `height` with `velocity` goes: the detent nearest the projected
    /// height `height + velocity · projectionTime`, or ``Target/dismissal`` when the projection is
    /// nearer 0 than the shortest detent (strictly: a tie stays). A non-finite velocity reads as 0.
    public func target(height: CGFloat, velocity: CGFloat, detents: ResolvedCardDetents) -> Target {
        let start = height.isFinite ? height : detents.smallest.height
        let projected = Projection.project(start, velocity: velocity, decelerationRate: decelerationRate)
        if projected < detents.smallest.height / 2 { return .dismissal }
        return .detent((detents.nearest(to: projected) ?? detents.smallest).identifier)
    }
}

extension CardDrag {
    /// Whether a pan on the card starting with `velocity` (points per second) is the card's drag:
    /// more vertical than horizontal, so a horizontal swipe in the content (a slider, a carousel,
    /// a swipe action) is left to the content.
    public static func beginsDrag(velocity: CGPoint) -> Bool {
        guard velocity.x.isFinite, velocity.y.isFinite else { return false }
        return abs(velocity.y) > abs(velocity.x)
    }
}
