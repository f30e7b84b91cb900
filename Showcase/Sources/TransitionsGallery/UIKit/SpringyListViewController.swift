#if canImport(UIKit)
import DynamicLayouts
import UIKit

/// The springy message list: a conversation in a `DynamicFlowLayout` with the springy list
/// style, fed by a diffable data source (so every + and − is a batch update the layout follows by
/// identity). Headers spring with the bubbles.
@MainActor
final class SpringyListViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let layout = DynamicFlowLayout(style: LayoutScreen.springyList.style)
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var dataSource: UICollectionViewDiffableDataSource<Int, LayoutMessage>?
    private var days = LayoutMessage.conversation(count: 90)
    private var nextID = 1_000

    init() {
        super.init(nibName: nil, bundle: nil)
        title = LayoutScreen.springyList.title
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 4, left: 12, bottom: 12, right: 12)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        collectionView.register(BubbleCell.self, forCellWithReuseIdentifier: BubbleCell.reuseIdentifier)
        collectionView.register(DayHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: DayHeaderView.reuseIdentifier)
        collectionView.delegate = self
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "layouts.springyList"
        view.addSubview(collectionView)
        // The messages are the identifiers: they never change, and each carries its stable id.
        let dataSource = UICollectionViewDiffableDataSource<Int, LayoutMessage>(collectionView: collectionView) { collectionView, indexPath, message in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BubbleCell.reuseIdentifier, for: indexPath)
            (cell as? BubbleCell)?.show(message, size: message.bubbleSize(listWidth: Self.itemWidth(in: collectionView)))
            return cell
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: DayHeaderView.reuseIdentifier, for: indexPath)
            (view as? DayHeaderView)?.label.text = ["Monday", "Tuesday", "Today"][min(indexPath.section, 2)]
            return view
        }
        self.dataSource = dataSource
        apply(animated: false)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped)),
            UIBarButtonItem(title: "−", style: .plain, target: self, action: #selector(removeTapped)),
        ]
    }

    private func apply(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, LayoutMessage>()
        snapshot.appendSections(Array(days.indices))
        for (k, day) in days.enumerated() { snapshot.appendItems(day, toSection: k) }
        dataSource?.apply(snapshot, animatingDifferences: animated)
    }

    @objc private func addTapped() {
        nextID += 1
        days[days.count - 1].append(LayoutMessage(id: nextID, text: "Sent at \(nextID - 1_000).", isSent: true))
        apply(animated: true)
    }

    @objc private func removeTapped() {
        guard let day = days.firstIndex(where: { !$0.isEmpty }) else { return }
        days[day].removeFirst()
        apply(animated: true)
    }

    /// A row's width, points: the list's width less the 12 pt section insets on both sides. The
    /// bubble is measured for it both where its height is asked and where it is drawn.
    private static func itemWidth(in collectionView: UICollectionView) -> CGFloat {
        max(collectionView.bounds.width - 24, 1)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = Self.itemWidth(in: collectionView)
        guard let message = dataSource?.itemIdentifier(for: indexPath) else { return CGSize(width: width, height: 44) }
        return CGSize(width: width, height: message.bubbleSize(listWidth: width).height)
    }
}
#endif
