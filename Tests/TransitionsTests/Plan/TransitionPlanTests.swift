import Foundation
import Testing
@testable import Transitions

@Suite struct TransitionPlanTests {
    @Test func duplicateNamesAreDropped() {
        let context = PlanFixtures.context(.present)
        let plan = TransitionPlan(context: context, participants: [
            .fromView(in: context), .toView(in: context), .toView(in: context, alpha: .constant(0)),
        ], duration: 1)
        #expect(plan.participants.map(\.id) == [.fromView, .toView])
        #expect(plan.state(at: 0.5)[.toView]?.alpha == 1)
    }

    @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
    func invalidDurationsBecomeZero(duration: Double) {
        let plan = TransitionPlan(context: PlanFixtures.context(.push), participants: [], duration: duration)
        #expect(plan.duration == 0)
    }

    @Test func stateClampsTimeFractionAndAppliesTiming() throws {
        let plan = PlanFixtures.fadePlan(duration: 2, timing: .curve(.easeIn))
        #expect(plan.state(at: -3)[.toView]?.alpha == 0)
        #expect(plan.state(at: .nan)[.toView]?.alpha == 0)
        #expect(plan.state(at: 9)[.toView]?.alpha == 1)
        #expect(try isClose(#require(plan.state(at: 0.5)[.toView]).alpha, TimingCurve.easeIn.value(at: 0.5)))
        #expect(plan.state(atTime: 1) == plan.state(at: 0.5))
        #expect(plan.state(atTrackProgress: 0.5)[.toView]?.alpha == 0.5)
    }

    @Test func zeroDurationPlanIsAtItsEndAfterTimeZero() {
        let plan = PlanFixtures.fadePlan(duration: 0)
        #expect(plan.state(atTime: 0)[.toView]?.alpha == 0)
        #expect(plan.state(atTime: 0.1)[.toView]?.alpha == 1)
    }

    @Test func restingStateCoversOnlyPermanentViews() {
        let plan = PlanFixtures.fadePlan()
        #expect(plan.restingState.ids == [.fromView, .toView])
        #expect(plan.restingState[.fromView] == ParticipantState(frame: PlanFixtures.phoneBounds))
        #expect(plan.temporaryParticipants == [.dimming])
    }

    @Test func drawingOrderFollowsZPositionThenPlanOrder() {
        let context = PlanFixtures.context(.push)
        let plan = TransitionPlan(context: context, participants: [
            .fromView(in: context, zPosition: .tween(from: 1, to: -1)), .toView(in: context),
        ], duration: 1, timing: .curve(.linear))
        #expect(plan.state(at: 0).drawingOrder == [.toView, .fromView])
        #expect(plan.state(at: 0.5).drawingOrder == [.fromView, .toView])
        #expect(plan.state(at: 1).drawingOrder == [.fromView, .toView])
    }

    @Test func plansNeverEmitNonFiniteStates() {
        var random = SplitMix64(seed: 7)
        let context = PlanFixtures.context(.present)
        for _ in 0..<2000 {
            let hostile = TransitionPlan(context: context, participants: [
                .toView(
                    in: context,
                    frame: .tween(from: .zero, to: CGRect(x: random.hostileCGFloat(), y: 0, width: random.hostileCGFloat(), height: 1)),
                    transform: .tween(from: .identity, to: .rotation(random.hostileCGFloat())),
                    alpha: .tween(from: random.hostileCGFloat(), to: random.hostileCGFloat())
                ),
            ], duration: random.hostileCGFloat(), timing: .uiKitSpring(duration: 0.5, dampingRatio: random.hostileCGFloat(), initialVelocity: random.hostileCGFloat()))
            let state = hostile.state(at: random.hostileCGFloat())
            #expect(state.entries.allSatisfy { $0.state.isFinite })
            #expect(state.progress.isFinite)
        }
    }
}

extension TransitionPlanTests {
    @Test(arguments: [TransitionTiming.curve(.easeInOut), .curve(.linear), .curve(.systemDefault), .uiKitSpring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 1)])
    func timeFractionInvertsTheTiming(timing: TransitionTiming) {
        let plan = PlanFixtures.fadePlan(duration: 0.5, timing: timing)
        for index in 0...20 {
            let progress = CGFloat(index) / 20
            let time = plan.timeFraction(forTrackProgress: progress)
            #expect(isClose(plan.trackProgress(atTimeFraction: time), progress, tolerance: 1e-9))
        }
        #expect(plan.timeFraction(forTrackProgress: .nan) == 0)
        #expect(plan.timeFraction(forTrackProgress: 5) == 1)
    }
}
