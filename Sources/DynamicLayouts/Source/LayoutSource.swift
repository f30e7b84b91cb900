import Foundation

/// The base layout a ``DynamicLayoutModel`` adds physics to: where every element would be
/// without springs.
///
/// Any layout can be a source: the UIKit layer adapts `UICollectionViewFlowLayout` (its
/// superclass's attributes), ``ListLayout`` is a pure one for tests and benchmarks, and a
/// compositional or custom layout can adapt its own attributes the same way. The model asks only
/// for the elements in a rectangle around the visible one and for single elements, so a source
/// that answers those in O(log n + k) keeps every frame's cost independent of the item count.
///
/// Sources are reference types: the model keeps one and reads it after you tell it that the
/// layout changed (``DynamicLayoutModel/baseLayoutDidChange()``,
/// ``DynamicLayoutModel/apply(_:)``, ``DynamicLayoutModel/reloadData()``,
/// ``DynamicLayoutModel/resize(to:)``).
public protocol LayoutSource: AnyObject {
    /// The size of the scrollable content, points (UIKit's `collectionViewContentSize`).
    var contentSize: CGSize { get }

    /// Appends every element whose frame intersects `rect` (content coordinates) to `elements`,
    /// in any order, without removing what is there. `rect` is finite; appending nothing is fine.
    func appendElements(in rect: CGRect, to elements: inout [LayoutElement])

    /// The element with identity `id`, or nil when the layout has none (an index path past the
    /// end, a kind the section does not have).
    func element(for id: LayoutElementID) -> LayoutElement?

    /// The number of items in each section, in order (UIKit's `numberOfSections` and
    /// `numberOfItems(inSection:)`), or nil when the source cannot count them. The model checks
    /// batch updates against the counts before and after them (``DynamicLayoutModel/apply(_:)``);
    /// without counts it checks only what needs none (conflicting and repeated changes). The
    /// default implementation returns nil.
    var itemCounts: [Int]? { get }
}

extension LayoutSource {
    /// Nil: the source does not count its items (see ``LayoutSource/itemCounts``).
    public var itemCounts: [Int]? { nil }
}
