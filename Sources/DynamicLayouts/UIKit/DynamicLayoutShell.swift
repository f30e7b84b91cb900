#if canImport(UIKit)
import Dynamics
import UIKit

/// A UIKit layout whose base attributes a ``DynamicLayoutShell`` adds physics to: its superclass's
/// answers, which only the subclass can ask for (``DynamicFlowLayout``,
/// ``DynamicCompositionalLayout``).
@MainActor
protocol DynamicLayoutHost: UICollectionViewLayout {
    /// The superclass's attributes in `rect`.
    func baseAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes]
    /// The superclass's attributes for the item at `indexPath`.
    func baseItemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// The superclass's attributes for a supplementary view.
    func baseSupplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// The superclass's attributes for a decoration view.
    func baseDecorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// Whether the base layout keeps section `section` where it is (no bodies).
    func pinsSection(_ section: Int) -> Bool
    /// A fresh invalidation context for a frame in which only bodies moved.
    func makePhysicsContext() -> UICollectionViewLayoutInvalidationContext
}

/// Everything a springy UIKit layout does around its ``DynamicLayoutModel`` — one place for the
/// flow and the compositional layout, which differ only in their superclass. Each of its methods
/// is what one `UICollectionViewLayout` override does; every decision is the model's (tested on
/// Linux), so what is left here is reading UIKit's state into the model and the model's answers
/// back into attributes.
@MainActor
final class DynamicLayoutShell {
    private weak var host: (any DynamicLayoutHost)?
    /// The physics; setting it starts afresh (the host invalidates).
    var style: DynamicLayoutStyle {
        didSet {
            model = nil
            clock?.stop()
        }
    }
    var reduceMotionOverride: Bool? {
        didSet { reduceMotionDidChange() }
    }
    var frameRateLimit: Int? {
        didSet { clock?.frameRateLimit = frameRateLimit }
    }
    var onDeparture: ((IndexPath) -> Void)?
    private(set) var model: DynamicLayoutModel?
    private var adapter: BaseLayoutSource?
    private var clock: DisplayLinkClock?
    private var pending = LayoutInvalidation.none
    /// The context of the last physics frame, recognised by identity when it comes back.
    private weak var physicsContext: UICollectionViewLayoutInvalidationContext?

    init(host: any DynamicLayoutHost, style: DynamicLayoutStyle) {
        self.host = host
        self.style = style
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    private var isReduceMotionEnabled: Bool { reduceMotionOverride ?? UIAccessibility.isReduceMotionEnabled }

    /// Whether the collection view is on screen.
    private var isVisible: Bool { host?.collectionView?.window != nil }

    // MARK: Preparing

    /// `prepare()`, after the superclass's.
    func prepare() {
        guard let host, let collectionView = host.collectionView else { return }
        let scale = collectionView.traitCollection.displayScale
        if let model {
            model.prepare(for: pending, visibleRect: collectionView.bounds)
            model.displayScale = scale
        } else {
            let adapter = self.adapter ?? BaseLayoutSource(host: host)
            self.adapter = adapter
            let model = DynamicLayoutModel(style: style, source: WeakLayoutSource(adapter), visibleRect: collectionView.bounds, displayScale: scale)
            model.isReduceMotionEnabled = isReduceMotionEnabled
            self.model = model
        }
        pending = .none
        updateClock()
    }

    /// `invalidateLayout(with:)`, before the superclass's: remembers why (see ``LayoutInvalidation``).
    func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        let reason = LayoutInvalidation(isPhysics: context === physicsContext, invalidateEverything: context.invalidateEverything,
                                        invalidateDataSourceCounts: context.invalidateDataSourceCounts)
        pending = max(pending, reason)
    }

    /// `shouldInvalidateLayout(forBoundsChange:)`: feeds an origin change to the model (with the
    /// pan gesture's location while the user drags) and answers `answer` (the superclass's); a
    /// size change always invalidates.
    func shouldInvalidate(forBoundsChange newBounds: CGRect, answer: Bool) -> Bool {
        guard let collectionView = host?.collectionView, let model else { return answer }
        guard newBounds.size == collectionView.bounds.size else { return true }
        // The gesture's location is in the current bounds; the model wants it in the new ones.
        let location = collectionView.panGestureRecognizer.location(in: collectionView)
        let moved = CGPoint(x: location.x + newBounds.minX - collectionView.bounds.minX, y: location.y + newBounds.minY - collectionView.bounds.minY)
        let touch = ScrollTouch(isTracking: collectionView.isTracking, isDragging: collectionView.isDragging,
                                isDecelerating: collectionView.isDecelerating, location: moved)
        model.scroll(to: newBounds, touch: touch)
        updateClock()
        return answer
    }

    // MARK: Attributes

    /// `layoutAttributesForElements(in:)`; nil before the model exists (the host answers then).
    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let model, let adapter else { return nil }
        let elements = model.elements(in: rect)
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let base = adapter.attributes(for: element) else { continue }
            result.append(Self.attributes(base, at: element.frame))
        }
        return result
    }

    /// The base attributes moved to where the model shows them.
    func shown(_ base: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base else { return nil }
        guard let model else { return base }
        return Self.attributes(base, at: model.displayedFrame(of: LayoutElementID(base), base: base.frame))
    }

    /// An appearing element starts where its body is when physics carries it in (the base
    /// layout's alpha kept, so it still fades in).
    func appearing(_ base: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base, let frame = model?.appearingFrame(of: LayoutElementID(base)) else { return base }
        return Self.attributes(base, at: frame)
    }

    /// A disappearing element leaves from where it was last shown.
    func disappearing(_ base: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base, let frame = model?.disappearingFrame(of: LayoutElementID(base)) else { return base }
        return Self.attributes(base, at: frame)
    }

    /// `base` itself when `frame` is its frame, else a copy with only its centre moved (the base
    /// layout's cached attributes are never changed; transform, alpha and zIndex are kept).
    static func attributes(_ base: UICollectionViewLayoutAttributes, at frame: CGRect) -> UICollectionViewLayoutAttributes {
        guard frame != base.frame, let copy = base.copy() as? UICollectionViewLayoutAttributes else { return base }
        copy.center = CGPoint(x: frame.midX, y: frame.midY)
        return copy
    }

    // MARK: Updates

    /// `prepare(forCollectionViewUpdates:)`, after the superclass's. UIKit has checked the batch
    /// (and raised) already, so the model takes it unchecked.
    func prepare(forUpdates updateItems: [UICollectionViewUpdateItem]) {
        model?.applyChecked(updateItems.compactMap { LayoutUpdate($0) })
        updateClock()
    }

    /// `finalizeCollectionViewUpdates()`.
    func finalizeUpdates() {
        model?.finishUpdates()
    }

    /// Lets the cell at `indexPath` fall away.
    func detachItem(at indexPath: IndexPath) {
        guard let model, indexPath.count == 2 else { return }
        model.detach(.cell(section: indexPath[0], item: indexPath[1]))
        updateClock()
    }

    // MARK: The clock

    /// Runs the display-link clock while the model animates and the collection view is on screen;
    /// off screen, everything rests at once (``DynamicLayoutModel/displayFrame(after:isVisible:)``).
    private func updateClock() {
        guard let model else {
            clock?.stop()
            return
        }
        let frame = model.displayFrame(after: 0, isVisible: isVisible)
        guard frame.needsMoreFrames else {
            clock?.stop()
            return
        }
        if clock == nil {
            clock = DisplayLinkClock(view: host?.collectionView, frameRateLimit: frameRateLimit) { [weak self] seconds in self?.tick(seconds) }
        }
        clock?.view = host?.collectionView
        clock?.start()
    }

    private func tick(_ seconds: TimeInterval) {
        guard let model else { return }
        let frame = model.displayFrame(after: seconds, isVisible: isVisible)
        if frame.needsLayout, let host {
            let context = host.makePhysicsContext()
            physicsContext = context
            host.invalidateLayout(with: context)
        }
        // One at a time: the deletion the app makes for one re-keys the others before they are asked for.
        while let id = model.takeDepartedElement() {
            if id.category == .cell { onDeparture?(id.indexPath) }
        }
        if !frame.needsMoreFrames { clock?.stop() }
    }

    // MARK: Reduce Motion

    /// UIKit posts the notification on the main thread when the setting changes.
    @objc private func reduceMotionStatusDidChange() {
        reduceMotionDidChange()
    }

    private func reduceMotionDidChange() {
        guard let model, model.isReduceMotionEnabled != isReduceMotionEnabled, let host else { return }
        model.isReduceMotionEnabled = isReduceMotionEnabled
        updateClock()
        let context = host.makePhysicsContext()
        physicsContext = context
        host.invalidateLayout(with: context)
    }
}
#endif
