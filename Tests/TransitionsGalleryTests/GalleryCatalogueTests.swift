import Foundation
import Testing
import Transitions
@testable import TransitionsGallery

@Suite("Gallery catalogue")
struct GalleryCatalogueTests {
    @Test("lists every built-in transition, in the catalogue's order")
    func everyBuiltIn() {
        let names = BuiltInTransitions.all().map(\.name)
        #expect(GalleryCatalogue.builtIns().map(\.title) == names)
        #expect(names.count >= 11)
    }

    @Test("every built-in is listed under every kind", arguments: GalleryKind.allCases)
    func builtInsUnderEveryKind(kind: GalleryKind) {
        let listed = Set(GalleryCatalogue.entries(for: kind).map(\.title))
        for transition in BuiltInTransitions.all() {
            #expect(listed.contains(transition.name), "\(transition.name) missing from \(kind)")
        }
    }

    @Test("a kind lists only entries that support it, with unique identifiers", arguments: GalleryKind.allCases)
    func onlySupportedEntries(kind: GalleryKind) {
        let entries = GalleryCatalogue.entries(for: kind)
        #expect(entries.allSatisfy { $0.supports(kind) })
        #expect(Set(entries.map(\.id)).count == entries.count)
        #expect(GalleryCatalogue.sections(for: kind).allSatisfy { !$0.entries.isEmpty })
    }

    @Test("the founding pair presents with slide-up and dismisses with swing-drop, not in tab switches")
    func foundingPair() throws {
        let pair = try #require(GalleryCatalogue.pairings().first { $0.id == "slide-up-then-swing-drop" })
        #expect(pair.transition(for: .present) is SlideUpTransition)
        #expect(pair.transition(for: .dismiss) is SwingDropTransition)
        #expect(pair.transition(for: .pop) is SwingDropTransition)
        #expect(pair.isPair)
        #expect(!pair.supports(.tab))
        #expect(!GalleryCatalogue.entries(for: .tab).contains { $0.id == pair.id })
        #expect(GalleryCatalogue.sections(for: .tab).map(\.title) == ["Built-in transitions", "Physics"])
        #expect(GalleryCatalogue.sections(for: .modal).map(\.title) == ["Built-in transitions", "Pairings", "On a card", "Sheets", "Physics"])
        #expect(GalleryCatalogue.sections(for: .navigation).map(\.title) == ["Built-in transitions", "Pairings", "Physics"])
    }

    @Test("the founding three and the founding pair play on a card, presented modally")
    func onACard() throws {
        let cards = GalleryCatalogue.cards()
        #expect(cards.map(\.id) == ["scale-on-a-card", "swing-drop-on-a-card", "slide-up-on-a-card", "slide-up-then-swing-drop-on-a-card"])
        #expect(cards.allSatisfy { $0.kinds == [.modal] && $0.presentation == .card(.swingDrop) })
        #expect(GalleryCatalogue.builtIns().allSatisfy { $0.presentation == .fullScreen })  // the full-screen variants stay
        // Zooming from a tapped row keeps the presentation.
        #expect(cards[0].zooming(from: .zero).presentation == .card(.swingDrop))
    }

    @Test("the sheet has detents, a grabber, an undimmed half height and the system's keyboard rule, presented modally")
    func aSheet() throws {
        let sheet = try #require(GalleryCatalogue.sheets().first)
        #expect(sheet.id == "sheet-with-detents" && sheet.kinds == [.modal])
        let layout = try #require(sheet.presentation.cardLayout)
        #expect(layout.detents == [.medium, .large] && layout.showsGrabber && layout.largestUndimmedDetent == .medium)
        #expect(layout.keyboard == .automatic && layout.attachment == .edge)
        #expect(GalleryCatalogue.entries(for: .modal).contains { $0.id == sheet.id })
        #expect(!GalleryCatalogue.entries(for: .navigation).contains { $0.id == sheet.id })
    }

    @Test("every physics built-in is listed under every kind, after the keyframed ones", arguments: GalleryKind.allCases)
    func physicsUnderEveryKind(kind: GalleryKind) throws {
        let sections = GalleryCatalogue.sections(for: kind)
        let physics = try #require(sections.last)
        #expect(physics.title == "Physics")
        let names = BuiltInTransitions.physics().map(\.name)
        #expect(Array(physics.entries.map(\.title).prefix(names.count)) == names)
    }

    @Test("the physics pair snaps in and shatters, in modal and navigation only")
    func physicsPair() throws {
        let pair = try #require(GalleryCatalogue.physics().first { $0.id == "snap-in-then-shatter" })
        #expect(pair.transition(for: .present) is SnapInTransition)
        #expect(pair.transition(for: .dismiss) is ShatterTransition)
        #expect(pair.kinds == [.modal, .navigation])
        #expect(pair.parameters.contains(GalleryParameter("shatter (200 tiles) duration", "≤ 1.4 s")))
    }

    @Test("the zoom's source rectangle is the one asked for")
    func zoomSource() throws {
        let source = CGRect(x: 10, y: 20, width: 30, height: 40)
        let zoom = try #require(GalleryCatalogue.builtIns(zoomSource: source).first { $0.forward is ZoomTransition })
        #expect((zoom.forward as? ZoomTransition)?.sourceRect == source)
    }
}
