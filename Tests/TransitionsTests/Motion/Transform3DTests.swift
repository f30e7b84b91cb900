import Foundation
import Testing
@testable import Transitions

@Suite struct Transform3DTests {
    @Test func identityMapsPointsToThemselves() {
        #expect(Transform3D.identity.isIdentity)
        #expect(Transform3D.identity.project(CGPoint(x: 3, y: -4)) == CGPoint(x: 3, y: -4))
    }

    @Test func translationLivesInRowFour() {
        let t = Transform3D(translationX: 10, y: 20, z: 30)
        #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30)
        #expect(t.transform(Vector3(x: 1, y: 1, z: 1)) == Vector3(x: 11, y: 21, z: 31))
    }

    @Test func quarterTurnAboutZIsClockwiseOnAYDownScreen() {
        // CATransform3DMakeRotation(π/2, 0, 0, 1): m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isClose(r.m11, 0) && isClose(r.m12, 1) && isClose(r.m21, -1) && isClose(r.m22, 0))
        // Right (1, 0) turns to down (0, 1).
        #expect(isClose(r.project(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)))
    }

    @Test func rotationAboutArbitraryAxisIsOrthonormalAndKeepsTheAxis() {
        let r = Transform3D(rotationAngle: 1.1, x: 1, y: 2, z: 3)
        let axis = Vector3(x: 1, y: 2, z: 3)
        #expect(isClose(r.transform(axis), axis))
        #expect(isClose(r.determinant, 1))
        // Axis length does not matter.
        #expect(isClose(r, Transform3D(rotationAngle: 1.1, x: 2, y: 4, z: 6)))
    }

    @Test func zeroOrNonFiniteAxisGivesIdentity() {
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0).isIdentity)
        #expect(Transform3D(rotationAngle: .nan, x: 0, y: 0, z: 1).isIdentity)
        #expect(Transform3D(rotationAngle: 1, x: .infinity, y: 0, z: 1).isIdentity)
    }

    @Test func concatenationAppliesSelfFirst() {
        let translate = Transform3D(translationX: 10, y: 0)
        let scale = Transform3D(scaleX: 2, y: 2)
        // Translate then scale: (0, 0) → (10, 0) → (20, 0).
        #expect(translate.concatenating(scale).project(.zero) == CGPoint(x: 20, y: 0))
        // Scale then translate: (0, 0) → (0, 0) → (10, 0).
        #expect(scale.concatenating(translate).project(.zero) == CGPoint(x: 10, y: 0))
    }

    @Test func translateScaleRotateApplyBeforeSelfLikeCoreAnimation() {
        // CATransform3DTranslate(t, …) = Concat(MakeTranslation(…), t).
        let s = Transform3D(scaleX: 2, y: 3)
        #expect(s.translatedBy(x: 10, y: 10) == Transform3D(translationX: 10, y: 10).concatenating(s))
        #expect(s.translatedBy(x: 10, y: 10).project(.zero) == CGPoint(x: 20, y: 30))
        #expect(s.scaledBy(x: 5, y: 1) == Transform3D(scaleX: 5, y: 1).concatenating(s))
        let r = s.rotated(by: 0.3, x: 0, y: 0, z: 1)
        #expect(isClose(r, Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).concatenating(s)))
    }

    @Test func nonFiniteArgumentsAreIdentityValues() {
        #expect(Transform3D(translationX: .nan, y: .infinity, z: -.infinity).isIdentity)
        #expect(Transform3D(scaleX: .nan, y: .infinity, z: -.infinity).isIdentity)
    }

    @Test func perspectiveSetsM34() {
        #expect(Transform3D.perspective(eyeDistance: 500).m34 == -1.0 / 500)
        #expect(Transform3D.perspective(eyeDistance: 0).isIdentity)
        #expect(Transform3D.perspective(eyeDistance: -3).isIdentity)
        #expect(Transform3D.perspective(eyeDistance: .nan).isIdentity)
    }

    @Test func affineConversions() {
        let affine = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = Transform3D(affine)
        #expect(t.isAffine)
        #expect(t.affineTransform == affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
        // Same point mapping as the 2D transform.
        let p = CGPoint(x: 7, y: -2)
        #expect(t.project(p) == affine.apply(to: p))
        let flip = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
        #expect(!flip.isAffine)
        #expect(flip.affineTransform == nil)
        #expect(!Transform3D.perspective(eyeDistance: 500).isAffine)
        #expect(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).isAffine)
    }

    @Test func appliedAboutAnchorKeepsTheAnchorFixed() {
        let anchor = CGPoint(x: 0, y: 400)  // the lower-left corner of a 300×400 view at the origin
        let swing = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).applied(aboutAnchor: anchor)
        #expect(isClose(swing.project(anchor), anchor))
        // The upper-left corner (0, 0) is 400 above the pivot; a clockwise quarter turn puts it
        // 400 to the right of the pivot.
        #expect(isClose(swing.project(.zero), CGPoint(x: 400, y: 400)))
    }

    @Test func hostileEntriesNeverProduceNonFiniteResults() {
        var rng = SplitMix64(seed: 0x7F3D)
        for _ in 0..<2000 {
            var t = Transform3D.identity
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: t = Transform3D(translationX: rng.hostileCGFloat(), y: rng.hostileCGFloat(), z: rng.hostileCGFloat())
            case 1: t = Transform3D(scaleX: rng.hostileCGFloat(), y: rng.hostileCGFloat(), z: rng.hostileCGFloat())
            case 2:
                t = Transform3D(
                    rotationAngle: rng.hostileCGFloat(),
                    x: rng.hostileCGFloat(), y: rng.hostileCGFloat(), z: rng.hostileCGFloat()
                )
            default: t = .perspective(eyeDistance: rng.hostileCGFloat())
            }
            let u = Transform3D(entries: (0..<16).map { _ in rng.hostileCGFloat() })
            let results = [
                t, t.concatenating(u), u.concatenating(t), t.applied(aboutAnchor: CGPoint(x: rng.hostileCGFloat(), y: 1)),
                t.interpolated(to: u, fraction: rng.hostileCGFloat()),
                t.translatedBy(x: rng.hostileCGFloat(), y: 1).scaledBy(x: rng.hostileCGFloat(), y: 2),
            ]
            for result in results {
                #expect(result.isFinite)
            }
            let p = u.project(CGPoint(x: rng.hostileCGFloat(), y: rng.hostileCGFloat()))
            #expect(p.x.isFinite && p.y.isFinite)
            #expect(u.determinant.isFinite)
            if let inverse = u.inverted() {
                #expect(inverse.isFinite)
            }
        }
    }
}
