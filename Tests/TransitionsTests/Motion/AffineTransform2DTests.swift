import Foundation
import Testing
@testable import Transitions

@Suite struct AffineTransform2DTests {
    @Test func appliesLikeCGAffineTransform() {
        let t = AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        #expect(AffineTransform2D.identity.isIdentity)
    }

    @Test func concatenationAppliesSelfFirst() {
        let translate = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
        let scale = AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        #expect(translate.concatenating(scale).apply(to: .zero) == CGPoint(x: 20, y: 0))
        #expect(scale.concatenating(translate).apply(to: .zero) == CGPoint(x: 10, y: 0))
        // Agrees with the 3D concatenation.
        #expect(Transform3D(translate.concatenating(scale)) == Transform3D(translate).concatenating(Transform3D(scale)))
    }

    @Test func interpolationRotatesTheShortWayAndStays2D() {
        let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).affinePart
        let mid = AffineTransform2D.identity.interpolated(to: quarter, fraction: 0.5)
        let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1).affinePart
        #expect(isClose(mid.a, expected.a) && isClose(mid.b, expected.b))
        #expect(isClose(mid.c, expected.c) && isClose(mid.d, expected.d))
        let scaled = AffineTransform2D(a: 3, b: 0, c: 0, d: 5, tx: 100, ty: 40)
        let quarterWay = AffineTransform2D.identity.interpolated(to: scaled, fraction: 0.25)
        #expect(isClose(quarterWay.a, 1.5) && isClose(quarterWay.d, 2))
        #expect(isClose(quarterWay.tx, 25) && isClose(quarterWay.ty, 10))
        #expect(AffineTransform2D.identity.interpolated(to: scaled, fraction: .nan) == .identity)
    }
}
