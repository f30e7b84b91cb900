import Foundation

/// Where every element of the layout before a batch update is after it, computed from the
/// update's changes alone (no data source needed), so that live bodies follow their elements.
///
/// UIKit's semantics: an item that is not deleted, moved or reloaded keeps its relative order —
/// its index drops by the removals before it in its old section and grows by the insertions at or
/// before it in its new section (insertions applied in ascending order). A reloaded item is
/// treated as moved from its before-path to its after-path. Items of a deleted or reloaded section
/// are gone; a moved section takes its items along. Supplementary and decoration views follow
/// their section and keep their item index.
///
/// Contradictory updates (an index path both deleted and moved) give a deterministic answer that
/// the model then checks against the new base layout, dropping bodies whose element is gone.
struct BatchUpdateMap {
    /// Old sections removed from their place (deleted, moved away, reloaded), sorted.
    private var removedSections: [Int] = []
    /// New sections taking a place (inserted, moved in, reloaded), sorted.
    private var insertedSections: [Int] = []
    private var movedSections: [Int: Int] = [:]
    private var goneSections: Set<Int> = []
    /// Per old section: item indices removed from their place (deleted, moved away, reloaded), sorted.
    private var removedItems: [Int: [Int]] = [:]
    /// Per new section: item indices taking a place (inserted, moved in, reloaded), sorted.
    private var insertedItems: [Int: [Int]] = [:]
    private var movedItems: [LayoutIndexPath: LayoutIndexPath] = [:]
    private var deletedItems: Set<LayoutIndexPath> = []
    /// After-paths of reloaded items: their size must be read again.
    private(set) var reloadedItems: Set<LayoutIndexPath> = []
    /// After-paths of inserted items, in the order given.
    private(set) var insertedPaths: [LayoutIndexPath] = []

    /// Whether the batch changes nothing.
    var isEmpty: Bool { removedSections.isEmpty && insertedSections.isEmpty && removedItems.isEmpty && insertedItems.isEmpty }

    init(_ updates: [LayoutUpdate]) {
        for update in updates {
            switch update {
            case .insertItem(let p):
                insertedItems[p.section, default: []].append(p.item)
                insertedPaths.append(p)
            case .deleteItem(let p):
                removedItems[p.section, default: []].append(p.item)
                deletedItems.insert(p)
            case .moveItem(let from, let to), .reloadItem(let from, let to):
                removedItems[from.section, default: []].append(from.item)
                insertedItems[to.section, default: []].append(to.item)
                movedItems[from] = to
                if case .reloadItem = update { reloadedItems.insert(to) }
            case .insertSection(let s):
                insertedSections.append(s)
            case .deleteSection(let s):
                removedSections.append(s)
                goneSections.insert(s)
            case .moveSection(let from, let to):
                removedSections.append(from)
                insertedSections.append(to)
                movedSections[from] = to
            case .reloadSection(let before, let after):
                removedSections.append(before)
                insertedSections.append(after)
                goneSections.insert(before)
            }
        }
        removedSections = Self.sortedUnique(removedSections)
        insertedSections = Self.sortedUnique(insertedSections)
        for (k, v) in removedItems { removedItems[k] = Self.sortedUnique(v) }
        for (k, v) in insertedItems { insertedItems[k] = Self.sortedUnique(v) }
    }

    private static func sortedUnique(_ values: [Int]) -> [Int] {
        var out: [Int] = []
        for v in values.sorted() where out.last != v { out.append(v) }
        return out
    }

    /// `index` after taking out the sorted `removed` indices and putting in the sorted `inserted` ones.
    private static func shift(_ index: Int, removed: [Int], inserted: [Int]) -> Int {
        var low = 0, high = removed.count
        while low < high {
            let mid = (low + high) / 2
            if removed[mid] < index { low = mid + 1 } else { high = mid }
        }
        var j = index - low
        for k in inserted {
            guard k <= j else { break }
            j += 1
        }
        return j
    }

    /// The section's index after the update, or nil when it was deleted or reloaded.
    func newSection(forOld section: Int) -> Int? {
        if goneSections.contains(section) { return nil }
        if let moved = movedSections[section] { return moved }
        return Self.shift(section, removed: removedSections, inserted: insertedSections)
    }

    /// The item's index path after the update, or nil when it (or its section) is gone.
    func newPath(forOld path: LayoutIndexPath) -> LayoutIndexPath? {
        guard let section = newSection(forOld: path.section) else { return nil }
        if deletedItems.contains(path) { return nil }
        if let moved = movedItems[path] { return moved }
        let item = Self.shift(path.item, removed: removedItems[path.section] ?? [], inserted: insertedItems[section] ?? [])
        return LayoutIndexPath(section: section, item: item)
    }

    /// The element's identity after the update, or nil when it is gone.
    func newID(for id: LayoutElementID) -> LayoutElementID? {
        switch id.category {
        case .cell:
            return newPath(forOld: LayoutIndexPath(section: id.section, item: id.item)).map { id.moved(toSection: $0.section, item: $0.item) }
        case .supplementaryView, .decorationView:
            return newSection(forOld: id.section).map { id.moved(toSection: $0, item: id.item) }
        }
    }
}
