import Foundation
import Testing
@testable import Interactive
import Transitions
@testable import TransitionsTesting

/// The appearance callbacks a presentation and a dismissal send their screens
/// (`ModelScreen.AppearanceTransition`), in `UIPresentationController`'s order: what a host such as
/// the presentation modifiers learns a dismissal from.
@MainActor
@Suite struct ModelWindowAppearanceTests {
    /// A screen's callback, with what the screen and the window showed when it came.
    struct Heard: Equatable {
        var screen: String
        var transition: ModelScreen.AppearanceTransition
        var isBeingDismissed: Bool
        var isPresented: Bool
        var hasCoordinator: Bool
    }

    @MainActor
    final class Log {
        var heard: [Heard] = []
        var lines: [String] = []

        func listen(to screen: ModelScreen, in window: ModelWindow) {
            screen.onAppearanceTransition = { [unowned self, unowned screen, unowned window] transition in
                heard.append(Heard(
                    screen: screen.name, transition: transition, isBeingDismissed: screen.isBeingDismissed,
                    isPresented: screen.presentingScreen != nil || screen.presentedScreen != nil,
                    hasCoordinator: window.coordinator != nil))
                lines.append("\(screen.name) \(transition)")
            }
        }
    }

    func pinch(_ scale: CGFloat, velocity: CGFloat = -1) -> GestureReading {
        GestureReading(scale: scale, scaleVelocity: velocity)
    }

    /// A window, a list and a card its router (kept by the card) presents over the list.
    func cardOverList() -> (ModelWindow, ModelScreen, ModelScreen) {
        ModelScenes.cardOverList()
    }

    /// An animated dismissal: nothing at the request; at UIKit's start, after
    /// `dismissalTransitionWillBegin` and before `transitionDuration(using:)`, the dismissed screen's
    /// `viewWillDisappear` (being dismissed, with a coordinator) and then the presenter's
    /// `viewWillAppear`; inside the completion handler, after the presenter's bookkeeping, the
    /// presenter's `viewDidAppear`, then the dismissed screen's `viewDidDisappear` (still being
    /// dismissed), before the coordinator's completion blocks.
    @Test func anAnimatedDismissalsOrder() throws {
        let window = ModelWindow()
        let list = ModelScreen("list"), photo = ModelScreen("photo")
        let log = Log()
        #expect(window.present(photo, from: list, animated: false))
        #expect(photo.appearanceTransitions == [.begin(appearing: true, animated: false), .end])
        #expect(list.appearanceTransitions == [.begin(appearing: false, animated: false), .end])
        log.listen(to: list, in: window)
        log.listen(to: photo, in: window)

        #expect(window.dismiss(photo))
        #expect(log.heard.isEmpty, "nothing before UIKit starts the transition")
        let runner = try #require(window.runner)
        var eventsAtWillDisappear: [ModelTransitionContext.Event] = []
        photo.onAppearanceTransition = { [unowned log, unowned photo, unowned window] transition in
            if case .begin = transition {
                eventsAtWillDisappear = runner.context.events
                window.coordinator?.animate(alongsideTransition: false) { _ in log.lines.append("coordinator completion") }
            }
            log.heard.append(Heard(
                screen: "photo", transition: transition, isBeingDismissed: photo.isBeingDismissed,
                isPresented: photo.presentingScreen != nil, hasCoordinator: window.coordinator != nil))
            log.lines.append("photo \(transition)")
        }
        window.runLoopTurn()
        #expect(eventsAtWillDisappear == [.presentationControllerWillBegin, .appearanceWillBegin])
        #expect(log.heard == [
            Heard(screen: "photo", transition: .begin(appearing: false, animated: true), isBeingDismissed: true, isPresented: true, hasCoordinator: true),
            Heard(screen: "list", transition: .begin(appearing: true, animated: true), isBeingDismissed: false, isPresented: true, hasCoordinator: true),
        ])
        #expect(window.runUntilIdle())
        #expect(log.lines == [
            "photo begin(appearing: false, animated: true)", "list begin(appearing: true, animated: true)",
            "list end", "photo end", "coordinator completion",
        ])
        #expect(log.heard.last == Heard(screen: "photo", transition: .end, isBeingDismissed: true, isPresented: false, hasCoordinator: false))
        #expect(!photo.isBeingDismissed)
        #expect(runner.problems.isEmpty, "\(runner.problems)")
    }

    /// Without animation there is no coordinator: `viewWillDisappear` and `viewDidDisappear`
    /// follow each other inside the request.
    @Test func aDismissalWithoutAnimation() {
        let window = ModelWindow()
        let list = ModelScreen("list"), photo = ModelScreen("photo")
        let log = Log()
        window.present(photo, from: list, animated: false)
        log.listen(to: photo, in: window)
        #expect(window.dismiss(photo, animated: false))
        #expect(log.heard == [
            Heard(screen: "photo", transition: .begin(appearing: false, animated: false), isBeingDismissed: true, isPresented: true, hasCoordinator: false),
            Heard(screen: "photo", transition: .end, isBeingDismissed: true, isPresented: false, hasCoordinator: false),
        ])
        #expect(!photo.isBeingDismissed && list.presentedScreen == nil)
    }

    /// A cancelled interactive dismissal cancels the appearance change it began; the screen stays
    /// presented, and the coordinator says the transition was cancelled.
    @Test func aCancelledDismissalCancelsTheChange() throws {
        let window = ModelWindow()
        let list = ModelScreen("list"), photo = ModelScreen("photo")
        let router = ModelRouter()
        let gesture = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pinch))
        router.updateRoutes(in: window) { $0.add(.dismiss, transition: CrossFadeTransition(), interaction: gesture) }
        router.install(onPresented: photo, in: window)
        window.present(photo, from: list, animated: false)
        var cancelled: Bool?
        photo.onAppearanceTransition = { [unowned window] transition in
            if case .begin = transition { window.coordinator?.animate(alongsideTransition: false) { cancelled = $0.isCancelled } }
        }
        #expect(gesture.recognize(.began, reading: pinch(1)))
        window.runLoopTurn()
        gesture.recognize(.changed, reading: pinch(0.95, velocity: 0))
        gesture.recognize(.ended, reading: pinch(0.98, velocity: 0.5))
        #expect(window.runUntilIdle())
        #expect(window.records.last == ModelWindow.Record(operation: .dismiss, routed: true, interactive: true, finished: false))
        #expect(photo.appearanceTransitions.suffix(2) == [.begin(appearing: false, animated: true), .cancel])
        #expect(list.appearanceTransitions.suffix(2) == [.begin(appearing: true, animated: true), .cancel])
        #expect(cancelled == true)
        #expect(photo.presentingScreen === list && !photo.isBeingDismissed)
        #expect(window.runner?.problems.isEmpty == true, "\(window.runner?.problems ?? [])")
    }

    /// A card keeps its presenter's view, so the presenter hears nothing (UIKit's
    /// `_shouldDisablePresentersAppearanceCallbacks`); the presentation's completion runs once,
    /// after the presented screen's `viewDidAppear` and before the coordinator's completion blocks.
    @Test func aCardsPresenterHearsNothingAndTheCompletionComesLast() throws {
        let (window, list, card) = cardOverList()
        let log = Log()
        log.listen(to: list, in: window)
        log.listen(to: card, in: window)
        let presented = window.present(card, from: list) { [unowned log] in log.lines.append("completion") }
        #expect(presented)
        window.runLoopTurn()
        window.coordinator?.animate(alongsideTransition: false) { [unowned log] _ in log.lines.append("coordinator completion") }
        #expect(window.runUntilIdle())
        #expect(log.lines == ["card begin(appearing: true, animated: true)", "card end", "completion", "coordinator completion"])
        #expect(list.appearanceTransitions.isEmpty)
        let refused = !window.present(ModelScreen("other"), from: list) { Issue.record("a refused presentation never completes") }
        #expect(refused, "the list presents the card already")
    }

    /// A `.custom` presentation made without animation still has a coordinator, which says it is
    /// not animated; a full-screen one has none.
    @Test func aCustomPresentationWithoutAnimationHasACoordinatorNotAnimated() throws {
        let (window, list, card) = cardOverList()
        var animatedAtStart: Bool?
        card.onAppearanceTransition = { [unowned window] transition in
            if case .begin = transition { animatedAtStart = window.coordinator?.isAnimated }
        }
        var completions = 0
        let presented = window.present(card, from: list, animated: false) { completions += 1 }
        #expect(presented)
        #expect(window.runUntilIdle())
        #expect(animatedAtStart == false)
        #expect(card.appearanceTransitions == [.begin(appearing: true, animated: false), .end])
        #expect(completions == 1)
    }

    /// A presented navigation controller passes its appearance callbacks on to its top screen,
    /// inside its own (`-[UINavigationController viewWillDisappear:]` calls super, then
    /// `__viewWillDisappear:` on `_viewControllerForDisappearCallback`, UIKitCore 26.1); the screen
    /// below the top hears nothing, and the top is not itself being dismissed.
    @Test func aPresentedNavigationControllerPassesItsCallbacksToItsTopScreen() {
        let (window, home, navigation, list, detail) = ModelScenes.presentedStack()
        #expect(navigation.stack.count == 2 && navigation.presentingScreen === home)
        let log = Log()
        for screen in [navigation, list, detail] { log.listen(to: screen, in: window) }
        #expect(window.dismiss(navigation))
        #expect(window.runUntilIdle())
        let name = navigation.name
        #expect(log.lines == [
            "\(name) begin(appearing: false, animated: true)", "detail begin(appearing: false, animated: true)",
            "\(name) end", "detail end",
        ])
        #expect(log.heard.filter { $0.screen == "detail" }.allSatisfy { !$0.isBeingDismissed })
        #expect(log.heard.first { $0.screen == "detail" }?.hasCoordinator == true)
    }

    /// A presented tab bar controller passes them on to its selected tab only
    /// (`-[UITabBarController viewWillAppear:]` and the others call super, then the same callback on
    /// `_selectedViewControllerInTabBar`, UIKitCore 26.1).
    @Test func aPresentedTabBarControllerPassesItsCallbacksToItsSelectedTab() {
        let window = ModelWindow()
        let home = ModelScreen("home"), first = ModelScreen("first"), second = ModelScreen("second")
        let tabs = ModelTabBarController(tabs: [first, second])
        let log = Log()
        for screen in [tabs, first, second] { log.listen(to: screen, in: window) }
        #expect(window.present(tabs, from: home))
        #expect(window.runUntilIdle())
        let name = tabs.name
        #expect(log.lines == [
            "\(name) begin(appearing: true, animated: true)", "first begin(appearing: true, animated: true)",
            "\(name) end", "first end",
        ])
    }
}
