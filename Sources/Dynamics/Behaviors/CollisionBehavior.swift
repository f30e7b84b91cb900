import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Makes its items collide with each other and/or with boundaries (UIKit's `UICollisionBehavior`).
///
/// Items collide only with items of the same collision behaviour (``CollisionMode/items``) and only with
/// this behaviour's boundaries (``CollisionMode/boundaries``). Boundaries are the reference bounds
/// (``translatesReferenceBoundsIntoBoundary``, inset by ``referenceBoundsInsets``), named segments and
/// named polylines. Contacts are reported through ``onContact``: after each step, every began event of
/// the step before every ended event (UIKit's order). Contacts are detected up to 2 pt before the
/// surfaces meet (the engine's speculative distance), so "began" can arrive a step early; "ended" comes
/// once the contact has not touched for two steps in a row, so a contact that lapses for one step (a
/// corner grazing a segment's end) stays one contact: one began, one ended.
///
/// An animator supports 64 collision behaviours with separate item sets; further ones share the last
/// group, so their items may collide with each other.
public final class CollisionBehavior: ItemListBehavior {
    /// What the items collide with (UIKit's `UICollisionBehavior.Mode`).
    public struct CollisionMode: OptionSet, Hashable, Sendable {
        /// The raw bits (items 1, boundaries 2).
        public let rawValue: UInt
        /// Creates a mode from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = CollisionMode(rawValue: 1)
        /// Items collide with boundaries.
        public static let boundaries = CollisionMode(rawValue: 2)
        /// Both (UIKit's default).
        public static let everything: CollisionMode = [.items, .boundaries]
    }

    /// Edge insets (points) applied to the reference bounds; positive values move a wall inwards.
    public struct Insets: Hashable, Sendable {
        /// Insets in points.
        public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
        /// Creates insets; all default to 0.
        public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
        /// No insets.
        public static let zero = Insets()
    }

    /// A contact that began or ended between two of the behaviour's items or an item and a boundary.
    public enum ContactEvent: Equatable, Sendable {
        /// Two items started touching at `point`.
        case began(DynamicItem, DynamicItem, point: CGPoint)
        /// Two items stopped touching.
        case ended(DynamicItem, DynamicItem)
        /// An item started touching a boundary (`nil` identifier = the reference bounds).
        case beganBoundary(DynamicItem, identifier: String?, point: CGPoint)
        /// An item stopped touching a boundary.
        case endedBoundary(DynamicItem, identifier: String?)
    }

    private enum Boundary {
        case segment(CGPoint, CGPoint)
        case path([CGPoint], closed: Bool)
    }

    /// How far outside the inset reference bounds the boundary lies, points (UIKit: 1, reverse-engineered).
    public static let referenceBoundsOutset = 1.0

    private var mode: CollisionMode = .everything
    private var translates = false
    private var insets = Insets.zero
    private var boundaries: [(identifier: String, boundary: Boundary)] = []
    private var boundaryBodies: [Int] = []
    /// The group bit while attached.
    var bit: UInt64 = 0

    /// What the items collide with. Default ``CollisionMode/everything``.
    public var collisionMode: CollisionMode {
        get { mode }
        set {
            mode = newValue
            refresh()
        }
    }

    /// Whether the reference bounds (inset by ``referenceBoundsInsets``) are a boundary. Default false.
    /// Like UIKit (reverse-engineered), the boundary lies ``referenceBoundsOutset`` (1 pt) outside the
    /// inset bounds, so an item resting on the floor of a 800 pt tall container has its bottom edge at
    /// 801 pt. The walls are thick solids, and continuous collision keeps fast items from passing
    /// through them (or through named boundaries). Inset bounds without area give no walls.
    public var translatesReferenceBoundsIntoBoundary: Bool {
        get { translates }
        set {
            translates = newValue
            refresh()
        }
    }

    /// The insets of the reference-bounds boundary; default zero.
    public var referenceBoundsInsets: Insets { insets }

    /// Turns the reference bounds, inset by `insets`, into a boundary (UIKit's
    /// `setTranslatesReferenceBoundsIntoBoundary(with:)`). Non-finite insets count as 0.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: Insets) {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        self.insets = Insets(top: f(insets.top), left: f(insets.left), bottom: f(insets.bottom), right: f(insets.right))
        translates = true
        refresh()
    }

    /// Called after each step for every contact event of this behaviour, began events first.
    ///
    /// The handler may remove and add items: an event is checked just before it is handed over, so none
    /// names an item removed earlier in the same delivery, nor a new item that took a removed item's slot
    /// (see ``DynamicAnimator/removeItem(_:)``).
    public var onContact: ((CollisionBehavior, ContactEvent) -> Void)? {
        didSet { dynamicAnimator?.collisionListenersDidChange() }
    }

    /// The identifiers of the named boundaries, in the order added.
    public var boundaryIdentifiers: [String] { boundaries.map(\.identifier) }

    /// Adds (or replaces) a straight boundary from `p1` to `p2` named `identifier`. Zero-length or
    /// non-finite segments, and segments reaching beyond ±10 000 000 pt (the engine's coordinate
    /// range), are ignored.
    public func addBoundary(withIdentifier identifier: String, from p1: CGPoint, to p2: CGPoint) {
        boundaries.removeAll { $0.identifier == identifier }
        boundaries.append((identifier, .segment(p1, p2)))
        refresh()
    }

    /// Adds (or replaces) a boundary along the polyline `points` (closed back to the first point by
    /// default), named `identifier`; UIKit's `addBoundary(withIdentifier:for:)` takes a `UIBezierPath`,
    /// the UIKit layer flattens it into points. Degenerate pieces are skipped.
    public func addBoundary(withIdentifier identifier: String, path points: [CGPoint], closed: Bool = true) {
        boundaries.removeAll { $0.identifier == identifier }
        boundaries.append((identifier, .path(points, closed: closed)))
        refresh()
    }

    /// Removes the boundary named `identifier`.
    public func removeBoundary(withIdentifier identifier: String) {
        boundaries.removeAll { $0.identifier == identifier }
        refresh()
    }

    /// Removes every named boundary (not the reference bounds).
    public func removeAllBoundaries() {
        boundaries.removeAll()
        refresh()
    }

    // MARK: Attachment

    override func didAttach(to animator: DynamicAnimator) {
        bit = animator.allocateCollisionBit()
        if onContact != nil { animator.collisionListenersDidChange() }
        buildBoundaries(animator)
        animator.applyCollisionFilters()
    }

    override func willDetach(from animator: DynamicAnimator) {
        removeBoundaryBodies(animator)
        dynamicAnimator = nil
        animator.releaseCollisionBit(bit)
        bit = 0
        animator.applyCollisionFilters()
        animator.collisionListenersDidChange()
    }

    override func itemsDidChange(_ item: DynamicItem) { dynamicAnimator?.applyCollisionFilters() }

    private func refresh() {
        guard let animator = dynamicAnimator else { return }
        removeBoundaryBodies(animator)
        buildBoundaries(animator)
        animator.applyCollisionFilters()
        didChange()
    }

    private func removeBoundaryBodies(_ animator: DynamicAnimator) {
        for body in boundaryBodies {
            // Items touching a boundary that disappears must wake and fall.
            for k in 0..<animator.world.contacts.count {
                let c = animator.world.contacts[k]
                if Int(c.a) == body { animator.world.wake(Int(c.b)) }
                if Int(c.b) == body { animator.world.wake(Int(c.a)) }
            }
            animator.world.destroyBody(body)
            animator.boundaryInfo[Int32(body)] = nil
        }
        boundaryBodies.removeAll()
    }

    private func buildBoundaries(_ animator: DynamicAnimator) {
        if translates, let bounds = animator.referenceBounds {
            // UIKit puts the boundary 1 pt outside the (inset) bounds (reverse-engineered).
            let o = Self.referenceBoundsOutset
            let minX = Double(bounds.minX + insets.left) - o, maxX = Double(bounds.maxX - insets.right) + o
            let minY = Double(bounds.minY + insets.top) - o, maxY = Double(bounds.maxY - insets.bottom) + o
            if maxX > minX, maxY > minY {
                let t = max(maxX - minX, maxY - minY, 100)
                let walls: [(Double, Double, Double, Double)] = [
                    (minX - t, minY - t, minX, maxY + t), (maxX, minY - t, maxX + t, maxY + t),
                    (minX, minY - t, maxX, minY), (minX, maxY, maxX, maxY + t),
                ]
                for (x0, y0, x1, y1) in walls {
                    addBoundaryBody(animator, center: Vec2((x0 + x1) / 2, (y0 + y1) / 2),
                                    geometry: .box(width: x1 - x0, height: y1 - y0), identifier: nil)
                }
            }
        }
        for (identifier, boundary) in boundaries {
            switch boundary {
            case let .segment(p1, p2):
                addSegment(animator, Vec2(p1), Vec2(p2), identifier)
            case let .path(points, closed):
                guard points.count >= 2 else { continue }
                for k in 0..<(closed ? points.count : points.count - 1) {
                    addSegment(animator, Vec2(points[k]), Vec2(points[(k + 1) % points.count]), identifier)
                }
            }
        }
    }

    private func addSegment(_ animator: DynamicAnimator, _ p1: Vec2, _ p2: Vec2, _ identifier: String) {
        guard max(abs(p1.x), abs(p1.y), abs(p2.x), abs(p2.y)) <= World.maxCoordinate,
              let g = ShapeGeometry.segment(p1, p2) else { return }
        addBoundaryBody(animator, center: 0.5 * (p1 + p2), geometry: g, identifier: identifier)
    }

    private func addBoundaryBody(_ animator: DynamicAnimator, center: Vec2, geometry: ShapeGeometry, identifier: String?) {
        let body = animator.world.createBody(at: center, angle: 0, shape: geometry, isDynamic: false, isBoundary: true)
        animator.world.filter[body] = Filter(itemMask: 0, boundaryMask: 0, boundaryBits: bit)
        animator.boundaryInfo[Int32(body)] = (bit, identifier)
        boundaryBodies.append(body)
    }
}
