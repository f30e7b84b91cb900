/// One contact point of a manifold, kept between steps for warm starting.
struct ManifoldPoint {
    /// Depends on the manifold type: circles → center of B's circle in B's frame; faceA → the clip point
    /// in B's frame; faceB → the clip point in A's frame.
    var localPoint: Vec2 = .zero
    /// The accumulated normal impulse (N·s), carried over for warm starting.
    var normalImpulse = 0.0
    /// The accumulated friction impulse (N·s), carried over for warm starting.
    var tangentImpulse = 0.0
    /// The feature id that matches points across steps: the vertex of A and the vertex of B the point
    /// pairs (``Collide/featureID(vertexA:vertexB:)``; 0 for a manifold with a circle).
    var id: UInt32 = 0
}

/// How a manifold's local data is to be read (Box2D's manifold types).
enum ManifoldType: UInt8 {
    case circles, faceA, faceB
}

/// Up to two contact points between two convex shapes, in the bodies' local frames.
struct Manifold {
    var type: ManifoldType = .circles
    /// The reference face normal (faceA/faceB) in the reference body's frame.
    var localNormal: Vec2 = .zero
    /// The reference face center (faceA/faceB) or A's circle center (circles).
    var localPoint: Vec2 = .zero
    var pointCount = 0
    var p0 = ManifoldPoint()
    var p1 = ManifoldPoint()

    subscript(i: Int) -> ManifoldPoint {
        get { i == 0 ? p0 : p1 }
        set { if i == 0 { p0 = newValue } else { p1 = newValue } }
    }
}

/// A shape as the narrow phase reads it: pointers into the world's vertex pools.
struct ShapeView {
    var isCircle: Bool
    var radius: Double
    var vertices: UnsafeMutablePointer<Vec2>
    var normals: UnsafeMutablePointer<Vec2>
    var count: Int
    /// An axis-aligned rectangle in its frame (see ``Collide/isBox(_:)``).
    var isBox = false
}

/// A manifold point in world space, as the contact solver and contact events read it.
struct WorldPoint {
    var normal: Vec2
    var point: Vec2
    var separation: Double
}

extension Manifold {
    /// World normal (from A to B), point and separation of point `i` for the given transforms and radii.
    @inline(__always)
    func worldPoint(_ i: Int, _ xfA: Transform, _ rA: Double, _ xfB: Transform, _ rB: Double) -> WorldPoint {
        let lp = i == 0 ? p0.localPoint : p1.localPoint
        switch type {
        case .circles:
            let pA = xfA.apply(localPoint), pB = xfB.apply(lp)
            let d = pB - pA
            let dist = d.length
            let n = dist > 1e-12 ? (1 / dist) * d : Vec2(1, 0)
            let cA = pA + rA * n, cB = pB - rB * n
            return WorldPoint(normal: n, point: 0.5 * (cA + cB), separation: dot(cB - cA, n))
        case .faceA:
            let n = xfA.q.apply(localNormal)
            let plane = xfA.apply(localPoint)
            let clip = xfB.apply(lp)
            let cA = clip + (rA - dot(clip - plane, n)) * n
            let cB = clip - rB * n
            return WorldPoint(normal: n, point: 0.5 * (cA + cB), separation: dot(cB - cA, n))
        case .faceB:
            let n = xfB.q.apply(localNormal)
            let plane = xfB.apply(localPoint)
            let clip = xfA.apply(lp)
            let cB = clip + (rB - dot(clip - plane, n)) * n
            let cA = clip - rA * n
            return WorldPoint(normal: -n, point: 0.5 * (cA + cB), separation: dot(cA - cB, n))
        }
    }
}
