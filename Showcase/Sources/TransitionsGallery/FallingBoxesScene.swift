import Dynamics
import Foundation
import Transitions

/// The Physics tab's live demo, as a plain simulation: boxes and balls dropped into a room, under
/// gravity, bouncing off the walls and each other, driven by time passed in (a display link on
/// iOS, a loop in tests).
///
/// ```swift
/// let scene = try FallingBoxesScene(bounds: view.bounds)
/// scene.advance(by: 1 / 60)                       // each frame
/// for body in scene.bodies { let pose = scene.pose(of: body) … }
/// ```
///
/// Everything is UIKit Dynamics' numbers through the kit's `Dynamics` engine: gravity 1
/// (1000 pt/s², down), the room's bounds as a collision boundary, elasticity 0.5 so things bounce a
/// little, and angular resistance 1 so that a ball left rolling on a flat top comes to rest within a few
/// seconds, as on a real floor (with the default 0.1 it rolls on at a few points per second, which keeps
/// its whole pile awake for up to half a minute). Shapes, sizes and drop positions come from a
/// seeded generator: the same seed and the same calls give the same motion.
public final class FallingBoxesScene {
    /// Why a scene could not be made.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The room has a zero, negative or non-finite size, or is too small for the smallest body
        /// (``minimumSide`` × ``minimumSide`` points).
        case invalidBounds(CGRect)

        public var description: String {
            switch self {
            case .invalidBounds(let rect):
                "FallingBoxesScene: the room \(rect) must be finite and at least "
                    + "\(Int(FallingBoxesScene.minimumSide)) pt on each side"
            }
        }
    }

    /// One body in the room.
    public struct Body: Equatable {
        /// The engine's handle.
        public let item: DynamicItem
        /// Width and height, points.
        public let size: CGSize
        /// `true` for a ball (circle), `false` for a box.
        public let isBall: Bool
        /// Which colour of a palette to draw it in (0, 1, 2…; wrap it around the palette's size).
        public let colourIndex: Int
    }

    /// Where a body is: centre (points, room coordinates) and rotation (radians, clockwise on
    /// screen).
    public struct Pose: Equatable {
        /// The body's centre, points.
        public let center: CGPoint
        /// The body's rotation, radians.
        public let rotation: CGFloat
    }

    /// The smallest room side, points: twice the largest body.
    public static let minimumSide: CGFloat = 2 * maximumBodySide
    /// The largest body side, points (sides are 28…64 pt).
    public static let maximumBodySide: CGFloat = 64
    /// The most bodies the room holds; dropping another removes the oldest.
    public static let maximumBodies = 60

    /// The room, points.
    public let bounds: CGRect
    /// The simulation.
    public let animator: DynamicAnimator
    /// The bodies in the room, oldest first.
    public private(set) var bodies: [Body] = []

    private let gravity = GravityBehavior()
    private let walls = CollisionBehavior()
    private let material = DynamicItemBehavior()
    private var random: SplitMix64
    private var dropped = 0

    /// A room of `bounds` (points) with `count` bodies (clamped to 0…``maximumBodies``) dropped
    /// in a row near the top, shapes and sizes from `seed`.
    ///
    /// - Throws: ``Error/invalidBounds(_:)`` when `bounds` is not finite or has a side under
    ///   ``minimumSide``.
    public init(bounds: CGRect, count: Int = 12, seed: UInt64 = 2026) throws {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.size.width.isFinite, bounds.size.height.isFinite,
              bounds.size.width >= Self.minimumSide, bounds.size.height >= Self.minimumSide
        else { throw Error.invalidBounds(bounds) }
        self.bounds = bounds
        self.random = SplitMix64(seed: seed)
        animator = DynamicAnimator(referenceBounds: bounds)
        walls.translatesReferenceBoundsIntoBoundary = true
        material.elasticity = 0.5
        material.friction = 0.3
        material.angularResistance = 1
        animator.addBehavior(gravity)
        animator.addBehavior(walls)
        animator.addBehavior(material)
        let count = min(max(count, 0), Self.maximumBodies)
        let columns = max(1, Int(bounds.width / (Self.maximumBodySide + 8)))
        for index in 0..<count {
            let column = index % columns, row = index / columns
            let x = bounds.minX + (CGFloat(column) + 0.5) * bounds.width / CGFloat(columns)
            let y = bounds.minY + Self.maximumBodySide * (CGFloat(row) + 0.5)
            drop(at: CGPoint(x: x, y: y))
        }
    }

    /// Drops a new body centred at `point` (clamped into the room so the body fits), with a
    /// random shape, size and tilt, and returns it. When the room is full the oldest body is
    /// removed first. A non-finite `point` drops at the top centre. Returns `nil` only if the
    /// engine refused the body, which the sizes used (20…64 pt) and the clamped centre rule out.
    @discardableResult
    public func drop(at point: CGPoint) -> Body? {
        if bodies.count >= Self.maximumBodies { remove(bodies[0]) }
        let side = 28 + CGFloat(random.next() % 37)            // 28…64 pt
        let aspect = 0.6 + CGFloat(random.next() % 9) / 10     // 0.6…1.4
        let isBall = random.next() % 3 == 0
        let size = isBall ? CGSize(width: side, height: side) : CGSize(width: side, height: max(20, min(64, side * aspect)))
        let tilt = (CGFloat(random.next() % 100) / 100 - 0.5) * 0.8
        let inner = bounds.insetBy(dx: Self.maximumBodySide / 2, dy: Self.maximumBodySide / 2)
        let wanted = point.x.isFinite && point.y.isFinite ? point : CGPoint(x: bounds.midX, y: inner.minY)
        let center = CGPoint(x: min(max(wanted.x, inner.minX), inner.maxX), y: min(max(wanted.y, inner.minY), inner.maxY))
        guard let item = try? animator.addItem(
            center: center, size: size, rotation: isBall ? 0 : tilt, collisionBounds: isBall ? .ellipse : .rectangle)
        else { return nil }
        gravity.addItem(item)
        walls.addItem(item)
        material.addItem(item)
        let body = Body(item: item, size: size, isBall: isBall, colourIndex: dropped)
        dropped += 1
        bodies.append(body)
        return body
    }

    /// Removes `body` from the room; an unknown body does nothing.
    public func remove(_ body: Body) {
        guard let index = bodies.firstIndex(of: body) else { return }
        bodies.remove(at: index)
        gravity.removeItem(body.item)
        walls.removeItem(body.item)
        material.removeItem(body.item)
        animator.removeItem(body.item)
    }

    /// Throws every body upwards (`speed` points per second, default 900, with a sideways spread
    /// from the generator), waking the room. Non-finite speeds do nothing.
    public func shake(speed: CGFloat = 900) {
        guard speed.isFinite else { return }
        for body in bodies {
            let sideways = (CGFloat(random.next() % 100) / 100 - 0.5) * speed
            material.addLinearVelocity(Vector2D(dx: sideways, dy: -speed), for: body.item)
            material.addAngularVelocity((CGFloat(random.next() % 100) / 100 - 0.5) * 6, for: body.item)
        }
    }

    /// Advances the simulation by `seconds` of wall time (see `DynamicAnimator.advance(by:)`:
    /// fixed 1/120 s steps; zero, negative and non-finite values do nothing). Returns the steps
    /// taken.
    @discardableResult
    public func advance(by seconds: TimeInterval) -> Int {
        animator.advance(by: seconds)
    }

    /// Where `body` is now, or `nil` when it is no longer in the room.
    public func pose(of body: Body) -> Pose? {
        animator.state(of: body.item).map { Pose(center: $0.center, rotation: $0.rotation) }
    }

    /// `true` while something moves; the room pauses when every body has rested for 0.5 s.
    public var isMoving: Bool { animator.isRunning }
}
