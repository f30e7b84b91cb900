import Foundation

extension CardPresentationModel {
    /// What a sheet presented over another card tells it (``Event/childSheetChanged(_:)``).
    public struct ChildSheet: Sendable, Hashable {
        /// How far the child pushes this card back, 0…1 (the child's ``backgroundDepthLevel``).
        public var depthLevel: CGFloat
        /// How dimmed the child is, 0…1 (its ``dimmingFraction(atHeight:)`` where it is).
        public var dimming: CGFloat
        /// Creates a report; values are clamped to 0…1, NaN reads as 0.
        public init(depthLevel: CGFloat, dimming: CGFloat) {
            self.depthLevel = depthLevel.isNaN ? 0 : min(max(depthLevel, 0), 1)
            self.dimming = dimming.isNaN ? 0 : min(max(dimming, 0), 1)
        }
    }

    /// How close the sheet is to full height, 0…1 (UIKit's `_percentFullHeight`): 0 unless its
    /// tallest detent reaches the top of its full-height frame (``CardDetent/large``); then in
    /// proportion from the next shorter detent (or the dismiss position) to the tallest. 1 for a
    /// full-screen sheet.
    public var percentFullHeight: CGFloat {
        guard let detents = resolvedDetents, let geometry, let shown = shownHeight else { return 0 }
        if geometry.isFullScreen { return 1 }
        let largest = detents.largest.height
        guard largest >= geometry.maximumHeight - 0.5 else { return 0 }
        let next = detents.entries.count > 1 ? detents.entries[detents.entries.count - 2].height : geometry.dismissHeight
        guard largest > next else { return 1 }
        return min(max((shown - next) / (largest - next), 0), 1)
    }

    /// How far this sheet pushes the view behind it back, 0…1: its ``percentFullHeight`` when
    /// ``CardLayout/scalesBackgroundBack`` and the container allows it (UIKit's
    /// `_scalesDownBehindDescendants`: the container fills the screen's height, Reduce Motion is
    /// off, the height is not compact); 0 otherwise, and while the sheet is not on screen.
    public var backgroundDepthLevel: CGFloat {
        guard layout.scalesBackgroundBack, layout.hasDetents, presentation.hasDimmingView, environment.fillsScreenHeight,
              !environment.isReduceMotionEnabled, environment.verticalSizeClass != .compact, geometry?.isFullScreen == false
        else { return 0 }
        return percentFullHeight
    }

    /// What this sheet tells a card it is presented over: ``backgroundDepthLevel`` and how dimmed
    /// it is now.
    public var childReport: ChildSheet {
        ChildSheet(depthLevel: backgroundDepthLevel, dimming: ownDimming)
    }

    private var ownDimming: CGFloat {
        presentation.hasDimmingView ? ownDimmingFraction(atHeight: shownHeight) : 0
    }

    /// How far this card is pushed back by a sheet over it, 0…1 (``ChildSheet/depthLevel``).
    public var depthLevel: CGFloat { childSheet?.depthLevel ?? 0 }

    /// The alpha of the dimming drawn inside this card's own shape by a sheet over it: 0.6 of the
    /// child's dimming (UIKit's `_confinedPercentDimmed` on the parent's drop shadow view), times
    /// the dimming alpha.
    public var confinedDimmingAlpha: CGFloat {
        layout.appearance.dimmingAlpha * 0.6 * (childSheet?.dimming ?? 0)
    }

    /// The grabber's alpha, 0…1 (UIKit's `_grabberAlpha`): faded by a sheet over this one as that
    /// one dims (1 − its dimming); 0 while full screen.
    public var grabberAlpha: CGFloat {
        guard geometry?.isFullScreen != true else { return 0 }
        return 1 - (childSheet?.dimming ?? 0)
    }

    /// The transform that pushes back a view whose frame is `frame` behind a sheet at depth
    /// `level` (0…1) in `geometry`, as an affine transform about the view's centre, and its corner
    /// radius.
    ///
    /// UIKit's `_UISheetTransformForMetrics` has no readable body in the public iOS 18.2 and 26.1
    /// dumps, so the amounts are the kit's: at full depth the view is 16 pt narrower on each side
    /// and its top edge is at the safe area's top (the sheet's top offset, 10 pt, above the
    /// sheet's own top edge at full height); in between in proportion. The corner radius goes to
    /// `cornerRadius` (a sheet's 10 pt). Confirm against the system sheet on a device.
    package static func backgroundTransform(
        forViewAt frame: CGRect, level: CGFloat, in geometry: CardSheetGeometry, cornerRadius: CGFloat = 10
    ) -> (transform: AffineTransform2D, cornerRadius: CGFloat) {
        let depth = level.isNaN ? 0 : min(max(level, 0), 1)
        guard depth > 0, frame.width > 32, frame.height > 0, [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            return (.identity, 0)
        }
        let scale = 1 - depth * 32 / frame.width
        let top = frame.minY + depth * (geometry.safeAreaTop - frame.minY)
        let scaledTop = frame.midY - scale * frame.height / 2
        return (AffineTransform2D(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: top - scaledTop), depth * max(cornerRadius, 0))
    }
}
