import Foundation
import Testing
import Interactive
import Transitions
@testable import TransitionsTesting

/// The system back swipe as UIKit runs it (fact 14 of the `Transitions` article UIKitCallOrder;
/// UIKitCore 26.1 `-[_UINavigationInteractiveTransition startInteractiveTransition]`, which pops
/// inside `_setShouldIgnoreDelegateTransitionController:YES`, and
/// `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]`): the swipe plays
/// UIKit's own pop and never the router's controllers; UIKit withholds its events while the
/// delegate plays custom transitions unless its failure relationships changed (the kit's tab pan
/// changes them), so the router's `BackSwipePolicy` is what keeps it from replacing a routed pop;
/// and a swipe and a kit gesture never both start.
@MainActor
@Suite struct ModelWindowBackSwipeTests {
    @MainActor
    final class App {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation: ModelNavigationController
        let router = ModelRouter()

        init(appTurnsTheSwipeOff: Bool = false, routes: (inout RouteTable<ModelScreen>) -> Void) {
            navigation = ModelNavigationController(root: list)
            if appTurnsTheSwipeOff { navigation.isSystemBackSwipeEnabled = false }
            router.updateRoutes(in: window, routes)
            router.install(on: navigation, in: window)
        }

        var names: [String] { navigation.stack.map(\.name) }
    }

    /// A swipe that UIKit lets in while the router routes a custom pop (the app turned the gesture
    /// back on and something changed its failure relationships) pops with UIKit's own animation:
    /// the router is not asked, and the kit's transition never plays. Under the model before fact
    /// 14 the router vended its slide for the swipe's pop.
    @Test func theSwipePlaysUIKitsPopAndAsksTheRouterNothing() throws {
        let app = App { $0.add(.navigation, transition: SlideTransition()) }
        app.window.push(app.detail, on: app.navigation, animated: false)
        #expect(!app.navigation.isSystemBackSwipeEnabled, "the policy turned it off for the routed pop")
        app.navigation.isSystemBackSwipeEnabled = true
        app.navigation.systemBackSwipeHasFailureRelationships = true
        let vendedBefore = app.router.vended.count
        let swipe = try #require(app.window.beginSystemBackSwipe(on: app.navigation))
        app.window.runLoopTurn()
        swipe.update(0.5)
        swipe.finish()
        #expect(app.window.runUntilIdle())
        #expect(app.router.vended.count == vendedBefore, "the delegate is ignored for the swipe's pop")
        #expect(app.window.records.last == ModelWindow.Record(operation: .pop, routed: false, interactive: true, finished: true))
        #expect(app.names == ["list"])
        #expect(app.navigation.lastTransitionWasBuiltIn)
        #expect(app.window.runner?.problems == [])
    }

    /// While the delegate plays custom transitions UIKit gives the swipe no events: after the
    /// router's custom push, a swipe the policy leaves on (only pushes are routed) cannot begin;
    /// after a transition of UIKit's own, or once something changed the gesture's failure
    /// relationships, it can.
    @Test func theSwipeGetsNoEventsWhileTheDelegatePlaysCustomTransitions() throws {
        let app = App { $0.add(.push, transition: SlideTransition()) }
        #expect(app.window.push(app.detail, on: app.navigation))
        #expect(app.window.runUntilIdle())
        #expect(app.window.records.last?.routed == true)
        #expect(app.navigation.isSystemBackSwipeEnabled, "no custom pop routed: the app's setting")
        #expect(!app.navigation.systemBackSwipeReceivesEvents)
        #expect(app.window.beginSystemBackSwipe(on: app.navigation) == nil)
        app.navigation.systemBackSwipeHasFailureRelationships = true
        #expect(app.navigation.systemBackSwipeReceivesEvents)
        app.navigation.systemBackSwipeHasFailureRelationships = false
        // A push UIKit animates itself (the router answers nothing for it) lets it in again.
        let third = ModelScreen("third")
        app.router.updateRoutes(in: app.window) { $0 = RouteTable() }
        #expect(app.window.push(third, on: app.navigation))
        #expect(app.window.runUntilIdle())
        #expect(app.window.records.last?.routed == false)
        #expect(app.navigation.systemBackSwipeReceivesEvents)
        let swipe = try #require(app.window.beginSystemBackSwipe(on: app.navigation))
        swipe.cancel()
        #expect(app.window.runUntilIdle())
        #expect(app.names == ["list", "detail", "third"])
    }

    /// The kit's pan on a tab bar controller waits for the back swipe of the navigation
    /// controllers in its tabs (`InteractionGesture.requiresFailure(of:relation:)`): that changes
    /// the swipe's failure relationships, so UIKit no longer withholds its events and only the
    /// router's policy keeps it off a routed pop.
    @Test func theKitsTabPanLetsTheSwipeIn() {
        let window = ModelWindow()
        let navigation = ModelNavigationController(root: ModelScreen("root"))
        let tabs = ModelTabBarController(tabs: [navigation, ModelScreen("other")])
        let router = ModelRouter()
        let tabPan = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pan(.leading), policy: .halfway))
        #expect(!navigation.systemBackSwipeHasFailureRelationships)
        router.updateRoutes(in: window) {
            $0.add(.tabForward, transition: SlideTransition(), interaction: tabPan)
            $0.add(.navigation, transition: SlideTransition())
        }
        router.install(on: tabs, in: window)
        router.install(on: navigation, in: window)
        #expect(navigation.systemBackSwipeHasFailureRelationships)
        #expect(navigation.systemBackSwipeReceivesEvents)
        let detail = ModelScreen("detail")
        #expect(window.push(detail, on: navigation))
        #expect(window.runUntilIdle())
        #expect(!navigation.isSystemBackSwipeEnabled, "the policy is the only guard left")
        #expect(window.beginSystemBackSwipe(on: navigation) == nil)
    }

    /// `BackSwipePolicy` as the router applies it to the model's navigation controller: off while
    /// a custom pop from the top screen is routed, the app's own setting otherwise (kept `false`
    /// when the app turned the swipe off), re-evaluated at `didShow`.
    @Test func thePolicyFollowsTheTopScreen() throws {
        let app = App { $0.add(.pop, transition: SlideTransition()) }
        #expect(app.navigation.isSystemBackSwipeEnabled, "nothing to pop at the root")
        app.window.push(app.detail, on: app.navigation, animated: false)
        #expect(!app.navigation.isSystemBackSwipeEnabled)
        #expect(app.window.beginSystemBackSwipe(on: app.navigation) == nil)
        #expect(app.window.pop(app.navigation, animated: false))
        #expect(app.navigation.isSystemBackSwipeEnabled, "the app's setting back")

        let off = App(appTurnsTheSwipeOff: true) { $0.add(.push, transition: SlideTransition()) }
        off.window.push(off.detail, on: off.navigation, animated: false)
        #expect(!off.navigation.isSystemBackSwipeEnabled, "the app's own false stays")
        #expect(off.window.beginSystemBackSwipe(on: off.navigation) == nil)
    }

    /// A kit gesture and the swipe never both start: while the swipe's pop runs, the route's edge
    /// pan on the screen below does not begin, and while the kit's pop runs the swipe cannot.
    @Test func theSwipeAndAKitGestureNeverBothStart() throws {
        let edgePan = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .screenEdge(.leading), policy: .halfway))
        let app = App { $0.add(.pop, transition: SlideTransition(), interactions: [edgePan], onlyWhenInteractive: true) }
        let third = ModelScreen("third")
        app.window.push(app.detail, on: app.navigation, animated: false)
        app.window.push(third, on: app.navigation, animated: false)
        #expect(app.navigation.isSystemBackSwipeEnabled, "a gesture-only pop rule leaves the swipe on")
        #expect(edgePan.screen === third)
        let swipe = try #require(app.window.beginSystemBackSwipe(on: app.navigation))
        app.window.runLoopTurn()
        let recordsBefore = app.window.records.count, vendedBefore = app.router.vended.count
        edgePan.recognize(.began, reading: GestureReading(translation: .zero, velocity: CGPoint(x: 400, y: 0)))
        #expect(!edgePan.isInteractionInProgress, "no kit pop while UIKit's runs")
        #expect(app.router.vended.count == vendedBefore)
        edgePan.recognize(.cancelled, reading: GestureReading(translation: .zero, velocity: .zero))
        swipe.cancel()
        #expect(app.window.runUntilIdle())
        #expect(app.names == ["list", "detail", "third"])
        #expect(app.window.records.count == recordsBefore, "only UIKit's pop ran")

        #expect(edgePan.recognize(.began, reading: GestureReading(translation: .zero, velocity: CGPoint(x: 400, y: 0))))
        #expect(app.window.isTransitionInFlight)
        #expect(app.window.records.last?.routed == true, "the kit's gesture plays the route")
        #expect(app.window.beginSystemBackSwipe(on: app.navigation) == nil, "no swipe while the kit's pop runs")
        edgePan.recognize(.ended, reading: GestureReading(translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 400, y: 0)))
        #expect(app.window.runUntilIdle())
        #expect(app.names == ["list", "detail"])
    }
}
