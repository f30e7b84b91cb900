import Foundation
import Testing
@testable import GalleryRendering
import Transitions

@Suite struct HomographyTests {
    @Test func translationAndScaleMapPoints() throws {
        let map = Homography.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: -5))
        let p = try #require(map.apply(CGPoint(x: 1, y: 1)))
        // Row vectors: scale first, then translate.
        #expect(p == CGPoint(x: 12, y: -2))
    }

    @Test func inverseUndoesTheMap() throws {
        var rng = SplitMix64(seed: 7)
        var checked = 0
        for _ in 0..<500 {
            let map = Homography(
                m11: .random(in: -3...3, using: &rng), m12: .random(in: -3...3, using: &rng), m13: .random(in: -0.01...0.01, using: &rng),
                m21: .random(in: -3...3, using: &rng), m22: .random(in: -3...3, using: &rng), m23: .random(in: -0.01...0.01, using: &rng),
                m31: .random(in: -100...100, using: &rng), m32: .random(in: -100...100, using: &rng), m33: 1
            )
            guard let inverse = map.inverted() else { continue }
            let point = CGPoint(x: .random(in: 0...50, using: &rng), y: .random(in: 0...50, using: &rng))
            guard let image = map.apply(point), let back = inverse.apply(image) else { continue }
            #expect(isClose(Double(back.x), Double(point.x), within: 1e-6 * max(1, abs(Double(image.x)))))
            #expect(isClose(Double(back.y), Double(point.y), within: 1e-6 * max(1, abs(Double(image.y)))))
            checked += 1
        }
        // Random maps are almost never singular and the points lie in front of the eye: an
        // `inverted()` or `apply(_:)` that gave up would skip the round trip, not pass it.
        #expect(checked >= 450)
    }

    @Test func singularAndNonFiniteMatricesHaveNoInverse() {
        #expect(Homography.scale(x: 0, y: 1).inverted() == nil)
        var map = Homography.identity
        map.m11 = .nan
        #expect(map.inverted() == nil)
        #expect(!map.isFinite)
    }

    @Test func pointsBehindTheEyeHaveNoImage() {
        // w = 1 - x / 100: x = 100 is at the eye, beyond it behind.
        let map = Homography(m11: 1, m12: 0, m13: -0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(map.apply(CGPoint(x: 50, y: 0)) == CGPoint(x: 100, y: 0))
        #expect(map.apply(CGPoint(x: 100, y: 0)) == nil)
        #expect(map.apply(CGPoint(x: 150, y: 0)) == nil)
    }

    /// A layer rotated about y with Core Animation's perspective, projected with the full 4×4
    /// matrix, lands exactly where the z = 0 homography puts it.
    @Test(arguments: [0.0, 0.3, 1.0, 1.4, -1.2])
    func matchesTheFourByFourProjectionOnThePlane(angle: Double) throws {
        // CATransform3DMakeRotation(angle, 0, 1, 0) then m34 = -1/500, in row-vector form.
        let c = cos(angle), s = sin(angle)
        var m = [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]
        let perspective = [[1.0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1.0 / 500], [0, 0, 0, 1]]
        m = (0..<4).map { r in (0..<4).map { col in (0..<4).reduce(0) { $0 + m[r][$1] * perspective[$1][col] } } }
        let map = Homography(transform3DM11: m[0][0], m12: m[0][1], m14: m[0][3], m21: m[1][0], m22: m[1][1], m24: m[1][3], m41: m[3][0], m42: m[3][1], m44: m[3][3])
        for (x, y) in [(-100.0, -50.0), (120, 30), (0, 0), (80, -200)] {
            let v = (0..<4).map { col in x * m[0][col] + y * m[1][col] + 0 * m[2][col] + 1 * m[3][col] }
            let image = try #require(map.apply(CGPoint(x: x, y: y)))
            #expect(isClose(Double(image.x), v[0] / v[3], within: 1e-9))
            #expect(isClose(Double(image.y), v[1] / v[3], within: 1e-9))
        }
    }
}
