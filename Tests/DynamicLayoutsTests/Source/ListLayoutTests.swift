import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// The pure base layout: positions, kinds and O(log n) queries that agree with brute force.
@Suite struct ListLayoutTests {
    /// Every element of `list`, by brute force over `element(for:)`.
    static func allElements(_ list: ListLayout) -> [LayoutElement] {
        var all: [LayoutElement] = []
        for s in list.sections.indices {
            let ids: [LayoutElementID] = [.decoration(ListLayout.backgroundKind, section: s), .supplementary(ListLayout.headerKind, section: s),
                                          .supplementary(ListLayout.footerKind, section: s)]
                + list.sections[s].items.indices.map { .cell(section: s, item: $0) }
            all += ids.compactMap { list.element(for: $0) }
        }
        return all
    }

    @Test func stacksSectionsHeadersItemsAndFooters() throws {
        let metrics = ListLayout.Metrics(containerSize: CGSize(width: 300, height: 600), sectionInsets: .init(top: 10, left: 20, bottom: 5, right: 30),
                                         itemSpacing: 4)
        let items = [ListLayout.Item(size: CGSize(width: 100, height: 40), alignment: .leading),
                     ListLayout.Item(size: CGSize(width: 100, height: 30), alignment: .trailing),
                     ListLayout.Item(size: CGSize(width: 999, height: 20), alignment: .center),
                     ListLayout.Item(size: CGSize(width: 10, height: 10), alignment: .fill)]
        let list = ListLayout(metrics: metrics, sections: [ListLayout.Section(items: items, headerExtent: 50, footerExtent: 12, hasBackground: true),
                                                           ListLayout.Section(items: [])])
        #expect(list.element(for: .supplementary(ListLayout.headerKind, section: 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(list.element(for: .cell(section: 0, item: 0))?.frame == CGRect(x: 20, y: 60, width: 100, height: 40))
        #expect(list.element(for: .cell(section: 0, item: 1))?.frame == CGRect(x: 170, y: 104, width: 100, height: 30))
        // Wider than the room (250 pt): limited to it.
        #expect(list.element(for: .cell(section: 0, item: 2))?.frame == CGRect(x: 20, y: 138, width: 250, height: 20))
        #expect(list.element(for: .cell(section: 0, item: 3))?.frame == CGRect(x: 20, y: 162, width: 250, height: 10))
        #expect(list.element(for: .supplementary(ListLayout.footerKind, section: 0))?.frame == CGRect(x: 0, y: 177, width: 300, height: 12))
        let background = try #require(list.element(for: .decoration(ListLayout.backgroundKind, section: 0)))
        #expect(background.frame == CGRect(x: 20, y: 60, width: 250, height: 112))
        #expect(background.zIndex == -1)
        #expect(list.element(for: .supplementary(ListLayout.headerKind, section: 0))?.zIndex == 1)
        // The empty second section: only its insets.
        #expect(list.contentSize == CGSize(width: 300, height: 189 + 15))
        #expect(list.element(for: .supplementary(ListLayout.headerKind, section: 1)) == nil)
        #expect(list.element(for: .cell(section: 0, item: 4)) == nil)
        #expect(list.element(for: .cell(section: 2, item: 0)) == nil)
        #expect(list.element(for: .cell(section: -1, item: 0)) == nil)
        #expect(list.element(for: .supplementary("other", section: 0)) == nil)
    }

    @Test func aHorizontalListStacksLeftToRightWithTrailingItemsAtTheBottom() {
        let list = LayoutFixtures.carousel(count: 3)
        #expect(list.contentSize == CGSize(width: 12 + 3 * 160 + 2 * 12 + 12, height: 844))
        #expect(list.element(for: .cell(section: 0, item: 1))?.frame == CGRect(x: 184, y: 644, width: 160, height: 200))
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4, 5])
    func queriesReturnExactlyTheIntersectingElements(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let list = LayoutFixtures.messages(count: 300, sections: 7, seed: seed)
        let all = Self.allElements(list)
        for _ in 0..<200 {
            let rect = CGRect(x: CGFloat.random(in: -100...400, using: &random), y: CGFloat.random(in: -200...list.contentSize.height, using: &random),
                              width: CGFloat.random(in: 1...500, using: &random), height: CGFloat.random(in: 1...1500, using: &random))
            var found: [LayoutElement] = []
            list.appendElements(in: rect, to: &found)
            let expected = all.filter { $0.frame.intersects(rect) }
            #expect(Set(found.map(\.id)) == Set(expected.map(\.id)))
            #expect(found.count == expected.count)
            for e in found { #expect(list.element(for: e.id) == e) }
        }
    }

    @Test func badInputCountsAsZeroAndUnusableRectanglesFindNothing() {
        let metrics = ListLayout.Metrics(containerSize: CGSize(width: CGFloat.nan, height: -5), sectionInsets: .init(top: CGFloat.infinity, left: -3),
                                         itemSpacing: -CGFloat.infinity)
        let list = ListLayout(metrics: metrics, sections: [ListLayout.Section(items: [.init(size: CGSize(width: CGFloat.nan, height: 10))], headerExtent: -4)])
        #expect(list.contentSize == CGSize(width: 0, height: 10))
        var found: [LayoutElement] = []
        for rect in [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 0, height: 100),
                     CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)] {
            list.appendElements(in: rect, to: &found)
        }
        #expect(found.isEmpty)
    }

    @Test func elementsWithoutAreaCannotHaveBodies() {
        #expect(LayoutElement(id: .cell(section: 0, item: 0), frame: CGRect(x: 0, y: 0, width: 10, height: 10)).canHaveBody)
        for frame in [CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 10, height: -1),
                      CGRect(x: 0, y: 0, width: 2_000_000, height: 10), CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)] {
            #expect(!LayoutElement(id: .cell(section: 0, item: 0), frame: frame).canHaveBody)
        }
    }
}

/// A compositional layout's shapes in the pure layout: grid sections and orthogonal rows.
@Suite struct ListLayoutCompositionTests {
    @Test func gridSectionsFillRowsOfEqualColumns() throws {
        let metrics = ListLayout.Metrics(containerSize: CGSize(width: 320, height: 600), sectionInsets: .init(top: 10, left: 10, bottom: 10, right: 10),
                                         itemSpacing: 10)
        let items = [CGFloat(40), 60, 50, 30].map { ListLayout.Item(size: CGSize(width: 999, height: $0)) }
        let list = ListLayout(metrics: metrics, sections: [ListLayout.Section(items: items, columns: 3)])
        // Room 300 pt, three columns 10 pt apart: 93.33 pt each; the first row is 60 pt long.
        let w = (300 - 20) / CGFloat(3)
        #expect(list.element(for: .cell(section: 0, item: 0))?.frame == CGRect(x: 10, y: 10, width: w, height: 40))
        #expect(list.element(for: .cell(section: 0, item: 1))?.frame == CGRect(x: 10 + w + 10, y: 10, width: w, height: 60))
        #expect(list.element(for: .cell(section: 0, item: 2))?.frame == CGRect(x: 10 + 2 * (w + 10), y: 10, width: w, height: 50))
        #expect(list.element(for: .cell(section: 0, item: 3))?.frame == CGRect(x: 10, y: 80, width: w, height: 30))
        #expect(list.contentSize == CGSize(width: 320, height: 120), "\(list.contentSize.height - 120)")
        #expect(list.itemCounts == [4])
        #expect(list.element(for: .cell(section: 0, item: 0))?.isPinned == false)
    }

    @Test func orthogonalSectionsAreOnePinnedRowAcrossTheAxis() {
        let metrics = ListLayout.Metrics(containerSize: CGSize(width: 320, height: 600), sectionInsets: .init(top: 0, left: 10, bottom: 0, right: 10),
                                         itemSpacing: 10)
        let items = [ListLayout.Item(size: CGSize(width: 200, height: 90)), ListLayout.Item(size: CGSize(width: 150, height: 100)),
                     ListLayout.Item(size: CGSize(width: 200, height: 90))]
        let list = ListLayout(metrics: metrics, sections: [ListLayout.Section(items: items, scrollsOrthogonally: true)])
        #expect(list.element(for: .cell(section: 0, item: 1))?.frame == CGRect(x: 220, y: 0, width: 150, height: 100))
        #expect(list.element(for: .cell(section: 0, item: 2))?.frame == CGRect(x: 380, y: 0, width: 200, height: 90))
        #expect(list.element(for: .cell(section: 0, item: 2))?.isPinned == true)
        #expect(list.contentSize.height == 100)
    }

    /// Queries agree with brute force on composed layouts too.
    @Test(arguments: [1 as UInt64, 2, 3])
    func composedQueriesReturnExactlyTheIntersectingElements(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let script = BatchScript(sections: 9, itemsPerSection: 14, seed: seed)
        let list = ListLayout(metrics: .init(containerSize: LayoutFixtures.screen), sections: script.layoutSections(composed: true))
        let all = ListLayoutTests.allElements(list)
        for _ in 0..<200 {
            let r = CGRect(x: CGFloat.random(in: -100...500, using: &random), y: CGFloat.random(in: -100...list.contentSize.height, using: &random),
                           width: CGFloat.random(in: 1...500, using: &random), height: CGFloat.random(in: 1...900, using: &random))
            var found: [LayoutElement] = []
            list.appendElements(in: r, to: &found)
            #expect(Set(found.map(\.id)) == Set(all.filter { $0.frame.intersects(r) }.map(\.id)))
        }
    }
}
