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

    /// The UIKit call each action makes from a screen's state, or none (the decisions
    /// `InteractionAction.perform(from:)` made inside UIKit code before issue 20).
    @Test func requests() {
        #expect(InteractionAction.pop.request(in: GestureHostState(navigationStackCount: 2)) == .pop)
        #expect(InteractionAction.pop.request(in: GestureHostState(navigationStackCount: 1)) == nil, "at the root")
        #expect(InteractionAction.pop.request(in: GestureHostState()) == nil, "no navigation controller")
        #expect(InteractionAction.dismiss.request(in: GestureHostState(isPresented: true)) == .dismiss)
        #expect(InteractionAction.dismiss.request(in: GestureHostState(isPresented: true, isBeingDismissed: true)) == nil)
        #expect(InteractionAction.dismiss.request(in: GestureHostState()) == nil, "not presented")
        #expect(InteractionAction.selectTab(.next).request(in: GestureHostState(selectedTab: 0, tabCount: 2)) == .selectTab(1))
        #expect(InteractionAction.selectTab(.next).request(in: GestureHostState(selectedTab: 1, tabCount: 2)) == nil)
        #expect(InteractionAction.selectTab(.next).request(in: GestureHostState(selectedTab: Int.max, tabCount: 2)) == nil, "NSNotFound")
        #expect(InteractionAction.selectTab(.previous).request(in: GestureHostState(tabCount: 2)) == nil, "no tab bar controller")
        #expect(InteractionAction.selectTab(.previous).operation(in: GestureHostState(selectedTab: 1, tabCount: 2)) == .tabBackward)
        #expect(InteractionAction.pop.operation(in: GestureHostState(navigationStackCount: 3)) == .pop)
        #expect(InteractionAction.selectTab(.next).hostsOnTabBarController)
        #expect(!InteractionAction.pop.hostsOnTabBarController && !InteractionAction.dismiss.hostsOnTabBarController)
    }
}
