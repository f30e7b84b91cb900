import Foundation

/// How a sheet follows the finger and where it goes when the finger lifts: UIKit's sheet
/// interaction, on the kit's springs.
///
/// Heights are the sheet's height above its baseline, points (`CardSheetGeometry`); velocities
/// are points per second, positive when the sheet grows (a finger moving up).
/// - **Following.** The *raw* height is the height at touch plus the finger's travel; what shows is
///   ``displayedHeight(raw:detents:resistsDismissal:extents:floor:)``: past the tallest detent the
///   excess is rubber-banded with UIScrollView's curve, `extent · (1 − 1 / (excess · 0.55 / extent + 1))`
///   (UIKit's `_UIHyperInteractor._constrainedFraction`), at most the top extent; below the
///   shortest the sheet slides freely to the dismiss position, or rubber-bands the same way, at
///   most the bottom extent, when the dismissal was refused. The extents are UIKit's
///   (`CardSheetGeometry`) unless ``rubberBandExtent`` sets one for both.
/// - **Release.** ``target(height:velocity:detents:dismissHeight:)`` is UIKit's release rule
///   (`UISheetInteraction`'s `draggingEndedInSource` block): the regions are the detents and,
///   when the dismissal is allowed, the dismiss position; the height is projected
///   ``projectionTime`` (0.099 s at 0.99) ahead and the nearest region wins; and at
///   ``speedThreshold`` (1000 pt/s) or faster, when the projection stays in the region the sheet
///   is nearest and the sheet is moving away from it, it goes exactly one region further.
/// - **Settling.** A ``SpringMotion`` with ``spring`` — ``highSpeedSpring`` for a release at the
///   speed threshold or faster — runs in raw space to the target and shows the rubber-banded
///   height; once settled (0.5 pt, 0.5 pt/s) the sheet is put exactly at the detent, so a resting
///   sheet is at a detent. UIKit's springs: response 0.344 s, damping ratio 1 and 0.8
///   (`_UISheetPresentationMetrics transitionSpringParametersHighSpeed:`).
public struct CardDrag: Sendable, Hashable {
    /// The spring to a detent after a release below ``speedThreshold``, and for animated
    /// selections (default: response 0.344144233 s, damping ratio 1; UIKit's sheet spring).
    public var spring: Spring
    /// The spring after a release at ``speedThreshold`` or faster (default: response 0.344144233 s,
    /// damping ratio 0.8; UIKit's high-speed sheet spring).
    public var highSpeedSpring: Spring
    /// The release speed from which the high-speed rule and spring apply, points per second
    /// (default 1000; UIKit's `SheetSpeedThreshold`; NaN reads as 1000).
    public var speedThreshold: CGFloat
    /// One rubber-band extent for both ends, points; `nil` (the default) uses UIKit's:
    /// `CardSheetGeometry/topRubberBandExtent(largest:)` and
    /// `CardSheetGeometry/bottomRubberBandExtent`. Non-finite or negative reads as 0.
    public var rubberBandExtent: CGFloat?
    /// The per-millisecond deceleration of the projection (default 0.99, UIKit's
    /// `SheetDecelerationFactor`: the release is carried 0.099 s ahead; clamped to 0…0.9999, NaN
    /// reads as 0.99).
    public var decelerationRate: CGFloat

    /// UIScrollView's rubber-band coefficient.
    package static let rubberBandCoefficient: CGFloat = 0.55
    /// UIKit's sheet spring response, seconds.
    public static let sheetResponse: CGFloat = 0.344144233

    /// Creates a drag; see the properties for defaults.
    public init(
        spring: Spring = Spring(response: CardDrag.sheetResponse, dampingRatio: 1),
        highSpeedSpring: Spring = Spring(response: CardDrag.sheetResponse, dampingRatio: 0.8),
        speedThreshold: CGFloat = 1000, rubberBandExtent: CGFloat? = nil, decelerationRate: CGFloat = 0.99
    ) {
        self.spring = spring
        self.highSpeedSpring = highSpeedSpring
        self.speedThreshold = speedThreshold
        self.rubberBandExtent = rubberBandExtent
        self.decelerationRate = decelerationRate
    }

    /// Where a released sheet goes.
    package enum Target: Sendable, Hashable {
        /// To the detent with this name.
        case detent(CardDetent.Identifier)
        /// Away: the sheet is dismissed.
        case dismissal
    }

    /// How far the sheet can be pulled past its tallest detent (`top`) and, when the dismissal is
    /// refused, below its shortest (`bottom`), points.
    package struct Extents: Sendable, Hashable {
        package var top: CGFloat
        package var bottom: CGFloat
        /// Creates extents; non-finite or negative values read as 0.
        package init(top: CGFloat, bottom: CGFloat) {
            self.top = top.isFinite ? max(top, 0) : 0
            self.bottom = bottom.isFinite ? max(bottom, 0) : 0
        }
    }

    /// The extents for a sheet in `geometry` whose tallest detent is `largest` points tall:
    /// ``rubberBandExtent`` when set, else UIKit's.
    package func extents(in geometry: CardSheetGeometry, largest: CGFloat) -> Extents {
        if let rubberBandExtent { return Extents(top: rubberBandExtent, bottom: rubberBandExtent) }
        return Extents(top: geometry.topRubberBandExtent(largest: largest), bottom: geometry.bottomRubberBandExtent)
    }

    /// `excess` points of pull shown as a rubber band of `extent`: less than `extent`; 0 for
    /// negative or NaN pulls.
    package static func rubberBand(_ excess: CGFloat, extent: CGFloat) -> CGFloat {
        guard excess > 0, extent > 0, extent.isFinite else { return 0 }
        guard excess.isFinite else { return extent }
        return extent * (1 - 1 / (excess * rubberBandCoefficient / extent + 1))
    }

    /// The pull that ``rubberBand(_:extent:)`` shows as `shown` points (its inverse); `shown` at
    /// or past the extent reads as just below it.
    package static func unband(_ shown: CGFloat, extent: CGFloat) -> CGFloat {
        guard shown > 0, extent > 0, extent.isFinite else { return 0 }
        let fraction = min(shown / extent, 1 - 1e-9)
        return extent / rubberBandCoefficient * (1 / (1 - fraction) - 1)
    }

    /// The height shown for a raw height: rubber-banded past the tallest detent, and below the
    /// shortest when `resistsDismissal`; never below `floor` (the dismiss position). NaN reads as
    /// the shortest detent.
    package func displayedHeight(raw: CGFloat, detents: ResolvedCardDetents, resistsDismissal: Bool, extents: Extents, floor: CGFloat = 0) -> CGFloat {
        guard !raw.isNaN else { return detents.smallest.height }
        let top = detents.largest.height, bottom = detents.smallest.height
        if raw > top { return top + Self.rubberBand(raw - top, extent: extents.top) }
        if raw < bottom, resistsDismissal { return bottom - Self.rubberBand(bottom - raw, extent: extents.bottom) }
        return max(raw, floor)
    }

    /// The raw height that shows as `displayed` (the inverse of
    /// ``displayedHeight(raw:detents:resistsDismissal:extents:floor:)``), so a drag or a spring can
    /// pick up a sheet wherever it is shown.
    package func rawHeight(displayed: CGFloat, detents: ResolvedCardDetents, resistsDismissal: Bool, extents: Extents) -> CGFloat {
        guard displayed.isFinite else { return detents.smallest.height }
        let top = detents.largest.height, bottom = detents.smallest.height
        if displayed > top { return top + Self.unband(displayed - top, extent: extents.top) }
        if displayed < bottom, resistsDismissal { return bottom - Self.unband(bottom - displayed, extent: extents.bottom) }
        return displayed
    }

    /// The one extent for both ends that ``rubberBand(_:)``, ``unband(_:)`` and the height
    /// conversions without `extents:` use: ``rubberBandExtent``, else 48 pt.
    private var singleExtents: Extents {
        let extent = rubberBandExtent ?? 48
        return Extents(top: extent, bottom: extent)
    }

    /// `excess` points of pull shown as a rubber band of ``rubberBandExtent`` (48 pt when `nil`):
    /// ``rubberBand(_:extent:)``.
    @available(*, deprecated, message: "Use CardDrag.rubberBand(_:extent:) with the sheet's extent (extents(in:largest:))")
    package func rubberBand(_ excess: CGFloat) -> CGFloat {
        Self.rubberBand(excess, extent: singleExtents.top)
    }

    /// The pull that ``rubberBand(_:)`` shows as `shown` points: ``unband(_:extent:)`` with
    /// ``rubberBandExtent`` (48 pt when `nil`).
    @available(*, deprecated, message: "Use CardDrag.unband(_:extent:) with the sheet's extent (extents(in:largest:))")
    package func unband(_ shown: CGFloat) -> CGFloat {
        Self.unband(shown, extent: singleExtents.top)
    }

    /// The height shown for a raw height with one extent for both ends, ``rubberBandExtent``
    /// (48 pt when `nil`): ``displayedHeight(raw:detents:resistsDismissal:extents:floor:)``.
    @available(*, deprecated, message: "Use displayedHeight(raw:detents:resistsDismissal:extents:floor:) with the sheet's extents (extents(in:largest:))")
    package func displayedHeight(raw: CGFloat, detents: ResolvedCardDetents, resistsDismissal: Bool) -> CGFloat {
        displayedHeight(raw: raw, detents: detents, resistsDismissal: resistsDismissal, extents: singleExtents)
    }

    /// The raw height that shows as `displayed` with one extent for both ends, ``rubberBandExtent``
    /// (48 pt when `nil`): ``rawHeight(displayed:detents:resistsDismissal:extents:)``.
    @available(*, deprecated, message: "Use rawHeight(displayed:detents:resistsDismissal:extents:) with the sheet's extents (extents(in:largest:))")
    package func rawHeight(displayed: CGFloat, detents: ResolvedCardDetents, resistsDismissal: Bool) -> CGFloat {
        rawHeight(displayed: displayed, detents: detents, resistsDismissal: resistsDismissal, extents: singleExtents)
    }

    /// Seconds a release is carried ahead (`Projection/coastingTime(decelerationRate:)`: 0.099 s
    /// at 0.99, UIKit's `_UIHyperInteractor._projectedPoint`).
    package var projectionTime: CGFloat { Projection.coastingTime(decelerationRate: decelerationRate.isNaN ? 0.99 : decelerationRate) }

    private var threshold: CGFloat { speedThreshold.isNaN ? 1000 : speedThreshold }

    /// Where a sheet released at raw (unconstrained) height `height` with `velocity` goes — UIKit's
    /// release rule (`UISheetInteraction`, `draggingEndedInSource` block):
    /// 1. the regions are the detents, tallest first, then the dismiss position at `dismissHeight`
    ///    when the dismissal is allowed (`nil`: no dismiss region);
    /// 2. the sheet's region is the one nearest `height`; the projection
    ///    `height + velocity · projectionTime` picks the nearest region (ties go to the taller);
    /// 3. when `|velocity|` ≥ ``speedThreshold``, the projection stays in the sheet's region and
    ///    the sheet is moving away from that region's height, the target is the next region in the
    ///    direction of travel (clamped to the ends).
    ///
    /// A non-finite velocity reads as 0; a NaN height as the shortest detent.
    package func target(height: CGFloat, velocity: CGFloat, detents: ResolvedCardDetents, dismissHeight: CGFloat?) -> Target {
        var regions = detents.entries.reversed().map { (Target.detent($0.identifier), $0.height) }
        if let dismissHeight, dismissHeight.isFinite { regions.append((.dismissal, dismissHeight)) }
        func nearest(_ value: CGFloat) -> Int {
            var best = 0
            for index in regions.indices where abs(regions[index].1 - value) < abs(regions[best].1 - value) { best = index }
            return best
        }
        let start = height.isNaN ? detents.smallest.height : height
        let growth = velocity.isFinite ? velocity : 0
        let current = nearest(start)
        var index = nearest(start + growth * projectionTime)
        if abs(growth) >= threshold, index == current, (start > regions[current].1) == (growth > 0) {
            index = min(max(current + (growth > 0 ? -1 : 1), 0), regions.count - 1)
        }
        return regions[index].0
    }

    /// Where a sheet released at `height` with `velocity` goes when its dismiss position is at
    /// height 0: ``target(height:velocity:detents:dismissHeight:)`` with `dismissHeight` 0.
    @available(*, deprecated, message: "Use target(height:velocity:detents:dismissHeight:): the dismiss position is the sheet's (CardSheetGeometry.dismissHeight), nil when the dismissal is refused")
    package func target(height: CGFloat, velocity: CGFloat, detents: ResolvedCardDetents) -> Target {
        target(height: height, velocity: velocity, detents: detents, dismissHeight: 0)
    }

    /// The spring after a release at `velocity`: ``highSpeedSpring`` at ``speedThreshold`` or
    /// faster, else ``spring``.
    package func spring(forRelease velocity: CGFloat) -> Spring {
        velocity.isFinite && abs(velocity) >= threshold ? highSpeedSpring : spring
    }
}

extension CardDrag {
    /// Whether a pan on the card starting with `velocity` (points per second) is the card's drag:
    /// more vertical than horizontal, so a horizontal swipe in the content (a slider, a carousel,
    /// a swipe action) is left to the content.
    package static func beginsDrag(velocity: CGPoint) -> Bool {
        guard velocity.x.isFinite, velocity.y.isFinite else { return false }
        return abs(velocity.y) > abs(velocity.x)
    }
}
