import DynamicLayouts
import Foundation
import GalleryRendering
import Transitions

extension ShowcaseCatalog {
    /// The physics-driven collection layouts the gallery shows (module `DynamicLayouts`), each
    /// recorded from the pure model on a light app screen, its collection view under the
    /// navigation bar: the springy message list dragged and released, the springy carousel with an
    /// insert dropping in, the Newtonian layout filling up and losing a card, and a compositional
    /// layout's list, grid and orthogonal sections dragged. Each script marks the moments its
    /// contact sheet shows.
    static func layoutDemos() -> [LayoutDemo] {
        [springyListDemo(), springyCarouselDemo(), newtonianDemo(), compositionalDemo()]
    }

    /// Where the layout demos' collection view sits: the whole phone screen below its 91 pt
    /// navigation bar.
    static var layoutCollectionFrame: CGRect {
        let bar = LayerContent.navigationBarHeight(screenHeight: Showcase.containerSize.height)
        return CGRect(x: 0, y: bar, width: Showcase.containerSize.width, height: Showcase.containerSize.height - bar)
    }

    /// A chat: three sections of 20 bubbles (36–92 pt tall, 110–290 pt wide, sent ones on the
    /// right) under 28 pt date headers, dragged up 360 pt with the finger low on the screen, let go
    /// to coast, then left to settle. Key frames: at rest, mid-drag and at the end of the drag (the
    /// bubbles far from the finger lag behind it and bunch up), while coasting, the spring-back,
    /// and at rest.
    static func springyListDemo() -> LayoutDemo {
        var random = SplitMix64(seed: 2013)
        let sections = (0..<3).map { _ in
            ListLayout.Section(items: (0..<20).map { k in
                ListLayout.Item(size: CGSize(width: CGFloat(Int.random(in: 110...290, using: &random)), height: CGFloat(Int.random(in: 36...92, using: &random))),
                                alignment: k % 3 == 1 ? .trailing : .leading)
            }, headerExtent: 28)
        }
        let style = DynamicLayoutStyle.springyList(.tiled)
        let touch = CGPoint(x: 200, y: 560)
        return LayoutDemo(
            slug: "springy-list-drag", title: "Springy list — drag and release", style: style,
            metrics: ListLayout.Metrics(containerSize: .zero, sectionInsets: ListLayout.Insets(top: 6, left: 12, bottom: 6, right: 12), itemSpacing: 6),
            sections: sections,
            script: [.keyFrame, .wait(0.3), .drag(distance: 150, duration: 0.25, touch: touch), .keyFrame, .drag(distance: 150, duration: 0.25, touch: touch),
                     .keyFrame, .drag(distance: 120, duration: 0.2, touch: touch), .keyFrame, .coast(speed: 900, duration: 0.2), .keyFrame,
                     .coast(speed: 450, duration: 0.2), .keyFrame, .wait(0.3), .keyFrame, .settle(limit: 3), .wait(0.3), .keyFrame],
            parameters: layoutParameters(style) + [GalleryPage.Parameter("preset", "objc.io #5")],
            collectionFrame: layoutCollectionFrame, tint: listTint, look: .chat)
    }

    /// The springy carousel's inserted card: the item inserted at index 1 once the first drag has
    /// settled.
    static let carouselInsertIndex = 1

    /// A carousel of nine 240 × 420 pt cards along the bottom of the screen, dragged 200 pt and
    /// released; then a card is inserted at ``carouselInsertIndex``, in the middle of the screen,
    /// and drops in from the top of the collection view while its neighbours spring aside. Key
    /// frames: at rest, mid-drag, released, settled, the drop at 0.1, 0.2 and 0.3 s, and at rest.
    static func springyCarouselDemo() -> LayoutDemo {
        let card = ListLayout.Item(size: CGSize(width: 240, height: 420), alignment: .trailing)
        let style = DynamicLayoutStyle.springyCarousel(itemWidth: 240)
        let touch = CGPoint(x: 300, y: 560)
        return LayoutDemo(
            slug: "springy-carousel-insert", title: "Springy carousel — drag, then an insert drops in", style: style,
            metrics: ListLayout.Metrics(axis: .horizontal, containerSize: .zero,
                                        sectionInsets: ListLayout.Insets(top: 0, left: 16, bottom: 24, right: 16), itemSpacing: 16),
            sections: [ListLayout.Section(items: Array(repeating: card, count: 9))],
            script: [.keyFrame, .wait(0.3), .drag(distance: 100, duration: 0.25, touch: touch), .keyFrame, .drag(distance: 100, duration: 0.25, touch: touch),
                     .keyFrame, .settle(limit: 2.5), .insert(card, at: carouselInsertIndex), .wait(0.07), .keyFrame, .wait(0.13), .keyFrame,
                     .wait(0.17), .keyFrame, .wait(0.4), .keyFrame, .settle(limit: 3), .wait(0.3), .keyFrame],
            parameters: layoutParameters(style) + [GalleryPage.Parameter("insert", "drops from the top, neighbours spring aside")],
            collectionFrame: layoutCollectionFrame, tint: CanvasColor(hex: 0xFF2D55), look: .cards)
    }

    /// Four 84 × 140 pt cards added one by one, each hanging 300 pt (plus gravity's sag) below its
    /// pin on a spring drawn as a line: each swings in from the right and knocks the others; then
    /// the second one is detached, falls away and is deleted, and the rest swing into their new
    /// places. Key frames: the first and second cards swinging in, the fourth knocking the others,
    /// all four hanging, the second falling away twice, the rest swinging over, and at rest.
    static func newtonianDemo() -> LayoutDemo {
        let card = ListLayout.Item(size: CGSize(width: 84, height: 140), alignment: .leading)
        let style = DynamicLayoutStyle.newtonian
        return LayoutDemo(
            slug: "newtonian-add-remove", title: "Newtonian — cards added one by one, one falls away", style: style,
            metrics: ListLayout.Metrics(axis: .horizontal, containerSize: .zero,
                                        sectionInsets: ListLayout.Insets(top: 370, left: 11, bottom: 0, right: 11), itemSpacing: 8),
            sections: [ListLayout.Section(items: [])],
            script: [.wait(0.2), .insert(card, at: 0), .wait(0.3), .keyFrame, .wait(0.4), .insert(card, at: 1), .wait(0.3), .keyFrame,
                     .wait(0.4), .insert(card, at: 2), .wait(0.7), .insert(card, at: 3), .wait(0.4), .keyFrame, .wait(1.2), .keyFrame,
                     .detach(at: 1), .wait(0.4), .keyFrame, .wait(0.6), .keyFrame, .wait(1.2), .keyFrame, .settle(limit: 6), .wait(0.3), .keyFrame],
            parameters: layoutParameters(style) + [GalleryPage.Parameter("remove", "detached, falls, deleted once off screen (no timer)")],
            collectionFrame: layoutCollectionFrame, tint: CanvasColor(hex: 0x5856D6), look: .cards, showsSprings: true)
    }

    /// A compositional layout's shapes (`DynamicCompositionalLayout`): a list of 56 pt rows, a grid
    /// of tiles three to a row, a row of wide cards that scrolls sideways (an orthogonal section:
    /// pinned, it keeps its place while everything around it springs), and more rows, each under a
    /// header; dragged up 400 pt with the finger low, let go to coast, then left to settle. Key
    /// frames as the springy list's.
    static func compositionalDemo() -> LayoutDemo {
        let row = ListLayout.Item(size: CGSize(width: 366, height: 56))
        let tile = ListLayout.Item(size: CGSize(width: 110, height: 110))
        let card = ListLayout.Item(size: CGSize(width: 220, height: 130))
        let style = DynamicLayoutStyle.springyList(.tiled)
        let touch = CGPoint(x: 200, y: 600)
        return LayoutDemo(
            slug: "compositional-sections-drag", title: "Compositional layout — lists and a grid spring, the orthogonal row is pinned", style: style,
            metrics: ListLayout.Metrics(containerSize: .zero, sectionInsets: ListLayout.Insets(top: 4, left: 12, bottom: 12, right: 12), itemSpacing: 8),
            sections: [ListLayout.Section(items: Array(repeating: row, count: 5), headerExtent: 32),
                       ListLayout.Section(items: Array(repeating: tile, count: 12), headerExtent: 32, columns: 3),
                       ListLayout.Section(items: Array(repeating: card, count: 6), headerExtent: 32, scrollsOrthogonally: true),
                       ListLayout.Section(items: Array(repeating: row, count: 14), headerExtent: 32)],
            script: [.keyFrame, .wait(0.3), .drag(distance: 150, duration: 0.25, touch: touch), .keyFrame, .drag(distance: 150, duration: 0.25, touch: touch),
                     .keyFrame, .drag(distance: 100, duration: 0.2, touch: touch), .keyFrame, .coast(speed: 800, duration: 0.2), .keyFrame,
                     .coast(speed: 400, duration: 0.2), .keyFrame, .wait(0.3), .keyFrame, .settle(limit: 3), .wait(0.3), .keyFrame],
            parameters: layoutParameters(style) + [GalleryPage.Parameter("sections", "list, three-column grid, orthogonal row (pinned), list")],
            collectionFrame: layoutCollectionFrame, tint: CanvasColor(hex: 0x34C759), look: .cards)
    }

    /// The numbers worth listing for a layout style.
    static func layoutParameters(_ style: DynamicLayoutStyle) -> [GalleryPage.Parameter] {
        let s = style.resolved
        var list = [GalleryPage.Parameter("spring", "length \(number(s.spring.length)) pt, \(number(s.spring.frequency)) Hz, damping \(number(s.spring.damping))")]
        if s.gravity > 0 { list.append(GalleryPage.Parameter("gravity", gravity(s.gravity))) }
        if let r = s.scrollResistance { list.append(GalleryPage.Parameter("scroll rule", "clamp(Δ·d/\(number(r)), Δ)")) }
        list.append(GalleryPage.Parameter("tiling", "±\(number(s.tilingMargin)) pt"))
        switch s.collisions {
        case .none: break
        case .boundaries: list.append(GalleryPage.Parameter("collisions", "content bounds"))
        case .items: list.append(GalleryPage.Parameter("collisions", "cards with each other"))
        }
        list.append(GalleryPage.Parameter("timing", "simulated at 120 Hz, recorded at the page's rate"))
        return list
    }
}
