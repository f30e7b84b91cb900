import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// Builders shared by the layout tests: a phone-sized message list, carousel and Newtonian grid,
/// and drivers that scroll and step a model the way a display link would.
enum LayoutFixtures {
    /// The phone screen the tests scroll: 390 × 844 pt at 3 px/pt.
    static let screen = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 3
    static let frame: TimeInterval = 1.0 / 60

    /// Message bubbles: heights 36…92 pt, widths 120…300 pt, alternating sides, in sections with
    /// a header, a footer every third section and a background every second one.
    static func messages(count: Int, sections: Int = 1, seed: UInt64 = 1) -> ListLayout {
        var random = SplitMix64(seed: seed)
        var result: [ListLayout.Section] = []
        let perSection = max(count / max(sections, 1), 0)
        for s in 0..<max(sections, 1) {
            let n = s == sections - 1 ? count - perSection * (sections - 1) : perSection
            let items = (0..<max(n, 0)).map { k in
                ListLayout.Item(size: bubble(&random), alignment: k % 3 == 0 ? .trailing : .leading)
            }
            result.append(ListLayout.Section(items: items, headerExtent: 28, footerExtent: s % 3 == 2 ? 20 : 0, hasBackground: s % 2 == 1))
        }
        return ListLayout(metrics: ListLayout.Metrics(containerSize: screen), sections: result)
    }

    static func bubble(_ random: inout SplitMix64) -> CGSize {
        CGSize(width: CGFloat(Int.random(in: 120...300, using: &random)), height: CGFloat(Int.random(in: 36...92, using: &random)))
    }

    /// Uniform 44 pt rows (the benchmark's list).
    static func rows(count: Int) -> ListLayout {
        ListLayout(metrics: ListLayout.Metrics(containerSize: screen),
                   sections: [ListLayout.Section(items: Array(repeating: ListLayout.Item(size: CGSize(width: 374, height: 44)), count: count))])
    }

    /// A carousel strip: 160 × 200 pt cards at the bottom of a 390 × 844 pt screen, 12 pt apart.
    static func carousel(count: Int) -> ListLayout {
        let metrics = ListLayout.Metrics(axis: .horizontal, containerSize: screen,
                                         sectionInsets: ListLayout.Insets(top: 0, left: 12, bottom: 0, right: 12), itemSpacing: 12)
        let items = Array(repeating: ListLayout.Item(size: CGSize(width: 160, height: 200), alignment: .trailing), count: count)
        return ListLayout(metrics: metrics, sections: [ListLayout.Section(items: items)])
    }

    /// A carousel in a 390 × 1 400 pt view, its 160 × 200 pt cards 200 pt above the bottom: an
    /// inserted card drops 1 000 pt onto its place, and its swing below it never reaches the
    /// content's bottom edge (nothing absorbs it).
    static func tallCarousel(count: Int) -> ListLayout {
        let metrics = ListLayout.Metrics(axis: .horizontal, containerSize: CGSize(width: 390, height: 1_400),
                                         sectionInsets: ListLayout.Insets(top: 0, left: 12, bottom: 200, right: 12), itemSpacing: 12)
        let items = Array(repeating: ListLayout.Item(size: CGSize(width: 160, height: 200), alignment: .trailing), count: count)
        return ListLayout(metrics: metrics, sections: [ListLayout.Section(items: items)])
    }

    static var visible: CGRect { CGRect(origin: .zero, size: screen) }

    static func model(_ style: DynamicLayoutStyle, _ source: any LayoutSource, at origin: CGPoint = .zero) -> DynamicLayoutModel {
        DynamicLayoutModel(style: style, source: source, visibleRect: CGRect(origin: origin, size: screen), displayScale: scale)
    }
}

/// Plays a drag on a model frame by frame: each frame scrolls by `delta` with the finger at
/// `touchY` on screen, then advances one frame. Returns how many frames asked for invalidation.
@discardableResult
func drag(_ model: DynamicLayoutModel, frames: Int, delta: CGFloat, touch: CGPoint = CGPoint(x: 200, y: 600)) -> Int {
    var invalidations = 0
    for _ in 0..<frames {
        var r = model.visibleRect
        if model.style.axis == .vertical { r.origin.y += delta } else { r.origin.x += delta }
        model.scroll(to: r, touch: .dragging(CGPoint(x: touch.x + r.minX, y: touch.y + r.minY)))
        if model.advance(by: LayoutFixtures.frame) { invalidations += 1 }
    }
    return invalidations
}

/// Advances a model `seconds` at 60 Hz. Returns how many frames asked for invalidation.
@discardableResult
func run(_ model: DynamicLayoutModel, seconds: TimeInterval) -> Int {
    var invalidations = 0
    for _ in 0..<Int((seconds / LayoutFixtures.frame).rounded()) where model.advance(by: LayoutFixtures.frame) {
        invalidations += 1
    }
    return invalidations
}

/// The largest distance between any live body's shown frame and its element's base frame, points.
func largestDisplacement(_ model: DynamicLayoutModel) -> CGFloat {
    var worst: CGFloat = 0
    for id in model.liveElementIDs {
        guard let base = model.source.element(for: id), let shown = model.element(for: id) else { continue }
        worst = max(worst, hypot(shown.frame.midX - base.frame.midX, shown.frame.midY - base.frame.midY))
    }
    return worst
}

extension LayoutFixtures {
    /// A Newtonian row: `width` × 80 pt cards (80 pt wide by default) side by side, 8 pt apart,
    /// resting 260 pt above the bottom of the screen (four square ones fit on it), so that the
    /// springs' hanging points stay on screen.
    static func newtonianRow(count: Int, width: CGFloat = 80) -> ListLayout {
        let metrics = ListLayout.Metrics(axis: .horizontal, containerSize: screen,
                                         sectionInsets: ListLayout.Insets(top: 0, left: 11, bottom: 260, right: 11), itemSpacing: 8)
        let items = Array(repeating: ListLayout.Item(size: CGSize(width: width, height: 80), alignment: .trailing), count: count)
        return ListLayout(metrics: metrics, sections: [ListLayout.Section(items: items)])
    }

    /// A compositional layout's shape on a phone screen: a list section, a three-column grid, an
    /// orthogonal row of cards, another list section, each with a header.
    static func composed() -> ListLayout {
        let row = ListLayout.Item(size: CGSize(width: 374, height: 52))
        let tile = ListLayout.Item(size: CGSize(width: 100, height: 110))
        let card = ListLayout.Item(size: CGSize(width: 150, height: 90))
        return ListLayout(metrics: ListLayout.Metrics(containerSize: screen), sections: [
            ListLayout.Section(items: Array(repeating: row, count: 40), headerExtent: 30),
            ListLayout.Section(items: Array(repeating: tile, count: 60), headerExtent: 30, columns: 3),
            ListLayout.Section(items: Array(repeating: card, count: 12), headerExtent: 30, scrollsOrthogonally: true),
            ListLayout.Section(items: Array(repeating: row, count: 40), headerExtent: 30),
        ])
    }

    /// Every base element within `rect` grown by 2 000 pt (enough to hold any displaced element).
    static func baseElements(_ source: any LayoutSource, around rect: CGRect) -> [LayoutElement] {
        var all: [LayoutElement] = []
        source.appendElements(in: rect.insetBy(dx: -2_000, dy: -2_000), to: &all)
        return all
    }
}

/// Checks that `elements(in: rect)` returns exactly the elements whose shown frame intersects
/// `rect` (no blanks, no extras), each once.
func expectNoBlanks(_ model: DynamicLayoutModel, in rect: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let returned = model.elements(in: rect)
    let ids = returned.map(\.id)
    #expect(Set(ids).count == ids.count, "an element returned twice", sourceLocation: sourceLocation)
    var expected = Set<LayoutElementID>()
    for base in LayoutFixtures.baseElements(model.source, around: rect) {
        if let shown = model.element(for: base.id), shown.frame.intersects(rect) { expected.insert(base.id) }
    }
    #expect(Set(ids) == expected, "missing \(expected.subtracting(ids)), extra \(Set(ids).subtracting(expected))", sourceLocation: sourceLocation)
}
