import Foundation
import Testing
import Interactive
import Transitions
@testable import TransitionsTesting
import TransitionsUI
import TransitionsUITesting

/// The kit's `DismissalObserver`, fed by the model's navigation and tab bar appearance callbacks
/// the way `ScreenHostingController` feeds it UIKit's (facts 10–12 of the `Transitions` article
/// UIKitCallOrder): a screen pushed over, popped (finished or cancelled, interactively) or
/// switched away from is never reported as dismissed.
@MainActor
@Suite struct DismissalObserverContainerTests {
    /// What each observed screen's observer concluded, in order.
    @MainActor
    final class Reports {
        var heard: [String] = []
        var observers: [DismissalObserver] = []

        func observe(_ screens: [ModelScreen], in window: ModelWindow) {
            for screen in screens {
                let observer = DismissalObserver()
                let name = screen.name
                observer.onBegan = { [unowned self] in heard.append("\(name) began") }
                observer.onEnded = { [unowned self] in heard.append("\(name) ended \($0 ? "finished" : "cancelled")") }
                observer.observe(screen, in: window)
                observers.append(observer)
            }
        }
    }

    /// A push covers the root, then an interactive edge pop, cancelled or finished: the root
    /// disappears and the pushed screen disappears, but neither is being dismissed (fact 10, 11).
    @Test(arguments: [true, false])
    func aPushAndAnInteractivePopReportNoDismissal(finishes: Bool) throws {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = ModelNavigationController(root: list)
        let router = ModelRouter()
        router.updateRoutes(in: window) { $0.add(.navigation, transition: SlideTransition()) }
        router.install(on: navigation, in: window)
        let reports = Reports()
        reports.observe([list, detail], in: window)
        var appearances = 0
        for screen in [list, detail] {
            let observed = screen.onAppearanceTransition
            screen.onAppearanceTransition = { appearances += 1; observed?($0) }
        }
        #expect(window.push(detail, on: navigation))
        #expect(window.runUntilIdle())
        #expect(appearances == 4, "the push's appearance callbacks reached the observers")
        let percent = ModelPercentDrivenInteractionController(gesture: .screenEdge(.leading), policy: .halfway)
        let edge = ModelGestureInteraction(controller: percent)
        router.updateRoutes(in: window) { $0.add(.pop, transition: SlideTransition(), interaction: edge) }
        #expect(edge.recognize(.began, reading: GestureReading(translation: .zero, velocity: CGPoint(x: 300, y: 0))))
        window.runLoopTurn()
        let translation = CGPoint(x: finishes ? 300 : 60, y: 0)
        let velocity = CGPoint(x: finishes ? 300 : -300, y: 0)
        edge.recognize(.changed, reading: GestureReading(translation: translation, velocity: velocity))
        edge.recognize(.ended, reading: GestureReading(translation: translation, velocity: velocity))
        #expect(window.runUntilIdle())
        #expect(appearances > 4, "the pop's appearance callbacks reached the observers")
        #expect(navigation.stack.count == (finishes ? 1 : 2))
        #expect(reports.heard == [], "a pop is not a dismissal")
        #expect(window.runner?.problems == [])
    }

    /// A tab switch, finished or cancelled: the tab switched away from is not being dismissed
    /// (fact 12).
    @Test(arguments: [true, false])
    func aTabSwitchReportsNoDismissal(finishes: Bool) throws {
        let (window, tabs, home, account, pan) = ModelScenes.tabsWithPan()
        let reports = Reports()
        reports.observe([home, account], in: window)
        let left = CGPoint(x: -400, y: 0)
        #expect(pan.recognize(.began, reading: GestureReading(translation: .zero, velocity: left)))
        window.runLoopTurn()
        let translation = CGPoint(x: finishes ? -300 : -40, y: 0)
        let velocity = finishes ? left : CGPoint(x: 400, y: 0)
        pan.recognize(.changed, reading: GestureReading(translation: translation, velocity: velocity))
        pan.recognize(.ended, reading: GestureReading(translation: translation, velocity: velocity))
        #expect(window.runUntilIdle())
        #expect(tabs.selectedIndex == (finishes ? 1 : 0))
        #expect(reports.heard == [], "a tab switch is not a dismissal")
        #expect(window.runner?.problems == [])
    }

    /// A presented screen dismissed with animation is reported once, at the coordinator's
    /// completion, by the same wiring (the control for the tests above).
    @Test func aPresentedScreenDismissedIsReportedAtTheCoordinatorsCompletion() {
        let window = ModelWindow()
        let root = ModelScreen("root"), sheet = ModelScreen("sheet")
        let reports = Reports()
        reports.observe([sheet], in: window)
        #expect(window.present(sheet, from: root))
        #expect(window.runUntilIdle())
        #expect(window.dismiss(sheet))
        #expect(reports.heard == [])
        window.runLoopTurn()
        #expect(reports.heard == ["sheet began"])
        #expect(window.runUntilIdle())
        #expect(reports.heard == ["sheet began", "sheet ended finished"])
    }

    /// A presented navigation stack dismissed, with or without animation: the pushed screen on top
    /// hears the callbacks its navigation controller passes on, is not itself being dismissed but
    /// its navigation controller is, and is reported exactly once (at the coordinator's completion,
    /// or at `viewDidDisappear` without one); the screen below it hears nothing.
    @Test(arguments: [true, false])
    func aPushedScreenInAPresentedStackIsReportedOnceWhenTheStackIsDismissed(animated: Bool) {
        let (window, home, navigation, list, detail) = ModelScenes.presentedStack()
        #expect(navigation.presentingScreen === home)
        let reports = Reports()
        reports.observe([list, detail], in: window)
        #expect(window.dismiss(navigation, animated: animated))
        #expect(window.runUntilIdle())
        #expect(reports.heard == ["detail began", "detail ended finished"])
        #expect(!detail.isBeingDismissed)
        #expect(window.runner?.problems ?? [] == [])
    }
}
