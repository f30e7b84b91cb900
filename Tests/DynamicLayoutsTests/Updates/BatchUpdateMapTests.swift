import Foundation
import Testing
@testable import DynamicLayouts

/// Where elements go in a batch update, by UIKit's rules, checked on examples and against the
/// identity-based reference of `BatchScript` over thousands of random batches.
@Suite struct BatchUpdateMapTests {
    static func p(_ s: Int, _ i: Int) -> LayoutIndexPath { LayoutIndexPath(section: s, item: i) }

    @Test func deletionsAndInsertionsShiftTheItemsAfterThem() {
        // [a b c d] → delete b, insert x at 0 → [x a c d]
        let map = BatchUpdateMap([.deleteItem(Self.p(0, 1)), .insertItem(Self.p(0, 0))])
        #expect(map.newPath(forOld: Self.p(0, 0)) == Self.p(0, 1))
        #expect(map.newPath(forOld: Self.p(0, 1)) == nil)
        #expect(map.newPath(forOld: Self.p(0, 2)) == Self.p(0, 2))
        #expect(map.newPath(forOld: Self.p(0, 3)) == Self.p(0, 3))
        #expect(map.newPath(forOld: Self.p(1, 0)) == Self.p(1, 0))
        #expect(map.insertedPaths == [Self.p(0, 0)])
    }

    @Test func movesAndReloadsCarryTheirItems() {
        // [a b c d] → move a to 2 → [b c a d]; d reloaded stays at 3.
        let map = BatchUpdateMap([.moveItem(from: Self.p(0, 0), to: Self.p(0, 2)), .reloadItem(before: Self.p(0, 3), after: Self.p(0, 3))])
        #expect(map.newPath(forOld: Self.p(0, 0)) == Self.p(0, 2))
        #expect(map.newPath(forOld: Self.p(0, 1)) == Self.p(0, 0))
        #expect(map.newPath(forOld: Self.p(0, 2)) == Self.p(0, 1))
        #expect(map.newPath(forOld: Self.p(0, 3)) == Self.p(0, 3))
        #expect(map.reloadedItems == [Self.p(0, 3)])
    }

    @Test func sectionsMoveWithTheirItemsAndSupplementaryViews() {
        // Sections [A B C] → delete A, move C to 0, insert N at 2 → [C B N]
        let map = BatchUpdateMap([.deleteSection(0), .moveSection(from: 2, to: 0), .insertSection(2)])
        #expect(map.newSection(forOld: 0) == nil)
        #expect(map.newSection(forOld: 1) == 1)
        #expect(map.newSection(forOld: 2) == 0)
        #expect(map.newPath(forOld: Self.p(2, 5)) == Self.p(0, 5))
        #expect(map.newPath(forOld: Self.p(0, 1)) == nil)
        #expect(map.newID(for: .supplementary("header", section: 2)) == .supplementary("header", section: 0))
        #expect(map.newID(for: .decoration("background", section: 0)) == nil)
        #expect(map.newID(for: .cell(section: 1, item: 3)) == .cell(section: 1, item: 3))
        let reload = BatchUpdateMap([.reloadSection(before: 1, after: 1)])
        #expect(reload.newPath(forOld: Self.p(1, 0)) == nil)
        #expect(reload.newID(for: .supplementary("header", section: 1)) == nil)
        #expect(reload.newSection(forOld: 0) == 0 && reload.newSection(forOld: 2) == 2)
        #expect(BatchUpdateMap([]).isEmpty)
    }

    /// Property: for 3 000 random batches of every kind of change, every surviving item's new
    /// index path is where the identity-based reference put it, and deleted items have none.
    @Test(arguments: [21 as UInt64, 22, 23])
    func agreesWithTheIdentityReference(seed: UInt64) throws {
        var script = BatchScript(sections: 5, itemsPerSection: 8, seed: seed)
        for _ in 0..<1_000 {
            let before = script.sections
            let updates = try script.randomBatch(intensity: 0.12)
            let after = script.paths()
            let map = BatchUpdateMap(updates)
            let reloadedSections = Set(updates.compactMap { u -> Int? in if case .reloadSection(let b, _) = u { return b } else { return nil } })
            for (s, section) in before.enumerated() {
                for (i, id) in section.items.enumerated() {
                    let expected = reloadedSections.contains(s) ? nil : after[id]
                    #expect(map.newPath(forOld: LayoutIndexPath(section: s, item: i)) == expected, "\(updates)")
                }
                let newIndex = script.sections.firstIndex { $0.id == section.id && !reloadedSections.contains(s) }
                #expect(map.newSection(forOld: s) == newIndex)
            }
        }
    }
}
