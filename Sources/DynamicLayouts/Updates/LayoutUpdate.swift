import Foundation

/// An index path of an item: section and item, both 0-based (Foundation's `IndexPath` with two
/// indices, as a small value).
public struct LayoutIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates an index path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item.
    public static func < (a: LayoutIndexPath, b: LayoutIndexPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}

/// One change of a batch update, with UIKit's batch-update semantics
/// (`performBatchUpdates(_:completion:)`, `UICollectionViewUpdateItem`): deletions, reloads and
/// the sources of moves name index paths before the update; insertions, the targets of moves and
/// the after-paths of reloads name index paths after it.
public enum LayoutUpdate: Hashable, Sendable {
    /// An item inserted at its index path after the update.
    case insertItem(LayoutIndexPath)
    /// The item at this index path before the update was deleted.
    case deleteItem(LayoutIndexPath)
    /// The item at `from` (before) is at `to` (after); it may change section.
    case moveItem(from: LayoutIndexPath, to: LayoutIndexPath)
    /// The item at `before` was reloaded and is at `after` (its size may have changed).
    case reloadItem(before: LayoutIndexPath, after: LayoutIndexPath)
    /// A section inserted at this index (after the update).
    case insertSection(Int)
    /// The section at this index (before the update) was deleted.
    case deleteSection(Int)
    /// The section at `from` (before) is at `to` (after), with its items.
    case moveSection(from: Int, to: Int)
    /// The section at `before` was reloaded (all its items replaced) and is at `after`.
    case reloadSection(before: Int, after: Int)

    /// The kind of a `UICollectionViewUpdateItem` (`UICollectionViewUpdateItem.Action`).
    enum Action: Sendable, Hashable {
        /// `.insert`
        case insert
        /// `.delete`
        case delete
        /// `.reload`
        case reload
        /// `.move`
        case move
        /// `.none`
        case none
    }

    /// The update a `UICollectionViewUpdateItem` describes, from its action and its index paths
    /// before and after the update, where a section change has `NSNotFound` as its item (UIKit's
    /// convention). Nil when the action is `.none` or an index path the action needs is missing
    /// or negative.
    init?(action: Action, before: LayoutIndexPath?, after: LayoutIndexPath?) {
        func valid(_ p: LayoutIndexPath?) -> LayoutIndexPath? {
            guard let p, p.section >= 0, p.item >= 0 else { return nil }
            return p
        }
        let b = valid(before), a = valid(after)
        switch action {
        case .insert:
            guard let a else { return nil }
            self = a.item == NSNotFound ? .insertSection(a.section) : .insertItem(a)
        case .delete:
            guard let b else { return nil }
            self = b.item == NSNotFound ? .deleteSection(b.section) : .deleteItem(b)
        case .move:
            guard let a, let b, (a.item == NSNotFound) == (b.item == NSNotFound) else { return nil }
            self = b.item == NSNotFound ? .moveSection(from: b.section, to: a.section) : .moveItem(from: b, to: a)
        case .reload:
            guard let b else { return nil }
            let after = a ?? b
            guard (after.item == NSNotFound) == (b.item == NSNotFound) else { return nil }
            self = b.item == NSNotFound ? .reloadSection(before: b.section, after: after.section) : .reloadItem(before: b, after: after)
        case .none:
            return nil
        }
    }
}
