import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// Always at rest, always in bounds: after any drag, fling, jump, batch update or self-sizing pass,
/// on every style (compositional shapes included), the model comes to rest — every element back on
/// its place and no more frames asked for — within the time its springs need, and a carousel card
/// is never shown outside the content.
@Suite struct DynamicLayoutModelRestTests {
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case messages, tiled, loose, carousel, newtonian, compositional
        var testDescription: String { rawValue }

        var style: DynamicLayoutStyle {
            switch self {
            case .messages: .springyList(.messages)
            case .tiled, .compositional: .springyList(.tiled)
            case .loose: .springyList(.loose)
            case .carousel: .springyCarousel(itemWidth: 200)
            case .newtonian: .newtonian
            }
        }

        /// The base layout for the script's data: a message list, a compositional layout's shape
        /// (lists, grids, orthogonal rows), or one horizontal row of cards.
        func list(_ script: BatchScript) -> ListLayout {
            switch self {
            case .messages, .tiled, .loose:
                return ListLayout(metrics: .init(containerSize: LayoutFixtures.screen), sections: script.layoutSections())
            case .compositional:
                return ListLayout(metrics: .init(containerSize: LayoutFixtures.screen), sections: script.layoutSections(composed: true))
            case .carousel, .newtonian:
                let metrics = ListLayout.Metrics(axis: .horizontal, containerSize: LayoutFixtures.screen,
                                                 sectionInsets: ListLayout.Insets(top: 0, left: 12, bottom: 200, right: 12), itemSpacing: 10)
                return ListLayout(metrics: metrics, sections: script.layoutSections())
            }
        }
    }

    // MARK: Measuring

    /// The farthest any attached body is from its place, counting its speed as the amplitude it
    /// would swing to (`√(d² + (v/ω)²)`, what the rest rule measures), points.
    static func amplitude(_ model: DynamicLayoutModel) -> CGFloat {
        var worst: CGFloat = 0
        for body in model.bodies where body.phase == .attached {
            guard let state = model.engineState(of: body) else { continue }
            let dx = state.center.x - body.element.center.x, dy = state.center.y - body.element.center.y
            let vx = state.velocity.dx / model.restOmega, vy = state.velocity.dy / model.restOmega
            worst = max(worst, (dx * dx + dy * dy + vx * vx + vy * vy).squareRoot())
        }
        return worst
    }

    /// The documented bound (docs/layouts.md, "When a layout is settled"): 1.3 times — 1.5 times
    /// for a style whose items collide — what a damped spring of the style (its slowest frequency
    /// and the damping acting on it) needs to bring a body from the current amplitude to within half
    /// a pixel at the model's scale, plus 0.3 s (collisions, swings wider than a linear spring's,
    /// the frame the rest is noticed in).
    static func restBound(_ model: DynamicLayoutModel) -> TimeInterval {
        let style = model.style
        let damping = style.spring.length > 0 ? style.resistance : style.attachedResistance
        let spring = DynamicLayoutStyle.restTime(omega: model.restOmega, damping: damping, displacement: amplitude(model),
                                                 radius: 0.5 / model.displayScale)
        return (style.collisions == .items ? 1.5 : 1.3) * spring + 0.3
    }

    /// The carousel's bounds, watched frame by frame: a card is inside the content, or no farther
    /// outside than the last check saw it — the boundary follows a card an update left outside as
    /// it comes in, and never lets it out again.
    struct ContainmentWatch {
        /// Cells shown outside the content, by identity, as the last check saw them.
        var outside: [LayoutElementID: CGRect] = [:]

        /// How far `frame` reaches past each edge of `content` (left, top, right, bottom), points.
        static func excess(_ frame: CGRect, _ content: CGRect) -> [CGFloat] {
            [max(0, content.minX - frame.minX), max(0, content.minY - frame.minY), max(0, frame.maxX - content.maxX), max(0, frame.maxY - content.maxY)]
        }

        /// Checks every card with a body (a boundary style only; a card without one is shown at its
        /// place, inside). After an update (`afterUpdate`) the cards it left outside are only
        /// recorded: they are where they were shown, which the update tests check.
        mutating func check(_ model: DynamicLayoutModel, _ what: @autoclosure () -> String, afterUpdate: Bool = false,
                            sourceLocation: SourceLocation = #_sourceLocation) {
            guard model.style.collisions == .boundaries else { return }
            let content = CGRect(origin: .zero, size: model.source.contentSize)
            var now: [LayoutElementID: CGRect] = [:]
            for body in model.bodies where body.phase == .attached {
                let id = body.element.id, frame = body.displayedFrame
                let over = Self.excess(frame, content)
                guard over.contains(where: { $0 > 1e-6 }) else { continue }
                #expect(model.element(for: id)?.frame == frame, sourceLocation: sourceLocation)
                now[id] = frame
                if afterUpdate { continue }
                let before = outside[id].map { Self.excess($0, content) } ?? [0, 0, 0, 0]
                #expect(zip(over, before).allSatisfy { $0 <= $1 + 1e-6 },
                        "\(what()): \(id) shown at \(frame), farther outside the content \(content) than \(outside[id].map { "\($0)" } ?? "inside")",
                        sourceLocation: sourceLocation)
            }
            outside = now
        }
    }

    /// Lets time run until the model rests; records a failure when it takes longer than its bound
    /// (then lets it run on, to 30 s, so a script continues from rest). Checks the carousel's
    /// bounds on every frame. Returns the seconds it took over the bound.
    @discardableResult
    static func expectRest(_ model: DynamicLayoutModel, _ what: String, watch: inout ContainmentWatch,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Double {
        let bound = restBound(model)
        var t: TimeInterval = 0
        while model.isAnimating && t < 30 {
            model.advance(by: LayoutFixtures.frame)
            t += LayoutFixtures.frame
            watch.check(model, "\(what), \(String(format: "%.2f", t)) s", sourceLocation: sourceLocation)
        }
        #expect(!model.isAnimating && t <= bound, "\(what): at rest after \(t) s, bound \(bound) s", sourceLocation: sourceLocation)
        if model.isAnimating {
            model.reloadData()
        } else {
            DynamicLayoutModelTests.expectBaseLayout(model, sourceLocation: sourceLocation)
        }
        watch.outside = [:]
        return t / bound
    }

    static func expectRest(_ model: DynamicLayoutModel, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var watch = ContainmentWatch()
        expectRest(model, what, watch: &watch, sourceLocation: sourceLocation)
    }

    // MARK: The motions that failed

    /// Two Newtonian neighbours trade places: the founding layout's cards collide, push against each
    /// other while their springs pull them through, and never rest. Here they pass each other and
    /// rest within the bound (about 4.5 s on a phone).
    @Test func newtonianNeighboursSwapAndRest() throws {
        let list = LayoutFixtures.newtonianRow(count: 4)
        let model = LayoutFixtures.model(.newtonian, list)
        try model.apply([.moveItem(from: LayoutIndexPath(section: 0, item: 1), to: LayoutIndexPath(section: 0, item: 2)),
                         .moveItem(from: LayoutIndexPath(section: 0, item: 2), to: LayoutIndexPath(section: 0, item: 1))])
        #expect(model.isAnimating)
        Self.expectRest(model, "swap")
    }

    /// A recorded script on which the Newtonian layout jammed (found by the random scripts): nine
    /// cards in three sections at rest; a self-sizing pass makes two of them taller; a batch deletes
    /// one and moves two others into the last section; a programmatic scroll. The founding layout
    /// did not rest within 30 s (in the jams the random scripts found, a card lay on another's top
    /// edge, held there 40–150 pt from its place by its pendulum). A held card now passes the card
    /// holding it.
    @Test func aRecordedNewtonianScriptThatJammedComesToRest() throws {
        // Identity, width, height; even identities at the top of the row, odd ones at the bottom.
        let cards: [[(Int, CGFloat, CGFloat)]] = [[(1001, 248, 57), (1002, 111, 36), (1003, 210, 80)],
                                                  [(1004, 138, 42), (1005, 123, 85), (1006, 125, 60)],
                                                  [(1007, 139, 84), (1008, 182, 32), (1009, 223, 61)]]
        var sizes: [Int: CGSize] = [:]
        for card in cards.joined() { sizes[card.0] = CGSize(width: card.1, height: card.2) }
        func sections(_ ids: [[Int]]) -> [ListLayout.Section] {
            ids.enumerated().map { s, items in
                ListLayout.Section(items: items.map { ListLayout.Item(size: sizes[$0]!, alignment: $0 % 2 == 0 ? .leading : .trailing) },
                                   headerExtent: 24, footerExtent: s == 0 ? 16 : 0, hasBackground: s % 2 == 0)
            }
        }
        let metrics = ListLayout.Metrics(axis: .horizontal, containerSize: LayoutFixtures.screen,
                                         sectionInsets: ListLayout.Insets(top: 0, left: 12, bottom: 200, right: 12), itemSpacing: 10)
        let list = ListLayout(metrics: metrics, sections: sections(cards.map { $0.map(\.0) }))
        let model = LayoutFixtures.model(.newtonian, list)
        // Self-sizing.
        sizes[1003] = CGSize(width: 64, height: 69)
        sizes[1002] = CGSize(width: 80, height: 108)
        list.sections = sections(cards.map { $0.map(\.0) })
        model.baseLayoutDidChange()
        // A delete and two moves across sections.
        list.sections = sections([[1002], [1004, 1005, 1006], [1001, 1007, 1008, 1003]])
        try model.apply([.deleteItem(LayoutIndexPath(section: 2, item: 2)),
                         .moveItem(from: LayoutIndexPath(section: 0, item: 2), to: LayoutIndexPath(section: 2, item: 3)),
                         .moveItem(from: LayoutIndexPath(section: 0, item: 0), to: LayoutIndexPath(section: 2, item: 0))])
        // A programmatic scroll (to where the content already is).
        model.scroll(to: CGRect(origin: .zero, size: LayoutFixtures.screen), touch: .programmatic)
        #expect(model.isAnimating)
        Self.expectRest(model, "the recorded script")
    }

    /// A wide Newtonian card inserted first swings in from the trailing edge through the others,
    /// which move aside: it rests, and nothing is left off screen.
    @Test func aWideNewtonianCardInsertedFirstPassesTheOthers() throws {
        let list = LayoutFixtures.newtonianRow(count: 2)
        var sections = list.sections
        for k in sections[0].items.indices { sections[0].items[k].size.width = 110 }
        list.sections = sections
        let model = LayoutFixtures.model(.newtonian, list)
        sections[0].items.insert(ListLayout.Item(size: CGSize(width: 110, height: 80), alignment: .trailing), at: 0)
        list.sections = sections
        try model.apply([.insertItem(LayoutIndexPath(section: 0, item: 0))])
        Self.expectRest(model, "insert among wide cards")
        for k in 0..<3 {
            #expect(model.element(for: .cell(section: 0, item: k))?.frame == list.element(for: .cell(section: 0, item: k))?.frame)
        }
    }

    /// The carousel at the end of its content: a drag towards the end keeps every card inside the
    /// content on every frame (the founding layout pushed the last card more than 100 pt past it),
    /// and the model rests.
    @Test func carouselCardsStayInsideAtTheEnd() throws {
        let list = LayoutFixtures.carousel(count: 20)
        let end = list.contentSize.width - LayoutFixtures.screen.width
        let model = LayoutFixtures.model(.springyCarousel(itemWidth: 160), list, at: CGPoint(x: end - 600, y: 0))
        var watch = ContainmentWatch()
        var pressed: CGFloat = 0
        for _ in 0..<40 {
            var r = model.visibleRect
            r.origin.x = min(r.origin.x + 30, end)
            model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX, y: 700)))
            model.advance(by: LayoutFixtures.frame)
            watch.check(model, "drag to the end")
            #expect(watch.outside.isEmpty)
            pressed = max(pressed, largestDisplacement(model))
        }
        #expect(pressed > 50)
        Self.expectRest(model, "after the drag", watch: &watch)
    }

    /// A batch update that shrinks the carousel's content under the three cards shown at its end —
    /// four deletes, a move and a reload — moves no card: each stays where it was shown, outside the new
    /// content, and its spring brings it in with the boundary following it (never farther out), to
    /// rest inside. (The founding containment moved the three cards shown at the end 644–671 pt at once, onto
    /// the new end of the content.)
    @Test func aCarouselCardTheUpdateLeavesOutsideIsNotMoved() throws {
        let list = LayoutFixtures.carousel(count: 30)
        let end = list.contentSize.width - LayoutFixtures.screen.width
        let model = LayoutFixtures.model(.springyCarousel(itemWidth: 160), list, at: CGPoint(x: end, y: 0))
        drag(model, frames: 6, delta: -10, touch: CGPoint(x: 380, y: 700))
        var shown: [Int: CGRect] = [:]
        for item in 20..<30 {
            let frame = try #require(model.element(for: .cell(section: 0, item: item))).frame
            if frame.intersects(model.visibleRect) { shown[item] = frame }
        }
        #expect(shown.count == 3)
        var sections = list.sections
        sections[0].items.removeSubrange(20...23)
        sections[0].items.insert(sections[0].items.remove(at: 5), at: 0)
        list.sections = sections
        try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: 20)), .deleteItem(LayoutIndexPath(section: 0, item: 21)),
                         .deleteItem(LayoutIndexPath(section: 0, item: 22)), .deleteItem(LayoutIndexPath(section: 0, item: 23)),
                         .moveItem(from: LayoutIndexPath(section: 0, item: 5), to: LayoutIndexPath(section: 0, item: 0)),
                         .reloadItem(before: LayoutIndexPath(section: 0, item: 27), after: LayoutIndexPath(section: 0, item: 23))])
        let content = CGRect(origin: .zero, size: list.contentSize)
        var outside = 0
        for (item, before) in shown {
            let frame = try #require(model.element(for: .cell(section: 0, item: item - 4))).frame
            #expect(frame == before, "item \(item), now \(item - 4), moved from \(before) to \(frame)")
            if !content.contains(frame) { outside += 1 }
        }
        #expect(outside == 3)
        var watch = ContainmentWatch()
        watch.check(model, "after the update", afterUpdate: true)
        #expect(watch.outside.count >= outside)
        // Nor are they moved a frame later: they set off on their springs (under 60 pt a frame at
        // first, where a move onto the content's end would be hundreds), the boundary following them in.
        var last = shown
        for frame in 1...10 {
            model.advance(by: LayoutFixtures.frame)
            watch.check(model, "frame \(frame)")
            for (item, before) in last {
                let now = try #require(model.element(for: .cell(section: 0, item: item - 4))).frame
                #expect(abs(now.minX - before.minX) < 60 && abs(now.minY - before.minY) < 60, "item \(item) jumped from \(before) to \(now) in frame \(frame)")
                last[item] = now
            }
        }
        Self.expectRest(model, "after the update", watch: &watch)
    }

    /// The boundary follows a card coming in: a narrow card deleted at the end of the carousel moves
    /// the last card's place 52 pt in and leaves the card 40 pt outside the shrunken content, where
    /// it stays; once its spring has brought it part of the way in, a drag towards the end (the
    /// finger at the start of the screen, so the card is pushed its most, under the displacement
    /// cap) does not put it back out to where the update left it: it is held no farther out than it
    /// had come.
    @Test func aCarouselCardComingInIsNotPushedBackOut() throws {
        let card = ListLayout.Item(size: CGSize(width: 160, height: 200), alignment: .trailing)
        var items = Array(repeating: card, count: 30)
        items[28].size.width = 40
        let list = LayoutFixtures.carousel(count: 30)
        list.sections = [ListLayout.Section(items: items)]
        let end = list.contentSize.width - LayoutFixtures.screen.width
        let model = LayoutFixtures.model(.springyCarousel(itemWidth: 160), list, at: CGPoint(x: end, y: 0))
        items.remove(at: 28)
        list.sections = [ListLayout.Section(items: items)]
        try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: 28))])
        let last = LayoutElementID.cell(section: 0, item: 28)
        let content = CGRect(origin: .zero, size: list.contentSize)
        let left = try #require(model.element(for: last)).frame
        #expect(abs(left.maxX - content.maxX - 40) < 1e-6, "the last card is \(left.maxX - content.maxX) pt outside")
        var watch = ContainmentWatch()
        watch.check(model, "after the update", afterUpdate: true)
        run(model, seconds: 0.1)
        watch.check(model, "coming in")
        let coming = try #require(model.element(for: last)).frame
        #expect(coming.maxX < left.maxX - 5 && coming.maxX > content.maxX, "part of the way in: \(coming)")
        for frame in 1...10 {
            var r = model.visibleRect
            r.origin.x += 30
            model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX, y: r.minY + 700)))
            model.advance(by: LayoutFixtures.frame)
            watch.check(model, "drag towards the end, frame \(frame)")
        }
        Self.expectRest(model, "after the drag", watch: &watch)
    }

    /// A Newtonian card inserted while a card straddles the screen's trailing edge enters from that
    /// edge, over the card shown there: it passes it and the card after it (an entering card joins
    /// the collisions only once its path is clear), so neither is knocked off its place.
    @Test func aNewtonianCardEnteringOverAShownCardDoesNotKnockIt() throws {
        let list = LayoutFixtures.newtonianRow(count: 10)
        let model = LayoutFixtures.model(.newtonian, list)
        // Card 4 (363–443 pt) straddles the screen's edge at 390 pt, where an entering card starts.
        let straddling = try #require(list.element(for: .cell(section: 0, item: 4))).frame
        #expect(straddling.minX < model.visibleRect.maxX && straddling.maxX > model.visibleRect.maxX)
        var sections = list.sections
        sections[0].items.insert(ListLayout.Item(size: CGSize(width: 80, height: 80), alignment: .trailing), at: 6)
        list.sections = sections
        try model.apply([.insertItem(LayoutIndexPath(section: 0, item: 6))])
        let entering = try #require(model.element(for: .cell(section: 0, item: 6))).frame
        #expect(entering.intersects(straddling))
        var knocked: CGFloat = 0
        for _ in 0..<30 {
            model.advance(by: LayoutFixtures.frame)
            for item in [4, 5] {
                let shown = try #require(model.element(for: .cell(section: 0, item: item))).frame
                let place = try #require(list.element(for: .cell(section: 0, item: item))).frame
                knocked = max(knocked, hypot(shown.midX - place.midX, shown.midY - place.midY))
            }
        }
        #expect(knocked < 1, "the cards the entering card passes were knocked \(knocked) pt off their places")
        Self.expectRest(model, "after the insert")
    }

    /// A Newtonian card whose engine body is made again while it passes another (a self-sizing pass
    /// resizes it mid-swap) keeps passing: it joins the collisions only once its path is clear, so
    /// the two cards, overlapping as they pass, are not pushed apart. (The new body collided at
    /// once, and the other card was thrown off at hundreds of points per second.)
    @Test func aNewtonianCardResizedWhilePassingKeepsPassing() throws {
        let list = LayoutFixtures.newtonianRow(count: 4)
        let model = LayoutFixtures.model(.newtonian, list)
        try model.apply([.moveItem(from: LayoutIndexPath(section: 0, item: 1), to: LayoutIndexPath(section: 0, item: 2)),
                         .moveItem(from: LayoutIndexPath(section: 0, item: 2), to: LayoutIndexPath(section: 0, item: 1))])
        run(model, seconds: 0.4)
        // One card passes the other, which already collides again (its own path is clear).
        let a = try #require(model.bodies.indices.first { model.bodies[$0].isPassing })
        let b = try #require(model.bodies.indices.first { $0 != a && model.bodies[$0].displayedFrame.intersects(model.bodies[a].displayedFrame) })
        #expect(!model.bodies[b].isPassing)
        // The passing card sizes itself a little taller: its engine body is made again.
        let item = model.bodies[a].element.id.item, other = model.bodies[b].element.id
        var sections = list.sections
        sections[0].items[item].size.height = 84
        list.sections = sections
        model.baseLayoutDidChange()
        let resized = try #require(model.bodyIndex[.cell(section: 0, item: item)]), pushed = try #require(model.bodyIndex[other])
        #expect(model.bodies[resized].isPassing, "the resized card collides again in the middle of passing")
        let before = try #require(model.engineState(of: model.bodies[pushed])).velocity
        model.advance(by: LayoutFixtures.frame)
        let after = try #require(model.engineState(of: model.bodies[pushed])).velocity
        #expect(hypot(after.dx - before.dx, after.dy - before.dy) < 100, "the other card was pushed: \(before) → \(after)")
        Self.expectRest(model, "after the resize")
    }
}
