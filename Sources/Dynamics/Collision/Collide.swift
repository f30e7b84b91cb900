/// Narrow-phase routines: contact manifolds between convex polygons and circles.
///
/// The algorithms follow the published Box2D design (separating axes, reference/incident faces,
/// clipping, feature ids); this is an independent implementation. `margin` is the speculative
/// distance: points up to that far apart are reported so the solver can stop bodies before they touch.
enum Collide {
    /// A contact point's feature id: the vertex of A and the vertex of B it pairs (Box2D v3's idea). It does
    /// not depend on which polygon gives the reference face, so a point keeps its warm-start impulse when
    /// the reference face switches between two nearly parallel faces (as in a leaning stack).
    @inline(__always)
    static func featureID(vertexA: Int, vertexB: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: vertexA) & 0xFF | (UInt32(truncatingIfNeeded: vertexB) & 0xFF) << 8
    }

    /// The edge of `a` with the largest separation from `b`, and that separation.
    ///
    /// Works in `b`'s frame: each of `a`'s normals and vertices is brought over once, so the inner loop
    /// over `b`'s vertices is a plain dot product (Box2D's arrangement).
    @inline(__always)
    static func maxSeparation(_ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform) -> (Int, Double) {
        // The transform from a's frame to b's frame: rotation qBᵀ·qA, translation qBᵀ·(pA − pB).
        let q = Rot(c: xfB.q.c * xfA.q.c + xfB.q.s * xfA.q.s, s: xfB.q.c * xfA.q.s - xfB.q.s * xfA.q.c)
        let p = xfB.q.applyInverse(xfA.p - xfB.p)
        var bestIndex = 0
        var best = -Double.greatestFiniteMagnitude
        if b.isBox {
            // `b` is the rectangle [lo.x, hi.x] × [lo.y, hi.y] in its frame: of its corners, the one `n` points
            // away from on both axes gives the smallest n·(w − v). Rounding is monotonic, so its computed value
            // is exactly the smallest of the four the loop below computes (equal ones tie exactly).
            let lo = b.vertices[0], hi = b.vertices[2]
            for i in 0..<a.count {
                let n = q.apply(a.normals[i]), v = q.apply(a.vertices[i]) + p
                let wx = n.x > 0 ? lo.x : hi.x, wy = n.y > 0 ? lo.y : hi.y
                let si = n.x * (wx - v.x) + n.y * (wy - v.y)
                if si > best {
                    best = si
                    bestIndex = i
                }
            }
            return (bestIndex, best)
        }
        for i in 0..<a.count {
            let n = q.apply(a.normals[i]), v = q.apply(a.vertices[i]) + p
            var si = Double.greatestFiniteMagnitude
            for j in 0..<b.count {
                let w = b.vertices[j]
                let s = n.x * (w.x - v.x) + n.y * (w.y - v.y)
                if s < si { si = s }
            }
            if si > best {
                best = si
                bestIndex = i
            }
        }
        return (bestIndex, best)
    }

    /// Polygon–polygon manifold (A and B polygons, zero radius).
    static func polygons(_ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform, margin: Double) -> Manifold {
        var m = Manifold()
        let (edgeA, sepA) = maxSeparation(a, xfA, b, xfB)
        if sepA > margin { return m }
        let (edgeB, sepB) = maxSeparation(b, xfB, a, xfA)
        if sepB > margin { return m }

        let ref: ShapeView, inc: ShapeView, xfR: Transform, xfI: Transform, edge: Int, flip: Bool
        if sepB > sepA + 0.05 {
            ref = b; inc = a; xfR = xfB; xfI = xfA; edge = edgeB; flip = true
        } else {
            ref = a; inc = b; xfR = xfA; xfI = xfB; edge = edgeA; flip = false
        }
        // Incident edge: the edge of `inc` most anti-parallel to the reference normal.
        let nRefInInc = xfI.q.applyInverse(xfR.q.apply(ref.normals[edge]))
        var incEdge = 0
        var minDot = Double.greatestFiniteMagnitude
        for i in 0..<inc.count {
            let d = dot(nRefInInc, inc.normals[i])
            if d < minDot {
                minDot = d
                incEdge = i
            }
        }
        let i1 = incEdge, i2 = incEdge + 1 < inc.count ? incEdge + 1 : 0
        // The incident edge runs against the reference edge: its start i1 lies at the reference edge's end
        // e2, its end i2 at the reference start e1. Clipping keeps that order.
        let c0 = xfI.apply(inc.vertices[i1])
        let c1 = xfI.apply(inc.vertices[i2])

        let e1 = edge, e2 = edge + 1 < ref.count ? edge + 1 : 0
        let v11 = ref.vertices[e1], v12 = ref.vertices[e2]
        // The stored edge normal is (v12 − v11).normalized.rightPerp, so the tangent is its left
        // perpendicular: no square root needed here.
        let localNormal = ref.normals[e1]
        let localTangent = localNormal.leftPerp
        let planePoint = 0.5 * (v11 + v12)
        let tangent = xfR.q.apply(localTangent)
        let normal = tangent.rightPerp
        let w11 = xfR.apply(v11), w12 = xfR.apply(v12)
        let frontOffset = dot(normal, w11)
        let side1 = -dot(tangent, w11), side2 = dot(tangent, w12)

        // Clip the incident edge against the reference edge's side planes.
        guard let (d0, d1) = clip(c0, c1, -tangent, side1) else { return m }
        guard let (f0, f1) = clip(d0, d1, tangent, side2) else { return m }

        m.localNormal = localNormal
        m.localPoint = planePoint
        m.type = flip ? .faceB : .faceA
        for k in 0..<2 {
            let cv = k == 0 ? f0 : f1
            guard dot(normal, cv) - frontOffset <= margin else { continue }
            var pt = ManifoldPoint()
            pt.localPoint = xfI.applyInverse(cv)
            let refVertex = k == 0 ? e2 : e1, incVertex = k == 0 ? i1 : i2
            pt.id = flip ? featureID(vertexA: incVertex, vertexB: refVertex) : featureID(vertexA: refVertex, vertexB: incVertex)
            m[m.pointCount] = pt
            m.pointCount += 1
        }
        return m
    }

    /// Keeps the part of segment (v0, v1) with `dot(normal, v) ≤ offset`; nil when fewer than 2 points remain.
    @inline(__always)
    static func clip(_ v0: Vec2, _ v1: Vec2, _ normal: Vec2, _ offset: Double) -> (Vec2, Vec2)? {
        let d0 = dot(normal, v0) - offset
        let d1 = dot(normal, v1) - offset
        if d0 <= 0, d1 <= 0 { return (v0, v1) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            let mid = v0 + t * (v1 - v0)
            return d0 <= 0 ? (v0, mid) : (mid, v1)
        }
        return nil
    }

    /// Polygon (A) – circle (B) manifold. The circle is centered on B's center of mass.
    static func polygonCircle(_ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform, margin: Double) -> Manifold {
        var m = Manifold()
        let c = xfA.applyInverse(xfB.p)
        let limit = b.radius + margin
        var normalIndex = 0
        var separation = -Double.greatestFiniteMagnitude
        for i in 0..<a.count {
            let s = dot(a.normals[i], c - a.vertices[i])
            if s > limit { return m }
            if s > separation {
                separation = s
                normalIndex = i
            }
        }
        let v1 = a.vertices[normalIndex]
        let v2 = a.vertices[normalIndex + 1 < a.count ? normalIndex + 1 : 0]
        m.pointCount = 1
        m.type = .faceA
        m.p0.localPoint = .zero
        m.p0.id = 0
        if separation < 1e-9 {
            m.localNormal = a.normals[normalIndex]
            m.localPoint = 0.5 * (v1 + v2)
            return m
        }
        let u1 = dot(c - v1, v2 - v1), u2 = dot(c - v2, v1 - v2)
        if u1 <= 0 {
            if (c - v1).lengthSquared > limit * limit { return Manifold() }
            m.localNormal = (c - v1).normalized
            m.localPoint = v1
        } else if u2 <= 0 {
            if (c - v2).lengthSquared > limit * limit { return Manifold() }
            m.localNormal = (c - v2).normalized
            m.localPoint = v2
        } else {
            let center = 0.5 * (v1 + v2)
            if dot(c - center, a.normals[normalIndex]) > limit { return Manifold() }
            m.localNormal = a.normals[normalIndex]
            m.localPoint = center
        }
        return m
    }

    /// Circle – circle manifold.
    static func circles(_ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform, margin: Double) -> Manifold {
        var m = Manifold()
        let limit = a.radius + b.radius + margin
        if (xfB.p - xfA.p).lengthSquared > limit * limit { return m }
        m.type = .circles
        m.localPoint = .zero
        m.pointCount = 1
        m.p0.localPoint = .zero
        return m
    }

    /// Whether polygon `s` is an axis-aligned rectangle in its frame with its vertices in the order
    /// (x₀, y₀), (x₁, y₀), (x₁, y₁), (x₀, y₁), x₀ < x₁, y₀ < y₁ (an item's rectangle or a box), exactly: its
    /// separations are then found from one corner (see ``maxSeparation(_:_:_:_:)``).
    static func isBox(_ s: ShapeView) -> Bool {
        guard !s.isCircle, s.count == 4 else { return false }
        let v = s.vertices
        return v[0].x < v[1].x && v[0].y < v[2].y && v[1].y == v[0].y && v[2].x == v[1].x && v[3].y == v[2].y && v[3].x == v[0].x
    }
}
