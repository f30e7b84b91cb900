import Foundation
import Testing
import Interactive
import Transitions
@testable import TransitionsTesting

/// A kit gesture asks for its transition as a person's tap or swipe would: a tab switch through
/// the tap's path (fact 12: UIKitCore 26.1 `-[UITabBarController _setSelectedViewControllerAndNotify:]`
/// asks `shouldSelect`, selects, sends `didSelect`, while `setSelectedIndex:` asks nothing), a
/// dismissal through the app's veto (`UIPresentationController` `_shouldDismiss`). The model's
/// screen host runs the kit's own request code (`GestureRequestTarget.performRequest`), the code
/// `UIKitGestureHost` runs on iOS.
@MainActor
@Suite struct ModelWindowPersonsRequestTests {
    @MainActor
    final class Tabs {
        let window = ModelWindow()
        let tabs = ModelTabBarController(tabs: [ModelScreen("home"), ModelScreen("account"), ModelScreen("more")])
        let router = ModelRouter()
        let next = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pan(.leading), policy: .halfway))
        var heard: [String] = []

        init(refusing refused: Set<String> = []) {
            router.updateRoutes(in: window) { $0.add(.tabForward, transition: SlideTransition(), interaction: next) }
            router.install(on: tabs, in: window)
            tabs.delegateShouldSelect = { [unowned self] tab in
                heard.append("shouldSelect \(tab.name)")
                return !refused.contains(tab.name)
            }
            tabs.delegateDidSelect = { [unowned self] tab in
                heard.append("didSelect \(tab.name), vended \(router.vended.count), started \(window.runner?.isStarted ?? false)")
            }
        }

        /// A full swipe towards the next tab.
        func swipe() -> Bool {
            let left = CGPoint(x: -400, y: 0)
            let began = next.recognize(.began, reading: GestureReading(translation: .zero, velocity: left))
            next.recognize(.changed, reading: GestureReading(translation: CGPoint(x: -250, y: 0), velocity: left))
            next.recognize(.ended, reading: GestureReading(translation: CGPoint(x: -300, y: 0), velocity: left))
            return began
        }
    }

    /// An app that refuses a tab (a login wall) is asked before the kit's tab gesture switches,
    /// and keeps its tab; `didSelect` is not sent. Fails when the gesture sets `selectedIndex` (the
    /// request made in code), which asks nobody.
    @Test func aRefusedTabIsNotSwitchedToByTheGesture() {
        let app = Tabs(refusing: ["account"])
        #expect(app.swipe(), "the recognizer began")
        #expect(app.heard == ["shouldSelect account"])
        #expect(app.tabs.selectedIndex == 0)
        #expect(app.window.records.isEmpty, "no transition")
        #expect(!app.next.isInteractionInProgress, "the refused request ended the interaction")
    }

    /// An allowed switch: `shouldSelect`, then the selection (the router vends the switch's
    /// controllers inside it), then `didSelect`, before the switch starts; a second swipe of the same
    /// gesture switches again.
    @Test func anAllowedSwitchAsksThenTellsAndTheNextSwipeSwitchesToo() {
        let app = Tabs()
        #expect(app.swipe())
        #expect(app.heard == ["shouldSelect account", "didSelect account, vended 1, started false"])
        #expect(app.window.runUntilIdle())
        #expect(app.tabs.selectedIndex == 1)
        #expect(app.window.records.last == ModelWindow.Record(operation: .tabForward, routed: true, interactive: true, finished: true))
        #expect(app.window.runner?.problems.isEmpty == true, "\(app.window.runner?.problems ?? [])")
        app.heard = []
        #expect(app.swipe())
        #expect(app.heard == ["shouldSelect more", "didSelect more, vended 2, started false"], "the router allows its own gesture's next switch")
        #expect(app.window.runUntilIdle())
        #expect(app.tabs.selectedIndex == 2)
    }

    /// `selectedIndex` set in code asks the delegate nothing and tells it nothing (UIKit's
    /// `setSelectedIndex:`).
    @Test func selectingInCodeAsksNobody() {
        let app = Tabs(refusing: ["account"])
        #expect(app.window.select(1, of: app.tabs))
        #expect(app.window.runUntilIdle())
        #expect(app.tabs.selectedIndex == 1)
        #expect(app.heard.isEmpty)
    }

    @MainActor
    final class Presented {
        let window = ModelWindow()
        let list = ModelScreen("list"), photo = ModelScreen("photo")
        let router = ModelRouter()
        let swipe = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pan(.down), policy: .halfway))
        var heard: [String] = []

        init(delegateAllows: Bool? = nil) {
            router.updateRoutes(in: window) { $0.add(.dismiss, transition: SlideUpTransition(), interaction: swipe) }
            router.install(onPresented: photo, in: window)
            window.present(photo, from: list, animated: false)
            let presentation = photo.ownPresentationController
            if let delegateAllows {
                presentation?.delegateShouldDismiss = { [unowned self] in
                    heard.append("shouldDismiss")
                    return delegateAllows
                }
            }
            presentation?.delegateDidAttemptToDismiss = { [unowned self] in heard.append("didAttemptToDismiss") }
            presentation?.delegateWillDismiss = { [unowned self] in heard.append("willDismiss") }
            presentation?.delegateDidDismiss = { [unowned self] in heard.append("didDismiss") }
        }

        /// A swipe down to `fraction` of the screen's height, released there.
        @discardableResult
        func swipe(to fraction: CGFloat) -> Bool {
            let down = CGPoint(x: 0, y: 600)
            let began = swipe.recognize(.began, reading: GestureReading(translation: .zero, velocity: down))
            let y = fraction * photo.viewSize.height
            swipe.recognize(.changed, reading: GestureReading(translation: CGPoint(x: 0, y: y), velocity: down))
            swipe.recognize(.ended, reading: GestureReading(translation: CGPoint(x: 0, y: y), velocity: fraction > 0.5 ? down : .zero))
            return began
        }
    }

    /// A screen in modal presentation refuses the gesture's dismissal without asking the delegate,
    /// which hears the attempt; a delegate's `false` refuses too. Fails when the gesture dismisses
    /// as the app's own `dismiss(animated:)` does (the veto skipped).
    @Test(arguments: [true, false])
    func theVetoKeepsThePresentedScreen(modalInPresentation: Bool) {
        let app = Presented(delegateAllows: false)
        app.photo.isModalInPresentation = modalInPresentation
        #expect(app.swipe(to: 0.8))
        #expect(app.heard == (modalInPresentation ? ["didAttemptToDismiss"] : ["shouldDismiss", "didAttemptToDismiss"]))
        #expect(app.window.records.count == 1, "only the presentation ran")
        #expect(app.photo.presentingScreen === app.list)
    }

    /// An allowed gesture dismissal tells the delegate it will dismiss, and that it did when it
    /// finished; a cancelled one tells it nothing more.
    @Test func anAllowedDismissalTellsTheDelegate() {
        let app = Presented(delegateAllows: true)
        app.swipe(to: 0.2)
        #expect(app.window.runUntilIdle())
        #expect(app.heard == ["shouldDismiss", "willDismiss"], "cancelled")
        #expect(app.photo.presentingScreen === app.list)
        app.heard = []
        app.swipe(to: 0.8)
        #expect(app.window.runUntilIdle())
        #expect(app.heard == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(app.photo.presentingScreen == nil)
        #expect(app.window.runner?.problems.isEmpty == true, "\(app.window.runner?.problems ?? [])")
    }
}
