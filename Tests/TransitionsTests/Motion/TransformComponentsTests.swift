import Foundation
import Testing
@testable import Transitions

@Suite struct TransformComponentsTests {
    @Test func identityIsTheIdentityTransform() {
        #expect(TransformComponents.identity.transform == .identity)
    }

    @Test func compositionOrderIsScaleRotateTranslatePerspective() {
        let c = TransformComponents(
            translation: Vector3(x: 100, y: 0),
            scale: Vector3(x: 2, y: 2, z: 1),
            rotation: Vector3(x: 0, y: 0, z: .pi / 2),
            perspective: -1.0 / 500
        )
        let expected = Transform3D(scaleX: 2, y: 2)
            .concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 100, y: 0))
            .concatenating(.perspective(eyeDistance: 500))
        #expect(isClose(c.transform, expected))
        // (1, 0) → scaled (2, 0) → turned (0, 2) → moved (100, 2).
        #expect(isClose(c.transform.project(CGPoint(x: 1, y: 0)), CGPoint(x: 100, y: 2)))
    }

    @Test func rotationOrderIsXThenYThenZ() {
        let c = TransformComponents(rotation: Vector3(x: 0.3, y: 0.5, z: 0.7))
        let expected = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1))
        #expect(isClose(c.transform, expected))
    }

    @Test func anglesInterpolateTheWrittenWayUnlikeMatrices() {
        // The swing-drop: from −1.5π to π is a turn of +2.5π.
        let from = TransformComponents.rotation(-1.5 * .pi)
        let to = TransformComponents.rotation(.pi)
        let mid = from.interpolated(to: to, fraction: 0.5)
        #expect(isClose(mid.rotation.z, -0.25 * CGFloat.pi))
        let quarter = from.interpolated(to: to, fraction: 0.2)
        #expect(isClose(quarter.rotation.z, -CGFloat.pi))
        // Matrix interpolation would go the short way (−1.5π ≡ π/2 to π: a quarter turn).
        let matrixMid = from.transform.interpolated(to: to.transform, fraction: 0.5)
        #expect(isClose(matrixMid, TransformComponents.rotation(0.75 * .pi).transform))
        #expect(!isClose(matrixMid, mid.transform, tolerance: 1e-3))
    }

    @Test func nonFiniteComponentsCountAsIdentityValues() {
        let c = TransformComponents(
            translation: Vector3(x: .nan, y: .infinity),
            scale: Vector3(x: .nan, y: 1, z: -.infinity),
            rotation: Vector3(x: .nan, y: .infinity, z: 0),
            perspective: .nan
        )
        #expect(c.transform == .identity)
    }

    @Test func hostileComponentsGiveFiniteTransforms() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<2000 {
            let c = TransformComponents(
                translation: Vector3(x: rng.hostileCGFloat(), y: rng.hostileCGFloat(), z: rng.hostileCGFloat()),
                scale: Vector3(x: rng.hostileCGFloat(), y: rng.hostileCGFloat(), z: rng.hostileCGFloat()),
                rotation: Vector3(x: rng.hostileCGFloat(), y: rng.hostileCGFloat(), z: rng.hostileCGFloat()),
                perspective: rng.hostileCGFloat()
            )
            #expect(c.transform.isFinite)
            #expect(c.interpolated(to: .identity, fraction: rng.hostileCGFloat()).transform.isFinite)
            #expect(c.euclideanDistance(to: .identity).isFinite)
        }
    }
}
