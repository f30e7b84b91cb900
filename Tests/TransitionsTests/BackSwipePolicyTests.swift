import Foundation
import Testing
@testable import Transitions

@Suite struct BackSwipePolicyTests {
    @Test(arguments: [(true, false, true), (true, true, false), (false, false, false), (false, true, false)])
    func systemGestureOnlyWithoutACustomPop(_ appSetting: Bool, _ customPopRouted: Bool, _ expected: Bool) {
        #expect(BackSwipePolicy.isSystemGestureEnabled(appSetting: appSetting, customPopRouted: customPopRouted) == expected)
    }

    /// The policy as the router applies it: the pop rule looked up for the top two controllers.
    @Test @MainActor func customPopDecidedByTheTable() {
        var table = RouteTable<Screen>()
        table.add(.push, transition: TaggedTransition(tag: "push only"))
        let top = DetailScreen()
        let below = ListScreen()
        var routed = table.rule(for: .pop, from: top, to: below) != nil
        #expect(BackSwipePolicy.isSystemGestureEnabled(appSetting: true, customPopRouted: routed))
        table.add(.pop, from: .type(DetailScreen.self), transition: TaggedTransition(tag: "pop"))
        routed = table.rule(for: .pop, from: top, to: below) != nil
        #expect(!BackSwipePolicy.isSystemGestureEnabled(appSetting: true, customPopRouted: routed))
        routed = table.rule(for: .pop, from: SettingsScreen(), to: below) != nil
        #expect(BackSwipePolicy.isSystemGestureEnabled(appSetting: true, customPopRouted: routed))
    }
}
