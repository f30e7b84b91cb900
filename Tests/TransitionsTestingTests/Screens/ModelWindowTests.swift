import Foundation
import Testing
@testable import Interactive
import Transitions
@testable import TransitionsTesting

/// The router and the gesture wiring under the model of UIKit's containers and runner (issue 20:
/// "every UIKit decision under the model"): a gesture asks its screen for a transition, the
/// router vends and pairs, UIKit's runner plays it, the coordinator and `didShow` report its end.
/// Every decision here is the code iOS runs (`RouterCore`, `GestureInteractionCore`, the session
/// code); only UIKit is modelled.
@MainActor
@Suite struct ModelWindowTests {
    enum Controller: String, CaseIterable, CustomStringConvertible {
        case percentDriven, planDriven
        var description: String { rawValue }

        @MainActor
        func make() -> any RunnerInteractionController & ModelGestureDriven {
            switch self {
            case .percentDriven: ModelPercentDrivenInteractionController()
            case .planDriven: ModelPlanDrivenInteractionController()
            }
        }
    }

    @MainActor
    struct Stack {
        let window = ModelWindow()
        let list = ModelScreen("list")
        let detail = ModelScreen("detail")
        let navigation: ModelNavigationController
        let router = ModelRouter()

        init(startsInsideRequests: Bool = false) {
            navigation = ModelNavigationController(root: list)
            window.startsTransitionsInsideRequests = startsInsideRequests
            router.install(on: navigation, in: window)
        }
    }

    func pinch(_ scale: CGFloat, velocity: CGFloat = -1) -> GestureReading {
        GestureReading(scale: scale, scaleVelocity: velocity)
    }

    /// A pinch the router wired to the pushed screen pops it interactively, whoever plays the
    /// transition and whenever UIKit starts it; the fingers may lift before UIKit starts.
    @Test(arguments: Controller.allCases, [false, true])
    func aRoutedPinchPops(controller: Controller, startsInsideRequests: Bool) throws {
        let app = Stack(startsInsideRequests: startsInsideRequests)
        let gesture = ModelGestureInteraction(controller: controller.make())
        app.router.updateRoutes(in: app.window) { $0.add(.pop, transition: CrossFadeTransition(), interaction: gesture) }
        app.window.push(app.detail, on: app.navigation, animated: false)
        #expect(gesture.screen === app.detail, "wired by didShow")

        #expect(gesture.recognize(.began, reading: pinch(1)))
        #expect(app.window.isTransitionInFlight)
        #expect(gesture.isInteractionInProgress)
        gesture.recognize(.changed, reading: pinch(0.6))
        gesture.recognize(.ended, reading: pinch(0.5, velocity: -3))
        #expect(app.window.runUntilIdle())

        #expect(app.navigation.stack.map(\.name) == ["list"])
        #expect(app.window.records.last == ModelWindow.Record(operation: .pop, routed: true, interactive: true, finished: true))
        let runner = try #require(app.window.runner)
        #expect(runner.problems.isEmpty, "\(runner.problems)")
        #expect(!gesture.isInteractionInProgress)
        if controller == .planDriven {
            let planDriven = try #require(gesture.controller as? ModelPlanDrivenInteractionController)
            #expect(planDriven.animationController === app.router.vended.last?.controller, "paired by the router")
        }
    }

    /// One coordinator model: the window's `transitionCoordinator` is its runner's, from the
    /// request until the transition completes, and a completion block registered on it (the
    /// gesture's end is one) runs in fact 4's order: after the container's own work (the stack
    /// changed, `didShow`) and the appearance callbacks inside the completion handler, before
    /// did-complete.
    @Test func theWindowsCoordinatorIsTheRunners() throws {
        let app = Stack()
        let gesture = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController())
        app.router.updateRoutes(in: app.window) { $0.add(.pop, transition: CrossFadeTransition(), interaction: gesture) }
        app.window.push(app.detail, on: app.navigation, animated: false)
        #expect(app.window.coordinator == nil, "no transition in flight")
        #expect(gesture.recognize(.began, reading: pinch(1)))
        let runner = try #require(app.window.runner)
        let coordinator = try #require(app.window.coordinator)
        #expect(coordinator === runner.coordinator)
        #expect(runner.context.transitionCoordinator === coordinator)
        var seen: (finished: Bool?, events: [ModelTransitionContext.Event])?
        coordinator.animate(alongsideTransition: false) { _ in seen = (app.window.records.last?.finished, runner.context.events) }
        gesture.recognize(.ended, reading: pinch(0.3, velocity: -4))
        #expect(app.window.runUntilIdle())
        let at = try #require(seen)
        #expect(at.finished == true, "the container's completion work ran first")
        #expect(at.events.last == .coordinatorCompletions)
        #expect(at.events.contains(.appearanceDidEnd(true)))
        #expect(!at.events.contains(.didComplete))
        #expect(app.window.coordinator == nil)
        #expect(!gesture.isInteractionInProgress)
        #expect(runner.problems == [])
    }

    /// A pinch that goes back cancels: the screen stays, the gesture is free again, and the
    /// router rewires it to the screen still on top.
    @Test(arguments: Controller.allCases)
    func aPinchThatGoesBackCancels(controller: Controller) throws {
        let app = Stack()
        let gesture = ModelGestureInteraction(controller: controller.make())
        app.router.updateRoutes(in: app.window) { $0.add(.pop, transition: SlideTransition(), interaction: gesture) }
        app.window.push(app.detail, on: app.navigation, animated: false)
        gesture.recognize(.began, reading: pinch(1))
        app.window.runLoopTurn()
        gesture.recognize(.changed, reading: pinch(0.9, velocity: 0))
        gesture.recognize(.ended, reading: pinch(0.95, velocity: 0.5))
        #expect(app.window.runUntilIdle())
        #expect(app.navigation.stack.map(\.name) == ["list", "detail"])
        #expect(app.window.records.last?.finished == false)
        #expect(app.window.runner?.problems.isEmpty == true, "\(app.window.runner?.problems ?? [])")
        #expect(!gesture.isInteractionInProgress)
        #expect(gesture.screen === app.detail)
        // The next pinch pops.
        #expect(gesture.recognize(.began, reading: pinch(1)))
        gesture.recognize(.ended, reading: pinch(0.3, velocity: -4))
        #expect(app.window.runUntilIdle())
        #expect(app.navigation.stack.map(\.name) == ["list"])
    }

    /// A gesture that begins while any transition runs starts nothing, and its later events never
    /// reach UIKit; a back-button pop no gesture drives gets no interaction and cannot stall.
    @Test func oneTransitionAtATime() throws {
        let app = Stack()
        let pinch = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pinch))
        let edge = ModelGestureInteraction(controller: ModelPlanDrivenInteractionController(gesture: .screenEdge(.leading), policy: .halfway))
        app.router.updateRoutes(in: app.window) {
            $0.add(.pop, transition: SlideTransition(), interactions: [pinch, edge])
        }
        app.window.push(app.detail, on: app.navigation, animated: false)
        #expect(app.window.pop(app.navigation), "the back button")
        #expect(edge.recognize(.began, reading: GestureReading(translation: .zero, velocity: CGPoint(x: 500, y: 0))))
        #expect(!edge.isInteractionInProgress, "refused: a transition is in flight")
        edge.recognize(.ended, reading: GestureReading(translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 500, y: 0)))
        #expect(app.window.runUntilIdle())
        #expect(app.window.records.last == ModelWindow.Record(operation: .pop, routed: true, interactive: false, finished: true))
        #expect(app.window.runner?.problems.isEmpty == true)
        #expect(app.navigation.stack.count == 1)
    }

    // MARK: Issue 25, finding 2

    /// A photo screen whose router was installed before its presentation, with a pinch on a
    /// dismissal rule that accepts only a presenter named "list", presented without animation
    /// from `presenterName`.
    func photoWithAWhereDismissalRule(presentedFrom presenterName: String) -> (ModelWindow, ModelScreen, ModelScreen, ModelGestureInteraction) {
        let window = ModelWindow()
        let presenter = ModelScreen(presenterName), photo = ModelScreen("photo")
        let router = ModelRouter()
        let gesture = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pinch))
        router.updateRoutes(in: window) {
            $0.add(.dismiss, where: { _, to in to.name == "list" }, transition: CrossFadeTransition(), interaction: gesture)
        }
        router.install(onPresented: photo, in: window)
        #expect(gesture.screen === photo, "wired before the presenter is known")
        window.present(photo, from: presenter, animated: false)
        #expect(photo.presentingScreen === presenter)
        return (window, presenter, photo, gesture)
    }

    /// A dismissal rule written with `where:` names the presenter, unknown when the router is
    /// installed on the screen before it is presented. Its pinch is wired then anyway, and a
    /// non-animated presentation (which asks the router nothing) leaves it working: the pinch
    /// dismisses interactively. Fails on today's main: the pinch is never attached.
    @Test func aWhereDismissalRulesGestureWorksWhenTheRouterCameFirst() throws {
        let (window, presenter, photo, gesture) = photoWithAWhereDismissalRule(presentedFrom: "list")
        #expect(gesture.recognize(.began, reading: pinch(1)))
        gesture.recognize(.ended, reading: pinch(0.3, velocity: -4))
        #expect(window.runUntilIdle())
        #expect(window.records.last == ModelWindow.Record(operation: .dismiss, routed: true, interactive: true, finished: true))
        #expect(window.runner?.problems.isEmpty == true, "\(window.runner?.problems ?? [])")
        #expect(photo.presentingScreen == nil && presenter.presentedScreen == nil)
    }

    /// When the presenter turns out not to pass the rule, the gesture does not begin: it never
    /// starts a dismissal nobody routes.
    @Test func aWhereDismissalRulesGestureFailsForAnotherPresenter() {
        let (window, presenter, photo, gesture) = photoWithAWhereDismissalRule(presentedFrom: "settings")
        #expect(!gesture.recognize(.began, reading: pinch(1)), "should-begin says no")
        #expect(!window.isTransitionInFlight)
        #expect(photo.presentingScreen === presenter)
    }

    // MARK: The router's vending

    /// The one-shot router of `present(_:with:)` stays after a cancelled dismissal and lets go
    /// after a completed one (`onEnded`, `releasesAfterDismissal`).
    @Test func theOneShotRouterLetsGoAfterACompletedDismissal() {
        let window = ModelWindow()
        let list = ModelScreen("list"), photo = ModelScreen("photo")
        let router = ModelRouter()
        let gesture = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pinch))
        router.updateRoutes(in: window) {
            $0.add(.present, transition: SlideUpTransition())
            $0.add(.dismiss, transition: SlideUpTransition(), interactions: [gesture])
        }
        router.core.releasesAfterDismissal = true
        router.install(onPresented: photo, in: window)
        window.present(photo, from: list)
        #expect(window.runUntilIdle())
        #expect(window.records.last == ModelWindow.Record(operation: .present, routed: true, interactive: false, finished: true))

        gesture.recognize(.began, reading: pinch(1))
        gesture.recognize(.ended, reading: pinch(0.98, velocity: 0.2))
        #expect(window.runUntilIdle())
        #expect(window.records.last?.finished == false)
        #expect(router.isInstalled(onPresented: photo), "a cancelled dismissal keeps the router")

        #expect(window.dismiss(photo))
        #expect(window.runUntilIdle())
        #expect(window.records.last == ModelWindow.Record(operation: .dismiss, routed: true, interactive: false, finished: true))
        #expect(!router.isInstalled(onPresented: photo), "released after the completed dismissal")
        #expect(window.runner?.problems.isEmpty == true, "\(window.runner?.problems ?? [])")
    }

    /// A router that presents as cards gives a `.custom` screen its card: the transition animates
    /// the card's dimming view, which ends where its presentation controller expects it.
    @Test func theCardChoiceUnderTheRunner() throws {
        let (window, list, photo) = ModelScenes.cardOverList("photo")
        #expect(photo.modalPresentationStyle == .custom)
        window.present(photo, from: list)
        #expect(window.runUntilIdle())
        let presentation = try #require(window.runner)
        #expect(presentation.context.dimmingView != nil)
        #expect(presentation.problems.isEmpty, "\(presentation.problems)")
        window.dismiss(photo)
        #expect(window.runUntilIdle())
        #expect(window.runner?.context.dimmingView != nil)
        #expect(window.runner?.problems.isEmpty == true, "\(window.runner?.problems ?? [])")
    }

    /// A tab pan the router wired to the tab bar controller switches tabs; while it drives the
    /// switch, the router refuses a tap on another tab.
    @Test func aRoutedTabPanSwitchesAndRefusesTaps() {
        let window = ModelWindow()
        let tabs = ModelTabBarController(tabs: [ModelScreen("one"), ModelScreen("two"), ModelScreen("three")])
        let router = ModelRouter()
        let next = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pan(.leading), policy: .halfway))
        router.updateRoutes(in: window) { $0.add(.tabForward, transition: SlideTransition(), interaction: next) }
        router.install(on: tabs, in: window)
        #expect(next.screen === tabs)
        let left = CGPoint(x: -400, y: 0)
        #expect(next.recognize(.began, reading: GestureReading(translation: .zero, velocity: left)))
        #expect(!router.core.allowsTabSelection(previousAnswer: nil), "a tap mid-swipe is refused")
        #expect(!window.select(2, of: tabs))
        next.recognize(.changed, reading: GestureReading(translation: CGPoint(x: -250, y: 0), velocity: left))
        next.recognize(.ended, reading: GestureReading(translation: CGPoint(x: -300, y: 0), velocity: left))
        #expect(window.runUntilIdle())
        #expect(tabs.selectedIndex == 1)
        #expect(window.records.last == ModelWindow.Record(operation: .tabForward, routed: true, interactive: true, finished: true))
        #expect(window.runner?.problems.isEmpty == true, "\(window.runner?.problems ?? [])")
        #expect(router.core.allowsTabSelection(previousAnswer: nil))
    }

    // MARK: Issue 25, finding 6

    /// The router wires tab pans to the tab bar controller's view and a route's edge pan to the top
    /// screen of the navigation controller in the selected tab; UIKit's back swipe is on the
    /// navigation controller's view. For a swipe that each would recognize, the innermost screen's
    /// gesture wins; at the root, or away from the edge, the tab pan does. Fails on today's main:
    /// its rule only knows gestures on one view, so the tab pan and the back gestures both
    /// recognize the same swipe.
    @Test func gesturesAcrossTheRoutersViews() {
        let window = ModelWindow()
        let root = ModelScreen("root"), pushed = ModelScreen("pushed")
        let navigation = ModelNavigationController(root: root)
        let tabs = ModelTabBarController(tabs: [navigation, ModelScreen("other")])
        let router = ModelRouter()
        let tabPan = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pan(.leading), policy: .halfway))
        let edgePan = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .screenEdge(.leading), policy: .halfway))
        router.updateRoutes(in: window) {
            $0.add(.tabForward, transition: SlideTransition(), interaction: tabPan)
            $0.add(.pop, transition: SlideTransition(), interaction: edgePan)
        }
        router.install(on: tabs, in: window)
        router.install(on: navigation, in: window)
        window.push(pushed, on: navigation, animated: false)
        #expect(tabPan.screen === tabs && edgePan.screen === pushed)

        struct Recognizer {
            var name: String
            var gesture: CompetingGesture
            var host: ModelScreen
            var recognizes: Bool
        }
        // Which recognizer wins a touch: one that recognizes and waits for no recognizer that
        // also recognizes (the kit's delegate answers `shouldRequireFailureOf` for its own).
        func winners(_ recognizers: [Recognizer]) -> [String] {
            recognizers.indices.filter { index in
                let candidate = recognizers[index]
                guard candidate.recognizes else { return false }
                // UIKit's own gestures are not asked here: only the kit's delegate waits.
                guard case let .kit(kit) = candidate.gesture else { return true }
                return !recognizers.indices.contains { other in
                    other != index && recognizers[other].recognizes
                        && kit.requiresFailure(of: recognizers[other].gesture, relation: relation(of: recognizers[other].host, to: candidate.host))
                }
            }.map { recognizers[$0].name }
        }
        func relation(of other: ModelScreen, to host: ModelScreen) -> GestureViewRelation {
            if other === host { return .sameView }
            if other.isView(inside: host) { return .inside }
            if host.isView(inside: other) { return .outside }
            return .unrelated
        }
        // A swipe from the leading edge of the pushed screen: the route's edge pan, the system back
        // swipe (off here, a custom pop being routed; on without one) and the tab pan all could.
        for systemBackSwipeOn in [false, true] {
            let swipe = [
                Recognizer(name: "tab pan", gesture: .kit(.pan(.leading)), host: tabs, recognizes: true),
                Recognizer(name: "edge pan", gesture: .kit(.screenEdge(.leading)), host: pushed, recognizes: true),
                Recognizer(name: "back swipe", gesture: .edgePan, host: navigation, recognizes: systemBackSwipeOn),
            ]
            #expect(!winners(swipe).contains("tab pan"), "the innermost screen goes back first")
        }
        // Away from the edge the edge pans fail: the tab pan switches tabs.
        let middle = [
            Recognizer(name: "tab pan", gesture: .kit(.pan(.leading)), host: tabs, recognizes: true),
            Recognizer(name: "edge pan", gesture: .kit(.screenEdge(.leading)), host: pushed, recognizes: false),
            Recognizer(name: "back swipe", gesture: .edgePan, host: navigation, recognizes: false),
            Recognizer(name: "content pop", gesture: .contentPop, host: navigation, recognizes: false),
        ]
        #expect(winners(middle) == ["tab pan"])
        // The kit's edge pan never waits for the tab pan around it.
        #expect(!InteractionGesture.screenEdge(.leading).requiresFailure(of: .kit(.pan(.leading)), relation: relation(of: tabs, to: pushed)))
        #expect(relation(of: pushed, to: tabs) == .inside && relation(of: navigation, to: tabs) == .inside)
    }
}
