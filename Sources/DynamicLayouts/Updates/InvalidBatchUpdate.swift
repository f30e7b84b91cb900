import Foundation

/// A batch update that UIKit would refuse: an index path out of range, two changes that
/// contradict each other, or counts that the changes do not explain.
///
/// UIKit raises `NSInternalInconsistencyException` for these in `performBatchUpdates(_:completion:)`
/// before the layout hears of them (the messages below are UIKit's, with index paths printed as
/// `[section, item]`). A ``DynamicLayoutModel`` driven without UIKit — a SwiftUI host, a test —
/// checks the same rules in ``DynamicLayoutModel/apply(_:)``, throws this error and reloads, so a
/// data-source bug is reported instead of hidden and nothing stale survives it.
///
/// The rules, in UIKit's order:
/// - a reload and a delete of the same index path;
/// - deletions (and moves' sources) against the data before the update: a section or item out of
///   range ("attempt to delete item 7 from section 0 which only contains 5 items before the
///   update"), a delete and a move from the same section or index path, a move out of a deleted
///   section;
/// - insertions (and moves' targets) against the data after it, likewise ("attempt to insert item
///   9 into section 0, but there are only 6 items in section 0 after the update");
/// - one index path or section moved to two places, or two moved to one;
/// - the number of sections, then of items in each existing section, must equal the number before
///   plus insertions and moves in, minus deletions and moves out ("Invalid update: invalid number
///   of items in section 0. …"). A delete listed twice counts twice, as in UIKit.
///
/// A negative section or item is out of range (UIKit's index sets and index paths hold none): it
/// breaks the range rule of its change, in the same words ("attempt to delete section -1, but
/// there are only 2 sections before the update" for a reload of section -1, which UIKit checks as
/// a delete and an insert). Range and count rules need the source's ``LayoutSource/itemCounts``;
/// without counts only the others apply, and a negative index is refused as such ("… but a
/// section index cannot be negative"). Moves out of range, which UIKit words its own way, are
/// reported in the same words as deletions and insertions.
public struct InvalidBatchUpdate: Error, Equatable, Sendable, CustomStringConvertible {
    /// The explanation, in UIKit's words.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The first rule `updates` breaks, given the item counts per section before and after the
    /// batch (nil when unknown), or nil when the batch is valid.
    static func check(_ updates: [LayoutUpdate], before: [Int]?, after: [Int]?) -> InvalidBatchUpdate? {
        var checker = Checker(before: before, after: after)
        return checker.check(updates)
    }
}

/// The rules of ``InvalidBatchUpdate``, over one batch.
private struct Checker {
    let before: [Int]?
    let after: [Int]?

    // The batch, split as UIKit splits it (a reload is a delete and an insert).
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletes: [LayoutIndexPath] = []
    var inserts: [LayoutIndexPath] = []
    var moves: [(from: LayoutIndexPath, to: LayoutIndexPath)] = []
    var reloads: [LayoutIndexPath] = []
    var explicitDeletes: Set<LayoutIndexPath> = []

    init(before: [Int]?, after: [Int]?) {
        self.before = before
        self.after = after
    }

    mutating func check(_ updates: [LayoutUpdate]) -> InvalidBatchUpdate? {
        for update in updates {
            switch update {
            case .insertItem(let p): inserts.append(p)
            case .deleteItem(let p):
                deletes.append(p)
                explicitDeletes.insert(p)
            case .moveItem(let from, let to): moves.append((from, to))
            case .reloadItem(let b, let a):
                reloads.append(b)
                deletes.append(b)
                inserts.append(a)
            case .insertSection(let s): insertedSections.append(s)
            case .deleteSection(let s): deletedSections.append(s)
            case .moveSection(let from, let to): sectionMoves.append((from, to))
            case .reloadSection(let b, let a):
                deletedSections.append(b)
                insertedSections.append(a)
            }
        }
        return checkReloads() ?? checkDeletes() ?? checkInserts() ?? checkMoves() ?? checkCounts()
    }

    private func fail(_ message: String) -> InvalidBatchUpdate { InvalidBatchUpdate(message) }

    private func checkReloads() -> InvalidBatchUpdate? {
        for p in reloads where explicitDeletes.contains(p) {
            return fail("attempt to delete and reload the same index path (\(p))")
        }
        return nil
    }

    /// Whether `index` lies outside `0..<count`. UIKit's indices are unsigned, so a negative one
    /// always does, also when the count is unknown (nil).
    private func isOutside(_ index: Int, _ count: Int?) -> Bool {
        index < 0 || count.map { index >= $0 } ?? false
    }

    /// The end of a range message: UIKit's count, or, without one, why a negative index is out of range.
    private func beyond(_ count: Int?, _ text: (Int) -> String, negative: String) -> String {
        count.map(text) ?? "\(negative) cannot be negative"
    }

    private func checkDeletes() -> InvalidBatchUpdate? {
        let sections = before?.count
        for s in deletedSections.sorted() {
            if isOutside(s, sections) {
                return fail("attempt to delete section \(s), but " + beyond(sections, { "there are only \($0) sections before the update" }, negative: "a section index"))
            }
            if sectionMoves.contains(where: { $0.from == s }) { return fail("attempt to perform a delete and a move from the same section (\(s))") }
        }
        let gone = Set(deletedSections)
        for move in moves {
            if deletes.contains(move.from) { return fail("attempt to perform a delete and a move from the same index path (\(move.from))") }
            if gone.contains(move.from.section) { return fail("cannot move an item from a deleted section (\(move.from.section))") }
        }
        for p in deletes.sorted() where !gone.contains(p.section) {
            if let problem = outOfRangeBefore(p, verb: "delete") { return problem }
        }
        return nil
    }

    private func outOfRangeBefore(_ p: LayoutIndexPath, verb: String) -> InvalidBatchUpdate? {
        if isOutside(p.section, before?.count) {
            return fail("attempt to \(verb) item \(p.item) from section \(p.section), but "
                + beyond(before?.count, { "there are only \($0) sections before the update" }, negative: "a section index"))
        }
        let count = before?[p.section]
        if isOutside(p.item, count) {
            return fail("attempt to \(verb) item \(p.item) from section \(p.section)"
                + (count.map { " which only contains \($0) items before the update" } ?? ", but an item index cannot be negative"))
        }
        return nil
    }

    private func outOfRangeAfter(_ p: LayoutIndexPath, verb: String) -> InvalidBatchUpdate? {
        let into = verb == "insert" ? "into" : "to"
        if isOutside(p.section, after?.count) {
            return fail("attempt to \(verb) item \(p.item) \(into) section \(p.section), but "
                + beyond(after?.count, { "there are only \($0) sections after the update" }, negative: "a section index"))
        }
        let count = after?[p.section]
        if isOutside(p.item, count) {
            return fail("attempt to \(verb) item \(p.item) \(into) section \(p.section), but "
                + beyond(count, { "there are only \($0) items in section \(p.section) after the update" }, negative: "an item index"))
        }
        return nil
    }

    private func checkInserts() -> InvalidBatchUpdate? {
        let sections = after?.count
        for s in insertedSections.sorted() {
            if isOutside(s, sections) {
                return fail("attempt to insert section \(s) but " + beyond(sections, { "there are only \($0) sections after the update" }, negative: "a section index"))
            }
            if sectionMoves.contains(where: { $0.to == s }) { return fail("attempt to perform an insert and a move to the same section (\(s))") }
        }
        let fresh = Set(insertedSections)
        for move in moves {
            if inserts.contains(move.to) { return fail("attempt to perform an insert and a move to the same index path (\(move.to))") }
            if fresh.contains(move.to.section) { return fail("cannot move an item into a newly inserted section (\(move.to.section))") }
        }
        for p in inserts.sorted() where !fresh.contains(p.section) {
            if let problem = outOfRangeAfter(p, verb: "insert") { return problem }
        }
        return nil
    }

    private func checkMoves() -> InvalidBatchUpdate? {
        for move in sectionMoves where isOutside(move.from, before?.count) {
            return fail("attempt to move section \(move.from), but "
                + beyond(before?.count, { "there are only \($0) sections before the update" }, negative: "a section index"))
        }
        for move in sectionMoves where isOutside(move.to, after?.count) {
            return fail("attempt to move section \(move.from) to section \(move.to), but "
                + beyond(after?.count, { "there are only \($0) sections after the update" }, negative: "a section index"))
        }
        for move in moves {
            if let problem = outOfRangeBefore(move.from, verb: "move") ?? outOfRangeAfter(move.to, verb: "move") { return problem }
        }
        for (k, a) in sectionMoves.enumerated() {
            for b in sectionMoves[(k + 1)...] where a != b {
                if a.from == b.from { return fail("attempt to move section \(a.from) to both section \(a.to) and section \(b.to)") }
                if a.to == b.to { return fail("attempt to move both section \(a.from) and section \(b.from) to section \(a.to)") }
            }
        }
        for (k, a) in moves.enumerated() {
            for b in moves[(k + 1)...] where a != b {
                if a.from == b.from { return fail("attempt to move item at index path \(a.from) to both \(a.to) and \(b.to)") }
                if a.to == b.to { return fail("attempt to move both item at index path \(a.from) and \(b.from) to \(a.to)") }
            }
        }
        return nil
    }

    private func checkCounts() -> InvalidBatchUpdate? {
        guard let before, let after else { return nil }
        let movedSections = uniqueSectionMoves
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        if after.count != expectedSections {
            return fail("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update "
                + "(\(after.count)) must be equal to the number of sections contained in the collection view before the update (\(before.count)), "
                + "plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        // Where each old section is after the update (deleted ones are gone; moved ones go where
        // they were moved; the others keep their order among the remaining places).
        let removed = Set(deletedSections).union(movedSections.map(\.from))
        let taken = Set(insertedSections).union(movedSections.map(\.to))
        var newSection: [Int: Int] = [:]
        for move in movedSections { newSection[move.from] = move.to }
        var next = 0
        for old in before.indices where !removed.contains(old) {
            while taken.contains(next) { next += 1 }
            newSection[old] = next
            next += 1
        }
        let uniqueMoves = uniqueItemMoves
        for old in before.indices.sorted(by: { (newSection[$0] ?? 0) < (newSection[$1] ?? 0) }) {
            guard let new = newSection[old], new < after.count else { continue }
            let inserted = inserts.filter { $0.section == new }.count
            let deleted = deletes.filter { $0.section == old }.count
            let movedIn = uniqueMoves.filter { $0.to.section == new }.count
            let movedOut = uniqueMoves.filter { $0.from.section == old }.count
            let expected = before[old] + inserted - deleted + movedIn - movedOut
            if after[new] != expected {
                return fail("Invalid update: invalid number of items in section \(new). The number of items contained in an existing section "
                    + "after the update (\(after[new])) must be equal to the number of items contained in that section before the update "
                    + "(\(before[old])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, "
                    + "\(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out).")
            }
        }
        return nil
    }

    /// Section moves with exact repeats dropped (UIKit ignores a move listed twice).
    private var uniqueSectionMoves: [(from: Int, to: Int)] {
        var out: [(from: Int, to: Int)] = []
        for m in sectionMoves where !out.contains(where: { $0 == m }) { out.append(m) }
        return out
    }

    /// Item moves with exact repeats dropped (UIKit ignores a move listed twice).
    private var uniqueItemMoves: [(from: LayoutIndexPath, to: LayoutIndexPath)] {
        var out: [(from: LayoutIndexPath, to: LayoutIndexPath)] = []
        for m in moves where !out.contains(where: { $0 == m }) { out.append(m) }
        return out
    }
}
