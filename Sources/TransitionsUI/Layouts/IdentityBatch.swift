import DynamicLayouts
import Foundation

/// The batch update that turns a list of identities into another: deletions, insertions and
/// moves, with UIKit's batch-update semantics, so that the springy views animate inserts,
/// deletes and moves by identity and the springs follow their rows.
///
/// Deletions and the sources of moves are indices before the update; insertions and the targets
/// of moves are indices after it (`performBatchUpdates(_:completion:)`'s rule, and
/// ``LayoutUpdate``'s). An identity present in both lists and not moved keeps its relative order
/// (the longest common subsequence of the two lists stays in place; Swift's
/// `CollectionDifference` with `inferringMoves()`).
///
/// Both lists must hold each identity once (``UniqueIdentities`` makes them so); with repeats
/// the batch would describe no real change, and UIKit raises on it.
///
/// ```swift
/// let batch = IdentityBatch(from: ["a", "b", "c"], to: ["c", "a", "d"])
/// // deletions [1] (b), insertions [2] (d), moves [0 → 1] (a; c keeps its place)
/// ```
public struct IdentityBatch: Equatable, Sendable {
    /// A row that moved: its index before and after the update.
    public struct Move: Hashable, Sendable {
        /// The index before the update.
        public var from: Int
        /// The index after the update.
        public var to: Int

        /// A move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Indices (before the update) of rows removed, ascending.
    public private(set) var deletions: [Int] = []
    /// Indices (after the update) of rows added, ascending.
    public private(set) var insertions: [Int] = []
    /// Rows that changed place, by their index before.
    public private(set) var moves: [Move] = []

    /// The batch that turns `old` into `new`, each a list of unique identities.
    public init<ID: Hashable>(from old: [ID], to new: [ID]) {
        for change in new.difference(from: old).inferringMoves() {
            switch change {
            case .remove(let offset, _, let associated):
                if let associated { moves.append(Move(from: offset, to: associated)) } else { deletions.append(offset) }
            case .insert(let offset, _, let associated):
                if associated == nil { insertions.append(offset) }
            }
        }
        deletions.sort()
        insertions.sort()
        moves.sort { $0.from < $1.from }
    }

    /// Whether the update changes nothing.
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

    /// The batch as ``LayoutUpdate``s of items in `section`, what a `DynamicLayoutModel` applies
    /// (and what `DynamicFlowLayout` receives from UIKit for the same batch).
    public func layoutUpdates(section: Int = 0) -> [LayoutUpdate] {
        deletions.map { .deleteItem(LayoutIndexPath(section: section, item: $0)) }
            + insertions.map { .insertItem(LayoutIndexPath(section: section, item: $0)) }
            + moves.map { .moveItem(from: LayoutIndexPath(section: section, item: $0.from), to: LayoutIndexPath(section: section, item: $0.to)) }
    }
}

/// A collection's identities with repeats dropped: what a springy view shows when the data
/// holds two elements with the same `id` (UIKit raises on repeated identities in a batch update
/// or a diffable snapshot).
///
/// The first element with an identity is shown; later ones are left out (debug builds print
/// which), so the other rows keep their identity and their springs.
public struct UniqueIdentities<ID: Hashable> {
    /// The identities shown, in data order.
    public let identities: [ID]
    /// For each shown row, the index of its element in the data.
    public let dataIndices: [Int]
    /// Identities that appeared more than once (each listed once, in data order).
    public let repeated: [ID]

    /// The unique identities of `ids`.
    public init(_ ids: [ID]) {
        var seen = Set<ID>()
        var shown: [ID] = []
        var indices: [Int] = []
        var repeatedSet = Set<ID>()
        var repeated: [ID] = []
        shown.reserveCapacity(ids.count)
        indices.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
            if seen.insert(id).inserted {
                shown.append(id)
                indices.append(index)
            } else if repeatedSet.insert(id).inserted {
                repeated.append(id)
            }
        }
        self.identities = shown
        self.dataIndices = indices
        self.repeated = repeated
    }
}

extension UniqueIdentities: Sendable where ID: Sendable {}
