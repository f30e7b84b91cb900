import Foundation
import Testing
@testable import Transitions

@Suite struct Transform3DDecompositionTests {
    @Test func identityDecomposesToIdentityParts() throws {
        let d = try #require(Transform3D.identity.decomposed())
        #expect(d == Transform3D.Decomposition())
    }

    @Test func knownPartsAreRecovered() throws {
        let t = Transform3D(scaleX: 2, y: 3, z: 4)
            .concatenating(Transform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 10, y: -20, z: 5))
        let d = try #require(t.decomposed())
        #expect(isClose(d.scale, Vector3(x: 2, y: 3, z: 4)))
        #expect(isClose(d.translation, Vector3(x: 10, y: -20, z: 5)))
        #expect(isClose(d.skew, .zero))
        let expected = Quaternion(angle: .pi / 3, axis: Vector3(x: 0, y: 0, z: 1))
        #expect(isClose(abs(d.rotation.dot(expected)), 1))
    }

    @Test func perspectiveIsRecovered() throws {
        let d = try #require(Transform3D.perspective(eyeDistance: 500).decomposed())
        #expect(isClose(d.perspective.z, -1.0 / 500))
        #expect(isClose(d.perspective.w, 1))
    }

    @Test func homogeneousFactorIsKeptSoRecompositionIsExact() throws {
        // A z translation followed by perspective gives m44 = 1 + tz·m34 ≠ 1.
        let t = Transform3D(translationX: 0, y: 0, z: 100).concatenating(.perspective(eyeDistance: 500))
        #expect(t.m44 != 1)
        let d = try #require(t.decomposed())
        #expect(isClose(Transform3D(d), t))
    }

    @Test func reflectionIsCarriedByTheScale() throws {
        let t = Transform3D(scaleX: -1, y: 1)
        let d = try #require(t.decomposed())
        #expect(d.scale.x * d.scale.y * d.scale.z < 0)
        #expect(isClose(Transform3D(d), t))
    }

    @Test(arguments: [false, true])
    func randomTransformsRoundTripTo1e9(perspective: Bool) throws {
        var rng = SplitMix64(seed: perspective ? 2 : 1)
        for _ in 0..<1000 {
            let t = rng.transform(perspective: perspective)
            let d = try #require(t.decomposed())
            #expect(isClose(Transform3D(d), t, tolerance: 1e-9), "\(t)")
        }
    }

    @Test func skewedMatricesRoundTrip() throws {
        var t = Transform3D.identity
        t.m21 = 0.5  // x += 0.5·y
        t.m31 = -0.25
        t.m32 = 0.75
        let d = try #require(t.decomposed())
        #expect(d.skew != .zero)
        #expect(isClose(Transform3D(d), t))
    }

    @Test func singularOrNonFiniteCannotBeDecomposed() {
        #expect(Transform3D(scaleX: 0, y: 0).decomposed() == nil)
        var t = Transform3D.identity
        t.m12 = .nan
        #expect(t.decomposed() == nil)
    }

    @Test func interpolationTakesTheShortestRotationLikeCoreAnimation() {
        let from = Transform3D.identity
        let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isClose(from.interpolated(to: quarter, fraction: 0.5), Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)))
        // 1.5π is −0.5π the short way: halfway is −π/4, not 0.75π.
        let threeQuarters = Transform3D(rotationAngle: 1.5 * .pi, x: 0, y: 0, z: 1)
        #expect(isClose(
            from.interpolated(to: threeQuarters, fraction: 0.5),
            Transform3D(rotationAngle: -.pi / 4, x: 0, y: 0, z: 1)
        ))
    }

    @Test func interpolationBlendsScaleAndTranslationLinearly() {
        let a = Transform3D(scaleX: 1, y: 1).concatenating(Transform3D(translationX: 0, y: 0))
        let b = Transform3D(scaleX: 3, y: 5).concatenating(Transform3D(translationX: 100, y: 40))
        let mid = a.interpolated(to: b, fraction: 0.25)
        let expected = Transform3D(scaleX: 1.5, y: 2).concatenating(Transform3D(translationX: 25, y: 10))
        #expect(isClose(mid, expected))
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func zeroScaleFallsBackToEntryBlending() {
        let zero = Transform3D(scaleX: 0, y: 0)
        let mid = zero.interpolated(to: .identity, fraction: 0.5)
        #expect(isClose(mid, Transform3D(scaleX: 0.5, y: 0.5, z: 1)))
    }
}
