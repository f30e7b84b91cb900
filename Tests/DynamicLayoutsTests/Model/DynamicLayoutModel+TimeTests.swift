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

    /// One motion of the documented settle times (docs/layouts.md, the presets' doc comments): a
    /// style on a phone-sized base layout, what moves it, and the documented bound, seconds.
    struct Motion: CustomTestStringConvertible, Sendable {
        var name: String
        var bound: TimeInterval
        var make: @Sendable () -> (DynamicLayoutStyle, ListLayout, CGPoint)
        var act: @Sendable (DynamicLayoutModel, ListLayout) throws -> Void
        var testDescription: String { name }
    }

    /// The hardest drag: 30 frames of 50 pt with the finger at the far edge, every body at the cap.
    static func hardestDrag(_ model: DynamicLayoutModel) {
        let vertical = model.style.axis == .vertical
        drag(model, frames: 30, delta: 50, touch: vertical ? CGPoint(x: 195, y: 0) : CGPoint(x: 0, y: 422))
    }

    static func insert(_ size: CGSize, at index: Int, _ model: DynamicLayoutModel, _ list: ListLayout) throws {
        var sections = list.sections
        sections[0].items.insert(ListLayout.Item(size: size, alignment: .trailing), at: index)
        list.sections = sections
        try model.apply([.insertItem(LayoutIndexPath(section: 0, item: index))])
    }

    static let motions: [Motion] = [
        Motion(name: "messages, hardest drag", bound: 0.25, make: { (.springyList(.messages), LayoutFixtures.rows(count: 2_000), CGPoint(x: 0, y: 20_000)) },
               act: { model, _ in hardestDrag(model) }),
        Motion(name: "tiled, hardest drag", bound: 1.35, make: { (.springyList(.tiled), LayoutFixtures.rows(count: 2_000), CGPoint(x: 0, y: 20_000)) },
               act: { model, _ in hardestDrag(model) }),
        Motion(name: "loose, hardest drag", bound: 2.6, make: { (.springyList(.loose), LayoutFixtures.rows(count: 2_000), CGPoint(x: 0, y: 20_000)) },
               act: { model, _ in hardestDrag(model) }),
        Motion(name: "loose asked for 1 s, hardest drag", bound: 1,
               make: { (.springyList(.loose, settleTime: 1), LayoutFixtures.rows(count: 2_000), CGPoint(x: 0, y: 20_000)) },
               act: { model, _ in hardestDrag(model) }),
        Motion(name: "carousel, hardest drag", bound: 3.5,
               make: { (.springyCarousel(itemWidth: 160), LayoutFixtures.carousel(count: 40), CGPoint(x: 1_000, y: 0)) },
               act: { model, _ in hardestDrag(model) }),
        Motion(name: "carousel, insert drops in", bound: 3.5,
               make: { (.springyCarousel(itemWidth: 160), LayoutFixtures.carousel(count: 40), CGPoint(x: 1_000, y: 0)) },
               act: { model, list in try insert(CGSize(width: 160, height: 200), at: 6, model, list) }),
        Motion(name: "carousel, delete at the end", bound: 3.5,
               make: { (.springyCarousel(itemWidth: 160), LayoutFixtures.carousel(count: 40), CGPoint(x: 40 * 172 + 12 - 390, y: 0)) },
               act: { model, list in
                   // The last cards stay where they were shown while their places move left: the
                   // last one is then outside the shrunken content.
                   var sections = list.sections
                   sections[0].items.remove(at: 37)
                   list.sections = sections
                   try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: 37))])
               }),
        Motion(name: "carousel, insert drops 1 000 pt without a floor", bound: 3.5,
               make: { (.springyCarousel(itemWidth: 160), LayoutFixtures.tallCarousel(count: 40), CGPoint(x: 1_000, y: 0)) },
               act: { model, list in try insert(CGSize(width: 160, height: 200), at: 6, model, list) }),
        Motion(name: "carousel asked for 1.5 s, hardest drag", bound: 1.5,
               make: { (.springyCarousel(itemWidth: 160, settleTime: 1.5), LayoutFixtures.carousel(count: 40), CGPoint(x: 1_000, y: 0)) },
               act: { model, _ in hardestDrag(model) }),
        Motion(name: "carousel asked for 1.5 s, insert drops in", bound: 1.5,
               make: { (.springyCarousel(itemWidth: 160, settleTime: 1.5), LayoutFixtures.carousel(count: 40), CGPoint(x: 1_000, y: 0)) },
               act: { model, list in try insert(CGSize(width: 160, height: 200), at: 6, model, list) }),
        Motion(name: "carousel asked for 1.5 s, insert drops 1 000 pt without a floor", bound: 1.5,
               make: { (.springyCarousel(itemWidth: 160, settleTime: 1.5), LayoutFixtures.tallCarousel(count: 40), CGPoint(x: 1_000, y: 0)) },
               act: { model, list in try insert(CGSize(width: 160, height: 200), at: 6, model, list) }),
        Motion(name: "Newtonian, a card swings in", bound: 6, make: { (.newtonian, LayoutFixtures.newtonianRow(count: 3), .zero) },
               act: { model, list in try insert(CGSize(width: 80, height: 80), at: 3, model, list) }),
        Motion(name: "Newtonian, a wide card inserted first", bound: 6,
               make: { (.newtonian, LayoutFixtures.newtonianRow(count: 2, width: 110), .zero) },
               act: { model, list in try insert(CGSize(width: 110, height: 80), at: 0, model, list) }),
        Motion(name: "Newtonian, neighbours swap", bound: 6, make: { (.newtonian, LayoutFixtures.newtonianRow(count: 4), .zero) },
               act: { model, _ in
                   try model.apply([.moveItem(from: LayoutIndexPath(section: 0, item: 1), to: LayoutIndexPath(section: 0, item: 2)),
                                    .moveItem(from: LayoutIndexPath(section: 0, item: 2), to: LayoutIndexPath(section: 0, item: 1))])
               }),
        Motion(name: "Newtonian asked for 4 s, a card swings in", bound: 4,
               make: { (.newtonian(settleTime: 4), LayoutFixtures.newtonianRow(count: 3), .zero) },
               act: { model, list in try insert(CGSize(width: 80, height: 80), at: 3, model, list) }),
        Motion(name: "compositional, tiled, hardest drag", bound: 1.35,
               make: { (.springyList(.tiled), LayoutFixtures.composed(), CGPoint(x: 0, y: 400)) },
               act: { model, _ in hardestDrag(model) }),
    ]

    /// The documented settle times hold for both readings of settled — every element within half a
    /// pixel of its place, and the model stopped — at @1x, @2x and @3x, including the carousel's
    /// drop and the Newtonian insertion; presets given a settle time meet it. (The founding
    /// figures held at @1x only: tiled 1.11 / 1.21 / 1.26 s and loose 1.92 / 2.37 / 2.47 s against
    /// a documented 1.2 s and 2 s; the carousel's drop took 2–3 s against a documented 0.8 s.)
    @Test(arguments: motions, [1, 2, 3] as [CGFloat])
    func documentedSettleTimesHoldAtEveryScale(_ motion: Motion, scale: CGFloat) throws {
        let (style, list, origin) = motion.make()
        let model = DynamicLayoutModel(style: style, source: list, visibleRect: CGRect(origin: origin, size: list.metrics.containerSize),
                                       displayScale: scale)
        try motion.act(model, list)
        #expect(model.isAnimating)
        let settling = Self.settle(model, tolerance: 0.5 / scale, quietAfter: motion.bound, limit: motion.bound + 1)
        #expect(settling.within <= motion.bound, "\(motion.name) @\(scale)x: within half a pixel after \(settling.within) s")
        #expect(settling.rest <= motion.bound, "\(motion.name) @\(scale)x: stopped after \(settling.rest) s")
        #expect(settling.invalidationsAfter == 0)
    }

    /// A carousel given a settle time meets it, at every scale, for the motions it promises: the
    /// hardest drag and a card dropped 1 000 pt onto its place with nothing below to stop it. (The
    /// spring was chosen for the drag alone; a drop took up to a fifth longer than asked.)
    @Test(arguments: [0.8, 1.2, 1.5, 2, 3] as [TimeInterval], [1, 2, 3] as [CGFloat])
    func aCarouselGivenASettleTimeMeetsItForDragsAndDrops(_ time: TimeInterval, scale: CGFloat) throws {
        let style = DynamicLayoutStyle.springyCarousel(itemWidth: 160, settleTime: time)
        let list = LayoutFixtures.tallCarousel(count: 40)
        let dragged = DynamicLayoutModel(style: style, source: list, visibleRect: CGRect(origin: CGPoint(x: 1_000, y: 0), size: list.metrics.containerSize),
                                         displayScale: scale)
        Self.hardestDrag(dragged)
        let drag = Self.settle(dragged, tolerance: 0.5 / scale, quietAfter: time, limit: time + 1)
        #expect(drag.within <= time && drag.rest <= time, "drag asked for \(time) s @\(scale)x: \(drag.within) s / \(drag.rest) s")
        let dropList = LayoutFixtures.tallCarousel(count: 40)
        let dropped = DynamicLayoutModel(style: style, source: dropList,
                                         visibleRect: CGRect(origin: CGPoint(x: 1_000, y: 0), size: dropList.metrics.containerSize), displayScale: scale)
        try Self.insert(CGSize(width: 160, height: 200), at: 6, dropped, dropList)
        let start = try #require(dropped.element(for: .cell(section: 0, item: 6))).frame
        #expect(start.minY == 0 && (dropList.element(for: .cell(section: 0, item: 6))?.frame.minY ?? 0) == 1_000)
        let drop = Self.settle(dropped, tolerance: 0.5 / scale, quietAfter: time, limit: time + 1)
        #expect(drop.within <= time && drop.rest <= time, "drop asked for \(time) s @\(scale)x: \(drop.within) s / \(drop.rest) s")
    }

    /// A settle time picks the spring: shorter times, stiffer springs; the damping ratio is kept;
    /// times that are not finite or positive leave the preset as it is.
    @Test func aSettleTimePicksTheSpring() {
        let slow = DynamicLayoutStyle.springyList(.loose, settleTime: 4), fast = DynamicLayoutStyle.springyList(.loose, settleTime: 1)
        #expect(slow.spring.frequency < fast.spring.frequency)
        #expect(slow.spring.damping == 0.5 && fast.spring.damping == 0.5)
        for bad in [0, -1, TimeInterval.nan, .infinity] {
            #expect(DynamicLayoutStyle.springyList(.loose, settleTime: bad) == .springyList(.loose))
        }
        #expect(DynamicLayoutStyle.newtonian(settleTime: 3).spring.length < DynamicLayoutStyle.newtonian.spring.length)
        // The closed form: a critically damped spring (ω = 1, c = 2) from 1 to e⁻⁵ of it.
        let t = DynamicLayoutStyle.restTime(omega: 1, damping: 2, displacement: 1, radius: exp(-5))
        #expect(t > 5 && t < 8)
        #expect(DynamicLayoutStyle.restTime(omega: 1, damping: 0, displacement: 1, radius: 0.1) == .infinity)
        #expect(DynamicLayoutStyle.restTime(omega: 1, damping: 1, displacement: 0.05, radius: 0.1) == 0)
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

    @Test func newtonianCardsAddedOneByOneSettleWithoutOverlapping() throws {
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
            try model.apply([.insertItem(LayoutIndexPath(section: 0, item: k))])
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
