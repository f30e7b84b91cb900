import DynamicLayouts
import Foundation

/// The batch update that turns a list of identities into another: deletions, insertions and
/// moves, with UIKit's batch-update semantics, so that the springy views animate inserts,
/// deletes and moves by identity and the springs follow their rows.
///
/// Deletions and the sources of moves are indices before the update; insertions and the targets
/// of moves are indices after it (`performBatchUpdates(_:completion:)`'s rule, and
/// ``LayoutUpdate``'s). Identities present in both lists stay in place when they keep their
/// relative order: the longest run of them in increasing old order stays, the others move.
///
/// Cost: the leading and trailing identities the two lists share are compared once (no hashing);
/// only the window between them is hashed, and the moves there come from a longest increasing
/// subsequence, O(w log w) for a window of w identities — never quadratic, whatever the change.
///
/// Both lists must hold each identity once (``IdentityList`` makes them so).
///
/// ```swift
/// let batch = IdentityBatch(from: ["a", "b", "c"], to: ["c", "a", "d"])
/// // deletions [1] (b), insertions [2] (d), moves [2 → 0] (c; a keeps its place)
/// ```
@_spi(Benchmarks) public struct IdentityBatch: Equatable, Sendable {
    /// A row that moved: its index before and after the update.
    package struct Move: Hashable, Sendable {
        /// The index before the update.
        package var from: Int
        /// The index after the update.
        package var to: Int

        /// A move.
        package init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Indices (before the update) of rows removed, ascending.
    package private(set) var deletions: [Int] = []
    /// Indices (after the update) of rows added, ascending.
    package private(set) var insertions: [Int] = []
    /// Rows that changed place, by their index before.
    package private(set) var moves: [Move] = []

    /// The batch that turns `old` into `new`, each a list of unique identities.
    package init<ID: Hashable>(from old: [ID], to new: [ID]) {
        let (prefix, suffix) = Self.sharedEnds(old, new)
        self.init(from: old, to: new, prefix: prefix, suffix: suffix)
    }

    /// How many leading and trailing identities `old` and `new` share (the trailing ones not
    /// overlapping the leading ones).
    static func sharedEnds<ID: Equatable>(_ old: [ID], _ new: [ID]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// The batch for lists known to share `prefix` leading and `suffix` trailing identities.
    init<ID: Hashable>(from old: [ID], to new: [ID], prefix: Int, suffix: Int) {
        let oldWindow = prefix..<(old.count - suffix)
        let newWindow = prefix..<(new.count - suffix)
        guard !oldWindow.isEmpty || !newWindow.isEmpty else { return }
        var oldIndex: [ID: Int] = [:]
        oldIndex.reserveCapacity(oldWindow.count)
        for i in oldWindow { oldIndex[old[i]] = i }
        // The identities kept, in new order, with their old indices.
        var kept: [(old: Int, new: Int)] = []
        var matched = Set<Int>()
        for j in newWindow {
            if let i = oldIndex[new[j]] {
                kept.append((i, j))
                matched.insert(i)
            } else {
                insertions.append(j)
            }
        }
        deletions = oldWindow.filter { !matched.contains($0) }
        let staying = Self.longestIncreasingRun(kept.map(\.old))
        moves = kept.enumerated().compactMap { staying.contains($0.offset) ? nil : Move(from: $0.element.old, to: $0.element.new) }
        moves.sort { $0.from < $1.from }
    }

    /// Whether the update changes nothing.
    package var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

    /// The batch as ``LayoutUpdate``s of items in `section`, what a `DynamicLayoutModel` applies
    /// (and what `DynamicFlowLayout` receives from UIKit for the same batch).
    @_spi(Benchmarks) public func layoutUpdates(section: Int = 0) -> [LayoutUpdate] {
        deletions.map { .deleteItem(LayoutIndexPath(section: section, item: $0)) }
            + insertions.map { .insertItem(LayoutIndexPath(section: section, item: $0)) }
            + moves.map { .moveItem(from: LayoutIndexPath(section: section, item: $0.from), to: LayoutIndexPath(section: section, item: $0.to)) }
    }

    /// The positions in `values` of one longest strictly increasing subsequence (patience
    /// sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []           // position in `values` of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
