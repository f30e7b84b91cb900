import Foundation
import Testing
@testable import Dynamics

@Suite struct CollideTests {
    /// A world holding two shapes, for reading manifolds.
    func pair(_ a: ShapeGeometry, at pa: Vec2, angle aa: Double = 0, _ b: ShapeGeometry, at pb: Vec2, angle ab: Double = 0) -> (World, Int, Int) {
        let world = World()
        let i = world.createBody(at: pa, angle: aa, shape: a, isDynamic: true)
        let j = world.createBody(at: pb, angle: ab, shape: b, isDynamic: true)
        return (world, i, j)
    }

    @Test func boxesRestingFaceToFaceGiveTwoPointsWithStableIDs() throws {
        let box = try ShapeGeometry.make(size: CGSize(width: 40, height: 40), bounds: .rectangle)
        let (world, i, j) = pair(box, at: Vec2(0, 0), box, at: Vec2(10, 39))
        let m = Collide.polygons(world.shapeView(i), world.transform(i), world.shapeView(j), world.transform(j), margin: 2)
        #expect(m.pointCount == 2)
        let w0 = m.worldPoint(0, world.transform(i), 0, world.transform(j), 0)
        let w1 = m.worldPoint(1, world.transform(i), 0, world.transform(j), 0)
        #expect(isClose(w0.separation, -1, tolerance: 1e-9) && isClose(w1.separation, -1, tolerance: 1e-9))
        #expect(isClose(w0.normal.y, 1, tolerance: 1e-12))
        #expect(m.p0.id != m.p1.id)
        // Moving a little keeps the same features.
        let (world2, i2, j2) = pair(box, at: Vec2(0, 0), box, at: Vec2(11, 38.5))
        let m2 = Collide.polygons(world2.shapeView(i2), world2.transform(i2), world2.shapeView(j2), world2.transform(j2), margin: 2)
        #expect(Set([m.p0.id, m.p1.id]) == Set([m2.p0.id, m2.p1.id]))
    }

    @Test func separatedShapesBeyondTheMarginGiveNoPoints() throws {
        let box = try ShapeGeometry.make(size: CGSize(width: 40, height: 40), bounds: .rectangle)
        let circle = try ShapeGeometry.make(size: CGSize(width: 20, height: 20), bounds: .ellipse)
        let (w, i, j) = pair(box, at: Vec2(0, 0), box, at: Vec2(43, 0))
        #expect(Collide.polygons(w.shapeView(i), w.transform(i), w.shapeView(j), w.transform(j), margin: 2).pointCount == 0)
        let (w2, i2, j2) = pair(box, at: Vec2(0, 0), circle, at: Vec2(0, 33))
        #expect(Collide.polygonCircle(w2.shapeView(i2), w2.transform(i2), w2.shapeView(j2), w2.transform(j2), margin: 2).pointCount == 0)
        let (w3, i3, j3) = pair(circle, at: Vec2(0, 0), circle, at: Vec2(23, 0))
        #expect(Collide.circles(w3.shapeView(i3), w3.transform(i3), w3.shapeView(j3), w3.transform(j3), margin: 2).pointCount == 0)
    }

    @Test func circleAgainstBoxFaceAndCorner() throws {
        let box = try ShapeGeometry.make(size: CGSize(width: 40, height: 40), bounds: .rectangle)
        let circle = try ShapeGeometry.make(size: CGSize(width: 20, height: 20), bounds: .ellipse)
        let (w, i, j) = pair(box, at: Vec2(0, 0), circle, at: Vec2(5, 29))
        let face = Collide.polygonCircle(w.shapeView(i), w.transform(i), w.shapeView(j), w.transform(j), margin: 2)
        #expect(face.pointCount == 1)
        let wp = face.worldPoint(0, w.transform(i), 0, w.transform(j), 10)
        #expect(isClose(wp.separation, -1, tolerance: 1e-9) && isClose(wp.normal.y, 1, tolerance: 1e-12))
        let (w2, i2, j2) = pair(box, at: Vec2(0, 0), circle, at: Vec2(27, 27))
        let corner = Collide.polygonCircle(w2.shapeView(i2), w2.transform(i2), w2.shapeView(j2), w2.transform(j2), margin: 2)
        #expect(corner.pointCount == 1)
        let cp = corner.worldPoint(0, w2.transform(i2), 0, w2.transform(j2), 10)
        #expect(isClose(cp.separation, 7 * 2.0.squareRoot() - 10, tolerance: 1e-9))
        #expect(isClose(cp.normal.x, cp.normal.y, tolerance: 1e-12))
    }

    @Test func circlesReportTheirGap() throws {
        let circle = try ShapeGeometry.make(size: CGSize(width: 20, height: 20), bounds: .ellipse)
        let (w, i, j) = pair(circle, at: Vec2(0, 0), circle, at: Vec2(12, 16))
        let m = Collide.circles(w.shapeView(i), w.transform(i), w.shapeView(j), w.transform(j), margin: 2)
        let wp = m.worldPoint(0, w.transform(i), 10, w.transform(j), 10)
        #expect(isClose(wp.separation, 0, tolerance: 1e-9))
        #expect(isClose(wp.normal.x, 0.6, tolerance: 1e-12) && isClose(wp.normal.y, 0.8, tolerance: 1e-12))
    }

    @Test(arguments: 0..<20)
    func rotatedBoxesAgreeWithBruteForceSeparation(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let a = try ShapeGeometry.make(size: CGSize(width: 30, height: 50), bounds: .rectangle)
        let b = try ShapeGeometry.make(size: CGSize(width: 40, height: 20), bounds: .rectangle)
        let (w, i, j) = pair(a, at: Vec2(0, 0), angle: Double.random(in: 0...6, using: &rng),
                             b, at: Vec2(Double.random(in: -40...40, using: &rng), Double.random(in: -40...40, using: &rng)),
                             angle: Double.random(in: 0...6, using: &rng))
        let m = Collide.polygons(w.shapeView(i), w.transform(i), w.shapeView(j), w.transform(j), margin: 2)
        let deepest = (0..<m.pointCount).map { m.worldPoint($0, w.transform(i), 0, w.transform(j), 0).separation }.min()
        // Brute-force SAT separation over both shapes' edge normals.
        func sat(_ p: Int, _ q: Int) -> Double {
            let sp = w.shapeView(p), sq = w.shapeView(q)
            var best = -Double.infinity
            for e in 0..<sp.count {
                let n = w.transform(p).q.apply(sp.normals[e]), v = w.transform(p).apply(sp.vertices[e])
                let s = (0..<sq.count).map { dot(n, w.transform(q).apply(sq.vertices[$0]) - v) }.min()!
                best = max(best, s)
            }
            return best
        }
        let separation = max(sat(i, j), sat(j, i))
        if separation > 2 {
            #expect(m.pointCount == 0)
        } else if separation < -0.1 {
            let d = try #require(deepest)
            #expect(isClose(d, separation, tolerance: 0.06))
        }
    }

    /// Every number of a manifold, as bits (for comparing two manifolds exactly).
    func bits(_ m: Manifold) -> [UInt64] {
        var b = [UInt64(m.type.rawValue), UInt64(m.pointCount), m.localNormal.x.bitPattern, m.localNormal.y.bitPattern,
                 m.localPoint.x.bitPattern, m.localPoint.y.bitPattern]
        for k in 0..<m.pointCount { b += [m[k].localPoint.x.bitPattern, m[k].localPoint.y.bitPattern, UInt64(m[k].id)] }
        return b
    }

    /// Rectangles' separations are read from one corner (``Collide/isBox(_:)``): their manifolds are exactly
    /// those of the search over every vertex, for rectangles of any size and pose: resting on each other,
    /// edges flush, corner to corner, quarter turns and diagonals (where faces tie), turned anyhow, and apart.
    @Test func rectanglesGiveExactlyTheManifoldsOfTheSearchOverEveryVertex() throws {
        var rng = SplitMix64(seed: 34)
        let turns: [Double] = [0, .pi / 2, .pi, -.pi / 2, .pi / 4, 3 * .pi / 4, -.pi / 4]
        var withPoints = 0, tieProne = 0
        for n in 0..<6000 {
            // Every third pair: whole and half points everywhere and quarter turns or diagonals, so that
            // separations tie exactly; the others anywhere.
            let exact = n % 3 == 0
            func size() -> Double { exact ? Double(Int.random(in: 2...40, using: &rng)) : Double.random(in: 2...80, using: &rng) }
            func angle() -> Double { exact ? turns[Int.random(in: 0..<turns.count, using: &rng)] : Double.random(in: -.pi ... .pi, using: &rng) }
            let wa = size(), ha = size(), wb = size(), hb = size()
            let a = try ShapeGeometry.make(size: CGSize(width: wa, height: ha), bounds: .rectangle)
            let b = n % 5 == 1 ? ShapeGeometry.box(width: wb, height: hb) : try ShapeGeometry.make(size: CGSize(width: wb, height: hb), bounds: .rectangle)
            let reach = 0.5 * (max(wa, ha) + max(wb, hb)) + 3
            let offset = exact ? Vec2(Double(Int.random(in: -Int(2 * reach)...Int(2 * reach), using: &rng)) / 2,
                                      Double(Int.random(in: -Int(2 * reach)...Int(2 * reach), using: &rng)) / 2)
                : Vec2(Double.random(in: -reach...reach, using: &rng), Double.random(in: -reach...reach, using: &rng))
            let (w, i, j) = pair(a, at: Vec2(100, 200), angle: angle(), b, at: Vec2(100, 200) + offset, angle: angle())
            let sa = w.shapeView(i), sb = w.shapeView(j)
            #expect(sa.isBox && sb.isBox)
            var ga = sa, gb = sb
            ga.isBox = false
            gb.isBox = false
            let m = Collide.polygons(sa, w.transform(i), sb, w.transform(j), margin: 2)
            let general = Collide.polygons(ga, w.transform(i), gb, w.transform(j), margin: 2)
            #expect(bits(m) == bits(general), "pair \(n)")
            if m.pointCount > 0 { withPoints += 1 }
            if exact && m.pointCount > 0 { tieProne += 1 }
        }
        #expect(withPoints > 1500 && tieProne > 500)
    }

    @Test func onlyAxisAlignedRectanglesAreBoxes() throws {
        let world = World()
        func isBox(_ g: ShapeGeometry?) -> Bool { world.shapeView(world.createBody(at: .zero, angle: 0.3, shape: g, isDynamic: true)).isBox }
        #expect(isBox(try ShapeGeometry.make(size: CGSize(width: 30, height: 12), bounds: .rectangle)))
        #expect(isBox(ShapeGeometry.box(width: 5, height: 50)))
        // A rectangle path off center is still one (its vertices are taken about its centroid).
        #expect(isBox(try ShapeGeometry.make(size: CGSize(width: 30, height: 30), bounds: .polygon([CGPoint(x: 2, y: 3), CGPoint(x: 20, y: 3), CGPoint(x: 20, y: 9), CGPoint(x: 2, y: 9)]))))
        // Turned in its own frame, a diamond, a triangle, an ellipse's polygon, a circle, a segment: not.
        #expect(!isBox(try ShapeGeometry.make(size: CGSize(width: 30, height: 30), bounds: .polygon([CGPoint(x: 0, y: 1), CGPoint(x: 10, y: 0), CGPoint(x: 11, y: 10), CGPoint(x: 1, y: 11)]))))
        #expect(!isBox(try ShapeGeometry.make(size: CGSize(width: 30, height: 30), bounds: .polygon([CGPoint(x: 0, y: 5), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 5, y: 10)]))))
        #expect(!isBox(try ShapeGeometry.make(size: CGSize(width: 30, height: 30), bounds: .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]))))
        // Four-sided with three right angles' worth of equal coordinates, one corner off: not.
        for corners in [[(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (2.0, 10.0)], [(0, 0), (10, 0), (10, 10), (0, 12)],
                        [(0, 0), (10, 0), (12, 10), (0, 10)], [(0, 0), (10, 2), (10, 10), (0, 10)]] {
            let points = corners.map { CGPoint(x: $0.0, y: $0.1) }
            #expect(!isBox(try ShapeGeometry.make(size: CGSize(width: 30, height: 30), bounds: .polygon(points))), "\(corners)")
        }
        #expect(!isBox(try ShapeGeometry.make(size: CGSize(width: 30, height: 20), bounds: .ellipse)))
        #expect(!isBox(try ShapeGeometry.make(size: CGSize(width: 20, height: 20), bounds: .ellipse)))
        #expect(!isBox(ShapeGeometry.segment(Vec2(0, 0), Vec2(10, 0))))
    }
}
