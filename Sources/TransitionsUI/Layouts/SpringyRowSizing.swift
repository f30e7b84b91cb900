import Foundation

/// How a springy view sizes a SwiftUI row: the room it offers and what it makes of the size the
/// row asks for (self-sizing), so that no row is ever laid out at a zero, negative or non-finite
/// size (the physics rejects zero sizes, and UIKit's flow layout raises on negative ones).
///
/// - A list (vertical) offers each row the width of the collection view less the section insets
///   and takes the height the row fits in; the carousel and the Newtonian layout (horizontal)
///   give every row their fixed ``itemSize``.
/// - A measured extent that is not finite or below ``minimumExtent`` becomes
///   ``estimatedHeight`` (a row that measures nothing still gets a place and a spring).
package struct SpringyRowSizing: Equatable, Sendable {
    /// Points between the collection view's edges and the rows, on each side across the axis.
    /// Default 8 (the flow layout's `sectionInset` the views set). Negative or non-finite: 0.
    package var inset: CGFloat
    /// The height a row gets before it is measured, and when its measure is unusable, points.
    /// Default 44 (UIKit's default row height). At least ``minimumExtent``.
    package var estimatedHeight: CGFloat
    /// The smallest extent a row gets, points. Default 1.
    package var minimumExtent: CGFloat
    /// A fixed size for every row (the carousel's cards), or `nil` to measure each row (a
    /// list). Default `nil`.
    package var itemSize: CGSize?

    /// A sizing; see the properties for defaults.
    package init(inset: CGFloat = 8, estimatedHeight: CGFloat = 44, minimumExtent: CGFloat = 1, itemSize: CGSize? = nil) {
        self.minimumExtent = minimumExtent.isFinite && minimumExtent > 0 ? minimumExtent : 1
        self.inset = inset.isFinite && inset > 0 ? inset : 0
        self.estimatedHeight = estimatedHeight.isFinite ? max(estimatedHeight, self.minimumExtent) : 44
        self.itemSize = itemSize.map { CGSize(width: Self.usable($0.width, 150, self.minimumExtent), height: Self.usable($0.height, 210, self.minimumExtent)) }
    }

    /// The width offered to a list row in a collection view `containerWidth` points wide (at
    /// least ``minimumExtent``).
    package func rowWidth(containerWidth: CGFloat) -> CGFloat {
        if let itemSize { return itemSize.width }
        let width = containerWidth.isFinite ? containerWidth - 2 * inset : 0
        return max(width, minimumExtent)
    }

    /// The size a row gets when it asks for `measured` in a collection view `containerWidth`
    /// points wide: the fixed ``itemSize`` if set, else the offered width and the measured height
    /// (or ``estimatedHeight`` when the measure is unusable).
    package func size(measured: CGSize, containerWidth: CGFloat) -> CGSize {
        if let itemSize { return itemSize }
        let height = measured.height.isFinite && measured.height >= minimumExtent ? measured.height : estimatedHeight
        return CGSize(width: rowWidth(containerWidth: containerWidth), height: height)
    }

    /// The estimated size UIKit lays rows out at before measuring them.
    package func estimatedSize(containerWidth: CGFloat) -> CGSize {
        itemSize ?? CGSize(width: rowWidth(containerWidth: containerWidth), height: estimatedHeight)
    }

    private static func usable(_ value: CGFloat, _ fallback: CGFloat, _ minimum: CGFloat) -> CGFloat {
        value.isFinite && value >= minimum ? value : fallback
    }
}
