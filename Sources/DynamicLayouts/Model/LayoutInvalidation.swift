import Foundation

/// Why a layout was invalidated, as the UIKit layer reads each invalidation context, in
/// increasing order of what must be redone before the next pass (pending reasons merge to the
/// largest).
///
/// UIKit (`UICollectionViewLayout.h`, iOS 16.5 SDK): `invalidateEverything` is set "when
/// invalidation occurs because the collection view is sent -reloadData";
/// `invalidateDataSourceCounts` "when the collection view is sent -reloadData and when items are
/// inserted or deleted".
enum LayoutInvalidation: Int, Comparable, Sendable, CaseIterable {
    /// Nothing pending.
    case none
    /// The layout's own per-frame invalidation: only the bodies moved.
    case physics
    /// Items were inserted, deleted or moved: `prepare(forCollectionViewUpdates:)` follows with
    /// the changes, and ``DynamicLayoutModel/apply(_:)`` handles them then.
    case dataCounts
    /// The base layout changed without a data change: metrics, insets, safe area, self-sizing
    /// cells, a bounds change the base layout asked for, and UIKit's plain `invalidateLayout()` —
    /// which every flow-layout property write calls, and which hands `invalidateLayout(with:)` a
    /// fresh context of the layout's class with no flag set (`UICollectionViewLayout.invalidateLayout`
    /// in UIKitCore of iOS 26.1). Bodies keep their identities and their motion.
    case layout
    /// `reloadData()`, a new layout or data source (UIKit sets `invalidateEverything` for these):
    /// no element keeps its identity.
    case everything

    /// Reads an invalidation context's flags; `isPhysics` marks the layout's own per-frame context.
    init(isPhysics: Bool, invalidateEverything: Bool, invalidateDataSourceCounts: Bool) {
        if invalidateEverything {
            self = .everything
        } else if invalidateDataSourceCounts {
            self = .dataCounts
        } else {
            self = isPhysics ? .physics : .layout
        }
    }

    /// Orders by how much must be redone.
    static func < (a: LayoutInvalidation, b: LayoutInvalidation) -> Bool { a.rawValue < b.rawValue }
}

extension ScrollTouch {
    /// What a scroll view's state says about the finger (UIKit's `UIScrollView` flags): coasting
    /// while `isDecelerating`, dragging at `location` (the pan gesture recognizer's location in the
    /// collection view's coordinates, which are content coordinates) while `isTracking` or
    /// `isDragging`, programmatic otherwise (`setContentOffset`, `scrollToItem`, scroll to top).
    init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool, location: CGPoint) {
        if isDecelerating {
            self = .decelerating
        } else if isTracking || isDragging {
            self = .dragging(location)
        } else {
            self = .programmatic
        }
    }
}

extension DynamicLayoutModel {
    /// What the UIKit layer's `prepare()` does after `invalidation`, with the collection view's
    /// bounds now `visibleRect`: nothing for the layout's own per-frame invalidation or for a data
    /// change (its updates follow), ``reloadData()`` for everything, ``baseLayoutDidChange()`` for a
    /// changed base layout — each preceded by ``resize(to:)`` when the bounds changed size.
    func prepare(for invalidation: LayoutInvalidation, visibleRect: CGRect) {
        let resized = Self.isUsable(visibleRect) && visibleRect.standardized.size != self.visibleRect.size
        if resized { resize(to: visibleRect) }
        switch invalidation {
        case .none, .physics, .dataCounts:
            break
        case .layout:
            if !resized { baseLayoutDidChange() }
        case .everything:
            reloadData()
        }
    }
}
