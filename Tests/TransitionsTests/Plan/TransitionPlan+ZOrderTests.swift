import Foundation
import Testing
@testable import Transitions

@Suite struct TransitionPlanZOrderTests {
    let context = PlanFixtures.context(.push)

    @Test func constantZPositionsDoNotVary() {
        #expect(PlanFixtures.fadePlan().participantsWithVaryingZPosition == [])
        let raised = TransitionPlan(context: context, participants: [
            .fromView(in: context), .toView(in: context, zPosition: .constant(3)),
        ], duration: 1)
        #expect(raised.participantsWithVaryingZPosition == [])
    }

    @Test func flipBringsTheIncomingViewForwardHalfWay() throws {
        let plan = FlipTransition().plan(for: context)
        #expect(plan.participantsWithVaryingZPosition == [.toView])
        // The flip's curve is symmetric, so time fraction 0.5 is track progress 0.5.
        #expect(plan.zPositions(atTimeFraction: 0.25, of: [.toView]) == [.toView: 0])
        #expect(plan.zPositions(atTimeFraction: 0.75, of: [.toView]) == [.toView: 1])
        #expect(plan.zPositions(atTimeFraction: .nan, of: [.toView]) == [.toView: 0])
        #expect(plan.zPositions(atTimeFraction: 7, of: [.toView, "missing"]) == [.toView: 1])
    }

    @Test func aTweenAndARoundTripAreBothFound() {
        let roundTrip = Track<CGFloat>.keyframes(from: 0, [
            Keyframe(relativeStartTime: 0.2, relativeDuration: 0, value: 2),
            Keyframe(relativeStartTime: 0.6, relativeDuration: 0, value: 0),
        ])
        let plan = TransitionPlan(context: context, participants: [
            .fromView(in: context, zPosition: roundTrip),
            .toView(in: context, zPosition: .tween(from: 0, to: 1)),
        ], duration: 1, timing: .curve(.linear))
        #expect(plan.participantsWithVaryingZPosition == [.fromView, .toView])
        #expect(plan.zPositions(atTimeFraction: 0.4, of: [.fromView]) == [.fromView: 2])
        #expect(plan.zPositions(atTimeFraction: 0.8, of: [.fromView]) == [.fromView: 0])
    }
}
