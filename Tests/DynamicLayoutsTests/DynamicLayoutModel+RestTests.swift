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

    /// The documented bound: 1.3 times what a damped spring of the style (its slowest frequency and
    /// the damping acting on it) needs to bring a body from the current amplitude to within half a
    /// pixel at the model's scale, plus 0.3 s (collisions, the frame the rest is noticed in).
    static func restBound(_ model: DynamicLayoutModel) -> TimeInterval {
        let style = model.style
        let damping = style.spring.length > 0 ? style.resistance : style.attachedResistance
        let spring = DynamicLayoutStyle.restTime(omega: model.restOmega, damping: damping, displacement: amplitude(model),
                                                 radius: 0.5 / model.displayScale)
        return 1.3 * spring + 0.3
    }

    /// Every element shown around the visible rectangle lies inside the content (a boundary style).
    static func expectInside(_ model: DynamicLayoutModel, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard model.style.collisions == .boundaries else { return }
        let content = CGRect(origin: .zero, size: model.source.contentSize)
        for e in model.elements(in: model.visibleRect.insetBy(dx: -600, dy: -600)) where e.id.category == .cell {
            let inside = content.insetBy(dx: -1e-6, dy: -1e-6).contains(e.frame)
            #expect(inside, "\(what): \(e.id) shown at \(e.frame), outside the content \(content)", sourceLocation: sourceLocation)
            if !inside { return }
        }
    }

    /// Lets time run until the model rests; records a failure when it takes longer than its bound
    /// (then lets it run on, to 30 s, so the script continues from rest). Checks containment on
    /// every frame.
    static func expectRest(_ model: DynamicLayoutModel, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bound = restBound(model)
        var t: TimeInterval = 0
        while model.isAnimating && t < 30 {
            model.advance(by: LayoutFixtures.frame)
            t += LayoutFixtures.frame
            expectInside(model, "\(what), \(String(format: "%.2f", t)) s", sourceLocation: sourceLocation)
        }
        #expect(!model.isAnimating && t <= bound, "\(what): at rest after \(t) s, bound \(bound) s", sourceLocation: sourceLocation)
        if model.isAnimating {
            model.reloadData()
        } else {
            DynamicLayoutModelTests.expectBaseLayout(model, sourceLocation: sourceLocation)
        }
    }

    // MARK: The property

    /// Random scripts of drags, flings, jumps, batch updates (inserts, deletes, moves, reloads of
    /// items and sections) and self-sizing passes, sometimes several before time runs: after each,
    /// rest within the bound, the base layout exactly, and (the carousel) every card inside the
    /// content on every frame. Fails on the founding Newtonian layout, whose cards jam when an
    /// update makes them pass each other, and on the carousel, whose cards left the content at its
    /// end.
    @Test(arguments: Case.allCases, [71 as UInt64, 72])
    func everyMotionComesToRestInBounds(in style: Case, seed: UInt64) throws {
        var script = BatchScript(sections: 3, itemsPerSection: 8, seed: seed)
        var random = SplitMix64(seed: seed &* 977)
        let list = style.list(script)
        let model = LayoutFixtures.model(style.style, list)
        let horizontal = model.style.axis == .horizontal
        func scrolled(by delta: CGFloat) -> CGRect {
            var r = model.visibleRect
            let size = list.contentSize
            if horizontal {
                r.origin.x = min(max(r.origin.x + delta, 0), max(size.width - r.width, 0))
            } else {
                r.origin.y = min(max(r.origin.y + delta, 0), max(size.height - r.height, 0))
            }
            return r
        }
        var events: [String] = []
        for step in 0..<36 {
            let kind = Int.random(in: 0..<6, using: &random)
            switch kind {
            case 0:
                let delta = CGFloat.random(in: -50...50, using: &random), touch = CGPoint(x: CGFloat.random(in: 0...390, using: &random),
                                                                                          y: CGFloat.random(in: 0...844, using: &random))
                for _ in 0..<Int.random(in: 2...25, using: &random) {
                    let r = scrolled(by: delta)
                    model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX + touch.x, y: r.minY + touch.y)))
                    model.advance(by: LayoutFixtures.frame)
                    Self.expectInside(model, "drag")
                }
                events.append("drag")
            case 1:
                let r = scrolled(by: CGFloat.random(in: -30...30, using: &random))
                model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX + 200, y: r.minY + 700)))
                var speed = CGFloat.random(in: -60...60, using: &random)
                while abs(speed) > 1 {
                    model.scroll(to: scrolled(by: speed), touch: .decelerating)
                    model.advance(by: LayoutFixtures.frame)
                    Self.expectInside(model, "fling")
                    speed *= 0.92
                }
                events.append("fling")
            case 2:
                let extent = horizontal ? list.contentSize.width : list.contentSize.height
                model.scroll(to: scrolled(by: CGFloat.random(in: -extent...extent, using: &random)), touch: .programmatic)
                events.append("jump")
            case 3, 4:
                _ = try script.applyRandomBatch(to: model, list: list, reload: false, intensity: 0.15, composed: style == .compositional)
                events.append("batch")
            default:
                // A self-sizing pass: one item takes a new size.
                var sections = list.sections
                if let s = sections.indices.filter({ !sections[$0].items.isEmpty }).randomElement(using: &random) {
                    let i = Int.random(in: 0..<sections[s].items.count, using: &random)
                    sections[s].items[i].size.height = CGFloat(Int.random(in: 30...120, using: &random))
                    list.sections = sections
                    model.baseLayoutDidChange()
                }
                events.append("self-sizing")
            }
            Self.expectInside(model, try #require(events.last))
            // Sometimes the next motion starts before this one has settled.
            if Int.random(in: 0..<4, using: &random) > 0 || step == 35 {
                Self.expectRest(model, "\(style) step \(step) after \(events.suffix(3))")
            }
        }
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

    /// The carousel at the end of its content: a drag towards the end, then a delete that shrinks
    /// the content under the last cards. No card is ever shown past the content's end (the founding
    /// layout pushed the last card more than 100 pt past it, and left cards hundreds of points
    /// outside after the delete).
    @Test func carouselCardsStayInsideAtTheEnd() throws {
        let list = LayoutFixtures.carousel(count: 20)
        let end = list.contentSize.width - LayoutFixtures.screen.width
        let model = LayoutFixtures.model(.springyCarousel(itemWidth: 160), list, at: CGPoint(x: end - 600, y: 0))
        for _ in 0..<40 {
            var r = model.visibleRect
            r.origin.x = min(r.origin.x + 30, end)
            model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX, y: 700)))
            model.advance(by: LayoutFixtures.frame)
            Self.expectInside(model, "drag to the end")
        }
        Self.expectRest(model, "after the drag")
        drag(model, frames: 8, delta: -25, touch: CGPoint(x: 380, y: 700))
        var sections = list.sections
        sections[0].items.removeSubrange(15...16)
        list.sections = sections
        try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: 15)), .deleteItem(LayoutIndexPath(section: 0, item: 16))])
        Self.expectInside(model, "after the delete")
        Self.expectRest(model, "after the delete")
    }
}
