import Foundation
import Testing
import Interactive
import Transitions
@testable import TransitionsTesting

/// Plans are made when the screen is ready. A navigation controller asks for the duration inside
/// the push or pop, before it sets the to-view controller's final frame and before the to-screen
/// hears `viewWillAppear` or lays out (facts 8 and 9; UIKitCore 26.1
/// `_UIViewControllerTransitionConductor _startCustomTransition:` uses the stored
/// `customNavigationTransitionDuration`, then sets the frame, sends `didStartCustomTransitionWithContext:`
/// and `_setToEndFrame:`). The kit answers the duration from a plan that is not played and builds
/// the plan it plays at the start (`TransitionSessionKeeper.plan(for:)`).
@MainActor
@Suite struct ModelWindowPlanTimingTests {
    /// A navigation controller whose children are inset (a bar that is not translucent): the
    /// to-view ends where UIKit puts it, not in the container's full bounds the kit would assume
    /// while `finalFrame(for:)` still reads `.zero`. Fails when the plan built at the request is
    /// played.
    @Test(arguments: [TransitionOperation.push, .pop])
    func thePlanReadsTheFinalFrameUIKitSetsAtTheStart(operation: TransitionOperation) throws {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = ModelNavigationController(root: list)
        let inset = CGRect(x: 0, y: 100, width: 390, height: 744)
        navigation.contentFrame = inset
        let router = ModelRouter()
        router.updateRoutes(in: window) { $0.add(.navigation, transition: SlideTransition()) }
        router.install(on: navigation, in: window)
        if operation == .pop { window.push(detail, on: navigation, animated: false) }
        #expect(operation == .push ? window.push(detail, on: navigation) : window.pop(navigation))
        let runner = try #require(window.runner)
        #expect(runner.requestedDuration == SlideTransition().plan(for: try TransitionContext(operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))).duration)
        #expect(!runner.context.hasToEndFrame, "the duration came before the final frame")
        #expect(window.runUntilIdle())
        #expect(runner.context.toView.frame == inset, "the to-view ends at UIKit's final frame for it")
        #expect(runner.problems == [])
    }

    @MainActor
    final class List {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation: ModelNavigationController
        let router = ModelRouter()
        let cell: ModelSubview
        /// The list's scroll offset, points.
        var offset: CGFloat = 0
        /// The row selected (its top in the list's content).
        let rowTop: CGFloat = 1_200

        init() {
            navigation = ModelNavigationController(root: list)
            cell = ModelSubview(in: list, frame: CGRect(x: 0, y: 1_200, width: 390, height: 80))
            router.install(on: navigation, in: window)
            window.push(detail, on: navigation, animated: false)
            // The list scrolls its selected row into view when it is about to appear, and places
            // its cells when it lays out.
            list.onAppearanceTransition = { [unowned self] transition in
                guard case .begin(appearing: true, _) = transition else { return }
                offset = rowTop - 300
                list.setNeedsLayout()
            }
            list.onLayout = { [unowned self] _ in
                cell.frame = CGRect(x: 0, y: rowTop - offset, width: 390, height: 80)
            }
        }
    }

    /// A pop that zooms back into the list's selected row: the row is measured once the list has
    /// heard `viewWillAppear` (where it scrolls to the row) and laid out, at the start. Fails when
    /// the zoom is measured for the duration, inside the pop, where the row is still off screen.
    @Test func theZoomMeasuresItsSourceAfterTheToScreenLaidOut() throws {
        let app = List()
        let zoom = ModelSourceViewZoomTransition { [weak app] in app?.cell }
        app.router.updateRoutes(in: app.window) { $0.add(.pop, transition: zoom) }
        #expect(app.window.pop(app.navigation))
        let vended = try #require(app.router.vended.last)
        app.window.runLoopTurn()
        let plan = try #require(vended.controller.sessions.current?.plan)
        let expected = ZoomTransition(sourceRect: CGRect(x: 0, y: 300, width: 390, height: 80)).plan(for: plan.context)
        #expect(plan.state(at: 1) == expected.state(at: 1), "the row where the list shows it")
        #expect(app.list.layoutCount >= 1)
        #expect(app.window.runUntilIdle())
        #expect(app.window.runner?.problems == [])
    }

    /// The duration's plan is reused at the start when UIKit's context reads the same (a plain
    /// push into a full-size child), so a push builds one plan.
    @Test func aPlainPushBuildsOnePlan() throws {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = ModelNavigationController(root: list)
        let router = ModelRouter()
        router.updateRoutes(in: window) { $0.add(.navigation, transition: SlideTransition()) }
        router.install(on: navigation, in: window)
        window.push(detail, on: navigation)
        let vended = try #require(router.vended.last)
        #expect(window.runUntilIdle())
        #expect(vended.controller.sessions.planBuilds == 1)
    }
}
