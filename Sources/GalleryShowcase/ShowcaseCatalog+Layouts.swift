import DynamicLayouts
import Foundation
import GalleryRendering
import Transitions

extension ShowcaseCatalog {
    /// The physics-driven collection layouts the gallery shows (module `DynamicLayouts`), each
    /// recorded from the pure model: the springy message list dragged and released, the springy
    /// carousel with an insert dropping in, and the Newtonian layout filling up and losing a card.
    public static func layoutDemos() -> [LayoutDemo] {
        [springyListDemo(), springyCarouselDemo(), newtonianDemo()]
    }

    /// A message list: three sections of 20 bubbles (36–92 pt tall, 110–290 pt wide, sent ones on
    /// the right) under 28 pt headers, dragged up 360 pt, let go to coast, then left to settle.
    static func springyListDemo() -> LayoutDemo {
        var random = SplitMix64(seed: 2013)
        let sections = (0..<3).map { _ in
            ListLayout.Section(items: (0..<20).map { k in
                ListLayout.Item(size: CGSize(width: CGFloat(Int.random(in: 110...290, using: &random)), height: CGFloat(Int.random(in: 36...92, using: &random))),
                                alignment: k % 3 == 1 ? .trailing : .leading)
            }, headerExtent: 28)
        }
        let style = DynamicLayoutStyle.springyList(.tiled)
        return LayoutDemo(
            slug: "springy-list-drag", title: "Springy list — drag and release", style: style,
            metrics: ListLayout.Metrics(containerSize: Showcase.containerSize, sectionInsets: ListLayout.Insets(top: 6, left: 12, bottom: 6, right: 12),
                                        itemSpacing: 6),
            sections: sections,
            script: [.wait(0.3), .drag(distance: 360, duration: 0.6, touch: CGPoint(x: 200, y: 620)), .coast(speed: 900, duration: 0.4),
                     .settle(limit: 3), .wait(0.3)],
            parameters: layoutParameters(style) + [GalleryParameter("preset", "founding document 003 (objc.io #5)")])
    }

    /// A carousel of nine 150 × 210 pt cards along the bottom of the screen, dragged 240 pt and
    /// released; then a card is inserted on screen and drops in from the top.
    static func springyCarouselDemo() -> LayoutDemo {
        let card = ListLayout.Item(size: CGSize(width: 150, height: 210), alignment: .trailing)
        let style = DynamicLayoutStyle.springyCarousel(itemWidth: 150)
        return LayoutDemo(
            slug: "springy-carousel-insert", title: "Springy carousel — drag, then an insert drops in", style: style,
            metrics: ListLayout.Metrics(axis: .horizontal, containerSize: Showcase.containerSize,
                                        sectionInsets: ListLayout.Insets(top: 0, left: 12, bottom: 0, right: 12), itemSpacing: 12),
            sections: [ListLayout.Section(items: Array(repeating: card, count: 9))],
            script: [.wait(0.3), .drag(distance: 240, duration: 0.5, touch: CGPoint(x: 300, y: 740)), .settle(limit: 2.5),
                     .insert(card, at: 2), .settle(limit: 3), .wait(0.3)],
            parameters: layoutParameters(style) + [GalleryParameter("insert", "drops from the top, neighbours spring aside")])
    }

    /// Four 80 pt cards added one by one: each swings in from the right on its 300 pt spring and
    /// knocks the others; then the second one is detached, falls away and is deleted, and the rest
    /// swing into their new places.
    static func newtonianDemo() -> LayoutDemo {
        let card = ListLayout.Item(size: CGSize(width: 80, height: 80), alignment: .trailing)
        let style = DynamicLayoutStyle.newtonian
        return LayoutDemo(
            slug: "newtonian-add-remove", title: "Newtonian — cards added one by one, one falls away", style: style,
            metrics: ListLayout.Metrics(axis: .horizontal, containerSize: Showcase.containerSize,
                                        sectionInsets: ListLayout.Insets(top: 0, left: 11, bottom: 300, right: 11), itemSpacing: 8),
            sections: [ListLayout.Section(items: [])],
            script: [.wait(0.2), .insert(card, at: 0), .wait(0.7), .insert(card, at: 1), .wait(0.7), .insert(card, at: 2), .wait(0.7),
                     .insert(card, at: 3), .wait(1.2), .detach(at: 1), .settle(limit: 6), .wait(0.3)],
            parameters: layoutParameters(style) + [GalleryParameter("remove", "detached, falls, deleted once off screen (no timer)")])
    }

    /// The numbers worth listing for a layout style.
    static func layoutParameters(_ style: DynamicLayoutStyle) -> [GalleryParameter] {
        let s = style.resolved
        var list = [GalleryParameter("spring", "length \(number(s.spring.length)) pt, \(number(s.spring.frequency)) Hz, damping \(number(s.spring.damping))")]
        if s.gravity > 0 { list.append(GalleryParameter("gravity", gravity(s.gravity))) }
        if let r = s.scrollResistance { list.append(GalleryParameter("scroll rule", "clamp(Δ·d/\(number(r)), Δ)")) }
        list.append(GalleryParameter("tiling", "±\(number(s.tilingMargin)) pt"))
        switch s.collisions {
        case .none: break
        case .boundaries: list.append(GalleryParameter("collisions", "content bounds"))
        case .items: list.append(GalleryParameter("collisions", "cards with each other"))
        }
        list.append(GalleryParameter("timing", "simulated at 120 Hz, recorded at the page's rate"))
        return list
    }
}
