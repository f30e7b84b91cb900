import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A force field acting on its items (UIKit's `UIFieldBehavior`, iOS 9).
///
/// Every field has a ``position`` (points), a ``region`` around it, a ``strength`` (default 1), a
/// ``falloff`` exponent (default 0) and a ``minimumRadius`` (default 0): the force is scaled by
/// `1 / max(r, minimumRadius, 1 pt)^falloff` with the distance r from the position measured in metres
/// (100 pt), so falloff 0 means no falloff. Items whose center is outside the region feel nothing.
/// The force laws (UIKit documents the kinds, not the formulas; these are the kit's):
/// - linear gravity: acceleration strength × 1000 pt/s² along ``direction`` (like ``GravityBehavior``);
/// - radial gravity: acceleration strength × 1000 pt/s² towards the position;
/// - velocity: drives velocity to ``direction`` × strength (pt/s) with a 0.1 s time constant;
/// - drag: acceleration −strength × v (per second);
/// - spring: force −strength × displacement (kg/s² · pt): a 1 kg item oscillates at 1/(2π)·√strength Hz;
/// - vortex: acceleration strength × 1000 pt/s² perpendicular to the radius, clockwise on screen;
/// - noise: acceleration strength × 1000 pt/s² along a smooth pseudo-random vector field (deterministic);
///   ``smoothness`` 0…1 widens it, ``animationSpeed`` (per second) changes it over time;
/// - turbulence: like noise but scaled by the item's speed / 100 pt/s;
/// - electric: force strength × charge × 100 N away from the position (like charges repel);
/// - magnetic: force strength × charge × (v turned a quarter turn counter-clockwise on screen) / 100,
///   kg·pt/s²: a positive charge circles counter-clockwise, a negative strength clockwise (Apple's
///   `magneticField()` page);
/// - custom: your evaluation's force in newtons × strength.
/// Fields act on awake items only. Non-finite values are ignored; numbers are clamped to ±1 000 000.
public final class FieldBehavior: ItemListBehavior {
    /// The field kinds (UIKit's field factories).
    public enum Kind: Hashable, Sendable {
        /// Uniform acceleration along ``FieldBehavior/direction``.
        case linearGravity
        /// Acceleration towards ``FieldBehavior/position``.
        case radialGravity
        /// Drives velocity towards ``FieldBehavior/direction`` × strength.
        case velocity
        /// Slows items in proportion to their velocity.
        case drag
        /// Pulls items towards the position like a spring.
        case spring
        /// Swirls items around the position.
        case vortex
        /// Smooth pseudo-random acceleration.
        case noise
        /// Noise scaled by the item's speed.
        case turbulence
        /// Pushes charged items away from (or towards) the position.
        case electric
        /// Turns moving charged items.
        case magnetic
        /// Your own force law (``FieldBehavior/customField(evaluation:)``).
        case custom
    }

    /// What a custom field's evaluation sees of one item, at one step.
    public struct Sample: Sendable {
        /// The item's center of mass, points.
        public var position: CGPoint
        /// The item's velocity, points per second.
        public var velocity: Vector2D
        /// The item's mass, kg.
        public var mass: CGFloat
        /// The item's charge.
        public var charge: CGFloat
        /// Simulated seconds (the animator's elapsed time).
        public var time: TimeInterval
    }

    /// Where a field acts, around its position.
    public enum Region: Equatable, Sendable {
        /// Everywhere (default).
        case infinite
        /// Within `radius` points of the position.
        case circle(radius: CGFloat)
        /// Within a rectangle of `size` centered on the position.
        case rectangle(size: CGSize)
    }

    /// The field's kind.
    public let kind: Kind
    private var _position = CGPoint.zero
    private var _region = Region.infinite
    private var _strength: CGFloat = 1
    private var _falloff: CGFloat = 0
    private var _minimumRadius: CGFloat = 0
    private var _direction = Vector2D.zero
    private var _smoothness: CGFloat = 0
    private var _animationSpeed: CGFloat = 0
    private var evaluation: ((Sample) -> Vector2D)?

    /// Creates a field of `kind` for `items`. A ``Kind/custom`` field made this way has no evaluation
    /// and exerts no force; use ``customField(evaluation:)``.
    public init(kind: Kind, items: [DynamicItem] = []) {
        self.kind = kind
        super.init(items: items)
    }

    /// A uniform gravity field along `direction` (UIKit's `linearGravityField(direction:)`).
    public static func linearGravityField(direction: Vector2D) -> FieldBehavior {
        let f = FieldBehavior(kind: .linearGravity)
        f.direction = direction
        return f
    }

    /// A gravity field pulling towards `position` (UIKit's `radialGravityField(position:)`).
    public static func radialGravityField(position: CGPoint) -> FieldBehavior {
        let f = FieldBehavior(kind: .radialGravity)
        f.position = position
        return f
    }

    /// A field driving items to a constant velocity (UIKit's `velocityField(direction:)`).
    public static func velocityField(direction: Vector2D) -> FieldBehavior {
        let f = FieldBehavior(kind: .velocity)
        f.direction = direction
        return f
    }

    /// A smooth noise field (UIKit's `noiseField(smoothness:animationSpeed:)`).
    public static func noiseField(smoothness: CGFloat, animationSpeed: CGFloat) -> FieldBehavior {
        let f = FieldBehavior(kind: .noise)
        f.smoothness = smoothness
        f.animationSpeed = animationSpeed
        return f
    }

    /// A noise field scaled by item speed (UIKit's `turbulenceField(smoothness:animationSpeed:)`).
    public static func turbulenceField(smoothness: CGFloat, animationSpeed: CGFloat) -> FieldBehavior {
        let f = FieldBehavior(kind: .turbulence)
        f.smoothness = smoothness
        f.animationSpeed = animationSpeed
        return f
    }

    /// A field whose force on each item (in newtons: 1 = 100 kg·pt/s², scaled by ``strength`` and the
    /// falloff) is computed by `evaluation`, called once per item in the region at every step (UIKit's
    /// `customField(evaluationBlock:)`). Non-finite results are ignored.
    public static func customField(evaluation: @escaping (Sample) -> Vector2D) -> FieldBehavior {
        let f = FieldBehavior(kind: .custom)
        f.evaluation = evaluation
        return f
    }

    /// A drag field (UIKit's `dragField()`).
    public static func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }
    /// A spring field towards the position (UIKit's `springField()`).
    public static func springField() -> FieldBehavior { FieldBehavior(kind: .spring) }
    /// A vortex around the position (UIKit's `vortexField()`).
    public static func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }
    /// An electric field acting on charged items (UIKit's `electricField()`).
    public static func electricField() -> FieldBehavior { FieldBehavior(kind: .electric) }
    /// A magnetic field acting on moving charged items (UIKit's `magneticField()`).
    public static func magneticField() -> FieldBehavior { FieldBehavior(kind: .magnetic) }

    private func clamp(_ v: CGFloat) -> CGFloat { min(max(v, -1e6), 1e6) }

    /// The field's center in points. Default (0, 0).
    public var position: CGPoint {
        get { _position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            _position = CGPoint(x: clamp(newValue.x), y: clamp(newValue.y))
            didChange()
        }
    }

    /// Where the field acts. Default ``Region/infinite``; negative or non-finite extents act nowhere.
    public var region: Region {
        get { _region }
        set {
            _region = newValue
            didChange()
        }
    }

    /// Scale of the field's effect. Default 1.
    public var strength: CGFloat {
        get { _strength }
        set {
            guard newValue.isFinite else { return }
            _strength = clamp(newValue)
            didChange()
        }
    }

    /// Falloff exponent of distance (in metres). Default 0; clamped to 0…10.
    public var falloff: CGFloat {
        get { _falloff }
        set {
            guard newValue.isFinite else { return }
            _falloff = min(max(newValue, 0), 10)
            didChange()
        }
    }

    /// Distance (points) below which the field stops growing stronger. Default 0; clamped to ≥ 0.
    public var minimumRadius: CGFloat {
        get { _minimumRadius }
        set {
            guard newValue.isFinite else { return }
            _minimumRadius = min(max(newValue, 0), 1e6)
            didChange()
        }
    }

    /// Direction of linear gravity and velocity fields. Default zero.
    public var direction: Vector2D {
        get { _direction }
        set {
            guard newValue.dx.isFinite, newValue.dy.isFinite else { return }
            _direction = Vector2D(dx: clamp(newValue.dx), dy: clamp(newValue.dy))
            didChange()
        }
    }

    /// Noise smoothness 0 (fine) … 1 (broad). Clamped to 0…1.
    public var smoothness: CGFloat {
        get { _smoothness }
        set {
            guard newValue.isFinite else { return }
            _smoothness = min(max(newValue, 0), 1)
            didChange()
        }
    }

    /// How fast noise changes, per second. Clamped to 0…1000.
    public var animationSpeed: CGFloat {
        get { _animationSpeed }
        set {
            guard newValue.isFinite else { return }
            _animationSpeed = min(max(newValue, 0), 1000)
            didChange()
        }
    }

    /// Whether `p` (points) lies in the region.
    func contains(_ p: Vec2) -> Bool {
        let d = p - Vec2(_position)
        switch _region {
        case .infinite: return true
        case let .circle(radius): return radius.isFinite && d.lengthSquared <= Double(radius * radius)
        case let .rectangle(size):
            return size.width.isFinite && size.height.isFinite && abs(d.x) <= Double(size.width) / 2 && abs(d.y) <= Double(size.height) / 2
        }
    }

    /// The force (kg·pt/s²) and acceleration (pt/s²) the field gives a body at `p` with velocity `v`,
    /// mass `m` and `charge`, at simulated time `t`.
    func effect(at p: Vec2, velocity v: Vec2, mass m: Double, charge: Double, time t: Double) -> (force: Vec2, accel: Vec2) {
        let d = p - Vec2(_position)
        let r = d.length
        let scale: Double
        if _falloff > 0 {
            let metres = max(r, Double(_minimumRadius), 1) / 100
            scale = pow(metres, -Double(_falloff))
        } else {
            scale = 1
        }
        let s = Double(_strength) * scale
        let outward = r > 1e-9 ? (1 / r) * d : .zero
        switch kind {
        case .linearGravity: return (.zero, (1000 * s) * _direction.vec)
        case .radialGravity: return (.zero, (-1000 * s) * outward)
        case .velocity: return (.zero, 10 * ((Double(_strength) * scale) * _direction.vec - v))
        case .drag: return (.zero, -s * v)
        case .spring: return (-s * d, .zero)
        case .vortex: return (.zero, (1000 * s) * outward.leftPerp)
        case .noise: return (.zero, (1000 * s) * noise(p, t))
        case .turbulence: return (.zero, (10 * s * v.length) * noise(p, t))
        case .electric: return ((100 * s * charge) * outward, .zero)
        case .magnetic: return ((s * charge / 100) * v.rightPerp, .zero)
        case .custom:
            guard let evaluation else { return (.zero, .zero) }
            let sample = Sample(position: p.cgPoint, velocity: Vector2D(v), mass: m, charge: charge, time: t)
            let f = evaluation(sample).vec
            return f.isFinite ? ((100 * s) * f, .zero) : (.zero, .zero)
        }
    }

    /// A smooth, deterministic 2D vector noise in −1…1 per component (value noise on a lattice whose
    /// spacing grows with smoothness, blended over time).
    func noise(_ p: Vec2, _ t: Double) -> Vec2 {
        let spacing = 50 + 450 * Double(_smoothness)
        let x = p.x / spacing, y = p.y / spacing, z = t * Double(_animationSpeed)
        return Vec2(Self.valueNoise(x, y, z, seed: 0x1234_5678), Self.valueNoise(x, y, z, seed: 0x9ABC_DEF0))
    }

    private static func lattice(_ ix: Int64, _ iy: Int64, _ iz: Int64, _ seed: UInt64) -> Double {
        var h = UInt64(bitPattern: ix) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: iy) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(bitPattern: iz) &* 0x1656_67B1_9E37_79F9 ^ seed
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        return Double(h >> 11) / Double(1 << 53) * 2 - 1
    }

    private static func valueNoise(_ x: Double, _ y: Double, _ z: Double, seed: UInt64) -> Double {
        func cell(_ v: Double) -> (Int64, Double) {
            let f = max(min(v, 1e15), -1e15).rounded(.down)
            let t = v - f
            return (Int64(f), t * t * (3 - 2 * t))
        }
        let (ix, tx) = cell(x), (iy, ty) = cell(y), (iz, tz) = cell(z)
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        func plane(_ z: Int64) -> Double {
            lerp(lerp(lattice(ix, iy, z, seed), lattice(ix &+ 1, iy, z, seed), tx),
                 lerp(lattice(ix, iy &+ 1, z, seed), lattice(ix &+ 1, iy &+ 1, z, seed), tx), ty)
        }
        return lerp(plane(iz), plane(iz &+ 1), tz)
    }

    override func prepareStep(_ animator: DynamicAnimator) {
        let world = animator.world
        let t = animator.elapsedTime
        for item in items {
            guard let i = animator.bodyIndex(item), world.flags[i].contains(.awake) else { continue }
            let p = world.pose[i].c
            guard contains(p) else { continue }
            let e = effect(at: p, velocity: world.vel[i].v, mass: world.massData[i].mass, charge: world.material[i].charge, time: t)
            guard e.force.isFinite, e.accel.isFinite else { continue }
            world.forces[i].force += e.force
            world.forces[i].accel += e.accel
        }
    }
}
