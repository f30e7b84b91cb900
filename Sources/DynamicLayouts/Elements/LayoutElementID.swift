import Foundation

/// What kind of view an element of a collection-view layout is (UIKit's
/// `UICollectionView.ElementCategory`).
public enum LayoutElementCategory: UInt8, Hashable, Sendable, CaseIterable {
    /// A cell: one item of the data source.
    case cell
    /// A supplementary view, such as a section header or footer.
    case supplementaryView
    /// A decoration view, such as a section background.
    case decorationView
}

/// The identity of one element of a layout: its category, its kind and its index path
/// (`UICollectionViewLayoutAttributes`' `representedElementCategory`, `representedElementKind`
/// and `indexPath`).
///
/// A header and the first cell of a section share an index path but are different elements, so
/// a physics body can never be handed from one to the other (the "headers collide with item 0"
/// failure of earlier springy layouts).
public struct LayoutElementID: Hashable, Sendable, CustomStringConvertible {
    /// The element's category.
    public var category: LayoutElementCategory
    /// The element kind of a supplementary or decoration view (for example
    /// `UICollectionView.elementKindSectionHeader`); empty for cells.
    public var kind: String
    /// The section index (0-based).
    public var section: Int
    /// The item index within the section (0-based; for supplementary and decoration views, the
    /// item part of their index path, 0 for a section header or footer).
    public var item: Int

    /// Creates an identity from its parts.
    public init(category: LayoutElementCategory, kind: String = "", section: Int, item: Int) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
    }

    /// The cell at `item` in `section`.
    public static func cell(section: Int, item: Int) -> LayoutElementID {
        LayoutElementID(category: .cell, section: section, item: item)
    }

    /// The supplementary view of `kind` at the index path (`section`, `item`).
    public static func supplementary(_ kind: String, section: Int, item: Int = 0) -> LayoutElementID {
        LayoutElementID(category: .supplementaryView, kind: kind, section: section, item: item)
    }

    /// The decoration view of `kind` at the index path (`section`, `item`).
    public static func decoration(_ kind: String, section: Int, item: Int = 0) -> LayoutElementID {
        LayoutElementID(category: .decorationView, kind: kind, section: section, item: item)
    }

    /// This identity moved to another index path (same category and kind).
    func moved(toSection section: Int, item: Int) -> LayoutElementID {
        LayoutElementID(category: category, kind: kind, section: section, item: item)
    }

    /// A textual description, e.g. `cell[0, 3]` or `supplementary(header)[2, 0]`.
    public var description: String {
        switch category {
        case .cell: "cell[\(section), \(item)]"
        case .supplementaryView: "supplementary(\(kind))[\(section), \(item)]"
        case .decorationView: "decoration(\(kind))[\(section), \(item)]"
        }
    }
}
