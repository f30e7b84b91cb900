import Foundation
import Testing
@testable import Transitions

@Suite struct SpringTests {
    @Test func defaultsAreCASpringAnimations() {
        let spring = Spring()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
        #expect(!spring.allowsOverdamping)
        #expect(spring == .coreAnimationDefault)
    }

    @Test func derivedQuantities() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.naturalFrequency, 10))
        #expect(isClose(spring.dampingRatio, 0.5))
        // m1 k100 c10 → duration 0.63, bounce 0.5.
        #expect(isClose(spring.duration, 0.63, tolerance: 0.01))
        #expect(isClose(spring.bounce, 0.5, tolerance: 0.01))
        #expect(isClose(spring.response, 2 * CGFloat.pi / 10))
        // Mass matters: ω0 = √(k/m), ζ = c / (2√(km)).
        let heavy = Spring(mass: 4, stiffness: 100, damping: 10)
        #expect(isClose(heavy.naturalFrequency, 5))
        #expect(isClose(heavy.dampingRatio, 0.25))
    }

    @Test func durationAndBounce() {
        // Spring(duration: 0.5, bounce: 0.3) → k 157.9, c 17.6.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(spring.stiffness, 157.9, tolerance: 0.1))
        #expect(isClose(spring.damping, 17.6, tolerance: 0.1))
        #expect(spring.mass == 1)
        #expect(isClose(spring.duration, 0.5))
        #expect(isClose(spring.bounce, 0.3))
        // c = 4π(1 − b)/d.
        #expect(isClose(spring.damping, 4 * CGFloat.pi * 0.7 / 0.5))
    }

    @Test(arguments: [-0.9, -0.5, -0.2, 0, 0.2, 0.5, 0.9] as [CGFloat])
    func bounceRoundTrips(bounce: CGFloat) {
        let spring = Spring(duration: 0.7, bounce: bounce)
        #expect(isClose(spring.bounce, bounce, tolerance: 1e-12))
        #expect(isClose(spring.duration, 0.7, tolerance: 1e-12))
        #expect(spring.allowsOverdamping == (bounce < 0))
    }

    @Test func responseAndDampingRatio() {
        let spring = Spring(response: 0.4, dampingRatio: 0.8)
        #expect(isClose(spring.response, 0.4))
        #expect(isClose(spring.dampingRatio, 0.8))
        #expect(isClose(spring.stiffness, pow(2 * CGFloat.pi / 0.4, 2)))
        #expect(Spring(response: 0.4, dampingRatio: 1.5).allowsOverdamping)
    }

    @Test func invalidParametersFallBackToDefaults() {
        let nan = Spring(mass: .nan, stiffness: -.infinity, damping: .infinity)
        #expect(nan.mass == 1 && nan.stiffness == 100 && nan.damping == 10)
        let nonPositive = Spring(mass: 0, stiffness: -5, damping: -1)
        #expect(nonPositive.mass == 1 && nonPositive.stiffness == 100 && nonPositive.damping == 10)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).damping == 0)
        let huge = Spring(mass: 1e300, stiffness: 1e300, damping: 1e300)
        #expect(huge.mass == 1e6 && huge.stiffness == 1e15 && huge.damping == 1e15)
        #expect(Spring(response: .nan, dampingRatio: .nan) == Spring(response: 0.5, dampingRatio: 1))
        #expect(Spring(duration: -1, bounce: .nan) == Spring(duration: 0.5, bounce: 0))
        #expect(isClose(Spring(duration: 1, bounce: -5).bounce, -0.99, tolerance: 1e-9))
    }
}
