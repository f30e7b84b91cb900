// The settle-time table of docs/layouts.md: how long each style takes, after the motions that move
// it most, until every element is within half a device pixel of its place and until the model stops
// animating — at @1x, @2x and @3x, on a 390 × 844 pt phone screen, frames at 60 Hz.
import DynamicLayouts
import Foundation

/// One measured motion: a style on a base layout, and what happens before time is let run.
struct SettleCase {
    var style: String
    var event: String
    var make: () -> (DynamicLayoutStyle, ListLayout, CGPoint)
    /// Moves the model (scrolls, batch updates); time then runs until rest.
    var act: (DynamicLayoutModel, ListLayout) throws -> Void
}

enum Settling {
    static let screen = CGSize(width: 390, height: 844)
    static let frame: TimeInterval = 1.0 / 60

    static func rows(_ count: Int) -> ListLayout {
        ListLayout(metrics: .init(containerSize: screen),
                   sections: [.init(items: Array(repeating: .init(size: CGSize(width: 374, height: 44)), count: count))])
    }

    static func carousel(_ count: Int) -> ListLayout {
        ListLayout(metrics: .init(axis: .horizontal, containerSize: screen, sectionInsets: .init(top: 0, left: 12, bottom: 0, right: 12), itemSpacing: 12),
                   sections: [.init(items: Array(repeating: .init(size: CGSize(width: 160, height: 200), alignment: .trailing), count: count))])
    }

    /// A carousel in a 390 × 1 400 pt view whose cards rest 200 pt above its bottom: an inserted
    /// card drops 1 000 pt onto its place and swings below it without reaching the content's
    /// bottom edge (no floor absorbs it).
    static func tallCarousel(_ count: Int) -> ListLayout {
        ListLayout(metrics: .init(axis: .horizontal, containerSize: CGSize(width: 390, height: 1_400),
                                  sectionInsets: .init(top: 0, left: 12, bottom: 200, right: 12), itemSpacing: 12),
                   sections: [.init(items: Array(repeating: .init(size: CGSize(width: 160, height: 200), alignment: .trailing), count: count))])
    }

    static func newtonianRow(_ count: Int, width: CGFloat = 80) -> ListLayout {
        ListLayout(metrics: .init(axis: .horizontal, containerSize: screen, sectionInsets: .init(top: 0, left: 11, bottom: 260, right: 11), itemSpacing: 8),
                   sections: [.init(items: Array(repeating: .init(size: CGSize(width: width, height: 80), alignment: .trailing), count: count))])
    }

    /// A compositional layout's shape: a list section, a three-column grid, an orthogonal row.
    static func composed() -> ListLayout {
        let row = ListLayout.Item(size: CGSize(width: 374, height: 52))
        let tile = ListLayout.Item(size: CGSize(width: 100, height: 110))
        let card = ListLayout.Item(size: CGSize(width: 150, height: 90))
        return ListLayout(metrics: .init(containerSize: screen), sections: [
            .init(items: Array(repeating: row, count: 40), headerExtent: 30),
            .init(items: Array(repeating: tile, count: 60), headerExtent: 30, columns: 3),
            .init(items: Array(repeating: card, count: 12), headerExtent: 30, scrollsOrthogonally: true),
            .init(items: Array(repeating: row, count: 40), headerExtent: 30),
        ])
    }

    /// The hardest drag: 30 frames of 50 pt with the finger at the far end of the screen, so every
    /// body reaches the displacement cap; then the finger lifts.
    static func hardestDrag(_ model: DynamicLayoutModel, _ list: ListLayout) {
        let vertical = model.style.axis == .vertical
        for _ in 0..<30 {
            var r = model.visibleRect
            if vertical { r.origin.y += 50 } else { r.origin.x += 50 }
            model.scroll(to: r, touch: .dragging(CGPoint(x: r.minX + (vertical ? 195 : 0), y: r.minY + (vertical ? 0 : 422))))
            model.advance(by: frame)
        }
    }

    static func insert(_ item: ListLayout.Item, at index: Int, _ model: DynamicLayoutModel, _ list: ListLayout) throws {
        var sections = list.sections
        sections[0].items.insert(item, at: index)
        list.sections = sections
        try model.apply([.insertItem(LayoutIndexPath(section: 0, item: index))])
    }

    static var cases: [SettleCase] {
        let card = ListLayout.Item(size: CGSize(width: 160, height: 200), alignment: .trailing)
        var cases: [SettleCase] = []
        for (name, preset) in [("messages", DynamicLayoutStyle.SpringyListPreset.messages), ("tiled", .tiled), ("loose", .loose)] {
            cases.append(SettleCase(style: "`.springyList(.\(name))`", event: "hardest drag",
                                    make: { (.springyList(preset), rows(2_000), CGPoint(x: 0, y: 20_000)) }, act: { hardestDrag($0, $1) }))
        }
        cases.append(SettleCase(style: "`.springyList(.loose, settleTime: 1)`", event: "hardest drag",
                                make: { (.springyList(.loose, settleTime: 1), rows(2_000), CGPoint(x: 0, y: 20_000)) }, act: { hardestDrag($0, $1) }))
        cases.append(SettleCase(style: "`.springyCarousel(itemWidth: 160)`", event: "hardest drag",
                                make: { (.springyCarousel(itemWidth: 160), carousel(40), CGPoint(x: 1_000, y: 0)) }, act: { hardestDrag($0, $1) }))
        cases.append(SettleCase(style: "`.springyCarousel(itemWidth: 160)`", event: "insert drops in",
                                make: { (.springyCarousel(itemWidth: 160), carousel(40), CGPoint(x: 1_000, y: 0)) },
                                act: { model, list in try insert(card, at: 6, model, list) }))
        cases.append(SettleCase(style: "`.springyCarousel(itemWidth: 160)`", event: "delete at the end",
                                make: { (.springyCarousel(itemWidth: 160), carousel(40), CGPoint(x: 40 * 172 + 12 - 390, y: 0)) },
                                act: { model, list in
                                    // The last cards stay where they were shown while their places move
                                    // left: the last one is then outside the shrunken content.
                                    var sections = list.sections
                                    sections[0].items.remove(at: 37)
                                    list.sections = sections
                                    try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: 37))])
                                }))
        cases.append(SettleCase(style: "`.springyCarousel(itemWidth: 160)`", event: "insert drops 1 000 pt, no floor (390 × 1 400 pt)",
                                make: { (.springyCarousel(itemWidth: 160), tallCarousel(40), CGPoint(x: 1_000, y: 0)) },
                                act: { model, list in try insert(card, at: 6, model, list) }))
        cases.append(SettleCase(style: "`.springyCarousel(itemWidth: 160, settleTime: 1.5)`", event: "hardest drag",
                                make: { (.springyCarousel(itemWidth: 160, settleTime: 1.5), carousel(40), CGPoint(x: 1_000, y: 0)) },
                                act: { hardestDrag($0, $1) }))
        cases.append(SettleCase(style: "`.springyCarousel(itemWidth: 160, settleTime: 1.5)`", event: "insert drops in",
                                make: { (.springyCarousel(itemWidth: 160, settleTime: 1.5), carousel(40), CGPoint(x: 1_000, y: 0)) },
                                act: { model, list in try insert(card, at: 6, model, list) }))
        cases.append(SettleCase(style: "`.springyCarousel(itemWidth: 160, settleTime: 1.5)`", event: "insert drops 1 000 pt, no floor (390 × 1 400 pt)",
                                make: { (.springyCarousel(itemWidth: 160, settleTime: 1.5), tallCarousel(40), CGPoint(x: 1_000, y: 0)) },
                                act: { model, list in try insert(card, at: 6, model, list) }))
        let square = ListLayout.Item(size: CGSize(width: 80, height: 80), alignment: .trailing)
        let wide = ListLayout.Item(size: CGSize(width: 110, height: 80), alignment: .trailing)
        cases.append(SettleCase(style: "`.newtonian`", event: "card swings in at the end",
                                make: { (.newtonian, newtonianRow(3), .zero) }, act: { model, list in try insert(square, at: 3, model, list) }))
        cases.append(SettleCase(style: "`.newtonian`", event: "wide card inserted first",
                                make: { (.newtonian, newtonianRow(2, width: 110), .zero) }, act: { model, list in try insert(wide, at: 0, model, list) }))
        cases.append(SettleCase(style: "`.newtonian`", event: "neighbours swap",
                                make: { (.newtonian, newtonianRow(4), .zero) },
                                act: { model, _ in
                                    try model.apply([.moveItem(from: LayoutIndexPath(section: 0, item: 1), to: LayoutIndexPath(section: 0, item: 2)),
                                                     .moveItem(from: LayoutIndexPath(section: 0, item: 2), to: LayoutIndexPath(section: 0, item: 1))])
                                }))
        cases.append(SettleCase(style: "`.newtonian(settleTime: 4)`", event: "card swings in at the end",
                                make: { (.newtonian(settleTime: 4), newtonianRow(3), .zero) }, act: { model, list in try insert(square, at: 3, model, list) }))
        cases.append(SettleCase(style: "compositional, `.springyList(.tiled)`", event: "hardest drag",
                                make: { (.springyList(.tiled), composed(), CGPoint(x: 0, y: 400)) }, act: { hardestDrag($0, $1) }))
        return cases
    }

    /// Seconds from the end of the motion until every element stays within half a pixel, and until
    /// the model stops animating (frames of 1/60 s; infinity past 30 s).
    static func measure(_ settleCase: SettleCase, scale: CGFloat) throws -> (within: Double, rest: Double) {
        let (style, list, origin) = settleCase.make()
        let model = DynamicLayoutModel(style: style, source: list, visibleRect: CGRect(origin: origin, size: list.metrics.containerSize), displayScale: scale)
        try settleCase.act(model, list)
        let radius = 0.5 / scale
        var t: Double = 0, within: Double = 0
        while model.isAnimating && t < 30 {
            model.advance(by: frame)
            t += frame
            var worst: CGFloat = 0
            for id in model.liveElementIDs {
                guard let shown = model.element(for: id), let base = list.element(for: id) else { continue }
                worst = max(worst, hypot(shown.frame.midX - base.frame.midX, shown.frame.midY - base.frame.midY))
            }
            if worst > radius { within = t + frame }
        }
        return (min(within, t), model.isAnimating ? .infinity : t)
    }

    /// The markdown table.
    static func table() throws -> String {
        var out = "| Style | Motion | @1x: within ½ px / stopped | @2x | @3x |\n|---|---|---:|---:|---:|\n"
        for settleCase in cases {
            var cells = [settleCase.style, settleCase.event]
            for scale: CGFloat in [1, 2, 3] {
                let (within, rest) = try measure(settleCase, scale: scale)
                cells.append(String(format: "%.2f s / %.2f s", within, rest))
            }
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
