#if canImport(UIKit)
import Dynamics
import UIKit

/// A `UICollectionViewFlowLayout` whose elements hang on springs: the springy message list, the
/// springy carousel or the Newtonian layout (``DynamicLayoutStyle``).
///
/// A thin shell around ``DynamicLayoutModel``, which makes every decision (and is tested on
/// Linux): the flow layout computes where everything would be, the model keeps physics bodies for
/// the elements around the visible rectangle, and this class copies the flow layout's attributes
/// with only their centres moved. It steps the model from the kit's display-link clock
/// (`DisplayLinkClock`) while anything moves and stops the clock when everything rests.
///
/// - Scrolling: `shouldInvalidateLayout(forBoundsChange:)` feeds an origin-only change to the model
///   (with the pan gesture's location while the user drags) and returns the flow layout's answer
///   (false unless headers are pinned); a size change re-anchors every body.
/// - Each physics frame invalidates with a context that keeps the flow layout's metrics, so the
///   delegate's sizes are not asked again.
/// - Batch updates (`performBatchUpdates`, diffable data sources' snapshots) re-key live bodies to
///   their new index paths; `reloadData()` starts afresh; appearing and disappearing elements
///   start and end where the physics shows them.
/// - Headers, footers and decoration views are kept: springy or pinned as the style says.
/// - Attributes for single elements fall back to the flow layout's, so every valid index path has
///   attributes. Reduce Motion turns the physics off: the layout is then exactly the flow layout.
///
/// ```swift
/// let layout = DynamicFlowLayout(style: .springyList())
/// layout.itemSize = CGSize(width: 300, height: 44)
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@MainActor
open class DynamicFlowLayout: UICollectionViewFlowLayout {
    /// The physics. Changing it starts the physics afresh (every element at rest).
    public var style: DynamicLayoutStyle {
        didSet {
            model = nil
            clock?.stop()
            invalidateLayout()
        }
    }

    /// Called with the index path of each cell detached with ``detachItem(at:)`` once it has left
    /// the screen: delete the item from your data there, before returning (with
    /// `performBatchUpdates` or a diffable snapshot), so that the next cell reported has a current
    /// index path. Called once per cell, on the main thread.
    public var onDeparture: ((IndexPath) -> Void)?

    /// The model, once the layout has been prepared.
    public private(set) var model: DynamicLayoutModel?
    private var adapter: FlowLayoutSource?
    private var clock: DisplayLinkClock?
    private var pending = LayoutInvalidation.none

    /// Creates a layout with `style` (default: the springy message list).
    public init(style: DynamicLayoutStyle = .springyList()) {
        self.style = style
        super.init()
        observeReduceMotion()
    }

    /// Creates a layout from a storyboard or nib, with the default springy list style.
    public required init?(coder: NSCoder) {
        style = .springyList()
        super.init(coder: coder)
        observeReduceMotion()
    }

    /// Lets the cell at `indexPath` fall away (``DynamicLayoutModel/detach(_:)``); once it is off
    /// screen, ``onDeparture`` asks you to delete it.
    public func detachItem(at indexPath: IndexPath) {
        guard let model, indexPath.count == 2 else { return }
        model.detach(.cell(section: indexPath[0], item: indexPath[1]))
        updateClock()
    }

    // MARK: The base layout, for the model

    /// The flow layout's attributes in `rect`.
    func baseAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        super.layoutAttributesForElements(in: rect) ?? []
    }

    /// The flow layout's attributes for `id`, or nil when the collection view has no such element
    /// (index paths are checked against its counts first).
    func baseAttributes(for id: LayoutElementID) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, id.section >= 0, id.section < collectionView.numberOfSections, id.item >= 0 else { return nil }
        switch id.category {
        case .cell:
            guard id.item < collectionView.numberOfItems(inSection: id.section) else { return nil }
            return super.layoutAttributesForItem(at: id.indexPath)
        case .supplementaryView:
            return super.layoutAttributesForSupplementaryView(ofKind: id.kind, at: id.indexPath)
        case .decorationView:
            return super.layoutAttributesForDecorationView(ofKind: id.kind, at: id.indexPath)
        }
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let scale = collectionView.traitCollection.displayScale
        if let model {
            model.prepare(for: pending, visibleRect: collectionView.bounds)
            model.displayScale = scale
        } else {
            let adapter = self.adapter ?? FlowLayoutSource(layout: self)
            self.adapter = adapter
            let model = DynamicLayoutModel(style: style, source: adapter, visibleRect: collectionView.bounds, displayScale: scale)
            model.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
            self.model = model
        }
        pending = .none
        updateClock()
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let reason = LayoutInvalidation(isPhysics: context is PhysicsInvalidationContext, invalidateEverything: context.invalidateEverything,
                                        invalidateDataSourceCounts: context.invalidateDataSourceCounts)
        pending = max(pending, reason)
        super.invalidateLayout(with: context)
    }

    open override func invalidateLayout() {
        pending = .everything
        super.invalidateLayout()
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let flow = super.shouldInvalidateLayout(forBoundsChange: newBounds)
        guard let collectionView, let model else { return flow }
        guard newBounds.size == collectionView.bounds.size else { return true }
        // The gesture's location is in the current bounds; the model wants it in the new ones.
        let location = collectionView.panGestureRecognizer.location(in: collectionView)
        let moved = CGPoint(x: location.x + newBounds.minX - collectionView.bounds.minX, y: location.y + newBounds.minY - collectionView.bounds.minY)
        let touch = ScrollTouch(isTracking: collectionView.isTracking, isDragging: collectionView.isDragging,
                                isDecelerating: collectionView.isDecelerating, location: moved)
        model.scroll(to: newBounds, touch: touch)
        updateClock()
        return flow
    }

    // MARK: Attributes

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let model, let adapter else { return super.layoutAttributesForElements(in: rect) }
        let elements = model.elements(in: rect)
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let base = adapter.attributes(for: element) else { continue }
            result.append(Self.attributes(base, at: element.frame))
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shown(super.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shown(super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shown(super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    /// The flow layout's attributes moved to where the model shows them.
    private func shown(_ base: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base else { return nil }
        guard let model else { return base }
        return Self.attributes(base, at: model.displayedFrame(of: LayoutElementID(base), base: base.frame))
    }

    /// `base` itself when `frame` is its frame, else a copy with only its centre moved (the flow
    /// layout's cached attributes are never changed; transform, alpha and zIndex are kept).
    static func attributes(_ base: UICollectionViewLayoutAttributes, at frame: CGRect) -> UICollectionViewLayoutAttributes {
        guard frame != base.frame, let copy = base.copy() as? UICollectionViewLayoutAttributes else { return base }
        copy.center = CGPoint(x: frame.midX, y: frame.midY)
        return copy
    }

    // MARK: Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        model?.apply(updateItems.compactMap { LayoutUpdate($0) })
        updateClock()
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        model?.finishUpdates()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        appearing(super.initialLayoutAttributesForAppearingItem(at: itemIndexPath))
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        disappearing(super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath))
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        appearing(super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath))
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        disappearing(super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath))
    }

    /// An appearing element starts where its body is when physics carries it in (the flow
    /// layout's alpha kept, so it still fades in).
    private func appearing(_ base: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base, let frame = model?.appearingFrame(of: LayoutElementID(base)) else { return base }
        return Self.attributes(base, at: frame)
    }

    /// A disappearing element leaves from where it was last shown.
    private func disappearing(_ base: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base, let frame = model?.disappearingFrame(of: LayoutElementID(base)) else { return base }
        return Self.attributes(base, at: frame)
    }

    // MARK: The clock

    /// Runs the display-link clock while the model animates, stops it when everything rests.
    private func updateClock() {
        guard let model, model.isAnimating else {
            clock?.stop()
            return
        }
        if clock == nil { clock = DisplayLinkClock { [weak self] seconds in self?.tick(seconds) } }
        clock?.start()
    }

    private func tick(_ seconds: TimeInterval) {
        guard let model else { return }
        if model.advance(by: seconds) { invalidateLayout(with: PhysicsInvalidationContext()) }
        // One at a time: the deletion the app makes for one re-keys the others before they are asked for.
        while let id = model.takeDepartedElement() {
            if id.category == .cell { onDeparture?(id.indexPath) }
        }
        if !model.isAnimating { clock?.stop() }
    }

    // MARK: Reduce Motion

    private func observeReduceMotion() {
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// UIKit posts the notification on the main thread when the setting changes.
    @objc private func reduceMotionStatusDidChange() {
        guard let model else { return }
        model.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
        updateClock()
        invalidateLayout(with: PhysicsInvalidationContext())
    }
}
#endif
