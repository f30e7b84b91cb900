import Foundation
import Testing
import Interactive
import Transitions
@testable import TransitionsTesting

/// Navigation and tab bar transitions in UIKit's order (facts 8–12 of the `Transitions` article
/// UIKitCallOrder; UIKitCore 26.1 `UINavigationController`, `_UIViewControllerTransitionConductor`
/// `startDeferredTransitionIfNeeded` and `_startCustomTransition:`, `UITabBarController`
/// `transitionFromViewController:toViewController:transition:shouldSetSelected:`): the appearance
/// callbacks and the delegate, the popped screen's lifetime, an early finish, a container that is
/// not on screen.
@MainActor
@Suite struct ModelWindowContainerOrderTests {
    @MainActor
    final class Stack {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation: ModelNavigationController
        let router = ModelRouter()
        var heard: [String] = []

        init() {
            navigation = ModelNavigationController(root: list)
            router.updateRoutes(in: window) { $0.add(.navigation, transition: SlideTransition()) }
            router.install(on: navigation, in: window)
            navigation.delegateWillShow = { [unowned self] screen, _ in heard.append("willShow \(screen.name)") }
            navigation.delegateDidShow = { [unowned self] screen, _ in heard.append("didShow \(screen.name)") }
            for screen in [list, detail] { listen(to: screen) }
        }

        func listen(to screen: ModelScreen) {
            screen.onAppearanceTransition = { [unowned self, unowned screen] transition in
                heard.append("\(screen.name) \(Self.describe(transition))")
            }
        }

        static func describe(_ transition: ModelScreen.AppearanceTransition) -> String {
            switch transition {
            case let .begin(appearing, _): appearing ? "willAppear" : "willDisappear"
            case .end: "did"
            case .cancel: "cancel"
            }
        }
    }

    /// A push: nothing at the request; in the layout pass the disappearing screen's
    /// `viewWillDisappear`, the appearing one's `viewWillAppear`, then the delegate's `willShow`
    /// (`didStartCustomTransitionWithContext:`); at the end the disappearing screen's
    /// `viewDidDisappear`, the appearing one's `viewDidAppear`, then `didShow` (fact 10).
    @Test func aPushsAppearanceCallbacksComeInTheLayoutPass() {
        let app = Stack()
        #expect(app.window.push(app.detail, on: app.navigation))
        #expect(app.heard.isEmpty, "nothing at the request")
        app.window.runLoopTurn()
        #expect(app.heard == ["list willDisappear", "detail willAppear", "willShow detail"])
        #expect(app.window.runUntilIdle())
        #expect(app.heard == ["list willDisappear", "detail willAppear", "willShow detail", "list did", "detail did", "didShow detail"])
        #expect(app.window.runner?.problems == [])
    }

    /// A cancelled pop: the appearing screen's `cancelBeginAppearanceTransition` first, then the
    /// disappearing one's, then `willShow` and `didShow` with the screen that stays (fact 11). The
    /// popped screen leaves the children once the pop is in flight, and is back after the cancel.
    @Test func aCancelledPopsOrderAndThePoppedScreensLifetime() throws {
        let app = Stack()
        app.window.push(app.detail, on: app.navigation, animated: false)
        app.heard = []
        let percent = ModelPercentDrivenInteractionController(gesture: .screenEdge(.leading), policy: .halfway)
        let edge = ModelGestureInteraction(controller: percent)
        app.router.updateRoutes(in: app.window) { $0.add(.pop, transition: SlideTransition(), interaction: edge) }
        #expect(edge.screen === app.detail)
        #expect(edge.recognize(.began, reading: GestureReading(translation: .zero, velocity: CGPoint(x: 300, y: 0))))
        #expect(app.detail.navigationController === app.navigation, "a child until the layout pass")
        app.window.runLoopTurn()
        #expect(app.detail.navigationController == nil, "removed from the children once in flight")
        #expect(app.heard == ["detail willDisappear", "list willAppear", "willShow list"])
        edge.recognize(.changed, reading: GestureReading(translation: CGPoint(x: 60, y: 0), velocity: CGPoint(x: -300, y: 0)))
        edge.recognize(.ended, reading: GestureReading(translation: CGPoint(x: 60, y: 0), velocity: CGPoint(x: -300, y: 0)))
        #expect(app.window.runUntilIdle())
        #expect(app.heard == [
            "detail willDisappear", "list willAppear", "willShow list",
            "list cancel", "detail cancel", "willShow detail", "didShow detail",
        ])
        #expect(app.detail.navigationController === app.navigation, "back among the children")
        let runner = try #require(app.window.runner)
        #expect(runner.problems == [])
        #expect(runner.navigationBarAnimation?.isOnAnimator == true, "the bar moved with the pop")
        #expect(runner.navigationBarAnimation?.endPosition == .start, "and went back with it")
        #expect(!runner.context.interactiveUpdates.isEmpty, "the bar followed the progress")
    }

    /// A tab switch: the appearing tab's `viewWillAppear` before the disappearing one's
    /// `viewWillDisappear`, after the commit; at the end the appearing tab's `viewDidAppear` first
    /// (fact 12).
    @Test(arguments: [true, false])
    func aTabSwitchSendsTheAppearingTabFirst(finishes: Bool) throws {
        let (window, tabs, home, account, pan) = ModelScenes.tabsWithPan()
        var heard: [String] = []
        for screen in [home, account] {
            screen.onAppearanceTransition = { [unowned screen] in heard.append("\(screen.name) \(Stack.describe($0))") }
        }
        let left = CGPoint(x: -400, y: 0)
        #expect(pan.recognize(.began, reading: GestureReading(translation: .zero, velocity: left)))
        #expect(heard.isEmpty)
        let runner = try #require(window.runner)
        #expect(runner.context.events.contains(.transitionDuration), "the duration at the request")
        #expect(runner.context.hasToEndFrame, "the to-view laid out at the request")
        window.runLoopTurn()
        #expect(heard == ["account willAppear", "home willDisappear"])
        let translation = CGPoint(x: finishes ? -300 : -40, y: 0)
        pan.recognize(.changed, reading: GestureReading(translation: translation, velocity: finishes ? left : CGPoint(x: 400, y: 0)))
        pan.recognize(.ended, reading: GestureReading(translation: translation, velocity: finishes ? left : CGPoint(x: 400, y: 0)))
        #expect(window.runUntilIdle())
        #expect(heard == ["account willAppear", "home willDisappear"] + (finishes ? ["account did", "home did"] : ["account cancel", "home cancel"]))
        #expect(tabs.selectedIndex == (finishes ? 1 : 0))
        #expect(runner.problems == [])
        #expect(runner.context.percentComplete == 0, "no progress handlers on a tab switch (fact 17)")
        #expect(!runner.context.events.contains(.interruptibleAnimator) || runner.context.events.firstIndex(of: .interruptibleAnimator)!
            < runner.context.events.firstIndex(of: .inFlight)!, "no animator asked after the start")
    }

    /// A finish UIKit's own percent-driven interaction recorded before the layout pass is replayed
    /// after the start (fact 9: the conductor reads the context's state first), so the pop ends.
    @Test func aFinishBeforeTheLayoutPassIsReplayed() throws {
        let app = Stack()
        // Only pushes routed: the system back swipe stays on (BackSwipePolicy).
        app.router.updateRoutes(in: app.window) { $0 = RouteTable(); $0.add(.push, transition: SlideTransition()) }
        app.window.push(app.detail, on: app.navigation, animated: false)
        let swipe = try #require(app.window.beginSystemBackSwipe(on: app.navigation))
        swipe.finish()
        let runner = try #require(app.window.runner)
        #expect(runner.context.deferredRequest == .finish)
        app.window.runLoopTurn()
        #expect(runner.context.events.contains(.replayed(.finish)))
        #expect(app.window.runUntilIdle())
        #expect(app.window.records.last?.finished == true)
        #expect(app.navigation.stack.map(\.name) == ["list"])
        #expect(runner.context.completions == [true])
        #expect(runner.context.violations == [])
    }

    /// A navigation controller that is not appearing or appeared at the layout pass drops the
    /// controllers it was given at the request and shows the change without animation: no
    /// `animateTransition`, no `animationEnded` (fact 8). The delegate still hears `willShow` and
    /// `didShow`, the coordinator's completion blocks run finished.
    @Test func aNavigationControllerNotOnScreenShowsWithoutAnimation() throws {
        let app = Stack()
        app.navigation.isAppearingOrAppeared = false
        var ended: [Bool] = []
        #expect(app.window.push(app.detail, on: app.navigation))
        app.window.coordinator?.animate(alongsideTransition: false) { ended.append($0.isCancelled) }
        let vended = try #require(app.router.vended.last, "the delegate was asked at the request")
        app.window.runLoopTurn()
        let runner = try #require(app.window.runner)
        #expect(runner.isComplete)
        #expect(runner.context.events.contains(.shownWithoutAnimation))
        #expect(!runner.context.events.contains(.animateTransition))
        #expect(!runner.context.events.contains { if case .animationEnded = $0 { true } else { false } })
        #expect(vended.controller.sessions.planBuilds <= 1 && vended.controller.sessions.current == nil, "nothing set up")
        #expect(ended == [false])
        #expect(app.heard.contains("didShow detail"))
        #expect(app.navigation.stack.map(\.name) == ["list", "detail"])
        #expect(runner.problems == [])
    }

    /// A tab bar controller that is not appearing or appeared asks its delegate nothing: the
    /// switch shows at once (fact 12).
    @Test func aTabBarControllerNotOnScreenAsksNothing() {
        let window = ModelWindow()
        let tabs = ModelTabBarController(tabs: [ModelScreen("home"), ModelScreen("account")])
        let router = ModelRouter()
        router.updateRoutes(in: window) { $0.add(.tab, transition: SlideTransition()) }
        router.install(on: tabs, in: window)
        tabs.isAppearingOrAppeared = false
        #expect(window.select(1, of: tabs))
        #expect(router.vended.isEmpty)
        #expect(!window.isTransitionInFlight)
        #expect(tabs.selectedIndex == 1)
    }
}
