import Foundation
import Testing
import Transitions
import TransitionsTesting

/// A user-style transition, written the way the DocC page tells users to.
private struct RiseAndFade: Transition {
    func plan(for context: TransitionContext) -> TransitionPlan {
        let low = context.toFinalFrame.offsetBy(dx: 0, dy: 40)
        return TransitionPlan(context: context, participants: [
            .fromView(in: context),
            .toView(in: context, frame: .tween(from: low, to: context.toFinalFrame), alpha: .tween(from: 0, to: 1)),
        ], duration: 0.25, timing: .curve(.easeOut))
    }
}

@MainActor
@Suite struct TransitionHarnessTests {
    @Test func runToEndFinishesAndRecordsEveryFrame() throws {
        let harness = try TransitionHarness(RiseAndFade(), operation: .push)
        #expect(harness.runToEnd() == true)
        #expect(harness.problemsAfterFinish() == [])
        // 0.25 s at 60 fps: the start plus 15 frames.
        #expect(harness.recordedStates.count == 16)
        let alphas = harness.recordedStates.dropLast().compactMap { $0[.toView]?.alpha }
        #expect(alphas == alphas.sorted())
    }

    @Test func runToProgressScrubs() throws {
        let harness = try TransitionHarness(RiseAndFade(), operation: .push)
        harness.run(toProgress: 0.5)
        #expect(harness.stage.state(of: .toView)?.frame.minY == 20)
        #expect(harness.driver.phase == .interactive)
        #expect(harness.runToEnd(timeout: 1) == nil)
    }

    @Test func scriptedInteractionCancels() throws {
        let harness = try TransitionHarness(RiseAndFade(), operation: .push)
        harness.perform([.begin, .update(0.2), .wait(0.1), .update(0.6), .cancel(velocity: -1), .runToEnd])
        #expect(harness.problemsAfterCancel() == [])
    }

    @Test func problemsAreReportedWhenTheOutcomeDiffers() throws {
        let harness = try TransitionHarness(RiseAndFade(), operation: .push)
        harness.runToEnd()
        let problems = harness.problemsAfterCancel()
        #expect(problems.contains { $0.contains("stage completions") })
        #expect(problems.contains { $0.contains("container subviews") })
    }

    @Test func invalidContainerIsAnError() {
        #expect(throws: TransitionContext.Error.self) {
            try TransitionHarness(RiseAndFade(), operation: .push, containerSize: .zero)
        }
    }
}

/// A transition with a temporary dimming view, for checking what the harness reports.
private struct DimmedRise: Transition {
    func plan(for context: TransitionContext) -> TransitionPlan {
        TransitionPlan(context: context, participants: [
            .fromView(in: context),
            TransitionParticipant(id: .dimming, kind: .solidColor(.black), frame: .constant(context.containerBounds), alpha: .tween(from: 0, to: 0.4)),
            .toView(in: context, frame: .tween(from: context.toFinalFrame.offsetBy(dx: 0, dy: 40), to: context.toFinalFrame)),
        ], duration: 0.25)
    }
}

extension TransitionHarnessTests {
    /// Stopped half way, nothing is right yet: the report names each broken guarantee, so a
    /// user's test that expects `[]` cannot pass while a temporary view or a moved view remains.
    @Test func anUnfinishedTransitionReportsEveryBrokenGuarantee() throws {
        let harness = try TransitionHarness(DimmedRise(), operation: .present)
        harness.perform([.begin, .update(0.5)])
        let problems = harness.problemsAfterFinish()
        #expect(problems.contains { $0.contains("stage completions") })
        #expect(problems.contains { $0.contains("completion handlers") })
        #expect(problems.contains { $0.contains("driver phase") })
        #expect(problems.contains { $0.contains("temporary views left") && $0.contains("dimming") })
        #expect(problems.contains { $0.contains("container subviews") })
        #expect(problems.contains { $0.hasPrefix("toView: frame.minY") })
    }
}
