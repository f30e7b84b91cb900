import Foundation
import Testing
import Transitions
@testable import GalleryShowcase

/// The gallery's sheet: the recording plays the drag between detents and the scroll hand-off
/// the way the pure model decides them, and its GIF frames show it.
@Suite struct CardRecorderTests {
    let demo = ShowcaseCatalog.cardDemos()[0]

    @Test func theSheetIsThrownToLargeScrollsThenHandsTheDragBackAndRestsAtMedium() throws {
        let recording = CardRecorder.record(demo, framesPerSecond: 30)
        let heights = recording.cardHeights, offsets = recording.contentOffsets
        let medium: CGFloat = 365.5, large: CGFloat = 731
        #expect(heights.first == medium && heights.last == medium && recording.finalDetent == .medium)
        // Thrown to large: it gets there, and never more than the rubber band past it.
        #expect(heights.contains(large))
        #expect(heights.allSatisfy { $0 <= large + 48 })
        // The list scrolled while the sheet was at large.
        let scrolled = try #require(offsets.indices.first { offsets[$0] > 100 })
        #expect(heights[scrolled] == large)
        // Dragged down from inside the list: the list reaches its top before the sheet leaves large.
        let leaves = try #require(heights.indices.first { $0 > scrolled && heights[$0] < large - 0.5 })
        #expect(offsets[leaves] == 0 && offsets[leaves - 1] <= 0.5, "the sheet moved while the list was still scrolled")
        // While the sheet moves, the list stays at its top.
        #expect(heights.indices.filter { $0 >= leaves }.allSatisfy { offsets[$0] == 0 })
        // The contact sheet shows the moments the script marked.
        #expect(recording.keyFrames.count == 6 && recording.keyFrames == recording.keyFrames.sorted())
    }

    @Test func theGalleryItemHasEveryFrameAndTheParticipantsThatMatter() throws {
        let item = Showcase.item(for: demo, framesPerSecond: 30)
        #expect(item.slug == "sheet-drag-and-scroll-handoff" && item.duration > 3)
        let names = item.samples.participants.map(\.name)
        for name in ["screen", "dimming", "card", "header", "grabber", "row-0", "finger"] { #expect(names.contains(name), "\(name)") }
        // The dimming is clear at medium (the undimmed detent) and shows at large.
        let dimming = try #require(names.firstIndex(of: "dimming"))
        let alphas = item.samples.frames.compactMap { $0.states[dimming]?.alpha }
        #expect(alphas.first == 0 && (alphas.max() ?? 0) > 0.3)
    }
}
