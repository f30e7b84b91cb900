import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting
import TransitionsUI
import TransitionsUITesting

/// `TransitionProgressFeed`, the code `ScreenHostingController` runs on iOS, fed by the model's
/// appearance callbacks and transition coordinator (`follow(_:in:)`): it starts at the screen's
/// `viewWillAppear`/`viewWillDisappear` only when a coordinator is animated, reads the operation
/// from the coordinator's two view controllers, follows the alongside animation's fraction each
/// display frame, ends the interaction at the coordinator's interaction notification and goes
/// idle at its completion.
@MainActor
@Suite struct TransitionProgressFeedTests {
    /// A screen's feed with the model's probe, and every progress it published.
    @MainActor
    final class Followed {
        let probe = ModelProgressProbe()
        let feed: TransitionProgressFeed
        var published: [TransitionProgress] = []

        init(_ screen: ModelScreen, in window: ModelWindow) {
            feed = TransitionProgressFeed(probe: probe)
            feed.onChange = { [unowned self] in published.append($0) }
            feed.follow(screen, in: window)
        }

        /// How many times it went idle after a transition.
        var ends: Int { published.filter { $0 == .idle }.count }
    }

    private func navigation(_ window: ModelWindow, _ root: ModelScreen) -> ModelNavigationController {
        let navigation = ModelNavigationController(root: root)
        let router = ModelRouter()
        router.updateRoutes(in: window) { $0.add(.navigation, transition: SlideTransition()) }
        router.install(on: navigation, in: window)
        return navigation
    }

    /// A push: the pushed screen appears and the root disappears, both `.push`, following the
    /// alongside animation frame by frame, then idle once at the coordinator's completion.
    @Test func aPushIsFollowedFrameByFrameAndEndsOnce() {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = navigation(window, list)
        let listFeed = Followed(list, in: window), detailFeed = Followed(detail, in: window)
        #expect(window.push(detail, on: navigation))
        window.runLoopTurn()
        #expect(detailFeed.feed.progress == TransitionProgress(phase: .appearing, progress: 0, isInteractive: false, operation: .push))
        #expect(listFeed.feed.progress == TransitionProgress(phase: .disappearing, progress: 0, isInteractive: false, operation: .push))
        window.advance(by: 0.1)
        detailFeed.probe.displayFrame()
        let midway = detailFeed.feed.progress.progress
        #expect(midway > 0.05 && midway < 0.95, "the fraction the alongside animation shows: \(midway)")
        #expect(window.runUntilIdle())
        #expect(detailFeed.feed.progress == .idle && listFeed.feed.progress == .idle)
        #expect(detailFeed.ends == 1 && listFeed.ends == 1, "the coordinator's completion ends each once")
        #expect(!detailFeed.probe.isSampling && !listFeed.probe.isSampling, "the display link stops at the end")
        detailFeed.probe.displayFrame()
        #expect(detailFeed.published.last == .idle, "no reading after the end")
        #expect(window.runner?.problems == [])
    }

    /// A change without animation has no coordinator: nothing is followed.
    @Test func aPushWithoutAnimationIsNotFollowed() {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = navigation(window, list)
        let detailFeed = Followed(detail, in: window)
        #expect(window.push(detail, on: navigation, animated: false))
        #expect(window.runUntilIdle())
        #expect(detail.appearanceTransitions.contains(.begin(appearing: true, animated: false)))
        #expect(detailFeed.published == [])
    }

    /// After an animated transition has completed, a change without animation has no coordinator
    /// either: the finished transition's is not followed again.
    @Test func aPopWithoutAnimationAfterAnAnimatedPushIsNotFollowed() {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = navigation(window, list)
        #expect(window.push(detail, on: navigation))
        #expect(window.runUntilIdle())
        let detailFeed = Followed(detail, in: window)
        #expect(window.pop(navigation, animated: false))
        #expect(window.runUntilIdle())
        #expect(detail.appearanceTransitions.last == .end)
        #expect(detailFeed.published == [])
    }

    /// A card presented without animation still has a coordinator (`.custom`), which is not
    /// animated: nothing is followed. The same card presented with animation is.
    @Test(arguments: [false, true])
    func aCardIsFollowedOnlyWhenItsCoordinatorIsAnimated(animated: Bool) {
        let (window, list, card) = ModelScenes.cardOverList()
        let cardFeed = Followed(card, in: window)
        var coordinatorAtStart: Bool?
        let followed = card.onAppearanceTransition
        card.onAppearanceTransition = { [unowned window] in
            if case .begin = $0 { coordinatorAtStart = window.coordinator != nil }
            followed?($0)
        }
        #expect(window.present(card, from: list, animated: animated))
        #expect(window.runUntilIdle())
        #expect(coordinatorAtStart == true)
        if animated {
            #expect(cardFeed.published.first?.operation == .present)
            #expect(cardFeed.ends == 1)
        } else {
            #expect(cardFeed.published == [])
        }
    }

    /// An interactive edge pop: the popped screen disappears interactively, the interaction ends
    /// when the finger lifts (the coordinator's notification, before the completion), and the
    /// screen is idle after the completion, finished or cancelled.
    @Test(arguments: [true, false])
    func anInteractivePopEndsItsInteractionBeforeItsCompletion(finishes: Bool) {
        let window = ModelWindow()
        let list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = navigation(window, list)
        #expect(window.push(detail, on: navigation))
        #expect(window.runUntilIdle())
        let detailFeed = Followed(detail, in: window)
        let percent = ModelPercentDrivenInteractionController(gesture: .screenEdge(.leading), policy: .halfway)
        let edge = ModelGestureInteraction(controller: percent)
        navigation.containerRouter?.updateRoutes(in: window) { $0.add(.pop, transition: SlideTransition(), interaction: edge) }
        #expect(edge.recognize(.began, reading: GestureReading(translation: .zero, velocity: CGPoint(x: 300, y: 0))))
        window.runLoopTurn()
        #expect(detailFeed.feed.progress.phase == .disappearing)
        #expect(detailFeed.feed.progress.operation == .pop)
        #expect(detailFeed.feed.progress.isInteractive)
        let translation = CGPoint(x: finishes ? 300 : 60, y: 0)
        let velocity = CGPoint(x: finishes ? 300 : -300, y: 0)
        edge.recognize(.changed, reading: GestureReading(translation: translation, velocity: velocity))
        detailFeed.probe.displayFrame()
        edge.recognize(.ended, reading: GestureReading(translation: translation, velocity: velocity))
        #expect(detailFeed.feed.progress.isTransitioning, "still moving after the finger lifts")
        #expect(!detailFeed.feed.progress.isInteractive, "the interaction ended with the finger")
        #expect(window.runUntilIdle())
        #expect(navigation.stack.count == (finishes ? 1 : 2))
        #expect(detailFeed.feed.progress == .idle)
        #expect(detailFeed.ends == 1)
        #expect(window.runner?.problems == [])
    }

    /// A coordinator the feed no longer follows (a newer transition began on the screen before the
    /// old one completed) cannot end the newer one.
    @Test func aStaleCompletionIsIgnored() {
        let probe = ModelProgressProbe()
        let feed = TransitionProgressFeed(probe: probe)
        let first = ScriptedCoordinator(), second = ScriptedCoordinator()
        feed.transitionWillBegin(appearing: true, coordinator: first)
        feed.transitionWillBegin(appearing: false, coordinator: second)
        first.complete()
        first.interactionChanged()
        #expect(feed.progress.phase == .disappearing, "the first transition's completion is ignored")
        #expect(feed.progress.isInteractive, "and so is its interaction notification")
        second.complete()
        #expect(feed.progress == .idle)
    }
}

/// A coordinator whose completion and interaction notification the test sends.
@MainActor
private final class ScriptedCoordinator: ProgressCoordinating {
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var operationReading: TransitionOperationReading { TransitionOperationReading(toIsBeingPresented: true) }
    private var completion: (@MainActor () -> Void)?
    private var interaction: (@MainActor () -> Void)?

    func animateAlongside(
        moving probe: any ProgressProbe, _ animation: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        self.completion = completion
    }

    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor () -> Void) {
        interaction = handler
    }

    func complete() { completion?() }

    func interactionChanged() { interaction?() }
}
