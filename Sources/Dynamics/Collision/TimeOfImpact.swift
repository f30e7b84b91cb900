import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A body's motion over one step, center of mass and angle interpolated linearly in the fraction
/// `t` of the step (0 = start, 1 = end).
struct Sweep {
    let c0: Vec2
    let c1: Vec2
    let a0: Double
    let a1: Double
    /// `Rot(angle: a0)` when the sweep does not turn (`a1 == a0`), computed once instead of at every
    /// ``pose(at:)``; unused (identity) when it turns.
    let fixedQ: Rot

    /// A body that does not move.
    init(at pose: Pose) {
        c0 = pose.c
        c1 = pose.c
        a0 = pose.a
        a1 = pose.a
        fixedQ = Rot(angle: pose.a)
    }

    init(from start: Pose, to end: Pose) {
        c0 = start.c
        c1 = end.c
        a0 = start.a
        a1 = end.a
        fixedQ = end.a == start.a ? Rot(angle: start.a) : Rot(c: 1, s: 0)
    }

    /// The pose at fraction `t`.
    @inline(__always) func pose(at t: Double) -> Pose {
        let a = a0 + t * (a1 - a0)
        return Pose(c: c0 + t * (c1 - c0), a: a, q: a1 == a0 ? fixedQ : Rot(angle: a))
    }
}

extension Collide {
    /// The separation of two shapes along their best separating axis, and that axis (world, from A
    /// to B): a lower bound of their distance when they are apart, negative when they overlap.
    ///
    /// Polygons: the largest separation along either polygon's edge normals (in 2D one of them separates
    /// two disjoint convex polygons). Circles are exact: the axis joins the centers, or runs from the
    /// polygon's nearest face or vertex to the circle's center.
    static func separation(_ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform) -> (Double, Vec2) {
        if a.isCircle && b.isCircle {
            let d = xfB.p - xfA.p
            let length = d.length
            let axis = length > 1e-12 ? (1 / length) * d : Vec2(1, 0)
            return (length - a.radius - b.radius, axis)
        }
        if a.isCircle {
            let (s, axis) = separation(b, xfB, a, xfA)
            return (s, -axis)
        }
        if b.isCircle {
            // The circle's center in A's frame against each face; past a face's ends, the nearer vertex.
            let c = xfA.applyInverse(xfB.p)
            var best = -Double.greatestFiniteMagnitude, edge = 0
            for i in 0..<a.count {
                let s = dot(a.normals[i], c - a.vertices[i])
                if s > best {
                    best = s
                    edge = i
                }
            }
            let v1 = a.vertices[edge], v2 = a.vertices[edge + 1 < a.count ? edge + 1 : 0]
            var local = a.normals[edge]
            if best > 0 {
                if dot(c - v1, v2 - v1) < 0 {
                    best = (c - v1).length
                    local = (c - v1).normalized
                } else if dot(c - v2, v1 - v2) < 0 {
                    best = (c - v2).length
                    local = (c - v2).normalized
                }
            }
            return (best - b.radius, xfA.q.apply(local))
        }
        let (edgeA, sepA) = maxSeparation(a, xfA, b, xfB)
        let (edgeB, sepB) = maxSeparation(b, xfB, a, xfA)
        if sepA >= sepB { return (sepA, xfA.q.apply(a.normals[edgeA])) }
        return (sepB, -xfB.q.apply(b.normals[edgeB]))
    }

    /// The largest distance from a shape's center of mass to its outline, points.
    static func extent(_ s: ShapeView) -> Double {
        if s.isCircle { return s.radius }
        var r2 = 0.0
        for i in 0..<s.count { r2 = max(r2, s.vertices[i].lengthSquared) }
        return r2.squareRoot()
    }

    /// The first fraction of the step, in `start..<limit`, at which two swept shapes come within `target`
    /// points of each other (within `target + tolerance`), or nil when they do not before `limit`. Returns
    /// `start` when they are already that close there.
    ///
    /// Conservative advancement: at each iteration, the separation along a separating axis is a lower
    /// bound of the distance, and a bound on how fast it can shrink along that axis tells how far the
    /// sweeps can safely advance; the bodies never overlap at a fraction it returns. Translation alone is
    /// bounded exactly (a head-on approach converges in one iteration). Rotation adds, for an axis normal
    /// to a face of one body, that body turning the axis (by its distance to the other body's outline)
    /// and the other body's outline turning about its center; two polygons advance by whichever of their
    /// best face axes allows more, so a small item turning near a long wall advances by its own reach,
    /// not the wall's. A circle's turning changes nothing. Gives up after 32 iterations and returns the
    /// safe fraction reached. Allocation-free and deterministic.
    static func timeOfImpact(_ a: ShapeView, _ sweepA: Sweep, _ b: ShapeView, _ sweepB: Sweep,
                             target: Double, tolerance: Double, from start: Double = 0, limit: Double = 1) -> Double? {
        let dc = (sweepB.c1 - sweepB.c0) - (sweepA.c1 - sweepA.c0)
        let daA = a.isCircle ? 0 : abs(sweepA.a1 - sweepA.a0), daB = b.isCircle ? 0 : abs(sweepB.a1 - sweepB.a0)
        let rotates = daA > 0 || daB > 0
        let extentA = rotates ? extent(a) : 0, extentB = rotates ? extent(b) : 0
        let dcLength = dc.length
        let polygons = !a.isCircle && !b.isCircle
        var t = start
        for iteration in 0..<32 {
            let pa = sweepA.pose(at: t), pb = sweepB.pose(at: t)
            // How far the centers can be apart during the advance (for the axes' turning).
            let distance = rotates ? (pb.c - pa.c).length + dcLength : 0
            var advance: Double
            if polygons {
                let (edgeA, sepA) = maxSeparation(a, pa.xf, b, pb.xf)
                let (edgeB, sepB) = maxSeparation(b, pb.xf, a, pa.xf)
                if max(sepA, sepB) <= target + tolerance { return iteration == 0 ? start : t }
                // Each face axis (from A to B) with the fastest its separation can shrink per unit of fraction.
                let rateA = -dot(pa.q.apply(a.normals[edgeA]), dc) + daA * (distance + extentB) + daB * extentB
                let rateB = dot(pb.q.apply(b.normals[edgeB]), dc) + daB * (distance + extentA) + daA * extentA
                advance = 0
                if sepA > target {
                    guard rateA > 1e-12 else { return nil }  // this axis keeps them apart for the whole sweep
                    advance = (sepA - target) / rateA
                }
                if sepB > target {
                    guard rateB > 1e-12 else { return nil }
                    advance = max(advance, (sepB - target) / rateB)
                }
            } else {
                let (s, axis) = separation(a, pa.xf, b, pb.xf)
                if s <= target + tolerance { return iteration == 0 ? start : t }
                // The approach along the axis, plus the polygon (if one turns) turning the axis and its outline.
                let rate = -dot(axis, dc) + daA * (distance + extentA) + daB * (distance + extentB)
                guard rate > 1e-12 else { return nil }
                advance = (s - target) / rate
            }
            t += advance
            if t >= limit { return nil }
        }
        return t
    }
}
