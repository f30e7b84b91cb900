import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// Scrolling: the displacement rule exactly, never against the scroll, nothing for programmatic
/// scrolls, and bodies tiled to the window whatever the item count.
@Suite struct DynamicLayoutModelScrollingTests {
    /// Each live attached body's displacement along the axis, by identity (engine state).
    static func displacements(_ model: DynamicLayoutModel) -> [LayoutElementID: CGFloat] {
        var result: [LayoutElementID: CGFloat] = [:]
        for body in model.bodies where body.phase == .attached {
            guard let state = model.engineState(of: body) else { continue }
            result[body.element.id] = model.style.axis == .vertical ? state.center.y - body.element.center.y : state.center.x - body.element.center.x
        }
        return result
    }

    @Test(arguments: [DynamicLayoutStyle.springyList(.messages), .springyList(.tiled), .springyList(.loose, axis: .horizontal),
                      .springyCarousel(itemWidth: 160)])
    func eachScrollMovesEveryBodyByTheRule(style: DynamicLayoutStyle) {
        let horizontal = style.axis == .horizontal
        let list: ListLayout = horizontal ? LayoutFixtures.carousel(count: 100) : LayoutFixtures.messages(count: 300)
        let model = LayoutFixtures.model(style, list)
        let deltas: [CGFloat] = [6, 14, -3, 25, 25, -40, 8]
        for delta in deltas {
            let before = Self.displacements(model)
            var r = model.visibleRect
            if horizontal { r.origin.x += delta } else { r.origin.y += delta }
            let touch = CGPoint(x: r.minX + 150, y: r.minY + 420)
            model.scroll(to: r, touch: .dragging(touch))
            let after = Self.displacements(model)
            for (id, old) in before {
                guard let new = after[id], let rest = list.element(for: id)?.center else { continue }
                let d = model.style.touchDistance(from: rest, to: touch)
                var expected = model.style.scrollShift(delta: delta, distance: d)
                let limit = model.style.maximumDisplacement
                expected = expected > 0 ? max(0, min(expected, limit - old)) : min(0, max(expected, -limit - old))
                #expect(abs((new - old) - expected) < 1e-9, "\(id): moved \(new - old), rule says \(expected)")
            }
            model.advance(by: LayoutFixtures.frame)
        }
    }

    /// Property: over random drags (random deltas, touches and frame times), no scroll ever moves
    /// a body against the scroll direction, nor farther than the scroll itself.
    @Test(arguments: [31 as UInt64, 32, 33, 34])
    func randomDragsNeverMoveABodyAgainstTheScroll(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let presets = DynamicLayoutStyle.SpringyListPreset.allCases
        let model = LayoutFixtures.model(.springyList(presets[Int(seed) % presets.count]), LayoutFixtures.messages(count: 600, sections: 5))
        var checked = 0
        for _ in 0..<600 {
            let before = Self.displacements(model)
            var r = model.visibleRect
            let delta = CGFloat.random(in: -60...60, using: &random)
            r.origin.y = min(max(r.origin.y + delta, -200), model.source.contentSize.height)
            let actual = r.minY - model.visibleRect.minY
            model.scroll(to: r, touch: .dragging(CGPoint(x: CGFloat.random(in: -50...450, using: &random), y: r.minY + CGFloat.random(in: -100...900, using: &random))))
            for (id, new) in Self.displacements(model) {
                guard let old = before[id] else { continue }
                let moved = new - old
                #expect(moved * actual >= 0, "moved \(moved) for a scroll of \(actual)")
                #expect(abs(moved) <= abs(actual) + 1e-9)
                checked += 1
            }
            model.advance(by: Double.random(in: 0...0.05, using: &random))
        }
        #expect(checked > 5_000)
    }

    @Test func programmaticScrollsAndJumpsMoveNothing() throws {
        let list = LayoutFixtures.messages(count: 2_000)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        for delta: CGFloat in [5, 40, -20] {
            var r = model.visibleRect
            r.origin.y += delta
            model.scroll(to: r, touch: .programmatic)
            #expect(Self.displacements(model).values.allSatisfy { $0 == 0 })
            #expect(!model.isAnimating)
        }
        // A jump farther than a screen, even with a finger down (scrollToItem during a drag).
        var r = model.visibleRect
        r.origin.y += 5_000
        model.scroll(to: r, touch: .dragging(CGPoint(x: 100, y: r.minY + 400)))
        #expect(Self.displacements(model).values.allSatisfy { $0 == 0 })
        DynamicLayoutModelTests.expectBaseLayout(model)
        // A coast after the finger lifts keeps pulling from where the finger was on screen.
        drag(model, frames: 3, delta: 10, touch: CGPoint(x: 100, y: 800))
        let before = Self.displacements(model)
        r = model.visibleRect
        r.origin.y += 10
        model.scroll(to: r, touch: .decelerating)
        let after = Self.displacements(model)
        let touch = CGPoint(x: 100, y: r.minY + 800)
        for (id, old) in before {
            let rest = list.element(for: id)!.center
            let expected = min(model.style.scrollShift(delta: 10, distance: abs(rest.y - touch.y)), 100 - old)
            #expect(try abs((#require(after[id]) - old) - max(expected, 0)) < 1e-9)
        }
    }

    @Test func bodiesCreatedMidScrollStartDisplacedByTheLatestDelta() {
        var style = DynamicLayoutStyle.springyList(.loose)
        style.tilingRefreshDistance = 0
        let list = LayoutFixtures.rows(count: 1_000)
        let model = LayoutFixtures.model(style, list)
        let known = Set(model.liveElementIDs)
        var r = model.visibleRect
        r.origin.y += 30
        let touch = CGPoint(x: 100, y: r.minY + 100)
        model.scroll(to: r, touch: .dragging(touch))
        let fresh = Self.displacements(model).filter { !known.contains($0.key) }
        #expect(!fresh.isEmpty)
        for (id, displacement) in fresh {
            let rest = list.element(for: id)!.center
            #expect(abs(displacement - min(model.style.scrollShift(delta: 30, distance: abs(rest.y - touch.y)), 100)) < 1e-9)
            #expect(displacement > 0)
        }
    }

    /// Live bodies never exceed the elements in the tiling window (visible rectangle + margin),
    /// whatever the item count.
    @Test(arguments: [100, 10_000, 100_000])
    func liveBodiesStayWithinTheTilingWindow(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let list = LayoutFixtures.rows(count: count)
        let model = LayoutFixtures.model(.springyList(.tiled), list)
        for _ in 0..<300 {
            var r = model.visibleRect
            r.origin.y = min(max(r.origin.y + CGFloat.random(in: -80...120, using: &random), 0), max(list.contentSize.height - 844, 0))
            model.scroll(to: r, touch: .dragging(CGPoint(x: 200, y: r.minY + 400)))
            model.advance(by: LayoutFixtures.frame)
            // Bodies belong to elements whose place or shown frame lies in the window (the visible
            // rectangle + 100 pt) as of the last refresh, which can lag by the refresh distance.
            let reach = 100 + model.style.tilingRefreshDistance + largestDisplacement(model)
            let window = model.visibleRect.insetBy(dx: -reach, dy: -reach)
            var inWindow: [LayoutElement] = []
            list.appendElements(in: window, to: &inWindow)
            #expect(model.liveBodyCount <= inWindow.count)
            #expect(model.liveBodyCount <= 28)
        }
    }

    /// The highest engine slot a live body occupies (`DynamicItem`'s description is
    /// `item#slot.generation`): the engine's per-body arrays are as long as that, so it measures
    /// the engine's storage — flat when removed bodies' slots are reused.
    static func highestEngineSlot(_ model: DynamicLayoutModel) -> Int {
        model.bodies.compactMap { $0.item?.description.dropFirst(5).split(separator: ".").first.flatMap { Int($0) } }.max() ?? 0
    }

    /// Scrolling 100 000 items end to end keeps the body count, the model's storage and the
    /// engine's slots flat: the same as for 1 000 items.
    @Test func scrollingAHundredThousandItemsEndToEndKeepsMemoryFlat() {
        func endToEnd(_ count: Int) -> (bodies: Int, storage: Int, frames: Int) {
            let list = LayoutFixtures.rows(count: count)
            let model = LayoutFixtures.model(.springyList(.messages), list)
            var maxBodies = 0, maxStorage = 0, frames = 0
            let end = list.contentSize.height - 844
            while model.visibleRect.minY < end {
                var r = model.visibleRect
                r.origin.y = min(r.origin.y + 800, end)
                model.scroll(to: r, touch: .dragging(CGPoint(x: 200, y: r.minY + 500)))
                model.advance(by: LayoutFixtures.frame)
                maxBodies = max(maxBodies, model.liveBodyCount)
                if frames % 100 == 0 { maxStorage = max(maxStorage, model.storageFootprint, Self.highestEngineSlot(model)) }
                frames += 1
            }
            return (maxBodies, maxStorage, frames)
        }
        let small = endToEnd(1_000), large = endToEnd(100_000)
        #expect(large.frames > 5_000)
        #expect(large.bodies <= small.bodies + 2)
        #expect(large.bodies <= 30)
        #expect(large.storage <= small.storage * 2)
    }
}

extension DynamicLayoutModelScrollingTests {
    /// Far from the simulation's origin the model re-bases it (the engine clamps positions to
    /// ±10⁷ pt); every body keeps its displacement and velocity across the move.
    @Test func rebasingKeepsEveryBodysMotion() {
        let list = LayoutFixtures.rows(count: 100_000)
        let start = DynamicLayoutModel.rebaseDistance - 422 - 300  // the visible centre 300 pt short of it
        let model = LayoutFixtures.model(.springyList(.loose), list, at: CGPoint(x: 0, y: start))
        #expect(model.origin == .zero)
        drag(model, frames: 6, delta: 30)
        func motion() -> [LayoutElementID: (CGPoint, Vector2D)] {
            var result: [LayoutElementID: (CGPoint, Vector2D)] = [:]
            for body in model.bodies {
                let state = model.engineState(of: body)!
                result[body.element.id] = (CGPoint(x: state.center.x - body.element.center.x, y: state.center.y - body.element.center.y), state.velocity)
            }
            return result
        }
        let before = motion()
        var r = model.visibleRect
        r.origin.y += 200  // after the drag's 180 pt: a programmatic scroll (moving nothing) crosses the distance
        model.scroll(to: r, touch: .programmatic)
        #expect(model.origin.y == r.minY)
        let after = motion()
        var compared = 0
        for (id, (offset, velocity)) in before {
            guard let (newOffset, newVelocity) = after[id] else { continue }
            #expect(abs(newOffset.x - offset.x) < 1e-6 && abs(newOffset.y - offset.y) < 1e-6)
            #expect(abs(newVelocity.dy - velocity.dy) < 1e-6)
            compared += 1
        }
        #expect(compared > 5)
        run(model, seconds: 4)
        DynamicLayoutModelTests.expectBaseLayout(model)
    }
}

extension DynamicLayoutModelScrollingTests {
    /// A body already displaced beyond the cap (a carousel card springing to the place an insert
    /// gave it) is left where it is by a scroll in its direction, never pulled back against it.
    @Test func aBodyBeyondTheCapIsNeverPulledAgainstTheScroll() throws {
        let list = LayoutFixtures.carousel(count: 30)
        let model = LayoutFixtures.model(.springyCarousel(itemWidth: 160), list)
        var sections = list.sections
        sections[0].items.insert(ListLayout.Item(size: CGSize(width: 160, height: 200), alignment: .trailing), at: 0)
        list.sections = sections
        try model.apply([.insertItem(LayoutIndexPath(section: 0, item: 0))])
        let before = Self.displacements(model)
        #expect(before.values.contains { $0 < -model.style.maximumDisplacement })
        var r = model.visibleRect
        r.origin.x -= 10
        model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX + 195, y: 700)))
        for (id, new) in Self.displacements(model) {
            guard let old = before[id] else { continue }
            #expect((new - old) * -10 >= 0, "\(id) moved \(new - old) against a scroll of -10")
        }
    }
}
