#if canImport(UIKit)
import DynamicLayouts
import UIKit

/// The springy carousel (founding document 000): a horizontal `DynamicFlowLayout` whose cards sit
/// along the bottom of the screen on springs, under a gentle gravity inside the content's bounds.
/// + inserts a card right of the centre card; it drops in from the top while its neighbours
/// spring aside.
@MainActor
final class SpringyCarouselViewController: UIViewController, UICollectionViewDataSource {
    private let layout = DynamicFlowLayout(style: LayoutScreen.springyCarousel.style)
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var cards = Array(1...12)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = LayoutScreen.springyCarousel.title
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout.scrollDirection = .horizontal
        layout.itemSize = LayoutScreen.carouselCardSize
        layout.minimumLineSpacing = LayoutScreen.cardSpacing
        collectionView.backgroundColor = .systemBackground
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.accessibilityIdentifier = "layouts.carousel"
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: guide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The founding carousel pushes its row to the bottom with the section's top inset.
        let inset = UIEdgeInsets(top: max(collectionView.bounds.height - LayoutScreen.carouselCardSize.height, 0),
                                 left: LayoutScreen.cardSpacing, bottom: 0, right: LayoutScreen.cardSpacing)
        if layout.sectionInset != inset { layout.sectionInset = inset }
    }

    @objc private func addTapped() {
        let centers = collectionView.indexPathsForVisibleItems.compactMap { path -> (index: Int, midX: CGFloat)? in
            guard let cell = collectionView.cellForItem(at: path) else { return nil }
            return (path.item, cell.frame.midX)
        }
        let index = LayoutScreen.insertionIndex(visibleCenters: centers, visibleMidX: collectionView.bounds.midX)
        cards.insert((cards.max() ?? 0) + 1, at: min(index, cards.count))
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: min(index, cards.count - 1), section: 0)]) }
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
