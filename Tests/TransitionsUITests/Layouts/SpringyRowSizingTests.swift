import Foundation
import Testing
import TransitionsUI

@Suite struct SpringyRowSizingTests {
    @Test func listRowsGetTheWidthAndTheirHeight() {
        let sizing = SpringyRowSizing()
        #expect(sizing.rowWidth(containerWidth: 390) == 374)
        #expect(sizing.size(measured: CGSize(width: 10, height: 61), containerWidth: 390) == CGSize(width: 374, height: 61))
        #expect(sizing.estimatedSize(containerWidth: 390) == CGSize(width: 374, height: 44))
    }

    /// A row that measures nothing, a negative or a non-finite size, or a container with no
    /// width still gets a usable place.
    @Test(arguments: [CGSize(width: 0, height: 0), CGSize(width: 10, height: -5), CGSize(width: CGFloat.nan, height: CGFloat.nan),
                      CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 10, height: 0.2)])
    func unusableMeasuresGetTheEstimate(measured: CGSize) {
        let sizing = SpringyRowSizing(estimatedHeight: 50)
        #expect(sizing.size(measured: measured, containerWidth: 390).height == 50)
        #expect(sizing.rowWidth(containerWidth: CGFloat.nan) == 1)
        #expect(sizing.rowWidth(containerWidth: 4) == 1)
    }

    @Test func badSettingsAreReplaced() {
        let sizing = SpringyRowSizing(inset: -4, estimatedHeight: CGFloat.nan, minimumExtent: 0, itemSize: CGSize(width: -1, height: CGFloat.infinity))
        #expect(sizing.inset == 0)
        #expect(sizing.estimatedHeight == 44)
        #expect(sizing.minimumExtent == 1)
        #expect(sizing.itemSize == CGSize(width: 150, height: 210))
    }

    @Test func cardsHaveTheirFixedSize() {
        let sizing = SpringyRowSizing(itemSize: CGSize(width: 150, height: 210))
        #expect(sizing.size(measured: CGSize(width: 1, height: 1), containerWidth: 390) == CGSize(width: 150, height: 210))
        #expect(sizing.estimatedSize(containerWidth: 390) == CGSize(width: 150, height: 210))
    }
}
