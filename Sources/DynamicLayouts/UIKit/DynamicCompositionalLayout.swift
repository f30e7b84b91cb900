#if canImport(UIKit)
import Dynamics
import UIKit

/// A `UICollectionViewCompositionalLayout` whose elements hang on springs: the styles and model of
/// ``DynamicFlowLayout`` over list sections, grid sections, boundary supplementaries and
/// self-sizing items.
///
/// Give it a section provider as you would the compositional layout; ``DynamicLayoutModel`` adds
/// the springs, moving only centres, and everything ``DynamicFlowLayout`` documents holds here.
/// **Orthogonal sections** stay pinned, with no bodies: UIKit scrolls them in a scroll view of
/// their own whose bounds never reach the layout. Each physics frame invalidates with the
/// compositional layout's own context for unchanged bounds (`invalidationContext(forBoundsChange:)`),
/// which UIKit answers by re-checking the container instead of re-solving every section
/// (UIKitCore, iOS 26.1); the per-frame cost on a device is on the device checklist.
///
/// ```swift
/// let layout = DynamicCompositionalLayout(style: .springyList(.tiled)) { section, environment in
///     let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
///     let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
///                                                                    heightDimension: .estimated(44)), subitems: [item])
///     return NSCollectionLayoutSection(group: group)
/// }
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@MainActor
open class DynamicCompositionalLayout: UICollectionViewCompositionalLayout, DynamicLayoutHost {
    /// The style the layout was created with, until the shell is made (on first use, which can
    /// come during the superclass's initializer).
    private let initialStyle: DynamicLayoutStyle
    private lazy var shell = DynamicLayoutShell(host: self, style: initialStyle)
    /// Which sections the provider made orthogonal, as it made them.
    private let orthogonal: OrthogonalSections

    /// The physics. Changing it starts the physics afresh (every element at rest).
    public var style: DynamicLayoutStyle {
        get { shell.style }
        set {
            shell.style = newValue
            invalidateLayout()
        }
    }

    /// Overrides `UIAccessibility.isReduceMotionEnabled` for this layout (``DynamicFlowLayout/reduceMotionOverride``).
    /// Default nil: the system setting.
    public var reduceMotionOverride: Bool? {
        get { shell.reduceMotionOverride }
        set { shell.reduceMotionOverride = newValue }
    }

    /// The most frames per second the physics asks the display for (``DynamicFlowLayout/frameRateLimit``).
    /// Default nil: the display's maximum.
    public var frameRateLimit: Int? {
        get { shell.frameRateLimit }
        set { shell.frameRateLimit = newValue }
    }

    /// Called with the index path of each cell detached with ``detachItem(at:)`` once it has left
    /// the screen (``DynamicFlowLayout/onDeparture``).
    public var onDeparture: ((IndexPath) -> Void)? {
        get { shell.onDeparture }
        set { shell.onDeparture = newValue }
    }

    /// The model, once the layout has been prepared (it reads the layout weakly).
    public var model: DynamicLayoutModel? { shell.model }

    /// Creates a layout whose sections `sectionProvider` makes (UIKit's
    /// `init(sectionProvider:configuration:)`), with `style` (default: the springy message list).
    public init(style: DynamicLayoutStyle = .springyList(),
                configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration(),
                sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        initialStyle = style
        let orthogonal = OrthogonalSections()
        self.orthogonal = orthogonal
        super.init(sectionProvider: { index, environment in
            let section = sectionProvider(index, environment)
            orthogonal.record(section: index, isOrthogonal: (section?.orthogonalScrollingBehavior ?? .none) != .none)
            return section
        }, configuration: configuration)
    }

    /// Creates a layout whose every section is `section` (UIKit's `init(section:configuration:)`).
    public convenience init(style: DynamicLayoutStyle = .springyList(), section: NSCollectionLayoutSection,
                            configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()) {
        self.init(style: style, configuration: configuration) { _, _ in section }
    }

    /// Creates a layout from a storyboard or nib, with the default springy list style.
    public required init?(coder: NSCoder) {
        initialStyle = .springyList()
        orthogonal = OrthogonalSections()
        super.init(coder: coder)
    }

    /// Lets the cell at `indexPath` fall away (``DynamicLayoutModel/detach(_:)``).
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

    func pinsSection(_ section: Int) -> Bool { orthogonal.contains(section) }

    func makePhysicsContext() -> UICollectionViewLayoutInvalidationContext {
        invalidationContext(forBoundsChange: collectionView?.bounds ?? .zero)
    }

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

/// The sections a compositional layout's provider made orthogonal, recorded as it makes them
/// (UIKit asks the provider on the main thread; the lock keeps the record sound if it ever does
/// not).
final class OrthogonalSections: @unchecked Sendable {
    private let lock = NSLock()
    private var sections = Set<Int>()

    func record(section: Int, isOrthogonal: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isOrthogonal { sections.insert(section) } else { sections.remove(section) }
    }

    func contains(_ section: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return sections.contains(section)
    }
}
#endif
