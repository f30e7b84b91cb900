import Foundation

/// Where a sheet can be in one container: the line its heights are measured from, its column, its
/// tallest height, the dismiss position and its rubber-band extents — UIKit's `_UISheetLayoutInfo`
/// (iOS 18.2, the last version with its Objective-C) for an edge-attached sheet, the kit's own
/// for the inset card.
///
/// A sheet's *height* is the distance from its top edge down to ``baseline``; its frame continues
/// ``bottomExtension`` below the baseline (an edge-attached sheet reaches the container's bottom
/// edge, behind the home indicator). ``CardLayout/sheetGeometry(in:keyboardOverlap:)`` makes one.
///
/// ```swift
/// let phone = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///                             safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
/// let geometry = CardLayout.sheet(detents: [.medium, .large]).sheetGeometry(in: phone)
/// geometry?.maximumHeight      // 753: 844 − 34 − (47 + 10)
/// geometry?.frame(forHeight: 376.5)  // (0, 433.5, 390, 410.5): down to the screen's bottom edge
/// ```
package struct CardSheetGeometry: Sendable, Equatable {
    /// Whether the sheet is edge-attached (UIKit's `_isEdgeAttached`).
    package var isEdgeAttached: Bool
    /// Whether the sheet covers the container: an edge-attached sheet in compact height without
    /// ``CardLayout/prefersEdgeAttachedInCompactHeight`` (UIKit's `_isForcedFullScreen`). It then
    /// has one detent, the container's height, and cannot be dragged.
    package var isFullScreen: Bool
    /// The column the sheet occupies: its `x` and width, points.
    package var x: CGFloat
    package var width: CGFloat
    /// The `y` that heights are measured up from, points: the safe area's bottom (or the top of a
    /// keyboard the layout moves up for) for an edge-attached sheet, the bottom of the available
    /// space for an inset card.
    package var baseline: CGFloat
    /// How far the frame continues below ``baseline``, points: to the container's bottom edge for
    /// an edge-attached sheet, 0 for an inset card.
    package var bottomExtension: CGFloat
    /// The top of the tallest frame the sheet can have (UIKit's `_fullHeightUntransformedFrame`),
    /// points.
    package var fullHeightTop: CGFloat
    /// The tallest detent height, points (UIKit's `maximumDetentValue`): ``baseline`` −
    /// ``fullHeightTop``.
    package var maximumHeight: CGFloat
    /// The height at which the sheet's top edge is at the container's bottom edge, points
    /// (negative or 0; UIKit's `_dismissOffset`): the dismiss position, the region beyond the
    /// shortest detent that a release can pick and the dimming fades towards.
    package var dismissHeight: CGFloat
    /// The `y` of the container's safe-area top, points.
    package var safeAreaTop: CGFloat
    /// The container's bottom edge, points.
    package var containerBottom: CGFloat

    /// How far the sheet can be pulled below its shortest detent when the dismissal is refused,
    /// points: a quarter of its full-height frame, at most 200 (UIKit's
    /// `_rubberBandExtentBeyondMaximumOffset`).
    package var bottomRubberBandExtent: CGFloat {
        min(max((containerBottom - fullHeightTop) * 0.25, 0), 200)
    }

    /// How far the sheet can be pulled above its tallest detent, `largest` points tall: the gap
    /// between its top edge there and the safe area's top, at most 100 (UIKit's
    /// `_rubberBandExtentBeyondMinimumOffset`).
    package func topRubberBandExtent(largest: CGFloat) -> CGFloat {
        min(max(baseline - largest - safeAreaTop, 0), 100)
    }

    /// The sheet's frame when it shows `height`: its top edge `height` above ``baseline``, its
    /// bottom ``bottomExtension`` below it. Shorter than `minimumHeight` (the shortest detent) it
    /// keeps that height and slides down, as a sheet dragged below its shortest detent does.
    /// `height` is clamped between ``dismissHeight`` and the container's top edge; NaN reads as
    /// the dismiss position.
    package func frame(forHeight height: CGFloat, minimumHeight: CGFloat = 0, containerTop: CGFloat = 0) -> CGRect {
        let shown = height.isNaN ? dismissHeight : min(max(height, dismissHeight), baseline - containerTop)
        let floor = minimumHeight.isFinite ? max(minimumHeight, 0) : 0
        return CGRect(x: x, y: baseline - shown, width: width, height: max(shown, floor) + bottomExtension)
    }
}

extension CardLayout {
    /// The geometry a sheet has in `environment` with `keyboardOverlap` points of the container's
    /// bottom taken by a keyboard the layout makes room for (see `CardSheetGeometry`); `nil`
    /// when the container is not usable.
    ///
    /// Edge-attached (UIKit's `_stackAlignmentFrame`, `maximumDetentValue`, `_isForcedFullScreen`):
    /// the column is the container's width less the safe area's sides in compact height (or, with
    /// ``widthFollowsPreferredContentSizeWhenEdgeAttached`` in compact height, the preferred width,
    /// else ``regularMaximumWidth``, centred); the tallest top edge is
    /// ``sheetTopOffset(verticalSizeClass:)`` below the safe area; heights are measured from the
    /// safe area's bottom. Full screen: the whole container. In regular width and height, the inset
    /// card's geometry.
    package func sheetGeometry(in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> CardSheetGeometry? {
        let container = environment.containerBounds
        guard TransitionContext.isUsable(container) else { return nil }
        let keyboard = keyboardOverlap.isFinite ? min(max(keyboardOverlap, 0), container.height) : 0
        let safe = environment.safeArea
        let safeTop = container.minY + min(max(safe.top, 0), container.height)
        switch edgeLayout(in: environment) {
        case .fullScreen:
            return CardSheetGeometry(isEdgeAttached: true, isFullScreen: true, x: container.minX, width: container.width,
                                     baseline: container.maxY, bottomExtension: 0, fullHeightTop: container.minY,
                                     maximumHeight: container.height, dismissHeight: 0, safeAreaTop: safeTop, containerBottom: container.maxY)
        case .edge:
            let compactHeight = environment.verticalSizeClass == .compact
            let left = compactHeight ? max(safe.left, 0) : 0, right = compactHeight ? max(safe.right, 0) : 0
            var width = max(container.width - left - right, 1)
            if widthFollowsPreferredContentSizeWhenEdgeAttached, !(environment.sizeClass == .compact && !compactHeight) {
                width = min(Self.length(environment.preferredContentWidth) ?? Self.length(regularMaximumWidth) ?? 540, width)
            }
            let x = container.minX + left + (container.width - left - right - width) / 2
            let fullTop = min(safeTop + Self.sheetTopOffset(verticalSizeClass: environment.verticalSizeClass), container.maxY - 1)
            let baseline = max(container.maxY - max(max(safe.bottom, 0), keyboard), fullTop + 1)
            return CardSheetGeometry(isEdgeAttached: true, isFullScreen: false, x: x, width: width, baseline: baseline,
                                     bottomExtension: container.maxY - baseline, fullHeightTop: fullTop,
                                     maximumHeight: baseline - fullTop, dismissHeight: baseline - container.maxY,
                                     safeAreaTop: safeTop, containerBottom: container.maxY)
        case .inset:
            guard let available = availableRect(in: environment, keyboardOverlap: keyboard) else { return nil }
            let (x, width) = horizontalPlacement(in: available, environment: environment)
            return CardSheetGeometry(isEdgeAttached: false, isFullScreen: false, x: x, width: width, baseline: available.maxY,
                                     bottomExtension: 0, fullHeightTop: available.minY, maximumHeight: available.height,
                                     dismissHeight: available.maxY - container.maxY, safeAreaTop: safeTop, containerBottom: container.maxY)
        }
    }

    /// How ``attachment`` plays out in `environment`.
    enum EdgeLayout { case inset, edge, fullScreen }

    /// UIKit's `_isEdgeAttached` and `_isForcedFullScreen` for ``attachment`` ``Attachment/edge``:
    /// compact height goes full screen unless ``prefersEdgeAttachedInCompactHeight``; compact width
    /// (or compact height) is edge-attached; regular width and height floats, laid out as inset.
    func edgeLayout(in environment: CardEnvironment) -> EdgeLayout {
        guard attachment == .edge else { return .inset }
        if environment.verticalSizeClass == .compact { return prefersEdgeAttachedInCompactHeight ? .edge : .fullScreen }
        return environment.sizeClass == .compact ? .edge : .inset
    }
}
