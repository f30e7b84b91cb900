#if canImport(UIKit)
import Dynamics
import UIKit

/// A `UICollectionViewFlowLayout` whose elements hang on springs: the springy message list, the
/// springy carousel or the Newtonian layout (``DynamicLayoutStyle``).
///
/// A thin shell around ``DynamicLayoutModel``, which decides everything (tested on Linux): this
/// class copies the flow layout's attributes with only their centres moved, stepped by
/// `DisplayLinkClock` on the collection view's screen while anything moves; the clock stops at
/// rest or when the collection view leaves the screen (everything then rests at once).
/// - Scrolling: an origin-only bounds change feeds the model (with the pan's location while
///   dragging) and returns the flow layout's answer (false unless headers are pinned); a size
///   change re-anchors every body.
/// - Physics frames keep the flow layout's metrics, so the delegate's sizes are not asked again.
/// - Batch updates and diffable snapshots re-key live bodies; appearing and disappearing elements
///   start and end where the physics shows them; `reloadData()` starts afresh. A flow-layout
///   property written or a self-sized cell re-anchors moved bodies, keeping their motion.
/// - Supplementary and decoration views are springy or pinned as the style says; single-element
///   queries fall back to the flow layout's. With Reduce Motion (``reduceMotionOverride``) the
///   layout is exactly the flow layout. More: docs/layouts.md.
///
/// ```swift
/// let layout = DynamicFlowLayout(style: .springyList())
/// layout.itemSize = CGSize(width: 300, height: 44)
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@MainActor
open class DynamicFlowLayout: UICollectionViewFlowLayout, DynamicLayoutHost {
    /// The style the layout was created with, until the shell is made (on first use, which can
    /// come during the superclass's initializer).
    private let initialStyle: DynamicLayoutStyle
    private lazy var shell = DynamicLayoutShell(host: self, style: initialStyle)

    /// The physics. Changing it starts the physics afresh (every element at rest).
    public var style: DynamicLayoutStyle {
        get { shell.style }
        set {
            shell.style = newValue
            invalidateLayout()
        }
    }

    /// Overrides `UIAccessibility.isReduceMotionEnabled` for this layout (previews, tests, an app
    /// setting): true makes it exactly the flow layout, false keeps the springs whatever the
    /// system says. Default nil: the system setting, followed as it changes.
    public var reduceMotionOverride: Bool? {
        get { shell.reduceMotionOverride }
        set { shell.reduceMotionOverride = newValue }
    }

    /// The most frames per second the physics asks the display for (for example 60 on a 120 Hz
    /// ProMotion screen, to spend less power); nil (default) asks for the display's maximum (see
    /// `DisplayLinkClock`). Values that are not positive count as nil. iOS 15 and later.
    public var frameRateLimit: Int? {
        get { shell.frameRateLimit }
        set { shell.frameRateLimit = newValue }
    }

    /// Called with the index path of each cell detached with ``detachItem(at:)`` once it has left
    /// the screen: delete the item from your data there, before returning (with
    /// `performBatchUpdates` or a diffable snapshot), so that the next cell reported has a current
    /// index path. Called once per cell, on the main thread.
    public var onDeparture: ((IndexPath) -> Void)? {
        get { shell.onDeparture }
        set { shell.onDeparture = newValue }
    }

    /// The model, once the layout has been prepared. It reads the flow layout weakly: kept after
    /// the layout is gone, it sees an empty layout.
    public var model: DynamicLayoutModel? { shell.model }

    /// Creates a layout with `style` (default: the springy message list).
    public init(style: DynamicLayoutStyle = .springyList()) {
        initialStyle = style
        super.init()
    }

    /// Creates a layout from a storyboard or nib, with the default springy list style.
    public required init?(coder: NSCoder) {
        initialStyle = .springyList()
        super.init(coder: coder)
    }

    /// Lets the cell at `indexPath` fall away (``DynamicLayoutModel/detach(_:)``); once it is off
    /// screen, ``onDeparture`` asks you to delete it.
    public func detachItem(at indexPath: IndexPath) {
        shell.detachItem(at: indexPath)
    }

    // MARK: The base layout, for the model

    func baseAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        super.layoutAttributesForElements(in: rect) ?? []
    }

    func baseItemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }

    func baseSupplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    func baseDecorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }

    func pinsSection(_ section: Int) -> Bool { false }

    func makePhysicsContext() -> UICollectionViewLayoutInvalidationContext { PhysicsInvalidationContext() }

    // MARK: UICollectionViewLayout

    open override func prepare() {
        super.prepare()
        shell.prepare()
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        shell.invalidate(with: context)
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        shell.shouldInvalidate(forBoundsChange: newBounds, answer: super.shouldInvalidateLayout(forBoundsChange: newBounds))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        shell.attributes(in: rect) ?? super.layoutAttributesForElements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shell.shown(super.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shell.shown(super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shell.shown(super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        shell.prepare(forUpdates: updateItems)
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        shell.finalizeUpdates()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shell.appearing(super.initialLayoutAttributesForAppearingItem(at: itemIndexPath))
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shell.disappearing(super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath))
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        shell.appearing(super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath))
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        shell.disappearing(super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath))
    }
}
#endif
