#if canImport(UIKit)
import DynamicLayouts
import SwiftUI
import UIKit

/// The UIKit side of the springy views: the collection view, its `DynamicFlowLayout`, the data
/// source and the batch updates. Decisions are pure: which rows and which batch
/// (``IdentityList``, ``IdentityBatch``), which sizes (``SpringyRowSizing``).
@MainActor
final class SpringyCollectionCoordinator<Element, ID: Hashable>: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    private(set) var elements: [Element] = []
    private var identities = IdentityList<ID>()
    private var id: KeyPath<Element, ID>?
    private var settings = SpringySettings()
    private var row: ((Element) -> AnyView)?
    private var onDeparture: ((Element) -> Void)?
    private var sizing = SpringyRowSizing()
    private weak var collectionView: UICollectionView?
    private var layout: DynamicFlowLayout?
    private var isNewtonian = false

    func makeCollectionView(for view: SpringyCollection<Element, ID>, settings: SpringySettings) -> UICollectionView {
        let layout = DynamicFlowLayout(style: settings.style(for: view.kind))
        layout.reduceMotionOverride = settings.reduceMotionOverride
        layout.frameRateLimit = settings.frameRateLimit
        self.settings = settings
        layout.scrollDirection = view.axis == .vertical ? .vertical : .horizontal
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: view.sizing.inset, bottom: 8, right: view.sizing.inset)
        layout.onDeparture = { [weak self] indexPath in self?.departed(at: indexPath) }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.alwaysBounceVertical = view.axis == .vertical
        collectionView.alwaysBounceHorizontal = view.axis == .horizontal
        collectionView.register(SpringyHostingCell.self, forCellWithReuseIdentifier: SpringyHostingCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        self.layout = layout
        self.collectionView = collectionView
        isNewtonian = view.onDeparture != nil
        take(view)
        let first = identities.update(to: view.elements.map { $0[keyPath: view.id] })
        elements = Self.shown(view.elements, dropping: first.dropped)
        applySizing()
        return collectionView
    }

    /// A SwiftUI update: new data becomes a batch update by identity; every visible row shows
    /// its builder's latest content.
    func update(from view: SpringyCollection<Element, ID>, settings: SpringySettings, animated: Bool) {
        take(view)
        apply(settings, kind: view.kind)
        applySizing()
        guard let collectionView else { return }
        let update = identities.update(to: view.elements.map { $0[keyPath: view.id] })
        let newElements = Self.shown(view.elements, dropping: update.dropped)
        let batch = update.batch
        if batch.isEmpty {
            elements = newElements
        } else {
            let updates = {
                collectionView.performBatchUpdates({
                    self.elements = newElements
                    collectionView.deleteItems(at: batch.deletions.map { IndexPath(item: $0, section: 0) })
                    collectionView.insertItems(at: batch.insertions.map { IndexPath(item: $0, section: 0) })
                    for move in batch.moves {
                        collectionView.moveItem(at: IndexPath(item: move.from, section: 0), to: IndexPath(item: move.to, section: 0))
                    }
                })
            }
            if animated { updates() } else { UIView.performWithoutAnimation(updates) }
        }
        refreshVisibleRows()
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        elements.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SpringyHostingCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? SpringyHostingCell, elements.indices.contains(indexPath.item), let row {
            cell.show(row(elements[indexPath.item]), sizing: sizing, containerWidth: collectionView.bounds.width)
        }
        return cell
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        if isNewtonian { layout?.detachItem(at: indexPath) }
    }

    // MARK: Private

    private func take(_ view: SpringyCollection<Element, ID>) {
        id = view.id
        row = view.row
        onDeparture = view.onDeparture
        sizing = view.sizing
    }

    /// The layouts' settings from the environment; a new settle time restarts the physics with
    /// the new spring (a style change), the others apply as they are.
    private func apply(_ newSettings: SpringySettings, kind: SpringySettings.Kind) {
        guard let layout, newSettings != settings else { return }
        let style = newSettings.style(for: kind)
        if style != layout.style { layout.style = style }
        if layout.reduceMotionOverride != newSettings.reduceMotionOverride { layout.reduceMotionOverride = newSettings.reduceMotionOverride }
        if layout.frameRateLimit != newSettings.frameRateLimit { layout.frameRateLimit = newSettings.frameRateLimit }
        settings = newSettings
    }

    private func applySizing() {
        guard let layout, let collectionView else { return }
        let width = collectionView.bounds.width
        if let itemSize = sizing.itemSize {
            layout.itemSize = itemSize
            layout.estimatedItemSize = .zero
        } else {
            let estimate = sizing.estimatedSize(containerWidth: width)
            if layout.estimatedItemSize != estimate { layout.estimatedItemSize = estimate }
        }
    }

    private func refreshVisibleRows() {
        guard let collectionView, let row else { return }
        for indexPath in collectionView.indexPathsForVisibleItems where elements.indices.contains(indexPath.item) {
            (collectionView.cellForItem(at: indexPath) as? SpringyHostingCell)?
                .show(row(elements[indexPath.item]), sizing: sizing, containerWidth: collectionView.bounds.width)
        }
    }

    /// A Newtonian card left the screen: it leaves the data shown at once (UIKit needs the
    /// deletion before the next card is reported), then the app is told.
    private func departed(at indexPath: IndexPath) {
        guard let collectionView, elements.indices.contains(indexPath.item) else { return }
        let element = elements[indexPath.item]
        var remaining = elements
        remaining.remove(at: indexPath.item)
        if let id { _ = identities.update(to: remaining.map { $0[keyPath: id] }) }
        collectionView.performBatchUpdates({
            elements = remaining
            collectionView.deleteItems(at: [indexPath])
        })
        onDeparture?(element)
    }

    /// `elements` without those at `dropped` (ascending indices of repeated identities).
    private static func shown(_ elements: [Element], dropping dropped: [Int]) -> [Element] {
        guard !dropped.isEmpty else { return elements }
        #if DEBUG
        print("TransitionsUI: identities repeated in the data of a springy view are shown once: \(dropped.count) elements")
        #endif
        let skip = Set(dropped)
        return elements.indices.filter { !skip.contains($0) }.map { elements[$0] }
    }
}

/// A collection view cell showing a SwiftUI row, sized by the row (``SpringyRowSizing``).
final class SpringyHostingCell: UICollectionViewCell {
    static let reuseIdentifier = "TransitionsUI.SpringyHostingCell"

    private let host = UIHostingController(rootView: AnyView(EmptyView()))
    private var sizing = SpringyRowSizing()
    private var containerWidth: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        host.view.backgroundColor = .clear
        host.view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            host.view.topAnchor.constraint(equalTo: contentView.topAnchor),
            host.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    @available(*, unavailable, message: "Cells are made in code.")
    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `row`, sized by `sizing` in a collection view `containerWidth` points wide.
    func show(_ row: AnyView, sizing: SpringyRowSizing, containerWidth: CGFloat) {
        self.sizing = sizing
        self.containerWidth = containerWidth
        host.rootView = row
        host.view.invalidateIntrinsicContentSize()
    }

    /// Self-sizing: the width the list offers and the height the row fits in.
    override func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        let width = sizing.rowWidth(containerWidth: containerWidth)
        let measured = host.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        fitted.size = sizing.size(measured: measured, containerWidth: containerWidth)
        return fitted
    }
}
#endif
