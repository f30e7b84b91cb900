#if canImport(UIKit)
import DynamicLayouts
import UIKit

/// The Newtonian layout (founding document 003): cards hang 300 pt below their hanging points on
/// springs and collide with each other. + adds a card, which swings in from the trailing edge and
/// knocks its neighbours; tapping a card detaches it, it falls off the screen, and only then is it
/// deleted — no timer, and the screen stays usable meanwhile.
@MainActor
final class NewtonianViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout = DynamicFlowLayout(style: LayoutScreen.newtonian.style)
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var cards: [Int] = []
    private var nextCard = 1

    init() {
        super.init(nibName: nil, bundle: nil)
        title = LayoutScreen.newtonian.title
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout.scrollDirection = .horizontal
        layout.itemSize = LayoutScreen.newtonianCardSize
        layout.minimumLineSpacing = LayoutScreen.cardSpacing
        layout.onDeparture = { [weak self] indexPath in self?.delete(at: indexPath) }
        collectionView.backgroundColor = .systemBackground
        collectionView.isScrollEnabled = false
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.accessibilityIdentifier = "layouts.newtonian"
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: guide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // One row of cards a third of the way up from the bottom: room above for the 300 pt springs.
        let height = collectionView.bounds.height, card = LayoutScreen.newtonianCardSize.height
        let bottom = max(height / 3, 0)
        let inset = UIEdgeInsets(top: max(height - bottom - card, 0), left: LayoutScreen.cardSpacing, bottom: bottom, right: LayoutScreen.cardSpacing)
        if layout.sectionInset != inset { layout.sectionInset = inset }
    }

    @objc private func addTapped() {
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

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath)
        (cell as? CardCell)?.show(cards[indexPath.item])
        return cell
    }
}
#endif
