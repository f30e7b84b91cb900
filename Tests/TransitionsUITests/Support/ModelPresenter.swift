import Foundation
import Interactive
import Transitions
import TransitionsTesting
import TransitionsUI

/// The presentation modifiers' UIKit half over the model of UIKit's containers: what
/// `PresentationCoordinator` and `ScreenHostingController` do on iOS, with every presentation and
/// dismissal made on a ``ModelWindow`` and played under the model of UIKit's transition runner.
///
/// As on iOS, each presentation is the kit's one-line `present(_:with:dismissal:dismissalInteractions:presentation:)`:
/// a one-shot ``ModelRouter`` installed on the presented screen vends the animation controllers
/// and hands UIKit the dismissal swipe while its gesture drives (`RouterCore`,
/// `GestureInteractionCore`: the code iOS runs). The host learns what UIKit tells the hosting
/// controller (the window's timing, sources in `ModelWindow`'s and `ModelScreen.AppearanceTransition`'s
/// notes): the presentation's completion handler; for a dismissal — `dismiss(animated:)`, the
/// swipe, a tap outside a card — `viewWillDisappear(_:)` with `isBeingDismissed` at the start,
/// then the transition coordinator's completion (cancelled: the content stays), or, without
/// animation and so without a coordinator, `viewDidDisappear(_:)` at once.
///
/// The driver must never ask UIKit for what it refuses — presenting from a presenter out of the
/// window or already presenting, presenting or dismissing during a transition, dismissing nothing:
/// ``violations`` records it, with every problem the runner found.
@MainActor
final class ModelPresenter: PresentationHost {
    typealias ID = Int

    var driver: PresentationDriver<ModelPresenter>!
    let window = ModelWindow()
    /// The invisible view controller behind the modified view, which presents.
    let anchor = ModelScreen("anchor")
    /// The app's binding (`nil`: nothing).
    private(set) var binding: Int?
    /// Whether the anchor is in a window (it can present when it also presents nothing).
    var isInWindow = true
    private(set) var violations: [String] = []
    private(set) var writeBacks = 0
    private(set) var dismissedIDs: [Int] = []
    /// The card's dismissal gesture: the kit's vertical swipe down, percent-driven
    /// (`VerticalSwipeInteractionController`), one controller for every presentation as
    /// `GestureControllers` keeps it.
    let swipe = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: VerticalSwipeDirection.down.gesture, policy: .halfway))

    /// The content last presented and its identity.
    private var content: (screen: ModelScreen, id: Int)?
    /// The runners whose problems are not read yet.
    private var unchecked: [UIKitTransitionRunner] = []
    private var lastTracked: UIKitTransitionRunner?
    private var swipeInProgress = false

    init() {
        driver = PresentationDriver(host: self)
    }

    /// The content on screen (presented, being presented or dismissed), if any.
    var presented: Int? {
        guard let content, let shown = anchor.presentedScreen, shown === content.screen else { return nil }
        return content.id
    }

    /// The transition in flight (requested and not completed), if any.
    var runner: UIKitTransitionRunner? { window.isTransitionInFlight ? window.runner : nil }

    var isTransitioning: Bool { window.isTransitionInFlight }

    /// Every transition played, once it ended: operation, finished.
    var played: [(operation: TransitionOperation, finished: Bool)] {
        window.records.compactMap { record in record.finished.map { (record.operation, $0) } }
    }

    // MARK: PresentationHost

    var canPresent: Bool { isInWindow && anchor.presentedScreen == nil }

    func present(_ id: Int, animated: Bool) {
        guard isInWindow else {
            violations.append("present while the presenter cannot present")
            return
        }
        let shown = presented
        let screen = ModelScreen("content \(id)")
        // What `ScreenHostingController` does with its appearance callbacks, by the same observer.
        let dismissal = DismissalObserver()
        dismissal.onBegan = { [weak self] in self?.driver.dismissalBegan() }
        dismissal.onEnded = { [weak self] finished in self?.driver.dismissalEnded(finished: finished) }
        screen.onAppearanceTransition = { [weak self, weak screen] transition in
            guard let self, let screen else { return }
            switch transition {
            case .begin(appearing: false, _):
                let coordinator = self.window.coordinator
                dismissal.viewWillDisappear(
                    beingDismissed: screen.isBeingDismissed, coordinatorIsAnimated: coordinator?.isAnimated == true
                ) { ended in
                    coordinator?.animate(alongsideTransition: false) { ended($0.isCancelled) }
                }
            case .end where screen.isBeingDismissed:   // `viewDidDisappear(_:)` of a dismissal
                dismissal.viewDidDisappear()
            case .begin, .end, .cancel:
                break
            }
        }
        // `present(_:with:dismissal:dismissalInteractions:presentation:)`: a router of its own.
        let router = ModelRouter()
        router.updateRoutes(in: window) { [swipe] table in
            table.add(.present, transition: CrossFadeTransition())
            table.add(.dismiss, transition: CrossFadeTransition(), interactions: [swipe])
        }
        router.core.releasesAfterDismissal = true
        router.install(onPresented: screen, in: window)
        let previous = content
        content = (screen, id)
        let accepted = window.present(screen, from: anchor, animated: animated) { [weak self] in
            self?.driver.presentationEnded()
        }
        if !accepted {
            content = previous
            violations.append(shown.map { "present while \($0) is presented" } ?? "present during a transition")
        }
        track()
    }

    func dismiss(animated: Bool) {
        guard let screen = shownContent else {
            violations.append("dismiss with nothing presented")
            return
        }
        if !window.dismiss(screen, animated: animated) { violations.append("dismiss during a transition") }
        track()
    }

    func writeBackDismissed() {
        binding = nil
        writeBacks += 1
    }

    func didDismiss(_ id: Int) {
        dismissedIDs.append(id)
    }

    // MARK: The app

    /// The app writes its binding; SwiftUI updates the modifier with it.
    func appSets(_ id: Int?, animated: Bool = true) {
        binding = id
        driver.bindingChanged(id, animated: animated)
    }

    /// SwiftUI updates the modifier (for any reason) with the binding's value.
    func swiftUIUpdate() {
        driver.bindingChanged(binding)
        driver.availabilityChanged()
    }

    // MARK: The user and UIKit

    /// The user taps outside the card (or the content's dismiss action runs): UIKit dismisses,
    /// without a gesture. Nothing happens while a transition runs.
    func userDismisses() {
        guard let screen = shownContent, !window.isTransitionInFlight else { return }
        window.dismiss(screen)
        track()
    }

    /// The dismissal swipe begins on the content and, a run-loop turn later (UIKit has started
    /// the dismissal), moves to `progress` of the screen's height. End it with
    /// ``endSwipe(finishes:)``. Returns whether a dismissal started (the gesture decides: not
    /// during a transition, not on content leaving the screen).
    @discardableResult
    func beginSwipe(progress: CGFloat) -> Bool {
        guard shownContent != nil else { return false }
        guard swipe.recognize(.began, reading: swipeReading(progress: 0, velocity: 2, time: 0)), swipe.isInteractionInProgress else { return false }
        swipeInProgress = true
        track()
        window.runLoopTurn()
        swipe.recognize(.changed, reading: swipeReading(progress: progress, velocity: 0, time: 0.1))
        return true
    }

    /// The finger lifts: the dismissal finishes or cancels and plays to its end.
    func endSwipe(finishes: Bool) {
        guard swipeInProgress else { return }
        swipeInProgress = false
        swipe.recognize(.ended, reading: swipeReading(progress: finishes ? 0.8 : 0.1, velocity: finishes ? 2 : -2, time: 0.2))
        finishTransition()
    }

    /// Plays frames until the transition in progress completes.
    func finishTransition() {
        guard window.isTransitionInFlight, !swipeInProgress else { return }
        if !window.runUntilIdle() { violations.append("a transition never completed") }
        readProblems()
    }

    /// Lets `seconds` of frames pass.
    func advance(by seconds: TimeInterval) {
        window.advance(by: seconds)
    }

    /// Plays everything waiting, to rest.
    func settle() {
        for _ in 0..<10 {
            if swipeInProgress { endSwipe(finishes: true) }
            guard window.isTransitionInFlight else { break }
            finishTransition()
        }
        readProblems()
    }

    // MARK: Private

    /// The content the anchor presents now.
    private var shownContent: ModelScreen? {
        guard let content, anchor.presentedScreen === content.screen else { return nil }
        return content.screen
    }

    /// A reading of the swipe down at `progress` of the content's height, `velocity` heights per second.
    private func swipeReading(progress: CGFloat, velocity: CGFloat, time: TimeInterval) -> GestureReading {
        let height = anchor.viewSize.height
        return GestureReading(translation: CGPoint(x: 0, y: progress * height), velocity: CGPoint(x: 0, y: velocity * height), time: time)
    }

    /// Remembers the window's runner, to read its problems once it completed.
    private func track() {
        guard let runner = window.runner, runner !== lastTracked else { return }
        lastTracked = runner
        unchecked.append(runner)
    }

    /// Records the problems of every runner that completed.
    private func readProblems() {
        track()
        for runner in unchecked where runner.isComplete {
            violations += runner.problems.map { "runner: \($0)" }
        }
        unchecked.removeAll { $0.isComplete }
    }
}
