import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// The determinism check for all three styles, and the batch-update fuzz of the springy list
/// (`DynamicLayoutModelUpdatesTests`) run on the other two: the carousel (gravity, collisions with
/// the content bounds, an insert drops in) and the Newtonian layout (collisions between cards,
/// inserts swing in, deletions leave as departing bodies), whose update and entry paths differ
/// from the list's.
@Suite struct DynamicLayoutStylesFuzzTests {
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case springyList, carousel, newtonian
        var testDescription: String { rawValue }

        var style: DynamicLayoutStyle {
            switch self {
            case .springyList: .springyList(.tiled)
            case .carousel: .springyCarousel(itemWidth: 200)
            case .newtonian: .newtonian
            }
        }

        /// A list laid out along the style's own axis: the list scrolls vertically, the carousel
        /// and the Newtonian row horizontally (as their fixtures and gallery screens do).
        func list(_ sections: [ListLayout.Section]) -> ListLayout {
            switch self {
            case .springyList:
                return ListLayout(metrics: .init(containerSize: LayoutFixtures.screen), sections: sections)
            case .carousel, .newtonian:
                let metrics = ListLayout.Metrics(axis: .horizontal, containerSize: LayoutFixtures.screen,
                                                 sectionInsets: ListLayout.Insets(top: 0, left: 12, bottom: 200, right: 12), itemSpacing: 10)
                return ListLayout(metrics: metrics, sections: sections)
            }
        }

        var scrollsHorizontally: Bool { self != .springyList }
    }

    /// Moves the visible rectangle by `delta` along the list's scrolling axis, within the content.
    static func scrolled(_ rect: CGRect, by delta: CGFloat, in list: ListLayout, horizontally: Bool) -> CGRect {
        var r = rect
        if horizontally {
            r.origin.x = min(max(r.origin.x + delta, 0), max(list.contentSize.width - r.width, 0))
        } else {
            r.origin.y = min(max(r.origin.y + delta, 0), max(list.contentSize.height - r.height, 0))
        }
        return r
    }

    /// 300 random batches (inserts, deletes, moves and reloads of items and sections) and 6 full
    /// reloads between drags and time on the carousel and the Newtonian layout: after each, no
    /// body for an element the layout lacks, no stale place or size, no element returned twice,
    /// and every attached body that survived the batch is the same body, still where it was shown
    /// (these styles' ``DynamicLayoutStyle/UpdateMotion/springsToNewPlace``: its spring, re-anchored
    /// at the new place, pulls it there) — a carousel card the batch left outside the content too.
    @Test(arguments: [Case.carousel, .newtonian])
    func randomBatchUpdatesNeverLeaveAStaleOrInvalidBody(in style: Case) throws {
        var script = BatchScript(sections: 4, itemsPerSection: 10, seed: 61)
        var random = SplitMix64(seed: 62)
        let list = style.list(script.layoutSections())
        let model = LayoutFixtures.model(style.style, list)
        var carried = 0
        for batch in 0..<306 {
            for _ in 0..<4 {
                let delta = CGFloat.random(in: -40...40, using: &random)
                let r = Self.scrolled(model.visibleRect, by: delta, in: list, horizontally: style.scrollsHorizontally)
                model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX + 200, y: r.minY + CGFloat.random(in: 100...800, using: &random))))
                model.advance(by: LayoutFixtures.frame)
            }
            if Bool.random(using: &random) { run(model, seconds: Double.random(in: 0...0.3, using: &random)) }
            DynamicLayoutModelUpdatesTests.expectConsistent(model, list)
            #expect(style.style.updateMotion == .springsToNewPlace)
            // Where the attached cell bodies are before the batch, by identity.
            var identityAt: [LayoutIndexPath: Int] = [:]
            for (id, path) in script.paths() { identityAt[path] = id }
            var centers: [Int: CGPoint] = [:]
            for body in model.bodies where body.element.id.category == .cell && body.phase == .attached {
                guard let identity = identityAt[LayoutIndexPath(section: body.element.id.section, item: body.element.id.item)],
                      let state = model.engineState(of: body) else { continue }
                centers[identity] = state.center
            }
            if let now = try script.applyRandomBatch(to: model, list: list, reload: batch % 51 == 50) {
                for (identity, center) in centers {
                    guard let path = now[identity], let k = model.bodyIndex[.cell(section: path.section, item: path.item)],
                          model.bodies[k].phase == .attached, let state = model.engineState(of: model.bodies[k]) else { continue }
                    #expect(state.center == center, "identity \(identity) jumped from \(center) to \(state.center)")
                    carried += 1
                }
            }
            DynamicLayoutModelUpdatesTests.expectConsistent(model, list)
            let ids = model.elements(in: model.visibleRect.insetBy(dx: -200, dy: -200)).map(\.id)
            #expect(Set(ids).count == ids.count, "an element returned twice")
        }
        #expect(carried > 600)
    }

    /// The same script of scrolls, batch updates and time gives bit-identical frames, in every
    /// style; and the frames do move (the check is not vacuous).
    @Test(arguments: Case.allCases)
    func theSameScriptGivesBitIdenticalFrames(in style: Case) throws {
        func play() throws -> [[LayoutElement]] {
            var script = BatchScript(sections: 3, itemsPerSection: 20, seed: 79)
            let list = style.list(script.layoutSections())
            let model = LayoutFixtures.model(style.style, list)
            var random = SplitMix64(seed: 80)
            var frames: [[LayoutElement]] = []
            for k in 0..<240 {
                if k % 30 == 0 {
                    let updates = try script.randomBatch()
                    list.sections = script.layoutSections()
                    try model.apply(updates)
                }
                let r = Self.scrolled(model.visibleRect, by: CGFloat.random(in: -30...45, using: &random), in: list,
                                      horizontally: style.scrollsHorizontally)
                model.scroll(to: r, touch: k % 40 < 30 ? .dragging(CGPoint(x: r.minX + 100, y: r.minY + 300)) : .decelerating)
                model.advance(by: LayoutFixtures.frame)
                frames.append(model.elements(in: model.visibleRect))
            }
            return frames
        }
        let first = try play(), second = try play()
        #expect(first.count == 240)
        #expect(first == second)
        let positions = Set(first.map { $0.map { [$0.frame.minX, $0.frame.minY] } })
        #expect(positions.count > 100)
    }
}
