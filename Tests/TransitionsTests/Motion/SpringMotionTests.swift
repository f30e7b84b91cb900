import Foundation
import Testing
@testable import Transitions

@Suite struct SpringMotionTests {
    let spring = Spring(mass: 1, stiffness: 200, damping: 15)

    @Test func followsTheNormalisedClosedForm() {
        let motion = SpringMotion(value: 100, velocity: 0, target: 400, spring: spring)
        for step in 1...40 {
            let t = CGFloat(step) / 40
            let advanced = motion.advanced(by: t)
            #expect(isClose(advanced.value, 100 + 300 * spring.value(at: t), tolerance: 1e-9))
            #expect(isClose(advanced.velocity, 300 * spring.velocity(at: t), tolerance: 1e-8))
        }
    }

    @Test func resultDoesNotDependOnTimeSlicing() {
        let start = SpringMotion(value: 0, velocity: 800, target: 250, spring: spring)
        var sliced = start
        for _ in 0..<60 { sliced = sliced.advanced(by: 1.0 / 60) }
        let once = start.advanced(by: 1)
        #expect(isClose(sliced.value, once.value, tolerance: 1e-9))
        #expect(isClose(sliced.velocity, once.velocity, tolerance: 1e-8))
    }

    @Test func retargetingKeepsValueAndVelocity() {
        let moving = SpringMotion(value: 0, target: 300, spring: spring).advanced(by: 0.1)
        let retargeted = moving.retargeted(to: -50)
        #expect(retargeted.value == moving.value)
        #expect(retargeted.velocity == moving.velocity)
        #expect(retargeted.target == -50)
        // Velocity is continuous across the retarget: a tiny step later it has barely changed.
        let later = retargeted.advanced(by: 1e-6)
        #expect(isClose(later.velocity, moving.velocity, tolerance: 1))
        #expect(retargeted.advanced(by: 5).isSettled())
        #expect(moving.retargeted(to: .nan) == moving)
    }

    @Test func startingAtTheTargetWithSpeedMovesAndReturns() {
        let motion = SpringMotion(value: 10, velocity: 500, target: 10, spring: spring)
        #expect(!motion.isSettled())
        #expect(motion.advanced(by: 0.05).value > 10)
        let remaining = motion.remainingDuration()
        #expect(remaining > 0)
        #expect(abs(motion.advanced(by: remaining).value - 10) <= 0.5)
    }

    @Test func remainingDurationBoundsTheMotion() {
        let motion = SpringMotion(value: 0, velocity: -300, target: 200, spring: spring)
        let remaining = motion.remainingDuration(tolerance: 0.5)
        #expect(remaining > 0 && remaining < Spring.maximumSettlingDuration)
        for step in 0...100 {
            let later = motion.advanced(by: remaining + CGFloat(step) * 0.02)
            #expect(abs(later.value - 200) <= 0.5 + 1e-9)
        }
        #expect(SpringMotion(value: 5, target: 5, spring: spring).remainingDuration() == 0)
    }

    @Test func invalidInputsAreDocumentedOutcomes() {
        let motion = SpringMotion(value: .nan, velocity: .infinity, target: .nan, spring: spring)
        #expect(motion.value == 0 && motion.velocity == 0 && motion.target == 0)
        let m = SpringMotion(value: 1, target: 2, spring: spring)
        #expect(m.advanced(by: -1) == m)
        #expect(m.advanced(by: .nan) == m)
        #expect(m.advanced(by: 0) == m)
    }

    @Test func hostileInputsStayFinite() {
        var rng = SplitMix64(seed: 31337)
        for _ in 0..<3000 {
            let s = Spring(
                mass: rng.hostileCGFloat(), stiffness: rng.hostileCGFloat(), damping: rng.hostileCGFloat(),
                allowsOverdamping: Bool.random(using: &rng)
            )
            var motion = SpringMotion(
                value: rng.hostileCGFloat(), velocity: rng.hostileCGFloat(), target: rng.hostileCGFloat(), spring: s
            )
            motion = motion.advanced(by: rng.hostileCGFloat()).retargeted(to: rng.hostileCGFloat())
            motion = motion.advanced(by: rng.hostileCGFloat())
            #expect(motion.value.isFinite && motion.velocity.isFinite && motion.target.isFinite)
            let remaining = motion.remainingDuration(tolerance: rng.hostileCGFloat())
            #expect(remaining.isFinite && remaining >= 0)
        }
    }
}
