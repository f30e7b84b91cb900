import Dynamics
import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

/// A transition driven by the display-link clock's frame rule (`FrameInterval`): coming back from
/// the background in the middle of a transition resumes it where it was. Handed the whole absence
/// (what the clock reported before), `advance(by:)` jumped the transition to its end.
@MainActor
@Suite struct DisplayLinkGapTests {
    @Test func aTransitionResumesWhereItWasAfterTheAppComesBack() {
        let run = TransitionHarness(plan: PlanFixtures.fadePlan(duration: 1, timing: .curve(.linear)))
        run.perform(.start)
        // Display-link timestamps: 30 frames at 60 Hz, then 30 s in the background.
        var previous: TimeInterval?
        var timestamp: TimeInterval = 100
        func frame(after gap: TimeInterval) {
            timestamp += gap
            if let seconds = FrameInterval.elapsed(since: previous, at: timestamp, frameDuration: 1.0 / 60) { run.advance(by: seconds) }
            previous = timestamp
        }
        for _ in 0..<30 { frame(after: 1.0 / 60) }
        let before = run.driver.progress
        #expect(before > 0.45 && before < 0.55)
        frame(after: 30)
        #expect(run.driver.phase == .running, "the absence completed the transition")
        #expect(abs(run.driver.progress - before - 1.0 / 60) < 0.01)
        #expect(run.runToEnd() == true)
    }
}
