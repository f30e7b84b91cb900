import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// Data updates by identity, bounds changes and self-sizing: no zero-size body, no stale frame,
/// no invalid index path, whatever the batch.
@Suite struct DynamicLayoutModelUpdatesTests {
    /// Every invariant that must hold between frames: each live body belongs to an element the
    /// base layout has, has that element's size in the engine and can have a body; every element
    /// returned exists in the base layout and is its base frame moved by its body's offset.
    static func expectConsistent(_ model: DynamicLayoutModel, _ list: ListLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        for body in model.bodies where body.phase == .attached {
            let id = body.element.id
            guard let base = list.element(for: id) else {
                Issue.record("a body for \(id), which the layout does not have", sourceLocation: sourceLocation)
                continue
            }
            #expect(base.frame == body.element.frame, "stale place for \(id)", sourceLocation: sourceLocation)
            #expect(base.canHaveBody, sourceLocation: sourceLocation)
            if let item = body.item, let size = model.animator.size(of: item) {
                #expect(size == model.engineSize(of: base) && size.width > 0 && size.height > 0, "stale size for \(id)", sourceLocation: sourceLocation)
            } else {
                Issue.record("a body without an engine item for \(id)", sourceLocation: sourceLocation)
            }
        }
        #expect(model.bodies.count == Set(model.bodies.map(\.element.id)).count, sourceLocation: sourceLocation)
        for e in model.elements(in: model.visibleRect.insetBy(dx: 0, dy: -200)) {
            guard let base = list.element(for: e.id) else {
                Issue.record("returned \(e.id), which the layout does not have", sourceLocation: sourceLocation)
                continue
            }
            #expect(e.frame.size == base.frame.size, sourceLocation: sourceLocation)
            #expect(e.frame == model.displayedFrame(of: e.id, base: base.frame), sourceLocation: sourceLocation)
        }
    }

    /// Fuzz: 1 100 random batches over two seeds — 1 078 batch updates (inserts, deletes, moves and
    /// reloads of items and sections) and 22 full reloads — between drags and time. After each:
    /// zero zero-size bodies, zero stale frames, every index path valid, and every body that
    /// survived is the same body, carrying the displacement it had.
    @Test(arguments: [51 as UInt64, 52])
    func randomBatchUpdatesNeverLeaveAStaleOrInvalidBody(seed: UInt64) throws {
        var script = BatchScript(sections: 6, itemsPerSection: 12, seed: seed)
        var random = SplitMix64(seed: seed &* 31)
        let list = ListLayout(metrics: .init(containerSize: LayoutFixtures.screen), sections: script.layoutSections())
        let model = LayoutFixtures.model(.springyList(.loose), list)
        var carried = 0
        for batch in 0..<550 {
            // Scroll somewhere in the content with a finger, then let time pass.
            let target = CGFloat.random(in: 0...max(list.contentSize.height - 844, 0), using: &random)
            let delta = max(min(target - model.visibleRect.minY, 120), -120) / 4
            drag(model, frames: 4, delta: delta, touch: CGPoint(x: 200, y: CGFloat.random(in: 0...844, using: &random)))
            if Bool.random(using: &random) { run(model, seconds: Double.random(in: 0...0.3, using: &random)) }
            Self.expectConsistent(model, list)
            // Offsets before the batch, by identity.
            let identities = script.paths()
            var identityAt: [LayoutIndexPath: Int] = [:]
            for (id, path) in identities { identityAt[path] = id }
            var offsets: [Int: CGPoint] = [:]
            for body in model.bodies where body.element.id.category == .cell {
                if let identity = identityAt[LayoutIndexPath(section: body.element.id.section, item: body.element.id.item)] {
                    offsets[identity] = model.engineState(of: body).map {
                        CGPoint(x: $0.center.x - body.element.center.x, y: $0.center.y - body.element.center.y)
                    }
                }
            }
            if let now = try script.applyRandomBatch(to: model, list: list, reload: batch % 50 == 49) {
                for (identity, offset) in offsets {
                    guard let path = now[identity], let k = model.bodyIndex[.cell(section: path.section, item: path.item)],
                          let state = model.engineState(of: model.bodies[k]) else { continue }
                    let rest = model.bodies[k].element.center
                    #expect(abs(state.center.x - rest.x - offset.x) < 1e-6 && abs(state.center.y - rest.y - offset.y) < 1e-6,
                            "identity \(identity) lost its displacement")
                    carried += 1
                }
            }
            Self.expectConsistent(model, list)
            expectNoBlanks(model, in: model.visibleRect)
        }
        #expect(carried > 2_000)
    }

    @Test func aReloadedCellTakesItsNewSizeAtOnceAndTheNextCellsFollow() throws {
        let list = LayoutFixtures.rows(count: 50)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 5, delta: 10)
        var sections = list.sections
        sections[0].items[3].size.height = 120
        list.sections = sections
        try model.apply([.reloadItem(before: LayoutIndexPath(section: 0, item: 3), after: LayoutIndexPath(section: 0, item: 3))])
        let shown = try #require(model.element(for: .cell(section: 0, item: 3)))
        #expect(shown.frame.height == 120)
        Self.expectConsistent(model, list)
        run(model, seconds: 5)
        DynamicLayoutModelTests.expectBaseLayout(model)
    }

    /// Self-sizing: a preferred size resizes the body, and every following element shifts in the
    /// same pass, keeping its motion.
    @Test func selfSizingResizesTheBodyAndShiftsTheFollowingItemsInOnePass() throws {
        let list = LayoutFixtures.messages(count: 100)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 6, delta: 12)
        let before = Dictionary(uniqueKeysWithValues: model.bodies.map { ($0.element.id, $0.offset) })
        var sections = list.sections
        let grown = 5
        sections[0].items[grown].size.height += 50
        list.sections = sections
        model.baseLayoutDidChange()
        Self.expectConsistent(model, list)
        for body in model.bodies {
            let base = list.element(for: body.element.id)!
            #expect(body.element.frame == base.frame)
            if let old = before[body.element.id] { #expect(body.offset == old) }
        }
        #expect(model.element(for: .cell(section: 0, item: grown))!.frame.height == list.element(for: .cell(section: 0, item: grown))!.frame.height)
        let next = LayoutElementID.cell(section: 0, item: grown + 1)
        #expect(try model.element(for: next)!.frame.minY - list.element(for: next)!.frame.minY == #require(before[next]).y)
    }

    /// Bounds changes: a rotation re-anchors and resizes every body at its new place; inset and
    /// safe-area changes re-anchor keeping the motion.
    @Test func boundsSizeAndInsetChangesReanchorEveryBody() {
        let list = LayoutFixtures.messages(count: 300, sections: 4)
        let model = LayoutFixtures.model(.springyList(.loose), list, at: CGPoint(x: 0, y: 3_000))
        drag(model, frames: 8, delta: 15)
        // Rotate to landscape.
        var metrics = list.metrics
        metrics.containerSize = CGSize(width: 844, height: 390)
        list.metrics = metrics
        model.resize(to: CGRect(x: 0, y: model.visibleRect.minY, width: 844, height: 390))
        Self.expectConsistent(model, list)
        DynamicLayoutModelTests.expectBaseLayout(model)
        #expect(model.bodies.allSatisfy { $0.element.frame.maxX <= 844 })
        #expect(model.liveBodyCount > 3)
        // Safe-area / inset change while moving.
        drag(model, frames: 4, delta: 10)
        metrics.sectionInsets.left += 44
        metrics.sectionInsets.top += 20
        list.metrics = metrics
        model.baseLayoutDidChange()
        Self.expectConsistent(model, list)
        run(model, seconds: 5)
        DynamicLayoutModelTests.expectBaseLayout(model)
    }

    @Test func reloadDataForgetsEveryBodyAndTilesAgainAtRest() {
        let list = LayoutFixtures.messages(count: 200)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 5, delta: 20)
        #expect(model.detach(.cell(section: 0, item: 20)))
        list.sections = [ListLayout.Section(items: Array(list.sections[0].items.prefix(7)))]
        model.reloadData()
        #expect(model.liveBodyCount == 7)
        #expect(model.takeDepartedElements().isEmpty)
        Self.expectConsistent(model, list)
        DynamicLayoutModelTests.expectBaseLayout(model)
    }

    @Test func deletedElementsLeaveFromWhereTheyWereShown() throws {
        let list = LayoutFixtures.rows(count: 40)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 5, delta: 20)
        let shown = try #require(model.element(for: .cell(section: 0, item: 4))).frame
        var sections = list.sections
        sections[0].items.remove(at: 4)
        list.sections = sections
        try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: 4))])
        #expect(model.disappearingFrame(of: .cell(section: 0, item: 4)) == shown)
        #expect(model.appearingFrame(of: .cell(section: 0, item: 5)) == nil)  // a list lets UIKit animate moves
        model.finishUpdates()
        #expect(model.disappearingFrame(of: .cell(section: 0, item: 4)) == nil)
    }

    /// The carousel: an inserted card drops in from the top and settles in its slot within
    /// 1.5 s while its neighbours spring aside; no card ever leaves the boundary.
    @Test func carouselInsertDropsInAndNoCardLeavesTheBoundary() throws {
        let list = LayoutFixtures.carousel(count: 30)
        let model = LayoutFixtures.model(.springyCarousel(itemWidth: 160), list)
        // The boundary is 1 pt outside the content (UIKit's outset); contacts may press up to
        // 1.5 pt into it (three times the engine's 0.5 pt slop).
        let boundary = CGRect(origin: .zero, size: list.contentSize).insetBy(dx: -2.5, dy: -2.5)
        func expectInside() {
            for e in model.elements(in: model.visibleRect.insetBy(dx: -400, dy: -400)) {
                #expect(boundary.contains(e.frame), "\(e.id) at \(e.frame)")
            }
        }
        for (k, index) in [1, 3, 2].enumerated() {
            drag(model, frames: 10, delta: k == 1 ? -15 : 15, touch: CGPoint(x: 100, y: 700))
            var sections = list.sections
            sections[0].items.insert(ListLayout.Item(size: CGSize(width: 160, height: 200), alignment: .trailing), at: index)
            list.sections = sections
            let id = LayoutElementID.cell(section: 0, item: index)
            try model.apply([.insertItem(LayoutIndexPath(section: 0, item: index))])
            let start = try #require(model.element(for: id)).frame
            #expect(start.minY == 0)  // its top at the content's top: one content height above its slot
            #expect(model.appearingFrame(of: id) == start)
            #expect(model.appearingFrame(of: .cell(section: 0, item: index + 1)) != nil)  // neighbours spring, UIKit must not animate them
            var settledAt: TimeInterval?
            var t: TimeInterval = 0
            while t < 4 {
                model.advance(by: LayoutFixtures.frame)
                t += LayoutFixtures.frame
                expectInside()
                let shown = model.element(for: id)!.frame, base = list.element(for: id)!.frame
                if hypot(shown.midX - base.midX, shown.midY - base.midY) <= 0.5 {
                    if settledAt == nil { settledAt = t }
                } else {
                    settledAt = nil
                }
            }
            #expect((settledAt ?? .infinity) <= 1.5, "insert \(k) settled after \(settledAt ?? .infinity) s")
            #expect(!model.isAnimating)
            DynamicLayoutModelTests.expectBaseLayout(model)
        }
    }
}
