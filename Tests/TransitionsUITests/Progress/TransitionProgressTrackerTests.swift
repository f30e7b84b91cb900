import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting
import TransitionsUI

@MainActor
@Suite struct TransitionProgressTrackerTests {
    @Test func visibility() {
        #expect(TransitionProgress.idle.visibility == 1)
        #expect(TransitionProgress(phase: .appearing, progress: 0.25).visibility == 0.25)
        #expect(TransitionProgress(phase: .disappearing, progress: 0.25).visibility == 0.75)
        #expect(TransitionProgress(phase: .appearing, progress: .nan).progress == 0)
        #expect(TransitionProgress(phase: .appearing, progress: 7).progress == 1)
    }

    @Test func badReadingsNeverReachTheScreen() {
        var tracker = TransitionProgressTracker()
        var changed = tracker.sample(0.5)
        #expect(!changed, "no reading outside a transition")
        #expect(tracker.progress == .idle)
        tracker.began(.appearing, operation: .push, interactive: true)
        changed = tracker.sample(.nan)
        #expect(!changed)
        changed = tracker.sample(.infinity)
        #expect(!changed)
        changed = tracker.sample(1.7)
        #expect(changed)
        #expect(tracker.progress.progress == 1)
        changed = tracker.sample(-3)
        #expect(changed)
        #expect(tracker.progress.progress == 0)
        changed = tracker.sample(0.0004)
        #expect(!changed, "below the resolution")
        tracker.interactionEnded()
        #expect(!tracker.progress.isInteractive)
        tracker.ended()
        #expect(tracker.progress == .idle)
        tracker.began(.idle, operation: nil, interactive: false)
        #expect(tracker.progress == .idle)
    }

    /// Under the model of UIKit's runner, a probe animated alongside the transition (what the
    /// screens read on iOS) follows a scrub, then finishes at 1 or runs back to 0 on a cancel.
    @Test(arguments: [true, false])
    func followsAScrubAndTheEnd(finishes: Bool) throws {
        let animation = ModelTransitionAnimationController(SlideTransition())
        let pan = ModelPercentDrivenInteractionController(policy: .halfway)
        let context = ModelTransitionContext(try TransitionContext(operation: .pop, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: pan)
        var tracker = TransitionProgressTracker()
        #expect(pan.gestureBegan(GestureSample(progress: 0, time: 0), transitionInFlight: false))
        runner.start()
        tracker.began(.appearing, operation: .pop, interactive: true)
        let probe = try #require(runner.addAlongsideAnimation())
        pan.gesture(.changed(GestureSample(progress: 0.4, velocity: 0, time: 0.1)))
        runner.advance(by: 1.0 / 60)
        tracker.sample(probe.fraction ?? .nan)
        #expect(abs(tracker.progress.progress - 0.4) < 0.01, "follows the scrub")
        pan.gesture(.ended(GestureSample(progress: finishes ? 0.7 : 0.1, velocity: finishes ? 1 : -1, time: 0.2)))
        tracker.interactionEnded()
        var readings: [CGFloat] = []
        while !runner.isComplete {
            runner.advance(by: 1.0 / 60)
            if tracker.sample(probe.fraction ?? .nan) { readings.append(tracker.progress.progress) }
            if readings.count > 1000 { break }
        }
        #expect(readings.last == (finishes ? 1 : 0))
        #expect(readings == (finishes ? readings.sorted() : readings.sorted(by: >)), "moves one way once released")
        tracker.ended()
        #expect(tracker.progress == .idle)
        #expect(runner.problems == [])
    }
}

/// The operation a screen's progress reports is the kit's one operation rule
/// (`TransitionOperationReading.operation`), read from UIKit's two view controllers.
@MainActor
@Suite struct TransitionProgressOperationTests {
    @Test func operations() {
        func operation(_ reading: TransitionOperationReading) -> TransitionOperation? {
            var tracker = TransitionProgressTracker()
            tracker.began(.appearing, reading: reading, interactive: false)
            return tracker.progress.operation
        }
        #expect(operation(TransitionOperationReading(toIsBeingPresented: true)) == .present)
        #expect(operation(TransitionOperationReading(fromIsBeingDismissed: true, fromNavigationIndex: 1, toNavigationIndex: 0)) == .dismiss)
        #expect(operation(TransitionOperationReading(fromNavigationIndex: 0, toNavigationIndex: 1)) == .push)
        #expect(operation(TransitionOperationReading(fromNavigationIndex: nil, toNavigationIndex: 0)) == .pop)
        #expect(operation(TransitionOperationReading()) == nil)
    }

    /// A tab switch moves a screen too: its progress says which way (the screens' order in the tab
    /// bar), as the kit's transitions read it, where a rule of its own said `nil`.
    @Test func aTabSwitchReportsItsDirection() {
        var tracker = TransitionProgressTracker()
        tracker.began(.appearing, reading: TransitionOperationReading(fromTabIndex: 0, toTabIndex: 2), interactive: false)
        #expect(tracker.progress.operation == .tabForward)
        tracker.began(.disappearing, reading: TransitionOperationReading(fromTabIndex: 2, toTabIndex: 1), interactive: true)
        #expect(tracker.progress.operation == .tabBackward)
    }

    /// The model's tab bar controller read as the feed reads UIKit's: a switch to a later tab is
    /// `.tabForward` for the screens it moves.
    @Test func aTabSwitchUnderTheModel() throws {
        let window = ModelWindow()
        let tabs = ModelTabBarController(tabs: [ModelScreen("a"), ModelScreen("b"), ModelScreen("c")])
        #expect(window.select(2, of: tabs, animated: true))
        let runner = try #require(window.runner)
        var tracker = TransitionProgressTracker()
        tracker.began(.appearing, reading: runner.context.operationReading, interactive: false)
        #expect(tracker.progress.operation == .tabForward)
        window.runUntilIdle()
    }
}
