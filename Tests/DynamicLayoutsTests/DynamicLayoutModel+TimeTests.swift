import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// Time: springs settle, the model then snaps to the base layout and asks for nothing more.
@Suite struct DynamicLayoutModelTimeTests {
    /// What happens after a drag: the seconds until every element stays within `tolerance` pt of
    /// its place (shown frames, at 60 Hz), the seconds until the model stops animating, and the
    /// invalidations asked for after `quietAfter` seconds.
    struct Settling {
        var within: TimeInterval = .infinity
        var rest: TimeInterval = .infinity
        var invalidationsAfter = 0
    }

    static func settle(_ model: DynamicLayoutModel, tolerance: CGFloat = 0.5, quietAfter: TimeInterval = 1, limit: TimeInterval = 5) -> Settling {
        var result = Settling()
        var within: TimeInterval?
        var t: TimeInterval = 0
        while t < limit {
            let invalidated = model.advance(by: LayoutFixtures.frame)
            t += LayoutFixtures.frame
            if largestDisplacement(model) <= tolerance {
                if within == nil { within = t }
            } else {
                within = nil
            }
            if invalidated && t > quietAfter + 1e-9 { result.invalidationsAfter += 1 }
            if !model.isAnimating && result.rest == .infinity { result.rest = t }
        }
        result.within = within ?? .infinity
        return result
    }

    /// Plays a drag frame by frame and returns the largest displacement it caused.
    static func dragMeasuring(_ model: DynamicLayoutModel, frames: Int, delta: CGFloat, touch: CGPoint) -> CGFloat {
        var largest: CGFloat = 0
        for _ in 0..<frames {
            drag(model, frames: 1, delta: delta, touch: touch)
            largest = max(largest, largestDisplacement(model))
        }
        return largest
    }

    /// After a drag ends, every item is within 0.5 pt of its place within 1.0 s, and from then on
    /// the model asks for no invalidation (default preset, random drags).
    @Test(arguments: [41 as UInt64, 42, 43, 44, 45, 46])
    func afterADragEveryItemIsHomeWithinASecondAndThenNothingMoves(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let model = LayoutFixtures.model(.springyList(), LayoutFixtures.messages(count: 800, sections: 3, seed: seed), at: CGPoint(x: 0, y: 20_000))
        for _ in 0..<4 {
            let speed = CGFloat.random(in: 20...60, using: &random) * (Bool.random(using: &random) ? 1 : -1)
            let largest = Self.dragMeasuring(model, frames: Int.random(in: 5...60, using: &random), delta: speed,
                                             touch: CGPoint(x: 200, y: CGFloat.random(in: 0...844, using: &random)))
            #expect(largest > 1)
            let settling = Self.settle(model)
            #expect(settling.within <= 1.0, "within 0.5 pt after \(settling.within) s")
            #expect(settling.rest <= 1.0, "at rest after \(settling.rest) s")
            #expect(settling.invalidationsAfter == 0)
            #expect(!model.isAnimating)
            #expect(largestDisplacement(model) == 0)
        }
    }

    /// The softer presets' times after the hardest drag (the displacement cap reached), pinned so
    /// a change shows: the founding numbers are softer than the messages preset's, and settle
    /// later than a second.
    @Test(arguments: [(DynamicLayoutStyle.SpringyListPreset.tiled, 1.2, 1.6), (.loose, 2.0, 2.8)])
    func softerPresetsSettleInTheirDocumentedTime(preset: DynamicLayoutStyle.SpringyListPreset, within: TimeInterval, rest: TimeInterval) {
        let model = LayoutFixtures.model(.springyList(preset), LayoutFixtures.messages(count: 800))
        drag(model, frames: 30, delta: 50)
        #expect(largestDisplacement(model) > 80)
        let settling = Self.settle(model, quietAfter: rest)
        #expect(settling.within <= within && settling.within > within - 0.5, "\(preset): within 0.5 pt after \(settling.within) s")
        #expect(settling.rest <= rest, "\(preset): at rest after \(settling.rest) s")
        #expect(settling.invalidationsAfter == 0)
    }

    @Test func aRestingModelIgnoresTimeAndBadTimeIsIgnored() {
        let model = LayoutFixtures.model(.springyList(), LayoutFixtures.rows(count: 100))
        #expect(!model.isAnimating)
        #expect(!model.advance(by: 1))
        #expect(!model.step())
        drag(model, frames: 3, delta: 20)
        #expect(model.isAnimating)
        let before = model.elements(in: model.visibleRect)
        for bad in [0, -1, TimeInterval.nan, .infinity] { #expect(!model.advance(by: bad)) }
        #expect(model.elements(in: model.visibleRect) == before)
        #expect(model.step())
    }

    @Test func newtonianCardsAddedOneByOneSettleWithoutOverlapping() {
        let list = LayoutFixtures.newtonianRow(count: 0)
        let model = LayoutFixtures.model(.newtonian, list)
        var worstOverlap: CGFloat = 0
        func overlap() -> CGFloat {
            let frames = model.elements(in: model.visibleRect.insetBy(dx: -500, dy: -500)).map(\.frame)
            var worst: CGFloat = 0
            for i in frames.indices {
                for j in frames.indices where j > i {
                    let r = frames[i].intersection(frames[j])
                    if !r.isNull { worst = max(worst, min(r.width, r.height)) }
                }
            }
            return worst
        }
        for k in 0..<4 {
            var sections = list.sections
            sections[0].items.append(ListLayout.Item(size: CGSize(width: 80, height: 80), alignment: .trailing))
            list.sections = sections
            model.apply([.insertItem(LayoutIndexPath(section: 0, item: k))])
            #expect(model.isAnimating)
            // It swings in from beyond the trailing edge.
            #expect(model.element(for: .cell(section: 0, item: k))!.frame.minX >= model.visibleRect.maxX)
            for _ in 0..<40 {
                model.advance(by: LayoutFixtures.frame)
                worstOverlap = max(worstOverlap, overlap())
            }
        }
        var t: TimeInterval = 0
        while model.isAnimating && t < 20 {
            model.advance(by: LayoutFixtures.frame)
            t += LayoutFixtures.frame
        }
        #expect(!model.isAnimating, "still swinging after \(t) s")
        #expect(t < 10)
        #expect(overlap() <= 1)
        DynamicLayoutModelTests.expectBaseLayout(model)
        // While they swing they collide rather than pass through each other (the engine allows a
        // few points of overlap in a hard knock).
        #expect(worstOverlap < 10)
    }
}
