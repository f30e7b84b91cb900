import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// The model's answers: the base layout at rest, nothing missed while moving, only centres moved,
/// pixels respected, Reduce Motion honoured, and the same script giving the same bits.
@Suite struct DynamicLayoutModelTests {
    /// Each style on a source that suits it.
    static var cases: [(String, DynamicLayoutStyle, () -> ListLayout)] { [
        ("messages", .springyList(.messages), { LayoutFixtures.messages(count: 400, sections: 9) }),
        ("tiled", .springyList(.tiled), { LayoutFixtures.messages(count: 400, sections: 9) }),
        ("loose", .springyList(.loose), { LayoutFixtures.messages(count: 400, sections: 9) }),
        ("carousel", .springyCarousel(itemWidth: 160), { LayoutFixtures.carousel(count: 60) }),
        ("newtonian", .newtonian, { LayoutFixtures.newtonianRow(count: 4) }),
    ] }

    /// Every element the base layout has in `rect`, and what the model shows for it, must match
    /// within 1/scale pt — cells, headers, footers and backgrounds.
    static func expectBaseLayout(_ model: DynamicLayoutModel, sourceLocation: SourceLocation = #_sourceLocation) {
        var base: [LayoutElement] = []
        model.source.appendElements(in: model.visibleRect, to: &base)
        let shown = model.elements(in: model.visibleRect)
        #expect(shown.count == base.count, sourceLocation: sourceLocation)
        let byID = Dictionary(shown.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for e in base {
            guard let s = byID[e.id] else {
                Issue.record("\(e.id) missing", sourceLocation: sourceLocation)
                continue
            }
            let error = max(abs(s.frame.minX - e.frame.minX), abs(s.frame.minY - e.frame.minY))
            #expect(error <= 1 / model.displayScale && s.frame.size == e.frame.size, "\(e.id): \(s.frame) vs \(e.frame)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func atRestEveryElementIsExactlyTheBaseLayout() {
        for (name, style, source) in Self.cases {
            let list = source()
            let model = LayoutFixtures.model(style, list)
            Self.expectBaseLayout(model)
            #expect(!model.isAnimating, "\(name)")
            // Drag, let go, let everything rest: the base layout again, to the pixel.
            drag(model, frames: 40, delta: 9)
            drag(model, frames: 15, delta: -4)
            run(model, seconds: 8)
            #expect(!model.isAnimating, "\(name) still animating")
            Self.expectBaseLayout(model)
            #expect(model.elements(in: model.visibleRect) == model.elements(in: model.visibleRect).map { e in
                model.source.element(for: e.id)! }, "\(name) differs from the base layout")
        }
        // Every category is there in the list case: cells, headers, footers and backgrounds.
        let model = LayoutFixtures.model(.springyList(), LayoutFixtures.messages(count: 30, sections: 6))
        let categories = Set(model.elements(in: CGRect(x: 0, y: 0, width: 390, height: 5_000)).map { "\($0.id.category)\($0.id.kind)" })
        #expect(categories == ["cell", "supplementaryViewheader", "supplementaryViewfooter", "decorationViewbackground"])
    }

    @Test(arguments: [1 as UInt64, 2, 3])
    func noBlanksForRandomOffsetsFlingsAndJumps(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for (_, style, source) in Self.cases where style.scrollResistance != nil {
            let list = source()
            let model = LayoutFixtures.model(style, list)
            let vertical = style.axis == .vertical
            let length = vertical ? list.contentSize.height - 844 : list.contentSize.width - 390
            for _ in 0..<60 {
                var r = model.visibleRect
                switch Int.random(in: 0..<4, using: &random) {
                case 0:  // a drag of a few frames
                    drag(model, frames: Int.random(in: 1...20, using: &random), delta: CGFloat.random(in: -40...40, using: &random),
                         touch: CGPoint(x: CGFloat.random(in: 0...390, using: &random), y: CGFloat.random(in: 0...844, using: &random)))
                case 1:  // a fling: the finger lifts, the content coasts
                    drag(model, frames: 5, delta: CGFloat.random(in: -60...60, using: &random))
                    for step in 0..<30 {
                        r = model.visibleRect
                        let v = CGFloat(30 - step)
                        if vertical { r.origin.y += v } else { r.origin.x += v }
                        model.scroll(to: r, touch: .decelerating)
                        model.advance(by: LayoutFixtures.frame)
                        expectNoBlanks(model, in: model.visibleRect)
                    }
                case 2:  // a jump: scroll to top, or to a random offset
                    let target = Bool.random(using: &random) ? 0 : CGFloat.random(in: 0...max(length, 0), using: &random)
                    if vertical { r.origin.y = target } else { r.origin.x = target }
                    model.scroll(to: r, touch: .programmatic)
                default:  // time
                    run(model, seconds: Double.random(in: 0...0.5, using: &random))
                }
                expectNoBlanks(model, in: model.visibleRect)
                expectNoBlanks(model, in: model.visibleRect.insetBy(dx: 0, dy: CGFloat.random(in: -300...300, using: &random)))
            }
        }
    }

    @Test func physicsMovesOnlyTheCentre() {
        for (name, style, source) in Self.cases {
            let list = source()
            let model = LayoutFixtures.model(style, list)
            for k in 0..<40 {
                drag(model, frames: 1, delta: k < 20 ? 12 : -7)
                for e in model.elements(in: model.visibleRect) {
                    let base = list.element(for: e.id)!
                    #expect(e.frame.size == base.frame.size && e.zIndex == base.zIndex && e.alpha == base.alpha, "\(name) \(e.id)")
                }
            }
        }
    }

    @Test func displacementsAreWholeDevicePixels() {
        for scale: CGFloat in [1, 2, 3] {
            let list = LayoutFixtures.messages(count: 200)
            let model = DynamicLayoutModel(style: .springyList(.loose), source: list, visibleRect: LayoutFixtures.visible, displayScale: scale)
            var moved = false
            for _ in 0..<30 {
                drag(model, frames: 1, delta: 7.3)
                for e in model.elements(in: model.visibleRect) {
                    let base = list.element(for: e.id)!
                    let dx = (e.frame.minX - base.frame.minX) * scale, dy = (e.frame.minY - base.frame.minY) * scale
                    #expect(abs(dx - dx.rounded()) < 1e-6 && abs(dy - dy.rounded()) < 1e-6)
                    if dy != 0 { moved = true }
                }
            }
            #expect(moved)
        }
        let model = LayoutFixtures.model(.springyList(), LayoutFixtures.rows(count: 10))
        for bad: CGFloat in [0, -2, .nan, .infinity] {
            model.displayScale = bad
            #expect(model.displayScale == 1)
        }
    }

    @Test func reduceMotionIsExactlyTheBaseLayout() {
        let list = LayoutFixtures.messages(count: 300, sections: 4)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 10, delta: 20)
        #expect(model.isAnimating && model.liveBodyCount > 0)
        model.isReduceMotionEnabled = true
        #expect(model.liveBodyCount == 0 && !model.isAnimating)
        Self.expectBaseLayout(model)
        #expect(drag(model, frames: 20, delta: 25) == 0)
        #expect(model.liveBodyCount == 0 && !model.isAnimating)
        Self.expectBaseLayout(model)
        model.isReduceMotionEnabled = false
        #expect(model.liveBodyCount > 0)
        Self.expectBaseLayout(model)
        drag(model, frames: 5, delta: 20)
        #expect(largestDisplacement(model) > 1)
    }

    @Test func unusableRectanglesAreIgnored() {
        let model = LayoutFixtures.model(.springyList(), LayoutFixtures.rows(count: 100))
        let before = model.visibleRect
        model.scroll(to: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 844), touch: .programmatic)
        model.scroll(to: CGRect(x: 0, y: 10, width: 0, height: 844), touch: .programmatic)
        model.resize(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        #expect(model.visibleRect == before)
        #expect(model.elements(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
        let empty = DynamicLayoutModel(style: .springyList(), source: LayoutFixtures.rows(count: 10), visibleRect: .zero)
        #expect(empty.liveBodyCount == 0)
        // A usable rectangle of another size is a resize: bodies are tiled.
        empty.scroll(to: LayoutFixtures.visible, touch: .programmatic)
        #expect(empty.liveBodyCount == 10)
    }

    @Test func springAnchorsAreWhereTheSpringsHang() throws {
        // Newtonian: 300 pt plus gravity's sag above the place, straight up; an inserted card's
        // spring hangs above its new place while the card still swings in from the trailing edge.
        let row = LayoutFixtures.newtonianRow(count: 3)
        let newtonian = LayoutFixtures.model(.newtonian, row)
        let card = LayoutElementID.cell(section: 0, item: 1)
        let place = try #require(row.element(for: card)).center
        let anchor = try #require(newtonian.springAnchor(of: card))
        #expect(anchor.x == place.x)
        #expect(place.y - anchor.y > 300 && place.y - anchor.y < 340)
        var sections = row.sections
        sections[0].items.append(sections[0].items[0])
        row.sections = sections
        let inserted = LayoutElementID.cell(section: 0, item: 3)
        try newtonian.apply([.insertItem(LayoutIndexPath(section: 0, item: 3))])
        let newPlace = try #require(row.element(for: inserted)).center
        #expect(try #require(newtonian.springAnchor(of: inserted)) == CGPoint(x: newPlace.x, y: anchor.y))
        #expect(try #require(newtonian.element(for: inserted)).frame.minX > newtonian.visibleRect.maxX)
        // A detached card hangs from nothing; neither does anything with Reduce Motion on.
        newtonian.detach(card)
        #expect(newtonian.springAnchor(of: card) == nil)
        #expect(newtonian.springAnchor(of: .cell(section: 0, item: 9)) == nil)
        newtonian.isReduceMotionEnabled = true
        #expect(newtonian.springAnchor(of: .cell(section: 0, item: 0)) == nil)
        // A springy list's zero-length springs hang at the places themselves, bodies or not;
        // backgrounds are pinned.
        let messages = LayoutFixtures.messages(count: 400, sections: 9)
        let list = LayoutFixtures.model(.springyList(), messages)
        let near = LayoutElementID.cell(section: 0, item: 2), far = LayoutElementID.cell(section: 8, item: 30)
        #expect(list.liveElementIDs.contains(near) && !list.liveElementIDs.contains(far))
        for id in [near, far, .supplementary(ListLayout.headerKind, section: 0)] {
            #expect(list.springAnchor(of: id) == messages.element(for: id)?.center, "\(id)")
        }
        #expect(list.springAnchor(of: .decoration(ListLayout.backgroundKind, section: 1)) == nil)
    }
}
