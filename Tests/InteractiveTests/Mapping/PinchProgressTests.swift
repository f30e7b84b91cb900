import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct PinchProgressTests {
    @Test(arguments: [(CGFloat(1), CGFloat(0)), (0.75, 0.25), (0.5, 0.5), (0.1, 0.9), (0, 1), (-2, 1), (1.5, 0), (40, 0)])
    func progressIsOneMinusRelativeScaleClamped(scale: CGFloat, expected: CGFloat) throws {
        let pinch = try PinchProgress(startScale: 1)
        #expect(pinch.progress(forScale: scale) == expected)
    }

    @Test func progressIsRelativeToTheStartScale() throws {
        let pinch = try PinchProgress(startScale: 2)
        #expect(pinch.progress(forScale: 1) == 0.5)
        #expect(pinch.progress(forScale: 2) == 0)
        #expect(pinch.progress(forScale: 3) == 0)
    }

    @Test func pinchingOutwardsNeverGoesNegative() throws {
        var random = SplitMix64(seed: 7)
        let pinch = try PinchProgress(startScale: 1.1)
        for _ in 0..<1000 {
            let scale = CGFloat.random(in: 1.1...1000, using: &random)
            #expect(pinch.progress(forScale: scale) == 0)
        }
    }

    @Test func nonFiniteScaleHasNoProgress() throws {
        let pinch = try PinchProgress()
        #expect(pinch.progress(forScale: .nan) == nil)
        #expect(pinch.progress(forScale: .infinity) == nil)
        #expect(pinch.sample(scale: .nan).progress.isNaN)
    }

    @Test(arguments: [CGFloat(0), -1, .nan, .infinity, -.infinity])
    func invalidStartScaleIsRejected(scale: CGFloat) {
        #expect(throws: GestureMappingError.self) { try PinchProgress(startScale: scale) }
    }

    @Test func velocityIsTheNegatedScaleVelocityOverTheStartScale() throws {
        let pinch = try PinchProgress(startScale: 2)
        #expect(pinch.progressVelocity(forScaleVelocity: -4) == 2)   // pinching in: towards finishing
        #expect(pinch.progressVelocity(forScaleVelocity: 3) == -1.5) // pinching out: away
        #expect(pinch.progressVelocity(forScaleVelocity: .nan) == nil)
    }

    @Test func sampleCarriesProgressVelocityAndTheRawVelocity() throws {
        let pinch = try PinchProgress(startScale: 1)
        let sample = pinch.sample(scale: 0.8, velocity: -2.5, time: 3)
        #expect(isClose(sample.progress, 0.2))
        #expect(sample.velocity == 2.5)
        #expect(sample.rawVelocity == -2.5)
        #expect(sample.time == 3)
        #expect(pinch.sample(scale: 0.8).velocity == nil)
    }

    /// The preset needs no `try` and is exactly the mapper for a start scale of 1.
    @Test func theStandardPresetStartsAtScaleOne() throws {
        let standard = PinchProgress.standard
        #expect(standard == (try PinchProgress(startScale: 1)))
        #expect(standard.progress(forScale: 0.5) == 0.5)
    }
}
