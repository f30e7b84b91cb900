#if canImport(UIKit)
import DynamicLayouts
import UIKit

/// A `DynamicCompositionalLayout`: full-width rows, a grid of tiles and a row of wide cards that
/// scrolls sideways (``LayoutScreen/CompositionalSection``). Rows, tiles and headers spring as the
/// list is dragged; the sideways row is an orthogonal section, which the layout keeps pinned.
/// + inserts a row at the top of the first section.
@MainActor
final class CompositionalLayoutViewController: UIViewController, UICollectionViewDataSource {
    private let layout = DynamicCompositionalLayout(style: LayoutScreen.compositional.style) { index, _ in
        CompositionalLayoutViewController.section(LayoutScreen.CompositionalSection(rawValue: index) ?? .list)
    }
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var counts = LayoutScreen.CompositionalSection.allCases.map(\.initialCount)
    private var nextCard = 100

    init() {
        super.init(nibName: nil, bundle: nil)
        title = LayoutScreen.compositional.title
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    /// The compositional section for `kind`: 8 pt between items, a 32 pt header.
    private static func section(_ kind: LayoutScreen.CompositionalSection) -> NSCollectionLayoutSection {
        let spacing: CGFloat = 8
        let section: NSCollectionLayoutSection
        switch kind {
        case .list, .moreList:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56)),
                                                         subitems: [item])
            section = NSCollectionLayoutSection(group: group)
        case .grid:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
                                                           subitem: item, count: 3)
            group.interItemSpacing = .fixed(spacing)
            section = NSCollectionLayoutSection(group: group)
        case .orthogonal:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(220), heightDimension: .absolute(130)),
                                                           subitems: [item])
            section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
        }
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 12, trailing: 12)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.register(DayHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: DayHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.accessibilityIdentifier = "layouts.\(LayoutScreen.compositional.rawValue)"
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    }

    @objc private func addTapped() {
        counts[0] += 1
        nextCard += 1
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath)
        (cell as? CardCell)?.show(indexPath.section * 100 + indexPath.item + 1)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: DayHeaderView.reuseIdentifier, for: indexPath)
        (header as? DayHeaderView)?.label.text = LayoutScreen.CompositionalSection(rawValue: indexPath.section)?.title
        return header
    }
}
#endif
