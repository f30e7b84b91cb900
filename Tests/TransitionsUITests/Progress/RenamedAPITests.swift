import Interactive
import Testing
import Transitions
import TransitionsUI

/// The deprecated names keep doing what they did.
@Suite struct RenamedAPITests {
    @available(*, deprecated)
    @Test func theOldOperationRuleForwardsToTheOneRule() {
        #expect(TransitionProgress.operation(toIsBeingPresented: true, fromIsBeingDismissed: true, sameNavigationStack: true, fromStillOnStack: true) == .present)
        #expect(TransitionProgress.operation(toIsBeingPresented: false, fromIsBeingDismissed: true, sameNavigationStack: true, fromStillOnStack: true) == .dismiss)
        #expect(TransitionProgress.operation(toIsBeingPresented: false, fromIsBeingDismissed: false, sameNavigationStack: true, fromStillOnStack: true) == .push)
        #expect(TransitionProgress.operation(toIsBeingPresented: false, fromIsBeingDismissed: false, sameNavigationStack: true, fromStillOnStack: false) == .pop)
        #expect(TransitionProgress.operation(toIsBeingPresented: false, fromIsBeingDismissed: false, sameNavigationStack: false, fromStillOnStack: true) == nil)
    }

    @available(*, deprecated)
    @Test func theOldGestureNames() {
        #expect(InteractionGesture.throwAway == .pan(.down))
        #expect(GestureControllerKind(InteractionGesture.throwAway, transition: ThrowTransition()) == .throwing)
        #expect(InteractionGesture.defaultPopGestures == [.screenEdge(.leading)])
        #expect(InteractionGesture.edgePan(.trailing) == .screenEdge(.trailing))
        #expect(InteractionGesture.swipe(.up) == .pan(.up))
    }
}
