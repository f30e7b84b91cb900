#if canImport(UIKit)
import DynamicLayouts
import UIKit

/// The Newtonian layout (the original springy-layout designs): cards hang 300 pt below their hanging points on
/// springs and collide with each other. + adds a card, which swings in from the trailing edge and
/// knocks its neighbours; tapping a card detaches it, it falls off the screen, and only then is it
/// deleted — no timer, and the screen stays usable meanwhile.
@MainActor
final class NewtonianViewController: CardRowViewController, UICollectionViewDelegate {
    private var nextCard = 1

    init() {
        super.init(.newtonian, cards: [], cardSize: LayoutScreen.newtonianCardSize)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.isScrollEnabled = false
        collectionView.delegate = self
        layout.onDeparture = { [weak self] indexPath in self?.delete(at: indexPath) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // One row a third of the way up from the bottom: room above for the 300 pt springs.
        placeRow(bottom: collectionView.bounds.height / 3)
    }

    override func addCard() {
        guard cards.count < LayoutScreen.newtonianCapacity(width: collectionView.bounds.width) else { return }
        cards.append(nextCard)
        nextCard += 1
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: cards.count - 1, section: 0)]) }
    }

    private func delete(at indexPath: IndexPath) {
        guard indexPath.item < cards.count else { return }
        cards.remove(at: indexPath.item)
        collectionView.performBatchUpdates { collectionView.deleteItems(at: [indexPath]) }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        layout.detachItem(at: indexPath)
    }
}
#endif
