import Testing
import TransitionsGallery

@Suite struct SwiftUIGalleryScreenTests {
    /// Every navigation entry of the catalogue has a screen that finds it again by its identity.
    @Test func everyEntryRoundTrips() {
        let entries = SwiftUIGalleryScreen.entries
        #expect(!entries.isEmpty)
        #expect(entries.map(\.id) == GalleryCatalogue.entries(for: .navigation).map(\.id))
        for entry in entries {
            let screen = SwiftUIGalleryScreen.entry(entry.id)
            #expect(screen.entry?.id == entry.id)
            #expect(screen.title == entry.title)
        }
        #expect(SwiftUIGalleryScreen.entry("no such entry").entry == nil)
        #expect(SwiftUIGalleryScreen.springyList.entry == nil)
    }

    @Test func layoutsAndCards() {
        #expect(SwiftUIGalleryScreen.layouts.map(\.title) == ["Springy list", "Springy carousel", "Newtonian cards"])
        #expect(GalleryCard.deck(3, from: 5).map(\.id) == [5, 6, 7])
        #expect(GalleryCard.deck(-1).isEmpty)
        #expect(GalleryCard.deck(50).allSatisfy { (0..<1).contains($0.hue) })
    }
}
