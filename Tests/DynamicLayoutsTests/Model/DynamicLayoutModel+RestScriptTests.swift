import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// Long random scripts: after any sequence of drags, flings, programmatic scrolls, batch updates
/// (cross-section moves included), self-sizing passes — one at a time, or several before time
/// runs — every style comes to rest within its documented bound
/// (``DynamicLayoutModelRestTests/restBound(_:)``), exactly on the base layout; no update moves a
/// shown body; and a carousel card is never shown farther outside the content than an update
/// left it.
@Suite struct DynamicLayoutModelRestScriptTests {
    typealias Case = DynamicLayoutModelRestTests.Case

    /// One random script over one style: the data, the base layout, the model, the log of events.
    struct Script {
        let style: Case
        var data: BatchScript
        var random: SplitMix64
        let list: ListLayout
        let model: DynamicLayoutModel
        var events: [String] = []
        var watch = DynamicLayoutModelRestTests.ContainmentWatch()
        /// Segments played, and the slowest rest as a fraction of its bound (0.36–0.85 over the
        /// styles; docs/layouts.md quotes them).
        var segments = 0
        var worstRatio: Double = 0

        init(style: Case, seed: UInt64) {
            self.style = style
            data = BatchScript(sections: 4, itemsPerSection: 6, seed: seed)
            random = SplitMix64(seed: seed &* 7_919)
            list = style.list(data)
            model = LayoutFixtures.model(style.style, list)
        }

        var horizontal: Bool { model.style.axis == .horizontal }

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

        func relayout() {
            list.sections = style == .compositional ? data.layoutSections(composed: true) : data.layoutSections()
        }

        // MARK: Checks

        mutating func checkContainment(_ what: @autoclosure () -> String, afterUpdate: Bool = false) {
            watch.check(model, what(), afterUpdate: afterUpdate)
        }

        /// Where every attached cell body is (engine centre) and how far from its place, by item identity.
        func cellStates() -> [Int: (center: CGPoint, displacement: CGPoint)] {
            var result: [Int: (CGPoint, CGPoint)] = [:]
            for (identity, path) in data.paths() {
                guard let k = model.bodyIndex[.cell(section: path.section, item: path.item)], model.bodies[k].phase == .attached,
                      let state = model.engineState(of: model.bodies[k]) else { continue }
                let rest = model.bodies[k].element.center
                result[identity] = (state.center, CGPoint(x: state.center.x - rest.x, y: state.center.y - rest.y))
            }
            return result
        }

        /// No update moves a shown body: with ``DynamicLayoutStyle/UpdateMotion/springsToNewPlace``
        /// a batch leaves every surviving body where it was; otherwise (and in a self-sizing pass)
        /// it keeps its displacement from its place.
        func checkNoJump(_ before: [Int: (center: CGPoint, displacement: CGPoint)], batch: Bool, _ what: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
            let keepsPosition = batch && model.style.updateMotion == .springsToNewPlace
            for (identity, after) in cellStates() {
                guard let old = before[identity] else { continue }
                let a = keepsPosition ? after.center : after.displacement, b = keepsPosition ? old.center : old.displacement
                #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6,
                        "\(what): item \(identity) moved by the update, \(keepsPosition ? "position" : "displacement") \(b) → \(a)",
                        sourceLocation: sourceLocation)
            }
        }

        // MARK: Events

        mutating func drag() {
            let delta = CGFloat.random(in: -50...50, using: &random)
            let touch = CGPoint(x: CGFloat.random(in: 0...390, using: &random), y: CGFloat.random(in: 0...844, using: &random))
            let frames = Int.random(in: 2...25, using: &random)
            for _ in 0..<frames {
                let r = scrolled(by: delta)
                model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX + touch.x, y: r.minY + touch.y)))
                model.advance(by: LayoutFixtures.frame)
                checkContainment("drag")
            }
            events.append("drag \(Int(delta))×\(frames)")
        }

        mutating func fling() {
            let r = scrolled(by: CGFloat.random(in: -30...30, using: &random))
            model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX + 200, y: r.minY + 700)))
            var speed = CGFloat.random(in: -60...60, using: &random)
            events.append("fling \(Int(speed))")
            while abs(speed) > 1 {
                model.scroll(to: scrolled(by: speed), touch: .decelerating)
                model.advance(by: LayoutFixtures.frame)
                checkContainment("fling")
                speed *= 0.92
            }
        }

        mutating func programmaticScroll() {
            let extent = horizontal ? list.contentSize.width : list.contentSize.height
            let delta = Bool.random(using: &random) ? CGFloat.random(in: -extent...extent, using: &random) : CGFloat.random(in: -300...300, using: &random)
            model.scroll(to: scrolled(by: delta), touch: .programmatic)
            checkContainment("programmatic scroll")
            events.append("scroll \(Int(delta))")
        }

        mutating func batch(_ make: (inout BatchScript) throws -> [LayoutUpdate], _ name: String) throws {
            let before = cellStates()
            let updates = try make(&data)
            relayout()
            try model.apply(updates)
            events.append("\(name) \(updates)")
            checkNoJump(before, batch: true, name)
            checkContainment("after \(name)", afterUpdate: true)
        }

        /// A self-sizing pass: one to three items take new sizes (along the axis too, so the places
        /// after them move).
        mutating func selfSizing() {
            let all = data.sections.flatMap(\.items)
            guard !all.isEmpty else { return }
            let before = cellStates()
            var changed: [Int] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let id = all.randomElement(using: &random)!
                changed.append(id)
                data.sizes[id] = CGSize(width: CGFloat(Int.random(in: 60...260, using: &random)), height: CGFloat(Int.random(in: 30...120, using: &random)))
            }
            relayout()
            model.baseLayoutDidChange()
            events.append("self-sizing \(changed)")
            checkNoJump(before, batch: false, "self-sizing")
            checkContainment("after self-sizing", afterUpdate: true)
        }

        mutating func play(_ kind: Int) throws {
            switch kind {
            case 0, 1: drag()
            case 2: fling()
            case 3, 4: programmaticScroll()
            case 5, 6:
                let intensity = Double.random(in: 0.05...0.25, using: &random)
                try batch({ try $0.randomBatch(intensity: intensity) }, "batch")
            case 7, 8: selfSizing()
            default:
                // Self-sizing, a batch with a delete and two moves across sections, a programmatic scroll.
                selfSizing()
                try batch({ try $0.deleteAndMoveAcrossSections() }, "delete and move across")
                programmaticScroll()
            }
        }

        /// Lets time run until the model rests and expects it within the bound, on the base layout.
        mutating func expectRest(sourceLocation: SourceLocation = #_sourceLocation) {
            segments += 1
            let ratio = DynamicLayoutModelRestTests.expectRest(model, "\(style) segment \(segments) after \(events.suffix(4))", watch: &watch,
                                                               sourceLocation: sourceLocation)
            worstRatio = max(worstRatio, ratio)
        }
    }

    /// 1 080 segments: six styles (the compositional shapes included), three seeds each, 60
    /// segments of one to three events. Every segment ends at rest within the bound.
    @Test(arguments: Case.allCases, [101 as UInt64, 102, 103])
    func everyScriptComesToRestWithinTheBound(in style: Case, seed: UInt64) throws {
        var script = Script(style: style, seed: seed)
        for _ in 0..<60 {
            let events = Int.random(in: 1...3, using: &script.random)
            for e in 0..<events {
                try script.play(Int.random(in: 0..<10, using: &script.random))
                if e < events - 1 {
                    for _ in 0..<Int.random(in: 0...30, using: &script.random) {
                        script.model.advance(by: LayoutFixtures.frame)
                        script.checkContainment("between events")
                    }
                }
            }
            script.expectRest()
        }
        #expect(script.segments == 60)
    }
}
