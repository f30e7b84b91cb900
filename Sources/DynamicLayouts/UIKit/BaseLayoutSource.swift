#if canImport(UIKit)
import UIKit

extension LayoutElementID {
    /// The identity of the element a layout attributes object describes (category, kind and index
    /// path; an index path without two indices counts its missing ones as 0).
    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        let path = attributes.indexPath
        let section = path.count > 0 ? path[0] : 0, item = path.count > 1 ? path[1] : 0
        switch attributes.representedElementCategory {
        case .supplementaryView:
            self.init(category: .supplementaryView, kind: attributes.representedElementKind ?? "", section: section, item: item)
        case .decorationView:
            self.init(category: .decorationView, kind: attributes.representedElementKind ?? "", section: section, item: item)
        default:
            self.init(category: .cell, section: section, item: item)
        }
    }

    /// The element's index path.
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}

extension LayoutElement {
    /// The element a layout attributes object describes, tagged with `tag`.
    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes, tag: Int, isPinned: Bool) {
        self.init(id: LayoutElementID(attributes), frame: attributes.frame, zIndex: attributes.zIndex, alpha: attributes.alpha, sourceTag: tag,
                  isPinned: isPinned)
    }
}

/// The base layout of a ``DynamicFlowLayout`` or ``DynamicCompositionalLayout``: its superclass's
/// attributes, as the model reads them.
///
/// The layout owns this adapter and the model reads it through a ``WeakLayoutSource``, so a model
/// kept after its layout is gone reads an empty layout instead of a deallocated one. UIKit layouts
/// live on the main thread, and so does this adapter: its conformance is `@preconcurrency`, which
/// checks at run time that the model calls it there (the model is only ever driven from the
/// layout's own main-thread methods).
@MainActor
final class BaseLayoutSource {
    private weak var host: (any DynamicLayoutHost)?
    /// The base attributes of the last ``appendElements(in:to:)`` query; elements carry their index
    /// here as their source tag, so the layout returns these very objects (or copies of them).
    private var queried: [UICollectionViewLayoutAttributes] = []

    init(host: any DynamicLayoutHost) {
        self.host = host
    }

    /// The base attributes object of `element`: the one the last query returned, or a fresh one.
    func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes? {
        if element.sourceTag >= 0, element.sourceTag < queried.count {
            let candidate = queried[element.sourceTag]
            if LayoutElementID(candidate) == element.id { return candidate }
        }
        return baseAttributes(for: element.id)
    }

    /// The base layout's attributes for `id`, or nil when the collection view has no such element
    /// (index paths are checked against its counts first).
    func baseAttributes(for id: LayoutElementID) -> UICollectionViewLayoutAttributes? {
        guard let host, let collectionView = host.collectionView, id.section >= 0, id.section < collectionView.numberOfSections,
              id.item >= 0 else { return nil }
        switch id.category {
        case .cell:
            guard id.item < collectionView.numberOfItems(inSection: id.section) else { return nil }
            return host.baseItemAttributes(at: id.indexPath)
        case .supplementaryView:
            return host.baseSupplementaryAttributes(ofKind: id.kind, at: id.indexPath)
        case .decorationView:
            return host.baseDecorationAttributes(ofKind: id.kind, at: id.indexPath)
        }
    }
}

extension BaseLayoutSource: @preconcurrency LayoutSource {
    var contentSize: CGSize { host?.collectionViewContentSize ?? .zero }

    func appendElements(in rect: CGRect, to elements: inout [LayoutElement]) {
        guard let host else { return }
        queried = host.baseAttributes(in: rect)
        for (tag, attributes) in queried.enumerated() {
            elements.append(LayoutElement(attributes, tag: tag, isPinned: host.pinsSection(attributes.indexPath.count > 0 ? attributes.indexPath[0] : 0)))
        }
    }

    func element(for id: LayoutElementID) -> LayoutElement? {
        guard let host, let attributes = baseAttributes(for: id) else { return nil }
        return LayoutElement(attributes, tag: -1, isPinned: host.pinsSection(id.section))
    }

    var itemCounts: [Int]? {
        guard let collectionView = host?.collectionView else { return nil }
        return (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }
}

extension LayoutUpdate {
    /// The change a `UICollectionViewUpdateItem` describes, or nil for `.none` and malformed items.
    @MainActor
    init?(_ item: UICollectionViewUpdateItem) {
        func path(_ indexPath: IndexPath?) -> LayoutIndexPath? {
            guard let indexPath, indexPath.count == 2 else { return nil }
            return LayoutIndexPath(section: indexPath[0], item: indexPath[1])
        }
        let action: Action
        switch item.updateAction {
        case .insert: action = .insert
        case .delete: action = .delete
        case .reload: action = .reload
        case .move: action = .move
        default: action = .none
        }
        self.init(action: action, before: path(item.indexPathBeforeUpdate), after: path(item.indexPathAfterUpdate))
    }
}
#endif
