import Testing
@testable import Dynamics

/// The display-link clock's frame rule: the time since the previous frame, but one frame after an
/// absence (the app in the background, a stall), so nothing jumps to its end on resuming.
@Suite struct FrameIntervalTests {
    @Test func framesReportTheTimeSinceThePreviousOne() {
        let next: Double = 10 + 1.0 / 120
        #expect(FrameInterval.elapsed(since: 10, at: next, frameDuration: 1.0 / 120) == next - 10)
        // Two dropped frames are time that passed: reported as they are.
        #expect(FrameInterval.elapsed(since: 10, at: 10.05, frameDuration: 1.0 / 60)! > 0.049)
        #expect(FrameInterval.elapsed(since: 10, at: 10.5, frameDuration: 1.0 / 60) == 0.5)
    }

    @Test func theFirstFrameAndFramesAfterAnAbsenceReportOneFrame() {
        #expect(FrameInterval.elapsed(since: nil, at: 1_000, frameDuration: 1.0 / 120) == 1.0 / 120)
        #expect(FrameInterval.elapsed(since: 10, at: 40, frameDuration: 1.0 / 60) == 1.0 / 60)
        #expect(FrameInterval.elapsed(since: 10, at: 10.51, frameDuration: 1.0 / 120) == 1.0 / 120)
        for bad in [0, -1, Double.nan, .infinity] {
            #expect(FrameInterval.elapsed(since: 10, at: 40, frameDuration: bad) == FrameInterval.defaultFrameDuration)
        }
    }

    @Test func repeatedOrOutOfOrderTimestampsReportNothing() {
        #expect(FrameInterval.elapsed(since: 10, at: 10, frameDuration: 1.0 / 60) == nil)
        #expect(FrameInterval.elapsed(since: 10, at: 9, frameDuration: 1.0 / 60) == nil)
        #expect(FrameInterval.elapsed(since: 10, at: .nan, frameDuration: 1.0 / 60) == nil)
    }

    @Test func aFrameRateLimitCapsTheRequest() {
        let capped = FrameRatePreference(displayMaximum: 120, limit: 60)
        #expect([capped.minimum, capped.maximum, capped.preferred] == [60, 60, 60])
        let low = FrameRatePreference(displayMaximum: 120, limit: 30)
        #expect([low.minimum, low.maximum, low.preferred] == [30, 30, 30])
        for none in [nil, 0, -5] as [Int?] {
            let p = FrameRatePreference(displayMaximum: 120, limit: none)
            #expect([p.minimum, p.maximum, p.preferred] == [60, 120, 120])
        }
        #expect(FrameRatePreference(displayMaximum: 60, limit: 120).maximum == 60)
    }
}
