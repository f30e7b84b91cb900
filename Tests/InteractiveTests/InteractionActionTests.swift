import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct InteractionActionTests {
    @Test func operations() {
        #expect(InteractionAction.pop.operation() == .pop)
        #expect(InteractionAction.dismiss.operation() == .dismiss)
        #expect(InteractionAction.selectTab(.next).operation(selectedTab: 0, tabCount: 2) == .tabForward)
        #expect(InteractionAction.selectTab(.previous).operation(selectedTab: 1, tabCount: 2) == .tabBackward)
        #expect(InteractionAction.selectTab(.next).operation(selectedTab: 1, tabCount: 2) == nil, "no tab after the last")
        #expect(InteractionAction.selectTab(.index(1)).operation(selectedTab: 1, tabCount: 2) == nil, "already selected")
    }

    /// The action a router wires a route's gesture with starts the route's own operation.
    @Test(arguments: TransitionOperation.allCases)
    func startingAnOperation(operation: TransitionOperation) {
        let action = InteractionAction(starting: operation)
        switch operation {
        case .push, .present:
            #expect(action == nil)
        case .pop, .dismiss:
            #expect(action?.operation() == operation)
        case .tabForward, .tabBackward:
            // From the middle of three tabs, both steps lead somewhere.
            #expect(action?.operation(selectedTab: 1, tabCount: 3) == operation)
        }
    }
}
