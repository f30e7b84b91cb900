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
    init(_ attributes: UICollectionViewLayoutAttributes, tag: Int) {
        self.init(id: LayoutElementID(attributes), frame: attributes.frame, zIndex: attributes.zIndex, alpha: attributes.alpha, sourceTag: tag)
    }
}

/// The base layout of a ``DynamicFlowLayout``: its superclass's (`UICollectionViewFlowLayout`'s)
/// attributes, as the model reads them.
///
/// UIKit layouts live on the main thread, and so does this adapter: its conformance is
/// `@preconcurrency`, which checks at run time that the model calls it there (the model is only
/// ever driven from the layout's own main-thread methods).
@MainActor
final class FlowLayoutSource {
    private unowned let layout: DynamicFlowLayout
    /// The base attributes of the last ``appendElements(in:to:)`` query; elements carry their index
    /// here as their source tag, so the layout returns these very objects (or copies of them).
    private var queried: [UICollectionViewLayoutAttributes] = []

    init(layout: DynamicFlowLayout) {
        self.layout = layout
    }

    /// The base attributes object of `element`: the one the last query returned, or a fresh one.
    func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes? {
        if element.sourceTag >= 0, element.sourceTag < queried.count {
            let candidate = queried[element.sourceTag]
            if LayoutElementID(candidate) == element.id { return candidate }
        }
        return layout.baseAttributes(for: element.id)
    }
}

extension FlowLayoutSource: @preconcurrency LayoutSource {
    var contentSize: CGSize { layout.collectionViewContentSize }

    func appendElements(in rect: CGRect, to elements: inout [LayoutElement]) {
        queried = layout.baseAttributes(in: rect)
        for (tag, attributes) in queried.enumerated() { elements.append(LayoutElement(attributes, tag: tag)) }
    }

    func element(for id: LayoutElementID) -> LayoutElement? {
        layout.baseAttributes(for: id).map { LayoutElement($0, tag: -1) }
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
