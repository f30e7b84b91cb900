import Foundation

/// Which scroll view `cardScrollHandoff()` names on its card: the nearest scroll view among the
/// marker's superviews, and only one inside the presented content's view.
///
/// SwiftUI does not document how it renders a `ScrollView` or a `List`; the marker relies on their
/// being backed by a `UIScrollView` (a `UITableView` or `UICollectionView` for a `List`) that holds
/// the views of their content. The walk is bounded by the presented content's view, so a change in
/// how SwiftUI hosts its views can make the marker name nothing (the card keeps its default), never
/// a scroll view outside the card.
package enum CardScrollHandoffSearch {
    /// The scroll view to name, or `nil`: the first scroll view in `superviews` that comes before
    /// `contentView`; nothing when `contentView` is not among them (the marker is not inside the
    /// presented content).
    ///
    /// - Parameters:
    ///   - superviews: the marker's superviews, nearest first (UIKit's `superview` chain).
    ///   - contentView: the presented view controller's view.
    ///   - isScrollView: whether a view is a `UIScrollView`.
    package static func scrollView<View: AnyObject>(superviews: [View], contentView: View, isScrollView: (View) -> Bool) -> View? {
        guard let content = superviews.firstIndex(where: { $0 === contentView }),
              let scroll = superviews.prefix(content).firstIndex(where: isScrollView)
        else { return nil }
        return superviews[scroll]
    }
}
