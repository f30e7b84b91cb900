import Foundation
import Testing
import Transitions
import TransitionsTesting

@MainActor
@Suite struct HeadlessStageTests {
    let context = try! TransitionContext(operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 320, height: 480))

    func plan() -> TransitionPlan {
        TransitionPlan(context: context, participants: [
            .fromView(in: context),
            TransitionParticipant(id: .dimming, kind: .solidColor(.black), frame: .constant(context.containerBounds), alpha: .tween(from: 0, to: 0.5)),
            .toView(in: context, alpha: .tween(from: 0, to: 1)),
        ], duration: 1)
    }

    @Test func startsLikeUIKitsContainer() {
        let stage = HeadlessStage(context: context)
        #expect(stage.subviews == [.fromView])
        #expect(stage.state(of: .fromView) == ParticipantState(frame: context.fromInitialFrame))
        #expect(stage.state(of: .toView) == ParticipantState(frame: context.toFinalFrame))
        #expect(stage.violations.isEmpty && stage.completions.isEmpty)
    }

    @Test func installAddsParticipantsInPlanOrder() {
        let stage = HeadlessStage(context: context)
        stage.install(plan())
        #expect(stage.subviews == [.fromView, .dimming, .toView])
        #expect(stage.temporaryViewsInContainer == [.dimming])
        #expect(stage.state(of: .dimming)?.alpha == 0)
    }

    @Test func removeDiscardsTemporaryViewsAndDetachesPermanentOnes() {
        let stage = HeadlessStage(context: context)
        stage.install(plan())
        stage.remove([.dimming, .fromView])
        #expect(stage.subviews == [.toView])
        #expect(stage.view(.dimming) == nil)
        #expect(stage.view(.fromView) != nil)
    }

    @Test func contractBreachesAreRecorded() {
        let stage = HeadlessStage(context: context)
        stage.install(plan())
        stage.install(plan())
        stage.apply(TransitionState(progress: 0, entries: [.init(id: "ghost", kind: .toView, state: ParticipantState(frame: .zero))]))
        stage.transitionDidComplete(finished: true)
        stage.transitionDidComplete(finished: true)
        stage.apply(plan().state(at: 1))
        #expect(stage.violations.count == 4)
        #expect(stage.completions == [true, true])
    }

    @Test func differencesNameWhatIsOff() {
        let stage = HeadlessStage(context: context)
        var expected = ParticipantState(frame: context.fromInitialFrame)
        expected.alpha = 0.5
        expected.transform = .rotation(1)
        let found = stage.differences(from: TransitionState(progress: 0, entries: [.init(id: .fromView, kind: .fromView, state: expected)]))
        #expect(found.count == 2)
        #expect(found.contains { $0.contains("alpha") })
        #expect(found.contains { $0.contains("rotation.z") })
        #expect(stage.hierarchyDifferences(from: [.fromView]).isEmpty)
        #expect(stage.hierarchyDifferences(from: [.toView]).count == 1)
    }

    @Test func drawingOrderFollowsZPosition() {
        let stage = HeadlessStage(context: context)
        let raised = TransitionPlan(context: context, participants: [
            .fromView(in: context, zPosition: .constant(5)), .toView(in: context),
        ], duration: 1)
        stage.install(raised)
        stage.apply(raised.state(at: 0))
        #expect(stage.subviews == [.fromView, .toView])
        #expect(stage.drawingOrder == [.toView, .fromView])
    }
}
