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

    /// A pop rule only for gestures leaves taps and the system back-swipe to UIKit, even when the
    /// router re-evaluates while its gesture is still in progress (`didShow` runs inside
    /// `completeTransition`, and `updateRoutes` may run during a gesture); an ordinary pop rule or
    /// a pop default beside it turns the system gesture off.
    @Test @MainActor func aGestureOnlyPopRuleNeverTurnsTheSystemSwipeOff() {
        let pinch = FakeInteraction()
        var table = RouteTable<Screen>()
        table.add(.pop, transition: TaggedTransition(tag: "pinch"), interactions: [pinch], onlyWhenInteractive: true)
        let top = DetailScreen(), below = ListScreen()
        for inProgress in [false, true] {
            pinch.isInteractionInProgress = inProgress
            #expect(!table.routesWithoutGesture(.pop, from: top, to: below), "in progress: \(inProgress)")
        }
        table.setDefault(TaggedTransition(tag: "default"), for: .navigation)
        #expect(table.routesWithoutGesture(.pop, from: top, to: below))
        table.removeAll()
        table.add(.pop, from: .type(DetailScreen.self), transition: TaggedTransition(tag: "taps"))
        #expect(table.routesWithoutGesture(.pop, from: top, to: below))
        #expect(!table.routesWithoutGesture(.pop, from: below, to: top))
        #expect(!table.routesWithoutGesture(.push, from: below, to: top))
    }
}

/// A system back gesture shared by the routers of one navigation controller.
@Suite struct BackSwipeGestureTests {
    /// Defect 4: router A disables the gesture for its custom pop; router B, installed over it
    /// with no custom pop, must give the app's own `true` back, not A's `false`.
    @Test func aSecondRouterReadsTheAppsSettingNotTheFirstRoutersFalse() {
        var gesture = BackSwipePolicy.Gesture(isEnabled: true)
        gesture.apply(customPopRouted: true)        // router A
        #expect(!gesture.isEnabled)
        gesture.apply(customPopRouted: false)       // router B, installed later
        #expect(gesture.isEnabled)
        #expect(gesture.appSetting == true)
    }

    @Test(arguments: [true, false])
    func uninstallingGivesTheAppItsOwnSettingBack(app: Bool) {
        var gesture = BackSwipePolicy.Gesture(isEnabled: app)
        gesture.apply(customPopRouted: true)
        gesture.apply(customPopRouted: true)
        #expect(!gesture.isEnabled)
        gesture.restoreAppSetting()
        #expect(gesture.isEnabled == app)
        #expect(gesture.appSetting == nil)
        // A router taking over afterwards records the app's setting again.
        gesture.apply(customPopRouted: false)
        #expect(gesture.isEnabled == app)
    }

    /// An app that turned the gesture off keeps it off whatever the routes.
    @Test func anAppThatTurnedTheGestureOffKeepsItOff() {
        var gesture = BackSwipePolicy.Gesture(isEnabled: false)
        gesture.apply(customPopRouted: false)
        #expect(!gesture.isEnabled)
        gesture.apply(customPopRouted: true)
        gesture.apply(customPopRouted: false)
        #expect(!gesture.isEnabled)
    }
}
