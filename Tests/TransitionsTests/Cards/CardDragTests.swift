import Foundation
import Testing
@testable import Transitions

@Suite struct CardDragTests {
    let drag = CardDrag()
    let detents = ResolvedCardDetents([.height(200, identifier: "small"), .medium, .large],
                                      in: CardDetent.Context(containerSize: CGSize(width: 390, height: 844), maximumHeight: 700))

    @Test func theRubberBandNeverReachesItsExtent() {
        #expect(drag.rubberBand(0) == 0)
        #expect(drag.rubberBand(-10) == 0)
        #expect(drag.rubberBand(.nan) == 0)
        #expect(drag.rubberBand(.infinity) == 48)
        var previous: CGFloat = 0
        for excess in stride(from: CGFloat(1), through: 10_000, by: 7) {
            let shown = drag.rubberBand(excess)
            #expect(shown > previous && shown < 48)
            #expect(isClose(drag.unband(shown), excess, tolerance: 1e-6 * excess))
            previous = shown
        }
        // UIScrollView's slope at the edge: 0.55.
        #expect(isClose(drag.rubberBand(0.01) / 0.01, 0.55, tolerance: 1e-3))
    }

    @Test func pastTheTallestDetentTheCardRubberBandsAndBelowTheShortestItSlides() {
        #expect(drag.displayedHeight(raw: 900, detents: detents, resistsDismissal: false) < 700 + 48)
        #expect(drag.displayedHeight(raw: 900, detents: detents, resistsDismissal: false) > 700)
        #expect(drag.displayedHeight(raw: 120, detents: detents, resistsDismissal: false) == 120)
        #expect(drag.displayedHeight(raw: -30, detents: detents, resistsDismissal: false) == 0)
        // A dismissal that would be refused: it resists below the shortest too.
        let resisting = drag.displayedHeight(raw: 0, detents: detents, resistsDismissal: true)
        #expect(resisting > 200 - 48 && resisting < 200)
        for raw in [CGFloat(-300), 10, 150, 240, 500, 710, 2000] {
            for resists in [false, true] {
                let shown = drag.displayedHeight(raw: raw, detents: detents, resistsDismissal: resists)
                guard shown > 0 else { continue }
                let back = drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: resists)
                #expect(abs(back - raw) <= 1e-6 * max(abs(raw), 1))
            }
        }
    }

    /// The throw's projection (0.998 per millisecond, τ ≈ 0.499 s, the throw-to-dismiss's) picks
    /// the detent nearest where the card would coast, or dismissal when that is nearer 0 than the
    /// shortest detent.
    @Test(arguments: [
        (height: CGFloat(350), velocity: CGFloat(0), expected: CardDrag.Target.detent(.medium)),
        (350, 300, .detent(.medium)),            // coasts to 499.7: nearer 350 than 700
        (350, 400, .detent(.large)),             // coasts to 549.6: nearer 700
        (350, 800, .detent(.large)),             // coasts to 749
        (350, -400, .detent("small")),           // coasts to 150.4
        (350, -1200, .dismissal),                // coasts to −249
        (200, -250, .dismissal),                 // coasts to 75.2, nearer 0 than 200
        (200, -150, .detent("small")),           // coasts to 125.2
        (680, 0, .detent(.large)),
        (120, 0, .detent("small")),
        (90, 0, .dismissal),
        (120, .nan, .detent("small")),
    ])
    func theThrowPicksTheDetentItCarriesTo(height: CGFloat, velocity: CGFloat, expected: CardDrag.Target) {
        #expect(drag.target(height: height, velocity: velocity, detents: detents) == expected)
        #expect(isClose(drag.projectionTime, 0.499, tolerance: 1e-3))
    }

    /// Random drags and throws on a shown sheet: wherever the finger lets go and however fast,
    /// the card never goes more than the rubber band's extent past its tallest detent, and when
    /// the spring stops it rests exactly at a detent — or the card is dismissed.
    @Test func randomThrowsAlwaysRestAtADetent() {
        var rng = SplitMix64(seed: 0xDE7E)
        let extent: CGFloat = 48
        var dismissals = 0, rests = Set<CardDetent.Identifier>()
        for round in 0..<400 {
            let device = CardDevice.all[round % CardDevice.all.count]
            var layout = CardLayout.sheet(detents: [.height(.random(in: 80...300, using: &rng), identifier: "low"), .medium, .large])
            layout.selectedDetent = [CardDetent.Identifier("low"), .medium, .large].randomElement(using: &rng)
            var model = CardPresentationModel(layout: layout, environment: device.environment)
            model.handle(.presentationWillBegin)
            model.handle(.presentationDidEnd(completed: true))
            let detents = try! #require(model.resolvedDetents)
            let top = detents.largest.height + extent + 1e-9
            model.handle(.dragBegan)
            var translation: CGFloat = 0
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                translation += .random(in: -400...400, using: &rng)
                model.handle(.dragMoved(translation: translation))
                #expect(try! #require(model.shownHeight) <= top)
            }
            let velocity = CGFloat.random(in: -6000...6000, using: &rng)
            let effects = model.handle(.dragEnded(velocity: velocity))
            if effects.contains(.dismiss) {
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

    /// A hard throw up from the shortest detent: the spring overshoots the tallest detent in raw
    /// terms, but the card shown stays within the rubber band.
    @Test func aHardThrowUpStaysWithinTheRubberBand() throws {
        var model = CardPresentationModel(layout: .sheet(detents: [.height(200, identifier: "low"), .large]), environment: CardDevice.phonePortrait.environment)
        model.handle(.presentationWillBegin)
        model.handle(.presentationDidEnd(completed: true))
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -500))
        model.handle(.dragEnded(velocity: -20_000))
        var highest: CGFloat = 0
        while model.needsClock { model.handle(.tick(1.0 / 120)); highest = max(highest, try #require(model.shownHeight)) }
        #expect(highest > 731 && highest < 731 + 48)
        #expect(model.currentDetent?.identifier == .large && model.shownHeight == 731)
    }
}
