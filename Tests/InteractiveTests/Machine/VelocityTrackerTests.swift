import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct VelocityTrackerTests {
    @Test func constantSpeedIsMeasuredExactly() {
        var tracker = VelocityTracker()
        for i in 0..<10 { tracker.add(CGFloat(i) * 0.02, at: 5 + Double(i) / 120) }
        #expect(isClose(tracker.velocity(at: 5 + 9.0 / 120), 2.4, within: 1e-9))
    }

    @Test func fewerThanTwoSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(0.5, at: 0)
        #expect(tracker.velocity(at: 0) == 0)
    }

    @Test func aFingerHeldStillLongerThanTheWindowReleasesWithoutVelocity() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(0, at: 0)
        tracker.add(0.3, at: 0.05)
        #expect(tracker.velocity(at: 0.05) > 0)
        #expect(tracker.velocity(at: 0.5) == 0)
    }

    @Test func onlyTheWindowCounts() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(0, at: 0)
        tracker.add(0.5, at: 0.5)   // fast early motion, outside the window at the end
        tracker.add(0.5, at: 0.95)
        tracker.add(0.5, at: 1.0)
        #expect(tracker.velocity(at: 1.0) == 0)
        #expect(tracker.count == 2)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 0)
        tracker.add(.nan, at: 0.01)
        tracker.add(0.1, at: .infinity)
        tracker.add(0.02, at: 0.02)
        #expect(tracker.count == 2)
        #expect(isClose(tracker.velocity(at: .nan), 1, within: 1e-9))
    }

    @Test func sameTimeReplacesAndEarlierTimeRestarts() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 1)
        tracker.add(0.1, at: 1.01)
        tracker.add(0.2, at: 1.01)
        #expect(tracker.count == 2)
        #expect(isClose(tracker.velocity(at: 1.01), 20, within: 1e-6))
        tracker.add(0.3, at: 0.5)
        #expect(tracker.count == 1)
        #expect(tracker.velocity(at: 0.5) == 0)
    }

    @Test func capacityIsBounded() {
        var tracker = VelocityTracker(window: 10)
        for i in 0..<1000 { tracker.add(CGFloat(i), at: Double(i) * 0.001) }
        #expect(tracker.count == VelocityTracker.capacity)
        #expect(isClose(tracker.velocity(at: 0.999), 1000, within: 1e-6))
    }

    @Test func hugeValuesStayFinite() {
        var tracker = VelocityTracker()
        tracker.add(-1e300, at: 0)
        tracker.add(1e300, at: 1e-9)
        let v = tracker.velocity(at: 1e-9)
        #expect(v.isFinite)
        #expect(abs(v) <= InteractionMachine.maximumVelocity)
    }

    @Test func resetForgetsEverything() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 0)
        tracker.add(1, at: 0.01)
        tracker.reset()
        #expect(tracker.count == 0)
        #expect(tracker.velocity(at: 0.01) == 0)
    }
}
