import Testing
@testable import Dynamics

@Suite struct FrameRatePreferenceTests {
    private func rates(_ preference: FrameRatePreference) -> [Float] {
        [preference.minimum, preference.maximum, preference.preferred]
    }

    @Test func proMotionDisplayPrefersItsMaximum() {
        #expect(rates(FrameRatePreference(displayMaximum: 120)) == [60, 120, 120])
    }

    @Test func sixtyHertzDisplayStaysAtSixty() {
        #expect(rates(FrameRatePreference(displayMaximum: 60)) == [60, 60, 60])
    }

    @Test func slowDisplayNeverAsksForAMinimumAboveItsMaximum() {
        #expect(rates(FrameRatePreference(displayMaximum: 30)) == [30, 30, 30])
    }

    @Test(arguments: [0, -1, Int.min])
    func unknownDisplayReadsAsSixty(maximum: Int) {
        #expect(rates(FrameRatePreference(displayMaximum: maximum)) == [60, 60, 60])
    }
}
