import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

@MainActor
@Suite struct ThrowTransitionTests {
    let context = PlanFixtures.context(.dismiss)
    let transition = ThrowTransition()

    /// A pan has scrubbed the throw to `progress`; returns the harness in that state.
    func scrubbed(to progress: CGFloat) -> TransitionHarness {
        let run = TransitionHarness(transition, context: context)
        run.perform([.begin, .update(progress)])
        return run
    }

    @Test func theScrubbedPlanThrowsTheSnapshotStraightDown() throws {
        let plan = transition.plan(for: context)
        let states = try (0...50).map { try #require(plan.state(at: CGFloat($0) / 50)[.fromSnapshot]) }
        #expect(states.allSatisfy { $0.transform.translation.x == 0 && $0.transform.rotation.z == 0 })
        #expect(zip(states, states.dropFirst()).allSatisfy { $0.transform.translation.y < $1.transform.translation.y })
        #expect(try !#require(states.last).drawnBox.intersects(context.containerBounds))
    }

    @Test func forwardOperationsPlayTheSnapIn() {
        let present = PlanFixtures.context(.present)
        #expect(transition.plan(for: present).state(at: 0.4) == SnapInTransition().plan(for: present).state(at: 0.4))
    }

    @Test(arguments: [
        (0.2, CGPoint(x: 1500, y: 400)), (0.5, CGPoint(x: -900, y: 2500)), (0.1, CGPoint(x: 0, y: 0)),
        (0.3, CGPoint(x: CGFloat.nan, y: .infinity)), (0.6, CGPoint(x: 0, y: -3000)),
    ] as [(CGFloat, CGPoint)])
    func aReleaseReplansFromTheOnScreenStateAndFliesOff(progress: CGFloat, velocity: CGPoint) throws {
        let run = scrubbed(to: progress)
        let onScreen = run.driver.currentState
        let replanned = transition.replan(run.plan, from: onScreen, at: run.driver.progress, releaseVelocity: velocity)
        // The new plan starts exactly where the finger let go...
        #expect(try HeadlessStage.differences(#require(replanned.state(at: 0)[.fromSnapshot]), #require(onScreen[.fromSnapshot]), tolerance: 1e-9) == [])
        // ...and ends out of sight within the cap.
        #expect(try !#require(replanned.state(at: 1)[.fromSnapshot]).drawnBox.intersects(context.containerBounds))
        #expect(replanned.duration <= transition.maximumDuration)
        // Played through a driver from progress 0, it finishes the dismissal cleanly.
        let throwRun = TransitionHarness(plan: replanned)
        #expect(throwRun.runToEnd() == true)
        #expect(throwRun.problemsAfterFinish() == [])
        #expect(throwRun.recordedStates.allSatisfy { $0.entries.allSatisfy { $0.state.isFinite } })
    }

    @Test func theThrowCarriesTheFingersVelocityAndSpin() throws {
        let run = scrubbed(to: 0.2)
        let right = transition.replan(run.plan, from: run.driver.currentState, at: 0.2, releaseVelocity: CGPoint(x: 2000, y: 0))
        let left = transition.replan(run.plan, from: run.driver.currentState, at: 0.2, releaseVelocity: CGPoint(x: -2000, y: 0))
        let early = 0.05 / right.duration
        #expect(try #require(right.state(at: early)[.fromSnapshot]).transform.translation.x > 80)
        #expect(try #require(left.state(at: 0.05 / left.duration)[.fromSnapshot]).transform.translation.x < -80)
        #expect(try #require(right.state(at: early)[.fromSnapshot]).transform.rotation.z > 0)  // clockwise to the right
        let spun = transition.replan(run.plan, from: run.driver.currentState, at: 0.2, releaseVelocity: CGPoint(x: 2000, y: 0), angularVelocity: -4)
        #expect(try #require(spun.state(at: early)[.fromSnapshot]).transform.rotation.z < 0)
    }

    @Test(arguments: [0.05, 0.3, 0.7] as [CGFloat])
    func aCancelledReleaseSpringsBackAndRestoresTheFromView(progress: CGFloat) throws {
        let run = scrubbed(to: progress)
        let onScreen = run.driver.currentState
        let springBack = transition.springBackPlan(run.plan, from: onScreen, at: progress, releaseVelocity: CGPoint(x: 300, y: -800))
        #expect(try HeadlessStage.differences(#require(springBack.state(at: 1)[.fromSnapshot]), #require(onScreen[.fromSnapshot]), tolerance: 1e-9) == [])
        #expect(try #require(springBack.state(at: 0)[.fromSnapshot]).transform == .identity)
        #expect(springBack.duration <= transition.maximumDuration)
        // Played backwards to the start at the simulated pace.
        let back = TransitionHarness(plan: springBack)
        back.driver.playBackwardsToStart()
        #expect(back.driver.phase == .cancelling)
        #expect(back.driver.currentState == springBack.state(at: 1))
        back.tick()
        #expect(try isClose(#require(back.driver.currentState[.fromSnapshot]).transform.translation.y,
                        try #require(springBack.state(at: 1 - 1.0 / 60 / springBack.duration)[.fromSnapshot]).transform.translation.y, tolerance: 1e-6))
        back.runToEnd()
        #expect(back.clock.now <= springBack.duration + 1.0 / 60 + 1e-9)
        #expect(back.problemsAfterCancel() == [])
        #expect(back.recordedStates.allSatisfy { $0.entries.allSatisfy { $0.state.isFinite } })
    }

    @Test func aSpringBackEasesATurnedSnapshotUpright() throws {
        let run = scrubbed(to: 0.3)
        var onScreen = run.driver.currentState
        let index = onScreen.entries.firstIndex { $0.id == .fromSnapshot }!
        onScreen.entries[index].state.transform.rotation.z = 0.4
        let springBack = transition.springBackPlan(run.plan, from: onScreen, at: 0.3, releaseVelocity: .zero)
        #expect(try isClose(#require(springBack.state(at: 1)[.fromSnapshot]).transform.rotation.z, 0.4))
        #expect(try #require(springBack.state(at: 0)[.fromSnapshot]).transform.rotation.z == 0)
        let mid = try #require(springBack.state(at: 0.9)[.fromSnapshot]).transform.rotation.z
        #expect(mid > 0 && mid < 0.4)
    }

    @Test func playingBackwardsOnlyStartsAnIdleDriver() {
        let run = scrubbed(to: 0.4)
        run.driver.playBackwardsToStart()
        #expect(run.driver.phase == .interactive)
        #expect(run.driver.progress == 0.4)
    }

    @Test func aPlanWithoutASnapshotIsReturnedUnchanged() {
        let present = PlanFixtures.context(.present)
        let plan = transition.plan(for: present)
        let state = plan.state(at: 0.5)
        #expect(transition.replan(plan, from: state, at: 0.5, releaseVelocity: CGPoint(x: 1, y: 1)).state(at: 0.3) == plan.state(at: 0.3))
        #expect(transition.springBackPlan(plan, from: state, at: 0.5, releaseVelocity: .zero).duration == plan.duration)
    }
}
