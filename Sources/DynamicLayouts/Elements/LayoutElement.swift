import Foundation

/// One element of a layout as the physics model reads and returns it: its identity, its frame
/// and the attributes the model carries through untouched.
///
/// The model fed with a base layout's elements (``LayoutSource``) returns the same elements with
/// only the frame's position changed: physics moves an element's centre, never its size,
/// ``zIndex`` or ``alpha`` (and, in the UIKit layer, never its transform).
public struct LayoutElement: Equatable, Sendable {
    /// The element's identity.
    public var id: LayoutElementID
    /// The frame in the collection view's content coordinates, points.
    public var frame: CGRect
    /// The stacking order (`UICollectionViewLayoutAttributes.zIndex`); carried, never changed.
    public var zIndex: Int
    /// The opacity 0…1 (`UICollectionViewLayoutAttributes.alpha`); carried, never changed.
    public var alpha: CGFloat
    /// An opaque value the source attaches to find its own object for the element again (the UIKit
    /// layer stores the index of the base layout's attributes object); the model never reads or
    /// changes it. Default -1.
    public var sourceTag: Int
    /// Whether the source keeps the element at its base frame whatever the style says: it gets no
    /// physics body. A compositional layout's orthogonally scrolling sections are pinned (UIKit
    /// scrolls them inside a scroll view of its own, whose scrolling the layout never sees).
    /// Default false.
    public var isPinned: Bool

    /// Creates an element; see the properties for units and defaults.
    public init(id: LayoutElementID, frame: CGRect, zIndex: Int = 0, alpha: CGFloat = 1, sourceTag: Int = -1, isPinned: Bool = false) {
        self.id = id
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.sourceTag = sourceTag
        self.isPinned = isPinned
    }

    /// The centre of ``frame``.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Whether the frame can become a physics body: finite, with both sides larger than zero and at
    /// most 1 000 000 pt (the `Dynamics` engine rejects other sizes with `DynamicsError.invalidSize`,
    /// UIKit raises "Invalid size"). Other elements are shown at their base frame, without a body.
    var canHaveBody: Bool {
        let f = frame
        let w = f.size.width, h = f.size.height
        guard f.origin.x.isFinite, f.origin.y.isFinite, w.isFinite, h.isFinite else { return false }
        return w > 0 && h > 0 && w <= 1_000_000 && h <= 1_000_000
    }
}
