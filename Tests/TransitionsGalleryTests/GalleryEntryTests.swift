import Foundation
import Testing
import Transitions
@testable import TransitionsGallery

@Suite("Gallery entry")
struct GalleryEntryTests {
    @Test("a single transition plays both directions", arguments: TransitionOperation.allCases)
    func singleTransition(operation: TransitionOperation) {
        let entry = GalleryEntry(.scale)
        #expect(entry.transition(for: operation) is ScaleTransition)
        #expect(!entry.isPair)
        #expect(entry.kinds == Set(GalleryKind.allCases))
    }

    @Test("a pair plays forward one way and backward the other", arguments: TransitionOperation.allCases)
    func pair(operation: TransitionOperation) {
        let entry = GalleryEntry(.crossFade, backward: .flip(.horizontal))
        let played = entry.transition(for: operation)
        #expect(operation.isForward ? played is CrossFadeTransition : played is FlipTransition)
    }

    @Test("the detail text is the summary, then the parameters on one line")
    func detailText() throws {
        let entry = GalleryEntry(.scale)
        let parameters = entry.parameters.map(\.description)
        try #require(!parameters.isEmpty)
        #expect(entry.detailText == entry.summary + "\n" + parameters.joined(separator: " · "))
    }

    @Test("an empty set of kinds is read as all three, so the entry stays reachable")
    func emptyKinds() {
        #expect(GalleryEntry(.scale, kinds: []).kinds == Set(GalleryKind.allCases))
        #expect(GalleryEntry(.scale, kinds: [.tab]).kinds == [.tab])
    }

    @Test("identifiers are lower-case slugs of the title", arguments: [
        ("Slide (leading)", "slide-leading"),
        ("Slide up, then swing-drop", "slide-up-then-swing-drop"),
        ("  Flip (vertical)  ", "flip-vertical"),
        ("Cross-fade", "cross-fade"),
        ("", ""),
        ("!!!", ""),
    ])
    func slugs(title: String, expected: String) {
        #expect(GalleryEntry.slug(title) == expected)
    }

    @Test("title and summary default to the transition's name and description")
    func defaults() {
        let entry = GalleryEntry(.slide(.top))
        #expect(entry.title == "Slide (top)")
        #expect(entry.summary == TransitionDescription.summary(of: SlideTransition(direction: .top)))
        #expect(entry.id == "slide-top")
    }

    @Test("zooming retargets every zoom and leaves other transitions alone")
    func zooming() throws {
        let rect = CGRect(x: 5, y: 6, width: 70, height: 80)
        let zoom = GalleryEntry(.zoom(from: .zero), backward: .scale).zooming(from: rect)
        #expect((zoom.forward as? ZoomTransition)?.sourceRect == rect)
        #expect(zoom.backward is ScaleTransition)
        #expect(zoom.title == "Zoom")
        let slide = GalleryEntry(.slide()).zooming(from: rect)
        #expect(slide.forward is SlideTransition)
        #expect(slide.id == "slide-leading")
    }

    @Test("a pair's parameters show both transitions, the backward ones prefixed with its name")
    func pairParameters() {
        let entry = GalleryEntry(.slideUp(), backward: .swingDrop)
        let names = entry.parameters.map(\.name)
        #expect(names.contains("damping ratio"))
        #expect(names.contains("swing-drop duration"))
        #expect(names.contains("swing-drop pivot"))
        #expect(GalleryEntry(.slideUp()).parameters.allSatisfy { !$0.name.hasPrefix("swing-drop") })
    }
}
