import Foundation
import Testing
@testable import DynamicLayouts

/// `UICollectionViewUpdateItem`'s action and index paths, read as layout updates.
@Suite struct LayoutUpdateTests {
    static func p(_ s: Int, _ i: Int) -> LayoutIndexPath { LayoutIndexPath(section: s, item: i) }

    @Test func itemAndSectionChangesFollowUIKitsNotFoundConvention() {
        #expect(LayoutUpdate(action: .insert, before: nil, after: Self.p(1, 2)) == .insertItem(Self.p(1, 2)))
        #expect(LayoutUpdate(action: .insert, before: nil, after: Self.p(3, NSNotFound)) == .insertSection(3))
        #expect(LayoutUpdate(action: .delete, before: Self.p(0, 4), after: nil) == .deleteItem(Self.p(0, 4)))
        #expect(LayoutUpdate(action: .delete, before: Self.p(2, NSNotFound), after: nil) == .deleteSection(2))
        #expect(LayoutUpdate(action: .move, before: Self.p(0, 1), after: Self.p(2, 0)) == .moveItem(from: Self.p(0, 1), to: Self.p(2, 0)))
        #expect(LayoutUpdate(action: .move, before: Self.p(0, NSNotFound), after: Self.p(2, NSNotFound)) == .moveSection(from: 0, to: 2))
        #expect(LayoutUpdate(action: .reload, before: Self.p(0, 1), after: Self.p(0, 3)) == .reloadItem(before: Self.p(0, 1), after: Self.p(0, 3)))
        #expect(LayoutUpdate(action: .reload, before: Self.p(0, 1), after: nil) == .reloadItem(before: Self.p(0, 1), after: Self.p(0, 1)))
        #expect(LayoutUpdate(action: .reload, before: Self.p(4, NSNotFound), after: Self.p(5, NSNotFound)) == .reloadSection(before: 4, after: 5))
    }

    @Test func missingOrMismatchedIndexPathsGiveNoUpdate() {
        #expect(LayoutUpdate(action: .insert, before: Self.p(0, 0), after: nil) == nil)
        #expect(LayoutUpdate(action: .delete, before: nil, after: Self.p(0, 0)) == nil)
        #expect(LayoutUpdate(action: .move, before: Self.p(0, 0), after: nil) == nil)
        #expect(LayoutUpdate(action: .move, before: Self.p(0, 0), after: Self.p(1, NSNotFound)) == nil)
        #expect(LayoutUpdate(action: .reload, before: Self.p(0, NSNotFound), after: Self.p(1, 0)) == nil)
        #expect(LayoutUpdate(action: .insert, before: nil, after: Self.p(-1, 0)) == nil)
        #expect(LayoutUpdate(action: .none, before: Self.p(0, 0), after: Self.p(0, 0)) == nil)
    }
}
