import Foundation
import Testing
@testable import Dynamics

@Suite struct ShapeGeometryTests {
    @Test func rectangleAreaAndInertia() throws {
        let g = try ShapeGeometry.make(size: CGSize(width: 100, height: 100), bounds: .rectangle)
        #expect(g.mass(density: 1) == 1)
        #expect(isClose(g.inertia(density: 1), (100.0 * 100 + 100 * 100) / 12, relative: 1e-12))
        #expect(g.centroid == .zero)
    }

    @Test func squareEllipseIsACircleOtherwiseAPolygon() throws {
        let circle = try ShapeGeometry.make(size: CGSize(width: 30, height: 30), bounds: .ellipse)
        #expect(circle.kind == .circle && circle.radius == 15)
        let oval = try ShapeGeometry.make(size: CGSize(width: 60, height: 30), bounds: .ellipse)
        #expect(oval.kind == .polygon && oval.vertices.count == 16)
        #expect(isClose(oval.area, .pi * 30 * 15, relative: 0.03))
    }

    @Test func polygonUsesTheConvexHullAndItsCentroid() throws {
        let g = try ShapeGeometry.make(size: CGSize(width: 1, height: 1), bounds: .polygon([
            CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 30, y: 30), CGPoint(x: 0, y: 30), CGPoint(x: 15, y: 15),
        ]))
        #expect(g.vertices.count == 4)
        #expect(isClose(g.area, 900, relative: 1e-12))
        #expect(isClose(g.centroid.x, 15, tolerance: 1e-9) && isClose(g.centroid.y, 15, tolerance: 1e-9))
        // Counter-clockwise in the math sense: positive signed area.
        var area = 0.0
        for k in g.vertices.indices { area += cross(g.vertices[k], g.vertices[(k + 1) % g.vertices.count]) / 2 }
        #expect(area > 0)
    }

    @Test func manyPointHullsAreResampledTo32() throws {
        let points = (0..<100).map { k in CGPoint(x: cos(Double(k) / 100 * 2 * .pi) * 50, y: sin(Double(k) / 100 * 2 * .pi) * 50) }
        let g = try ShapeGeometry.make(size: CGSize(width: 1, height: 1), bounds: .polygon(points))
        #expect(g.vertices.count == 32)
    }

    @Test func degenerateInputIsRejected() {
        #expect(throws: DynamicsError.invalidCollisionPath) {
            try ShapeGeometry.make(size: CGSize(width: 1, height: 1), bounds: .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0)]))
        }
        #expect(throws: DynamicsError.invalidSize(width: 2_000_000, height: 1)) {
            try ShapeGeometry.make(size: CGSize(width: 2_000_000, height: 1), bounds: .rectangle)
        }
        #expect(ShapeGeometry.segment(Vec2(1, 1), Vec2(1, 1)) == nil)
    }
}
