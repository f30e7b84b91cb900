import Foundation
import Testing
@testable import Transitions

@Suite struct AnimatorPlaybackTests {
    typealias Position = AnimatorPlayback.EndPosition

    @Test func endingAtTheStartIsAlwaysACancellation() {
        #expect(AnimatorPlayback.transitionFinished(at: .start, wasCancelled: false) == false)
        #expect(AnimatorPlayback.transitionFinished(at: .start, wasCancelled: true) == false)
    }

    @Test(arguments: [Position.end, .current])
    func endOrCurrentFinishUnlessTheContextCancelled(position: Position) {
        #expect(AnimatorPlayback.transitionFinished(at: position, wasCancelled: false) == true)
        #expect(AnimatorPlayback.transitionFinished(at: position, wasCancelled: true) == false)
    }

    /// Whatever the position, a finish is never reported over a cancelled context, so the views
    /// the driver leaves and `completeTransition(_:)` always agree.
    @Test func aFinishIsNeverReportedOverACancelledContext() {
        for position in Position.allCases {
            #expect(AnimatorPlayback.transitionFinished(at: position, wasCancelled: true) == false)
        }
        #expect(Position.allCases.filter { AnimatorPlayback.transitionFinished(at: $0, wasCancelled: false) } == [.end, .current])
    }

    @Test(arguments: [
        (true, 0.4, false), (false, 0.4, true), (true, 0, true), (true, -1, true),
        (true, .nan, true), (true, .infinity, true), (false, 0, true),
    ] as [(Bool, TimeInterval, Bool)])
    func immediateCompletion(isAnimated: Bool, duration: TimeInterval, expected: Bool) {
        #expect(AnimatorPlayback.completesImmediately(isAnimated: isAnimated, duration: duration) == expected)
        let reported = AnimatorPlayback.reportedDuration(isAnimated: isAnimated, planDuration: duration)
        #expect(reported == (expected ? 0 : duration))
    }

    /// An interaction controller scrubs the animator after `animateTransition(using:)`: a
    /// zero-length interactive transition must not complete underneath it.
    @Test(arguments: [0, -1, TimeInterval.nan, 0.4])
    func interactiveAnimatedTransitionsNeverCompleteImmediately(duration: TimeInterval) {
        #expect(AnimatorPlayback.completesImmediately(isAnimated: true, isInteractive: true, duration: duration) == false)
        #expect(AnimatorPlayback.completesImmediately(isAnimated: false, isInteractive: true, duration: duration) == true)
    }
}
