import Foundation
import Testing
@testable import GalleryRendering

@Suite struct ContactSheetTests {
    @Test func layoutHasTheExpectedSizeAndPlacesFramesInOrder() throws {
        let colors: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0x00FFFF]
        let frames = try colors.map { try Canvas(width: 10, height: 8, background: CanvasColor(hex: $0)) }
        let style = ContactSheet.Style(columns: 3, spacing: 4, textScale: 1)
        let sheet = try ContactSheet.compose(frames, labels: ["0", "1", "2", "3", "4"], title: "T", style: style)
        // Width: 4 + 3 × (10 + 4); title 7 + 4; cells 8 + 7 + 2; two rows.
        #expect(sheet.width == 46)
        #expect(sheet.height == 4 + 11 + 2 * (17 + 4))
        for (index, hex) in colors.enumerated() {
            let x = 4 + (index % 3) * 14, y = 4 + 11 + (index / 3) * 21
            #expect(sheet.color(x: x + 5, y: y + 4) == CanvasColor(hex: hex))
        }
        // The last, empty cell shows the background.
        #expect(sheet.color(x: 4 + 2 * 14 + 5, y: 4 + 11 + 21 + 4) == style.background)
    }

    @Test func labelsAreDrawnUnderFrames() throws {
        let frames = [try Canvas(width: 20, height: 10, background: .white)]
        let plain = try ContactSheet.compose(frames, style: .init(spacing: 4, textScale: 1))
        let labelled = try ContactSheet.compose(frames, labels: ["88"], style: .init(spacing: 4, textScale: 1))
        #expect(labelled.height == plain.height + 7 + 2)
        let labelRow = (4 + 10 + 2)..<(4 + 10 + 2 + 7)
        let inked = labelRow.contains { y in (4..<24).contains { x in labelled.color(x: x, y: y) == ContactSheet.Style().textColor } }
        #expect(inked)
    }

    @Test func rejectsNoFramesAndMismatchedSizes() throws {
        #expect(throws: CanvasError.noFrames) { _ = try ContactSheet.compose([]) }
        let frames = [try Canvas(width: 2, height: 2), try Canvas(width: 2, height: 3)]
        #expect(throws: CanvasError.mismatchedFrameSizes) { _ = try ContactSheet.compose(frames) }
    }

    @Test func columnsAreClampedToTheFrameCount() throws {
        let frames = try (0..<2).map { _ in try Canvas(width: 5, height: 5) }
        let sheet = try ContactSheet.compose(frames, style: .init(columns: 10, spacing: 1))
        #expect(sheet.width == 1 + 2 * 6)
        let single = try ContactSheet.compose(frames, style: .init(columns: 0, spacing: 1))
        #expect(single.width == 7 && single.height == 1 + 2 * 6)
    }
}
