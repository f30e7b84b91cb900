import Foundation
import Testing
@testable import Transitions

@Suite struct Transform3DMappingTests {
    @Test func inverseUndoesRandomTransforms() throws {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<500 {
            let t = rng.transform(perspective: Bool.random(using: &rng))
            let inverse = try #require(t.inverted())
            #expect(isClose(t.concatenating(inverse), .identity, tolerance: 1e-9))
            #expect(isClose(inverse.concatenating(t), .identity, tolerance: 1e-9))
        }
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform3D(scaleX: 1, y: 1, z: 0).inverted() == nil)
        #expect(Transform3D(scaleX: 0, y: 1).determinant == 0)
    }

    @Test func determinantOfScaleIsTheProduct() {
        #expect(isClose(Transform3D(scaleX: 2, y: 3, z: 4).determinant, 24))
        #expect(isClose(Transform3D(rotationAngle: 0.7, x: 1, y: 1, z: 0).determinant, 1))
    }

    @Test func perspectiveShrinksPointsPushedAway() {
        // A layer flipped 60° about y with eye distance 500: its right edge (x = 100) turns away
        // (z = −100·sin 60°... with CA's sense) or towards the eye; check against the formula.
        let angle: CGFloat = .pi / 3
        let t = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500))
        let p = t.project(CGPoint(x: 100, y: 50))
        // Row-vector rotation about y: x' = x·cos, z' = −x·sin·(−1)… use the matrix directly.
        let r = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        let x = 100 * r.m11, z = 100 * r.m13
        let w = 1 - z / 500
        #expect(isClose(p, CGPoint(x: x / w, y: 50 / w)))
    }

    @Test func pointsBehindTheEyeStayFinite() {
        let t = Transform3D.perspective(eyeDistance: 100)
        let v = t.transform(Vector3(x: 10, y: 10, z: 100))  // w = 0
        #expect(v.isFinite)
        let behind = t.transform(Vector3(x: 10, y: 10, z: 300))  // w < 0
        #expect(behind.isFinite)
    }
}
