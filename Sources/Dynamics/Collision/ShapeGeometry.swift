import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// The largest number of vertices a collision polygon keeps.
let maxPolygonVertices = 32
/// The largest item width or height, and the largest polygon coordinate, in points.
let maxItemExtent = 1_000_000.0

/// Solid geometry of a collision shape: its outline relative to the center of mass, and its area
/// properties. Built once when an item is added.
struct ShapeGeometry {
    enum Kind: UInt8 { case circle, polygon }

    var kind: Kind
    /// Circle radius in points (0 for polygons).
    var radius: Double
    /// Counter-clockwise polygon vertices relative to the center of mass (empty for circles).
    var vertices: [Vec2]
    /// The center of mass relative to the item's center, in the item's unrotated frame.
    var centroid: Vec2
    /// Area in square points.
    var area: Double
    /// Second moment of area about the centroid, in points⁴.
    var polarMoment: Double

    /// Mass in kilograms at `density`: density × area / 10 000 (UIKit: a 100×100 item at density 1 weighs 1).
    func mass(density: Double) -> Double { density * area / 10_000 }
    /// Rotational inertia about the center of mass at `density`, in kg·pt².
    func inertia(density: Double) -> Double { density * polarMoment / 10_000 }

    /// The geometry of an item of `size` with `bounds`.
    static func make(size: CGSize, bounds: CollisionBounds) throws -> ShapeGeometry {
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= maxItemExtent, h <= maxItemExtent else { throw DynamicsError.invalidSize(width: w, height: h) }
        switch bounds {
        case .rectangle:
            return try polygon([Vec2(-w / 2, -h / 2), Vec2(w / 2, -h / 2), Vec2(w / 2, h / 2), Vec2(-w / 2, h / 2)])
        case .ellipse:
            if abs(w - h) <= 1e-9 * max(w, h) {
                let r = w / 2
                return ShapeGeometry(kind: .circle, radius: r, vertices: [], centroid: .zero,
                                     area: .pi * r * r, polarMoment: .pi * r * r * r * r / 2)
            }
            let n = 16
            let points = (0..<n).map { i -> Vec2 in
                let t = Double(i) / Double(n) * 2 * .pi
                return Vec2(w / 2 * cos(t), h / 2 * sin(t))
            }
            return try polygon(points)
        case let .polygon(points):
            return try polygon(points.map { Vec2($0) })
        }
    }

    /// A convex polygon from arbitrary points (their convex hull), relative to the item center.
    static func polygon(_ points: [Vec2]) throws -> ShapeGeometry {
        guard points.allSatisfy({ $0.isFinite && abs($0.x) <= maxItemExtent && abs($0.y) <= maxItemExtent }) else { throw DynamicsError.invalidCollisionPath }
        var hull = convexHull(points)
        if hull.count > maxPolygonVertices {
            hull = (0..<maxPolygonVertices).map { hull[$0 * hull.count / maxPolygonVertices] }
        }
        guard hull.count >= 3 else { throw DynamicsError.invalidCollisionPath }
        // Area, centroid and second moment by the shoelace sums.
        var area = 0.0, cx = 0.0, cy = 0.0, moment = 0.0
        for i in hull.indices {
            let p = hull[i], q = hull[(i + 1) % hull.count]
            let c = cross(p, q)
            area += c / 2
            cx += (p.x + q.x) * c
            cy += (p.y + q.y) * c
            moment += c * (p.x * p.x + p.x * q.x + q.x * q.x + p.y * p.y + p.y * q.y + q.y * q.y) / 12
        }
        guard area > 1e-9 else { throw DynamicsError.invalidCollisionPath }
        let centroid = Vec2(cx / (6 * area), cy / (6 * area))
        let polar = max(moment - area * centroid.lengthSquared, 1e-12)
        return ShapeGeometry(kind: .polygon, radius: 0, vertices: hull.map { $0 - centroid },
                             centroid: centroid, area: area, polarMoment: polar)
    }

    /// The counter-clockwise convex hull (monotone chain), dropping collinear and near-duplicate points.
    static func convexHull(_ points: [Vec2]) -> [Vec2] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        var unique: [Vec2] = []
        for p in sorted where unique.last.map({ ($0 - p).lengthSquared > 1e-12 }) ?? true { unique.append(p) }
        guard unique.count >= 3 else { return unique }
        var hull: [Vec2] = []
        for pass in 0..<2 {
            let start = hull.count
            for p in (pass == 0 ? unique : unique.reversed()) {
                while hull.count >= start + 2, cross(hull[hull.count - 1] - hull[hull.count - 2], p - hull[hull.count - 2]) <= 1e-12 {
                    hull.removeLast()
                }
                hull.append(p)
            }
            hull.removeLast()
        }
        return hull
    }
}

extension ShapeGeometry {
    /// A two-sided segment from `p1` to `p2` (a boundary), relative to its midpoint; nil when degenerate.
    static func segment(_ p1: Vec2, _ p2: Vec2) -> ShapeGeometry? {
        guard p1.isFinite, p2.isFinite, (p2 - p1).lengthSquared > 1e-12 else { return nil }
        let mid = 0.5 * (p1 + p2)
        return ShapeGeometry(kind: .polygon, radius: 0, vertices: [p1 - mid, p2 - mid], centroid: .zero, area: 0, polarMoment: 0)
    }

    /// An axis-aligned solid box, relative to its center.
    static func box(width: Double, height: Double) -> ShapeGeometry {
        let w = width / 2, h = height / 2
        return ShapeGeometry(kind: .polygon, radius: 0, vertices: [Vec2(-w, -h), Vec2(w, -h), Vec2(w, h), Vec2(-w, h)],
                             centroid: .zero, area: width * height, polarMoment: width * height * (width * width + height * height) / 12)
    }
}
