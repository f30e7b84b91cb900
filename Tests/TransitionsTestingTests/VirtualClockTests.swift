import Foundation
import Testing
import TransitionsTesting

@Suite struct VirtualClockTests {
    @Test func ticksAtItsFrameRate() {
        var clock = VirtualClock(framesPerSecond: 120)
        #expect(clock.tick() == 1.0 / 120)
        clock.tick()
        #expect(abs(clock.now - 2.0 / 120) < 1e-12)
    }

    @Test(arguments: [0, -5, Double.nan, .infinity])
    func invalidRatesFallBackTo60(rate: Double) {
        #expect(VirtualClock(framesPerSecond: rate).frameInterval == 1.0 / 60)
    }

    @Test func advanceIgnoresInvalidTime() {
        var clock = VirtualClock()
        clock.advance(by: -1)
        clock.advance(by: .nan)
        #expect(clock.now == 0)
        clock.advance(by: 0.5)
        #expect(clock.now == 0.5)
    }
}
