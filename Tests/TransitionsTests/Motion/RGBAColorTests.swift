import Foundation
import Testing
@testable import Transitions

@Suite struct RGBAColorTests {
    @Test func componentsAreClampedAndNaNBecomesZero() {
        let c = RGBAColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(c == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(RGBAColor(white: 0.5).red == 0.5)
        #expect(RGBAColor.black.withAlpha(-3) == .clear)
    }

    @Test func presets() {
        #expect(RGBAColor.black == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(RGBAColor.white == RGBAColor(white: 1))
        #expect(RGBAColor.clear.alpha == 0)
        #expect(RGBAColor.dimming == RGBAColor(white: 0, alpha: 0.4))
    }

    @Test func interpolationIsComponentWiseAndClamped() {
        let mid = RGBAColor.black.interpolated(to: .white, fraction: 0.5)
        #expect(isClose(mid.red, 0.5) && isClose(mid.green, 0.5) && isClose(mid.blue, 0.5) && mid.alpha == 1)
        #expect(RGBAColor.black.interpolated(to: .white, fraction: 1.7) == .white)
        #expect(RGBAColor.black.interpolated(to: .white, fraction: -0.3) == .black)
        #expect(RGBAColor.red.interpolated(to: .blue, fraction: .nan) == .red)
    }

    @Test func combiningClampsOnlyTheResult() {
        // Catmull-Rom style weights with negative lobes: the blend leaves 0…1 and is clamped.
        let c = RGBAColor.combining((.white, .black, .black, .white), weights: (-0.5, 1, 1, -0.5))
        #expect(c == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        let d = RGBAColor.combining((.black, .white, .white, .black), weights: (-0.5, 1, 1, -0.5))
        #expect(d == .white)
    }

    @Test func hostileInputsStayInRange() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            let a = RGBAColor(red: rng.hostileCGFloat(), green: rng.hostileCGFloat(), blue: rng.hostileCGFloat(), alpha: rng.hostileCGFloat())
            let b = RGBAColor(red: rng.hostileCGFloat(), green: rng.hostileCGFloat(), blue: rng.hostileCGFloat(), alpha: rng.hostileCGFloat())
            let c = a.interpolated(to: b, fraction: rng.hostileCGFloat())
            for component in [c.red, c.green, c.blue, c.alpha] {
                #expect(component >= 0 && component <= 1)
            }
        }
    }
}
