#if canImport(UIKit)
import DynamicLayouts
import UIKit

/// A screen of numbered cards in one horizontal row of a `DynamicFlowLayout` (the carousel and the
/// Newtonian screens): the layout, the collection view pinned to the safe area, the cards' data,
/// and a + button that calls ``addCard()``.
@MainActor
class CardRowViewController: UIViewController, UICollectionViewDataSource {
    let layout: DynamicFlowLayout
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    /// The cards' numbers, in order.
    var cards: [Int]
    private let screen: LayoutScreen

    /// A row for `screen` with `cards`, each `cardSize` points.
    init(_ screen: LayoutScreen, cards: [Int], cardSize: CGSize) {
        self.screen = screen
        self.cards = cards
        layout = DynamicFlowLayout(style: screen.style)
        layout.scrollDirection = .horizontal
        layout.itemSize = cardSize
        layout.minimumLineSpacing = LayoutScreen.cardSpacing
        super.init(nibName: nil, bundle: nil)
        title = screen.title
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.accessibilityIdentifier = "layouts.\(screen.rawValue)"
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

    /// Puts the row `bottom` points above the collection view's bottom edge (the section's top
    /// inset fills the rest, so the flow layout makes one row).
    func placeRow(bottom: CGFloat) {
        let height = collectionView.bounds.height
        let inset = UIEdgeInsets(top: max(height - bottom - layout.itemSize.height, 0), left: LayoutScreen.cardSpacing, bottom: bottom,
                                 right: LayoutScreen.cardSpacing)
        if layout.sectionInset != inset { layout.sectionInset = inset }
    }

    @objc private func addTapped() {
        addCard()
    }

    /// Adds a card (subclasses decide where).
    func addCard() {}

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
