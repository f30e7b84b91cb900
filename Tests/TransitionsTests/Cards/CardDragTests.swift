import Foundation
import Testing
@testable import Transitions

@Suite struct CardDragTests {
    let drag = CardDrag()
    let detents = ResolvedCardDetents([.height(200, identifier: "small"), .medium, .large],
                                      in: CardDetent.Context(containerSize: CGSize(width: 390, height: 844), maximumHeight: 700))

    let extents = CardDrag.Extents(top: 48, bottom: 48)

    /// The release rule without a dismiss position of the sheet's reads it at height 0: thrown
    /// below half the shortest detent, away; above, the nearest detent.
    @available(*, deprecated)
    @Test func theFormerReleaseCallPutsTheDismissPositionAtZero() {
        for (height, velocity) in [(CGFloat(90), CGFloat(0)), (110, 0), (300, -3000), (600, 200)] {
            #expect(drag.target(height: height, velocity: velocity, detents: detents)
                == drag.target(height: height, velocity: velocity, detents: detents, dismissHeight: 0))
        }
        #expect(drag.target(height: 90, velocity: 0, detents: detents) == .dismissal)
        #expect(drag.target(height: 110, velocity: 0, detents: detents) == .detent("small"))
    }

    /// The rubber band's one-extent calls use ``CardDrag/rubberBandExtent``, 48 pt when it is
    /// `nil`, at both ends: the same numbers as the calls that take the extent.
    @available(*, deprecated)
    @Test func theOneExtentCallsForwardWithTheDragsExtent() {
        #expect(abs(drag.rubberBand(100) - 48 * 55 / 103) < 1e-9)
        #expect(abs(drag.unband(drag.rubberBand(100)) - 100) < 1e-6)
        let thirty = CardDrag(rubberBandExtent: 30)
        #expect(thirty.rubberBand(100) == CardDrag.rubberBand(100, extent: 30) && thirty.unband(20) == CardDrag.unband(20, extent: 30))
        for raw in [CGFloat(100), 150, 350, 700, 760, .nan] {
            for resists in [false, true] {
                let shown = drag.displayedHeight(raw: raw, detents: detents, resistsDismissal: resists)
                #expect(shown.isNaN == false && shown == drag.displayedHeight(raw: raw, detents: detents, resistsDismissal: resists, extents: extents))
                #expect(drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: resists)
                    == drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: resists, extents: extents))
            }
        }
        #expect(thirty.displayedHeight(raw: 150, detents: detents, resistsDismissal: true)
            == thirty.displayedHeight(raw: 150, detents: detents, resistsDismissal: true, extents: .init(top: 30, bottom: 30)))
    }

    /// `_UIHyperInteractor._constrainedFraction`: UIScrollView's curve, never reaching its extent.
    @Test func theRubberBandNeverReachesItsExtent() {
        #expect(CardDrag.rubberBand(0, extent: 48) == 0)
        #expect(CardDrag.rubberBand(-10, extent: 48) == 0)
        #expect(CardDrag.rubberBand(.nan, extent: 48) == 0)
        #expect(CardDrag.rubberBand(.infinity, extent: 48) == 48)
        #expect(CardDrag.rubberBand(10, extent: 0) == 0 && CardDrag.rubberBand(10, extent: .nan) == 0)
        var previous: CGFloat = 0
        for excess in stride(from: CGFloat(1), through: 10_000, by: 7) {
            let shown = CardDrag.rubberBand(excess, extent: 48)
            #expect(shown > previous && shown < 48)
            #expect(isClose(CardDrag.unband(shown, extent: 48), excess, tolerance: 1e-6 * excess))
            previous = shown
        }
        // UIScrollView's slope at the edge: 0.55.
        #expect(isClose(CardDrag.rubberBand(0.01, extent: 48) / 0.01, 0.55, tolerance: 1e-3))
    }

    @Test func pastTheTallestDetentTheCardRubberBandsAndBelowTheShortestItSlides() {
        #expect(drag.displayedHeight(raw: 900, detents: detents, resistsDismissal: false, extents: extents) < 700 + 48)
        #expect(drag.displayedHeight(raw: 900, detents: detents, resistsDismissal: false, extents: extents) > 700)
        #expect(drag.displayedHeight(raw: 120, detents: detents, resistsDismissal: false, extents: extents) == 120)
        #expect(drag.displayedHeight(raw: -30, detents: detents, resistsDismissal: false, extents: extents) == 0)
        #expect(drag.displayedHeight(raw: -30, detents: detents, resistsDismissal: false, extents: extents, floor: -34) == -30)
        // A dismissal that was refused: it resists below the shortest too.
        let resisting = drag.displayedHeight(raw: 0, detents: detents, resistsDismissal: true, extents: extents)
        #expect(resisting > 200 - 48 && resisting < 200)
        for raw in [CGFloat(-300), 10, 150, 240, 500, 710, 2000] {
            for resists in [false, true] {
                let shown = drag.displayedHeight(raw: raw, detents: detents, resistsDismissal: resists, extents: extents)
                guard shown > 0 else { continue }
                let back = drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: resists, extents: extents)
                #expect(abs(back - raw) <= 1e-6 * max(abs(raw), 1))
            }
        }
    }

    /// Random drags and throws on a shown sheet: wherever the finger lets go and however fast,
    /// the card never goes more than the rubber band's extent past its tallest detent, and when
    /// the spring stops it rests exactly at a detent — or the card is dismissed.
    @Test func randomThrowsAlwaysRestAtADetent() {
        var rng = SplitMix64(seed: 0xDE7E)
        var dismissals = 0, rests = Set<CardDetent.Identifier>()
        for round in 0..<400 {
            let device = CardDevice.all[round % CardDevice.all.count]
            var layout = CardLayout.sheet(detents: [.height(.random(in: 80...300, using: &rng), identifier: "low"), .medium, .large])
            layout.selectedDetent = [CardDetent.Identifier("low"), .medium, .large].randomElement(using: &rng)
            var model = CardPresentationModel(layout: layout, environment: device.environment)
            model.handle(.presentationWillBegin)
            model.handle(.presentationDidEnd(completed: true))
            let detents = try! #require(model.resolvedDetents)
            let top = detents.largest.height + model.extents.top + 1e-9
            model.handle(.dragBegan)
            var translation: CGFloat = 0
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                translation += .random(in: -400...400, using: &rng)
                model.handle(.dragMoved(translation: translation))
                #expect(try! #require(model.shownHeight) <= top)
            }
            let velocity = CGFloat.random(in: -6000...6000, using: &rng)
            let effects = model.handle(.dragEnded(velocity: velocity))
            if effects.contains(.dismiss) || effects.contains(where: { if case .finishInteractiveDismissal = $0 { true } else { false } }) {
                dismissals += 1
                continue
            }
            var elapsed = 0.0
            while model.needsClock && elapsed < 10 {
                model.handle(.tick(1.0 / 120))
                elapsed += 1.0 / 120
                #expect(try! #require(model.shownHeight) <= top)
            }
            #expect(!model.needsClock, "the spring settles within 10 s")
            let shown = try! #require(model.shownHeight)
            let resting = try! #require(model.currentDetent)
            #expect(shown == resting.height, "rests exactly at a detent, not between")
            rests.insert(resting.identifier)
        }
        // The random throws reach every detent and dismiss some cards.
        #expect(rests.count == 3 && dismissals > 0)
    }

    /// A hard throw up from the shortest detent: the high-speed spring overshoots the tallest
    /// detent in raw terms, but the sheet shown stays within the rubber band (10 pt above large).
    @Test func aHardThrowUpStaysWithinTheRubberBand() throws {
        var model = CardPresentationModel(layout: .sheet(detents: [.height(200, identifier: "low"), .large]), environment: CardDevice.phonePortrait.environment)
        model.handle(.presentationWillBegin)
        model.handle(.presentationDidEnd(completed: true))
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -500))
        model.handle(.dragEnded(velocity: -20_000))
        var highest: CGFloat = 0
        while model.needsClock { model.handle(.tick(1.0 / 120)); highest = max(highest, try #require(model.shownHeight)) }
        #expect(highest > 753 && highest < 753 + 10)
        #expect(model.currentDetent?.identifier == .large && model.shownHeight == 753)
    }
}
