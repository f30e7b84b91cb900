import Foundation
import Testing
@testable import Transitions

@Suite struct TrackSamplingTests {
    @Test func samplesTheFunctionAtEvenSteps() {
        let track = Track<CGFloat>.sampled(intervals: 4) { $0 * $0 }
        #expect(track.breakpoints == [0, 0.25, 0.5, 0.75, 1])
        #expect(track.value(at: 0.5) == 0.25)
        #expect(track.value(at: 0.375) == CGFloat(0.15625))  // linear between samples: (0.0625 + 0.25) / 2
        #expect(track.value(at: 2) == 1 && track.value(at: -1) == 0)  // held outside 0…1
    }

    @Test(arguments: [0, -3, Int.min])
    func atLeastOneInterval(intervals: Int) {
        let track = Track<CGFloat>.sampled(intervals: intervals) { 1 + $0 }
        #expect(track.breakpoints == [0, 1])
        #expect(track.value(at: 0.5) == 1.5)
    }

    /// The chord bound quoted in the docs: a point `r` from the axis of a quarter turn sampled at
    /// 32 steps strays by at most r · (1 − cos(π/128)).
    @Test func aSampledTurnStraysByTheChordBound() {
        let radius: CGFloat = 400
        let track = Track<TransformComponents>.sampled(intervals: 32) {
            .turning(by: Vector3(x: 0, y: .pi / 2 * $0, z: 0), about: Vector3(x: 0, y: 0, z: -radius))
        }
        var worst: CGFloat = 0
        for index in 0...1000 {
            let p = CGFloat(index) / 1000
            let exact = TransformComponents.turning(by: Vector3(x: 0, y: .pi / 2 * p, z: 0), about: Vector3(x: 0, y: 0, z: -radius))
            let d = track.value(at: p).transform.transform(.zero) - exact.transform.transform(.zero)
            worst = max(worst, d.length)
        }
        #expect(worst > 0 && worst <= radius * (1 - cos(.pi / 128)) + 1e-9)
    }
}
