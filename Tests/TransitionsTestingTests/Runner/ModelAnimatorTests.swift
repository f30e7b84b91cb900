import Foundation
import Testing
import Transitions
import TransitionsTesting

/// The model of `UIViewPropertyAnimator`: its states, time and the rules it records breaches of.
@MainActor
@Suite struct ModelAnimatorTests {
    @Test func runsToItsEndOverItsDurationAndNeverInsideStart() {
        let animator = ModelAnimator(duration: 0.5)
        var ends: [AnimatorPlayback.EndPosition] = []
        animator.addEndHandler { ends.append($0) }
        animator.startAnimation()
        #expect(animator.isRunning && ends.isEmpty)
        animator.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        animator.advance(by: 0.25)
        #expect(ends == [.end] && animator.animatorState == .inactive)
        let instant = ModelAnimator(duration: 0)
        instant.startAnimation()
        #expect(instant.isRunning, "Core Animation ends it on the next frame, not inside startAnimation")
        instant.advance(by: 1.0 / 60)
        #expect(instant.endPositions == [.end])
        #expect(animator.violations.isEmpty && instant.violations.isEmpty)
    }

    @Test func scrubsWhilePausedAndContinuesWithNewTiming() throws {
        let animator = ModelAnimator(duration: 1)
        animator.fractionComplete = 0.4
        #expect(animator.animatorState == .active && !animator.isRunning)
        animator.isReversed = true
        animator.continueAnimation(curve: .easeIn, durationFactor: 0.2)
        let motion = try #require(animator.currentMotion)
        #expect(motion.curve == .easeIn && abs(motion.seconds - 0.2) < 1e-12)
        animator.advance(by: 0.2)
        #expect(animator.endPositions == [.start])
        #expect(animator.violations.isEmpty)
    }

    @Test func stoppingAndFinishingFollowUIKitsStates() {
        let animator = ModelAnimator(duration: 1)
        animator.startAnimation()
        animator.stopAnimation(false)
        #expect(animator.animatorState == .stopped && animator.isLeftActive)
        animator.finishAnimation(at: .current)
        #expect(animator.animatorState == .inactive && animator.endPositions == [.current])
        let dropped = ModelAnimator(duration: 1)
        dropped.pauseAnimation()
        dropped.stopAnimation(true)
        #expect(dropped.animatorState == .inactive && dropped.endPositions.isEmpty)
        #expect(animator.violations.isEmpty && dropped.violations.isEmpty)
    }

    /// What UIKit raises on (or ignores) is recorded.
    @Test func breachesAreRecorded() {
        let animator = ModelAnimator(duration: 1)
        animator.finishAnimation(at: .end)            // not stopped
        animator.stopAnimation(false)                 // inactive
        animator.startAnimation()
        animator.fractionComplete = 0.5               // running
        animator.continueAnimation(curve: nil, durationFactor: 1)  // running
        animator.stopAnimation(false)
        animator.startAnimation()                     // stopped
        #expect(animator.violations.count == 5)
        #expect(animator.isLeftActive)
    }

    /// `runThrough(to:)` lands every animation in its end state from any state and leaves the
    /// animator inactive (what the kit does for a transition that completes at once).
    @Test(arguments: [0, 1, 2])
    func runThroughEndsFromAnyState(state: Int) {
        let animator = ModelAnimator(duration: 1)
        var setUp = 0
        var shown: CGFloat?
        animator.addAnimations(setUp: { setUp += 1 }, present: { shown = $0 })
        if state >= 1 { animator.startAnimation() }
        if state == 2 { animator.stopAnimation(false) }
        animator.runThrough(to: .end)
        #expect(animator.animatorState == .inactive)
        #expect(animator.endPositions == [.end])
        #expect(setUp == 1 && shown == 1)
        #expect(animator.violations.isEmpty)
    }
}
