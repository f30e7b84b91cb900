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
        let medium: CGFloat = 376.5, large: CGFloat = 753
        #expect(heights.first == medium && heights.last == medium && recording.finalDetent == .medium)
        // Thrown to large: it gets there, and never more than the rubber band past it (10 pt, the
        // gap to the safe area).
        #expect(heights.contains(large))
        #expect(heights.allSatisfy { $0 <= large + 10 })
        // The list scrolled while the sheet was at large.
        let scrolled = try #require(offsets.indices.first { offsets[$0] > 100 })
        #expect(heights[scrolled] == large)
        // Dragged down from inside the list: the list reaches its top, and the sheet takes only the
        // part of that movement past the top (760 pt over 27 frames).
        let leaves = try #require(heights.indices.first { $0 > scrolled && heights[$0] < large - 0.5 })
        #expect(offsets[leaves] == 0, "the sheet moved while the list was still scrolled")
        #expect(large - heights[leaves] <= 760.0 / 27 - offsets[leaves - 1] + 1e-6)
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

    /// The system sheet's rules in the gallery: the flick from large steps to medium, the refused
    /// pull is reported and shows the alert, and the sheet over it pushes it back and lets it go.
    @Test func theSecondSheetShowsTheFlingTheVetoAndASheetOverIt() throws {
        let demo = ShowcaseCatalog.cardDemos()[1]
        let recording = CardRecorder.record(demo, framesPerSecond: 30)
        let heights = recording.cardHeights
        let medium: CGFloat = 376.5, large: CGFloat = 753
        #expect(heights.first == large && recording.finalDetent == .medium)
        // The flick: from large to medium, settled there (the high-speed spring, damping 0.8,
        // overshoots a little) — not away.
        let settled = recording.keyFrames[2]
        #expect(heights[settled] == medium)
        #expect(heights[...settled].allSatisfy { $0 > medium - 40 })
        // The refused pull: rubber-banded (never more than a quarter of the sheet below medium),
        // reported once, with the alert on screen.
        #expect(heights.allSatisfy { $0 >= medium - 196.75 })
        #expect(recording.attempts.count == 1)
        let alert = try #require(Showcase.item(for: demo, framesPerSecond: 30).samples.participants.firstIndex { $0.name == "alert" })
        #expect(recording.frames.frames.contains { $0.states[alert] != nil })
        // The sheet over it: the card behind goes all the way back, then comes back.
        #expect(recording.depthLevels.max() == 1 && recording.depthLevels.last == 0)
        let names = recording.frames.participants.map(\.name)
        for name in ["child", "card-dimming"] { #expect(names.contains(name), "\(name)") }
        #expect(recording.keyFrames.count == 7)
    }
}
