import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A 2D vector of `Double`s used inside the engine (points, points per second, newtons…).
///
/// Internal: the public API speaks `CGPoint`, `CGSize` and ``Vector2D``.
struct Vec2: Equatable, Sendable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    static let zero = Vec2(0, 0)

    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    static func * (s: Double, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    static func -= (a: inout Vec2, b: Vec2) { a = a - b }

    var lengthSquared: Double { x * x + y * y }
    var length: Double { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// The unit vector in this direction, or zero for a (near) zero vector.
    var normalized: Vec2 {
        let l = length
        return l > 1e-12 ? Vec2(x / l, y / l) : .zero
    }

    /// The perpendicular `(y, -x)`: the outward normal of a counter-clockwise edge (Box2D's `b2Cross(v, 1)`).
    var rightPerp: Vec2 { Vec2(y, -x) }
    /// The perpendicular `(-y, x)` (Box2D's `b2Cross(1, v)`).
    var leftPerp: Vec2 { Vec2(-y, x) }
}

func dot(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.x + a.y * b.y }
func cross(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.y - a.y * b.x }
/// `ω × r` for a scalar angular velocity and a lever arm.
func cross(_ w: Double, _ r: Vec2) -> Vec2 { Vec2(-w * r.y, w * r.x) }

/// A rotation stored as cosine and sine.
struct Rot: Sendable {
    var c: Double
    var s: Double

    init(angle: Double) {
        c = cos(angle)
        s = sin(angle)
    }

    init(c: Double, s: Double) {
        self.c = c
        self.s = s
    }

    static let identity = Rot(c: 1, s: 0)

    /// This rotation followed by a rotation of `angle` radians. Small angles (the common case inside a
    /// step) use a 5th-order series instead of `cos`/`sin`, then renormalise.
    @inline(__always) func rotated(by angle: Double) -> Rot {
        if angle == 0 { return self }
        let dc: Double, ds: Double
        if abs(angle) < 0.1 {
            let t2 = angle * angle
            dc = 1 - t2 / 2 * (1 - t2 / 12)
            ds = angle * (1 - t2 / 6 * (1 - t2 / 20))
        } else {
            dc = cos(angle)
            ds = sin(angle)
        }
        let nc = c * dc - s * ds, ns = s * dc + c * ds
        let inv = 1 / (nc * nc + ns * ns).squareRoot()
        return Rot(c: nc * inv, s: ns * inv)
    }

    /// Rotates `v`.
    func apply(_ v: Vec2) -> Vec2 { Vec2(c * v.x - s * v.y, s * v.x + c * v.y) }
    /// Rotates `v` by the inverse rotation.
    func applyInverse(_ v: Vec2) -> Vec2 { Vec2(c * v.x + s * v.y, -s * v.x + c * v.y) }
}

/// A rigid transform: rotation then translation.
struct Transform: Sendable {
    var p: Vec2
    var q: Rot

    init(p: Vec2, q: Rot) {
        self.p = p
        self.q = q
    }

    func apply(_ v: Vec2) -> Vec2 { q.apply(v) + p }
    func applyInverse(_ v: Vec2) -> Vec2 { q.applyInverse(v - p) }
}

/// Center-of-mass position (points), angle (radians) and its cached rotation.
struct Pose {
    var c: Vec2
    var a: Double
    var q: Rot
    var xf: Transform { Transform(p: c, q: q) }
}

/// An axis-aligned bounding box.
struct AABB: Sendable, Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    static let empty = AABB(minX: 0, minY: 0, maxX: 0, maxY: 0)

    func overlaps(_ o: AABB) -> Bool {
        minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY
    }

    /// Whether `o` lies inside this box (edges included).
    func contains(_ o: AABB) -> Bool {
        minX <= o.minX && minY <= o.minY && o.maxX <= maxX && o.maxY <= maxY
    }
}

extension Vec2 {
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}
