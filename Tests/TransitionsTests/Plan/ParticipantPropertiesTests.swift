import Foundation
import Testing
import Transitions

@Suite struct ParticipantPropertiesTests {
    let context = PlanFixtures.context(.present)

    @Test func constantTracksChangeNothing() {
        #expect(TransitionParticipant.fromView(in: context).changingProperties == [])
    }

    @Test func eachAnimatedTrackIsReported() {
        let frame = context.toFinalFrame
        let moving = TransitionParticipant.toView(in: context, frame: .tween(from: frame.offsetBy(dx: 0, dy: 100), to: frame))
        #expect(moving.changingProperties == [.frame])
        let fading = TransitionParticipant.toView(in: context, alpha: .tween(from: 0, to: 1), zPosition: .tween(from: 0, to: 2))
        #expect(fading.changingProperties == [.alpha, .zPosition])
        let rounding = TransitionParticipant.toView(in: context, transform: .tween(from: .scale(0.5), to: .identity), cornerRadius: .tween(from: 30, to: 0))
        #expect(rounding.changingProperties == [.transform, .cornerRadius])
    }

    /// A tween between equal values, or keyframes that return to where they began but move in
    /// between, are judged by their values, not their kind.
    @Test func valuesDecideNotTrackKinds() {
        #expect(TransitionParticipant.toView(in: context, alpha: .tween(from: 0.5, to: 0.5)).changingProperties == [])
        let pulse = Track<CGFloat>.keyframes(from: 1, [
            Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 0.2),
            Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 1),
        ])
        #expect(TransitionParticipant.toView(in: context, alpha: pulse).changingProperties == [.alpha])
    }

    /// Defect 6: a stage leaves a permanent view's own corner radius alone unless the plan rounds
    /// it; temporary views are the plan's own.
    @Test func stagesSetAPermanentViewsCornerRadiusOnlyWhenThePlanDoes() {
        #expect(TransitionParticipant.fromView(in: context).propertiesSetByStage == ParticipantProperties.all.subtracting(.cornerRadius))
        #expect(TransitionParticipant.fromView(in: context, cornerRadius: .constant(12)).propertiesSetByStage == .all)
        #expect(TransitionParticipant.fromView(in: context, cornerRadius: .tween(from: 0, to: 20)).propertiesSetByStage == .all)
        let cover = TransitionParticipant(id: .cover, kind: .solidColor(.black), frame: .constant(context.containerBounds))
        #expect(cover.propertiesSetByStage == .all)
    }

    @Test func planDictionariesNameEveryParticipant() {
        let plan = PlanFixtures.fadePlan()
        #expect(Set(plan.changingProperties.keys) == Set(plan.participants.map(\.id)))
        #expect(plan.changingProperties[.dimming] == [.alpha])
        #expect(plan.propertiesSetByStage[.dimming] == .all)
    }
}
