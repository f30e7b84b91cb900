import Foundation
import Testing
@testable import Transitions

@Suite struct QuaternionTests {
    @Test func axisAngle() {
        let q = Quaternion(angle: .pi, axis: Vector3(x: 0, y: 0, z: 2))
        #expect(isClose(q.z, 1) && isClose(q.w, 0))
        #expect(Quaternion(angle: 1, axis: .zero) == .identity)
        #expect(Quaternion(angle: .nan, axis: Vector3(x: 1, y: 0)) == .identity)
    }

    @Test func slerpFollowsTheShortArcAtConstantSpeed() {
        let a = Quaternion.identity
        let b = Quaternion(angle: .pi / 2, axis: Vector3(x: 0, y: 0, z: 1))
        for step in 0...10 {
            let f = CGFloat(step) / 10
            let expected = Quaternion(angle: f * .pi / 2, axis: Vector3(x: 0, y: 0, z: 1))
            #expect(isClose(abs(a.slerp(to: b, fraction: f).dot(expected)), 1, tolerance: 1e-12))
        }
        // −q is the same rotation: slerp must not take the long way round.
        let negated = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
        let mid = a.slerp(to: negated, fraction: 0.5)
        let expected = Quaternion(angle: .pi / 4, axis: Vector3(x: 0, y: 0, z: 1))
        #expect(isClose(abs(mid.dot(expected)), 1, tolerance: 1e-12))
        #expect(a.slerp(to: b, fraction: .nan) == a)
    }
}
