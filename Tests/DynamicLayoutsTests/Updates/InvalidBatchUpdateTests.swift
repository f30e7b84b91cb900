import Foundation
import Testing
@testable import DynamicLayouts

/// Invalid batch updates: UIKit's rules and messages, a thrown error, and a model that is never
/// left stale (founding layouts accepted them silently and hid the data-source bug).
@Suite struct InvalidBatchUpdateTests {
    /// Two sections of 5 and 3 items, a model moving over them.
    static func fixture() -> (ListLayout, DynamicLayoutModel) {
        let item = ListLayout.Item(size: CGSize(width: 300, height: 60))
        let list = ListLayout(metrics: .init(containerSize: LayoutFixtures.screen),
                              sections: [.init(items: Array(repeating: item, count: 5), headerExtent: 20), .init(items: Array(repeating: item, count: 3))])
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 6, delta: 10)
        return (list, model)
    }

    /// Sets the list's item counts (the data after the update).
    static func counts(_ list: ListLayout, _ counts: [Int]) {
        let item = ListLayout.Item(size: CGSize(width: 300, height: 60))
        list.sections = counts.map { ListLayout.Section(items: Array(repeating: item, count: $0)) }
    }

    /// Applies `updates` with the data now `after`; expects UIKit's `message`, and a model that
    /// reloaded: consistent with the data, every body at rest on its place, and a valid batch
    /// accepted next.
    func expectRefused(_ updates: [LayoutUpdate], after: [Int], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (list, model) = Self.fixture()
        Self.counts(list, after)
        #expect(throws: InvalidBatchUpdate(message), sourceLocation: sourceLocation) { try model.apply(updates) }
        DynamicLayoutModelUpdatesTests.expectConsistent(model, list, sourceLocation: sourceLocation)
        DynamicLayoutModelTests.expectBaseLayout(model, sourceLocation: sourceLocation)
        let last = after.count - 1
        Self.counts(list, after.enumerated().map { $0.offset == last ? $0.element + 1 : $0.element })
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try model.apply([.insertItem(LayoutIndexPath(section: last, item: 0))]) }
    }

    @Test func outOfRangeDeletesAndInsertsAreRefusedInUIKitsWords() {
        expectRefused([.deleteItem(LayoutIndexPath(section: 0, item: 7))], after: [4, 3],
                      "attempt to delete item 7 from section 0 which only contains 5 items before the update")
        expectRefused([.deleteItem(LayoutIndexPath(section: 2, item: 0))], after: [5, 3],
                      "attempt to delete item 0 from section 2, but there are only 2 sections before the update")
        expectRefused([.deleteSection(4)], after: [5, 3], "attempt to delete section 4, but there are only 2 sections before the update")
        expectRefused([.insertItem(LayoutIndexPath(section: 0, item: 9))], after: [6, 3],
                      "attempt to insert item 9 into section 0, but there are only 6 items in section 0 after the update")
        expectRefused([.insertSection(3)], after: [5, 3, 0], "attempt to insert section 3 but there are only 3 sections after the update")
    }

    @Test func countsTheChangesDoNotExplainAreRefused() {
        expectRefused([], after: [6, 3],
                      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the "
                        + "update (6) must be equal to the number of items contained in that section before the update (5), plus or minus the "
                        + "number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items "
                        + "moved into or out of that section (0 moved in, 0 moved out).")
        // A delete listed twice counts twice, as in UIKit.
        expectRefused([.deleteItem(LayoutIndexPath(section: 0, item: 1)), .deleteItem(LayoutIndexPath(section: 0, item: 1))], after: [4, 3],
                      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the "
                        + "update (4) must be equal to the number of items contained in that section before the update (5), plus or minus the "
                        + "number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items "
                        + "moved into or out of that section (0 moved in, 0 moved out).")
        expectRefused([.moveItem(from: LayoutIndexPath(section: 0, item: 0), to: LayoutIndexPath(section: 1, item: 0))], after: [5, 4],
                      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the "
                        + "update (5) must be equal to the number of items contained in that section before the update (5), plus or minus the "
                        + "number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items "
                        + "moved into or out of that section (0 moved in, 1 moved out).")
        expectRefused([.insertSection(0)], after: [5, 3],
                      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) "
                        + "must be equal to the number of sections contained in the collection view before the update (2), plus or minus the "
                        + "number of sections inserted or deleted (1 inserted, 0 deleted).")
    }

    @Test func conflictingChangesOfOneIndexPathAreRefused() {
        let a = LayoutIndexPath(section: 0, item: 2), b = LayoutIndexPath(section: 0, item: 3), c = LayoutIndexPath(section: 0, item: 4)
        expectRefused([.deleteItem(a), .reloadItem(before: a, after: a)], after: [4, 3], "attempt to delete and reload the same index path ([0, 2])")
        expectRefused([.deleteItem(a), .moveItem(from: a, to: b)], after: [4, 3],
                      "attempt to perform a delete and a move from the same index path ([0, 2])")
        expectRefused([.insertItem(b), .moveItem(from: a, to: b)], after: [6, 3],
                      "attempt to perform an insert and a move to the same index path ([0, 3])")
        expectRefused([.moveItem(from: a, to: b), .moveItem(from: a, to: c)], after: [5, 3], "attempt to move item at index path [0, 2] to both [0, 3] and [0, 4]")
        expectRefused([.moveItem(from: a, to: c), .moveItem(from: b, to: c)], after: [5, 3], "attempt to move both item at index path [0, 2] and [0, 3] to [0, 4]")
        expectRefused([.deleteSection(1), .moveItem(from: LayoutIndexPath(section: 1, item: 0), to: a)], after: [6],
                      "cannot move an item from a deleted section (1)")
    }

    /// Valid batches pass — an exact repeat of a move is ignored, as UIKit ignores it — and a source
    /// that cannot count still gets the rules that need no counts.
    @Test func validBatchesPassAndSourcesWithoutCountsGetTheOtherRules() throws {
        let (list, model) = Self.fixture()
        let move = LayoutUpdate.moveItem(from: LayoutIndexPath(section: 0, item: 0), to: LayoutIndexPath(section: 1, item: 3))
        Self.counts(list, [4, 4])
        try model.apply([move, move])
        DynamicLayoutModelUpdatesTests.expectConsistent(model, list)
        #expect(InvalidBatchUpdate.check([.deleteItem(LayoutIndexPath(section: 9, item: 9))], before: nil, after: nil) == nil)
        let p = LayoutIndexPath(section: 0, item: 1)
        #expect(InvalidBatchUpdate.check([.deleteItem(p), .reloadItem(before: p, after: p)], before: nil, after: nil)?.message
            == "attempt to delete and reload the same index path ([0, 1])")
        #expect(InvalidBatchUpdate.check([], before: [2], after: [2]) == nil)
    }
}

extension InvalidBatchUpdateTests {
    /// Negative sections and items are out of range (UIKit's index sets and index paths hold none):
    /// reloads, deletes, inserts and moves with one are refused, in the words of the range rule
    /// they break, and without counts too. (A reload of section −1 was accepted, a delete or an
    /// item reload with a negative item passed the range check, and a delete from section −1 trapped.)
    @Test func negativeSectionsAndItemsAreRefused() {
        expectRefused([.reloadSection(before: -1, after: -1)], after: [5, 3],
                      "attempt to delete section -1, but there are only 2 sections before the update")
        expectRefused([.deleteSection(-1)], after: [5], "attempt to delete section -1, but there are only 2 sections before the update")
        expectRefused([.insertSection(-1)], after: [5, 3, 0], "attempt to insert section -1 but there are only 3 sections after the update")
        expectRefused([.deleteItem(LayoutIndexPath(section: 0, item: -1))], after: [4, 3],
                      "attempt to delete item -1 from section 0 which only contains 5 items before the update")
        expectRefused([.deleteItem(LayoutIndexPath(section: -1, item: 0))], after: [4, 3],
                      "attempt to delete item 0 from section -1, but there are only 2 sections before the update")
        expectRefused([.reloadItem(before: LayoutIndexPath(section: 0, item: -2), after: LayoutIndexPath(section: 0, item: 0))], after: [5, 3],
                      "attempt to delete item -2 from section 0 which only contains 5 items before the update")
        expectRefused([.insertItem(LayoutIndexPath(section: 1, item: -1))], after: [5, 4],
                      "attempt to insert item -1 into section 1, but there are only 4 items in section 1 after the update")
        expectRefused([.moveItem(from: LayoutIndexPath(section: 0, item: -1), to: LayoutIndexPath(section: 1, item: 0))], after: [4, 4],
                      "attempt to move item -1 from section 0 which only contains 5 items before the update")
        expectRefused([.moveSection(from: -1, to: 0)], after: [5, 3], "attempt to move section -1, but there are only 2 sections before the update")
        expectRefused([.moveSection(from: 0, to: -1)], after: [5, 3],
                      "attempt to move section 0 to section -1, but there are only 2 sections after the update")
        // Without counts the range rules cannot run, but a negative index is out of every range.
        #expect(InvalidBatchUpdate.check([.reloadSection(before: -1, after: -1)], before: nil, after: nil)?.message
            == "attempt to delete section -1, but a section index cannot be negative")
        #expect(InvalidBatchUpdate.check([.insertItem(LayoutIndexPath(section: 0, item: -3))], before: nil, after: nil)?.message
            == "attempt to insert item -3 into section 0, but an item index cannot be negative")
    }
}
