import Foundation
import Testing
@testable import Transitions

@Suite struct SpringPresetsTests {
    /// The envelope UIKit's solve targets, evaluated independently of the kit's code.
    static func envelope(ratio: CGFloat, omega: CGFloat, time: CGFloat) -> CGFloat {
        if ratio < 1 {
            return (1 + ratio / (1 - ratio * ratio).squareRoot()) * exp(-ratio * omega * time)
        }
        return (1 + omega * time) * exp(-omega * time)
    }

    @Test(arguments: [0.1, 0.3, 0.5, 0.8, 0.95, 1.0] as [CGFloat], [0.25, 0.4, 1.0, 3.0] as [CGFloat])
    func uiKitSpringEndsAtItsDuration(ratio: CGFloat, duration: CGFloat) {
        let spring = Spring.uiKit(duration: duration, dampingRatio: ratio)
        #expect(spring.mass == 1)
        #expect(isClose(spring.dampingRatio, ratio, tolerance: 1e-12))
        let omega = spring.naturalFrequency
        #expect(isClose(spring.damping, 2 * ratio * omega, tolerance: 1e-9))
        #expect(isClose(Self.envelope(ratio: ratio, omega: omega, time: duration), 0.001, tolerance: 1e-12))
        #expect(isClose(spring.settlingDuration(), duration, tolerance: 1e-6))
    }

    @Test func uiKitClampsLikeUIKit() {
        #expect(Spring.uiKit(duration: 0.4, dampingRatio: 3) == Spring.uiKit(duration: 0.4, dampingRatio: 1))
        #expect(Spring.uiKit(duration: 0.4, dampingRatio: 0) == Spring.uiKit(duration: 0.4, dampingRatio: Spring.minimumUIKitDampingRatio))
        #expect(Spring.uiKit(duration: 0, dampingRatio: 0.5) == Spring.uiKit(duration: 0.01, dampingRatio: 0.5))
        #expect(Spring.uiKit(duration: 100, dampingRatio: 0.5) == Spring.uiKit(duration: 10, dampingRatio: 0.5))
        #expect(Spring.uiKit(duration: .nan, dampingRatio: .nan) == Spring.uiKit(duration: 0.5, dampingRatio: 1))
        #expect(!Spring.uiKit(duration: 0.4, dampingRatio: 1).allowsOverdamping)
    }

    @Test func seedSlideUpOvershoots() {
        // The seed's slide-up: damping 0.8, initial velocity 1.0; an overshoot of a few percent
        // of the travel (≈ 15 points over a few hundred).
        let spring = Spring.uiKit(duration: 0.5, dampingRatio: 0.8)
        let peak = (0...500).map { spring.value(at: CGFloat($0) / 1000, initialVelocity: 1) }.max() ?? 0
        #expect(peak > 1.01 && peak < 1.1)
    }

    @Test func uiKitTimingParametersDefault() {
        let spring = Spring.uiKitTimingParametersDefault
        #expect(spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500)
        #expect(spring.dampingRatio > 1)
    }
}
