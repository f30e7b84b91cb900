#if canImport(UIKit)
import DynamicLayouts
import UIKit

/// The springy carousel (the original springy-layout designs): cards along the bottom of the screen on springs,
/// under a gentle gravity inside the content's bounds. + inserts a card at the visible centre
/// (``LayoutScreen/insertionIndex(visibleCenters:visibleMidX:)``); it drops in from the top while
/// its neighbours spring aside.
@MainActor
final class SpringyCarouselViewController: CardRowViewController {
    init() {
        super.init(.springyCarousel, cards: Array(1...12), cardSize: LayoutScreen.carouselCardSize)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The original carousel pushes its row to the bottom with the section's top inset.
        placeRow(bottom: 0)
    }

    override func addCard() {
        let centers = collectionView.indexPathsForVisibleItems.compactMap { path -> (index: Int, midX: CGFloat)? in
            guard let cell = collectionView.cellForItem(at: path) else { return nil }
            return (path.item, cell.frame.midX)
        }
        let index = min(LayoutScreen.insertionIndex(visibleCenters: centers, visibleMidX: collectionView.bounds.midX), cards.count)
        cards.insert((cards.max() ?? 0) + 1, at: index)
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: index, section: 0)]) }
    }
}
#endif
