import Foundation
import Testing
import Interactive
import Transitions
@testable import TransitionsTesting

/// The navigation controller's timing in the model of UIKit's containers (UIKitCore of iOS 26.1,
/// `UINavigationController`; ModelWindow's notes): `viewControllers`, `topViewController` and
/// `visibleViewController` change at the request and stay changed while the transition runs, go
/// back when it is cancelled; the delegate hears `willShow` at the start and `didShow` at the end,
/// and both with the screen that stays after a cancel; a change during a transition waits for it.
@MainActor
@Suite struct ModelWindowNavigationTimingTests {
    @MainActor
    final class App {
        let window = ModelWindow()
        let list = ModelScreen("list")
        let detail = ModelScreen("detail")
        let navigation: ModelNavigationController
        let router = ModelRouter()
        /// What the navigation delegate heard, in order.
        var heard: [String] = []

        init() {
            navigation = ModelNavigationController(root: list)
            router.install(on: navigation, in: window)
            navigation.delegateWillShow = { [unowned self] screen, animated in heard.append("willShow \(screen.name) \(animated)") }
            navigation.delegateDidShow = { [unowned self] screen, animated in heard.append("didShow \(screen.name) \(animated)") }
        }

        var names: [String] { navigation.stack.map(\.name) }
    }

    @Test func anAnimatedPushIsOnTheStackFromTheRequestOn() throws {
        let app = App()
        #expect(app.window.push(app.detail, on: app.navigation))
        #expect(app.names == ["list", "detail"], "viewControllers changes at the request")
        #expect(app.navigation.top === app.detail)
        #expect(app.navigation.visible === app.detail)
        #expect(app.detail.navigationController === app.navigation)
        #expect(app.window.coordinator != nil, "the coordinator answers from the request")
        #expect(app.heard.isEmpty, "willShow waits for the start")
        let runner = try #require(app.window.runner)
        #expect(!runner.isStarted, "an animated change starts at the next layout pass")
        app.window.runLoopTurn()
        #expect(runner.isStarted)
        #expect(app.heard == ["willShow detail true"])
        app.window.advance(by: 0.1)
        #expect(app.names == ["list", "detail"], "and stays so while it runs")
        #expect(app.window.runUntilIdle())
        #expect(app.heard == ["willShow detail true", "didShow detail true"])
        #expect(app.names == ["list", "detail"])
        #expect(runner.problems.isEmpty, "\(runner.problems)")
    }

    @Test func anAnimatedPopLeavesTheStackAtTheRequest() {
        let app = App()
        app.window.push(app.detail, on: app.navigation, animated: false)
        app.heard = []
        #expect(app.window.pop(app.navigation))
        #expect(app.names == ["list"])
        #expect(app.navigation.top === app.list && app.navigation.visible === app.list)
        #expect(app.detail.navigationController === app.navigation, "the disappearing screen is a child until the end")
        #expect(app.window.runUntilIdle())
        #expect(app.detail.navigationController == nil)
        #expect(app.heard == ["willShow list true", "didShow list true"])
    }

    /// An interactive pop that goes back: the stack shows the pop from the request until the
    /// cancel, then the popped screen again; UIKit then sends `willShow` and `didShow` with it.
    @Test func aCancelledInteractivePopPutsTheStackBack() throws {
        let app = App()
        app.window.push(app.detail, on: app.navigation, animated: false)
        app.heard = []
        let swipe = try #require(app.window.beginSystemBackSwipe(on: app.navigation))
        #expect(app.names == ["list"], "popped at the request")
        #expect(app.navigation.visible === app.list)
        app.window.runLoopTurn()
        swipe.update(0.3)
        app.window.advance(by: 0.1)
        #expect(app.names == ["list"], "still popped during the interaction")
        swipe.cancel()
        #expect(app.window.runUntilIdle())
        #expect(app.names == ["list", "detail"])
        #expect(app.navigation.top === app.detail && app.navigation.visible === app.detail)
        #expect(app.detail.navigationController === app.navigation)
        #expect(app.heard == ["willShow list true", "willShow detail true", "didShow detail true"])
        #expect(app.window.records.last == ModelWindow.Record(operation: .pop, routed: false, interactive: true, finished: false))
        #expect(app.window.runner?.problems.isEmpty == true, "\(app.window.runner?.problems ?? [])")
    }

    @Test func aFinishedInteractivePopShowsTheScreenBelow() throws {
        let app = App()
        app.window.push(app.detail, on: app.navigation, animated: false)
        app.heard = []
        let swipe = try #require(app.window.beginSystemBackSwipe(on: app.navigation))
        app.window.runLoopTurn()
        swipe.update(0.6)
        swipe.finish()
        #expect(app.window.runUntilIdle())
        #expect(app.names == ["list"])
        #expect(app.heard == ["willShow list true", "didShow list true"])
        #expect(app.window.beginSystemBackSwipe(on: app.navigation) == nil, "nothing to pop at the root")
    }

    @Test func aChangeWithoutAnimationShowsAtOnce() {
        let app = App()
        #expect(app.window.push(app.detail, on: app.navigation, animated: false))
        #expect(app.names == ["list", "detail"])
        #expect(app.heard == ["willShow detail false", "didShow detail false"])
        #expect(app.window.coordinator == nil)
    }

    /// A change requested while a transition runs is applied when it completes (UIKit adds it to
    /// the coordinator's completion), to the stack as it is then.
    @Test func aChangeDuringATransitionWaitsForIt() {
        let app = App()
        let third = ModelScreen("third")
        app.window.push(app.detail, on: app.navigation)
        #expect(!app.window.push(third, on: app.navigation), "not applied now")
        #expect(app.names == ["list", "detail"])
        #expect(app.window.queuedStackChanges == 1)
        #expect(app.window.runUntilIdle())
        #expect(app.names == ["list", "detail", "third"], "applied at the first one's completion")
        #expect(app.window.isTransitionInFlight, "and animated in its own transition")
        #expect(app.window.runUntilIdle())
        #expect(app.window.records.map(\.operation) == [.push, .push])
        #expect(app.heard == ["willShow detail true", "didShow detail true", "willShow third true", "didShow third true"])
    }

    @Test func setViewControllersIsAPushOrAPopByTheNewTop() {
        let app = App()
        let third = ModelScreen("third")
        #expect(app.window.setViewControllers([app.list, app.detail, third], of: app.navigation))
        #expect(app.names == ["list", "detail", "third"])
        #expect(app.window.runUntilIdle())
        #expect(app.window.setViewControllers([app.list], of: app.navigation))
        #expect(app.detail.navigationController == nil, "a screen below the top leaves at once")
        #expect(third.navigationController === app.navigation, "the disappearing top stays until the end")
        #expect(app.window.runUntilIdle())
        #expect(third.navigationController == nil)
        #expect(app.window.records.map(\.operation) == [.push, .pop])
        #expect(app.window.setViewControllers([app.list], of: app.navigation), "the same top: a change, nothing to animate")
        #expect(!app.window.isTransitionInFlight)
        #expect(!app.window.setViewControllers([], of: app.navigation))
    }

    @Test func theVisibleScreenIsWhatIsPresentedOnTheNavigationController() {
        let app = App()
        let sheet = ModelScreen("sheet")
        #expect(app.window.present(sheet, from: app.navigation, animated: false))
        #expect(app.navigation.visible === sheet)
        #expect(app.navigation.top === app.list)
    }
}
