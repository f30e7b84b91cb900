import Foundation
import Testing
@testable import Transitions

@Suite struct Vector3Tests {
    @Test func algebra() {
        let x = Vector3(x: 1, y: 0, z: 0), y = Vector3(x: 0, y: 1, z: 0)
        #expect(x.cross(y) == Vector3(x: 0, y: 0, z: 1))
        #expect(x.dot(y) == 0)
        #expect(Vector3(x: 3, y: 4, z: 12).length == 13)
        #expect(Vector3(x: 0, y: 0, z: 2).normalized == Vector3(x: 0, y: 0, z: 1))
        #expect(Vector3.zero.normalized == nil)
        #expect(Vector3(x: .nan, y: 0, z: 0).normalized == nil)
        #expect(x + y - x == y)
        #expect(-x * 2 == Vector3(x: -2, y: 0, z: 0))
        #expect(Vector3(CGPoint(x: 5, y: 6)).point == CGPoint(x: 5, y: 6))
    }

    @Test func interpolationAndDistance() {
        let a = Vector3(x: 0, y: 10, z: -4), b = Vector3(x: 10, y: 30, z: 4)
        #expect(a.interpolated(to: b, fraction: 0.5) == Vector3(x: 5, y: 20, z: 0))
        #expect(a.interpolated(to: b, fraction: .nan) == a)
        #expect(Vector3.zero.euclideanDistance(to: Vector3(x: 2, y: 3, z: 6)) == 7)
        let blend = Vector3.combining((a, b, a, b), weights: (0.25, 0.25, 0.25, 0.25))
        #expect(blend == Vector3(x: 5, y: 20, z: 0))
    }
}
