import Foundation
import Interactive
import Transitions
import TransitionsTesting
import TransitionsUI

/// The screen a presentation modifier presents from, as UIKit behaves around it, in plain Swift:
/// the presentation modifiers' driver runs against it on Linux, every presentation and dismissal
/// under the model of UIKit's transition runner.
///
/// The facts modelled, with their sources:
/// - `present(_:animated:completion:)` runs the presentation transition; its completion handler
///   runs after the transition completes (`completeTransition(_:)`'s completion handler, issue 20
///   fact 4). A presenter that already presents ignores a second `present` ("Attempt to present …
///   which is already presenting"): recorded as a violation, the driver must never do it.
/// - A dismissal — `dismiss(animated:)`, a dismissal gesture, a tap outside a card — sends the
///   presented controller `viewWillDisappear(_:)` (with `isBeingDismissed`) before the transition
///   starts (issue 20 fact 6), then, with a transition coordinator, the coordinator's completion
///   after the transition's completion handler (fact 4); a cancelled interactive dismissal leaves
///   the controller presented. Without animation there is no coordinator and
///   `viewDidDisappear(_:)` follows at once.
/// - Dismissing when nothing is presented does nothing in UIKit; recorded as a violation (the
///   driver must know what it presents).
@MainActor
final class ModelPresenter: PresentationHost {
    typealias ID = Int

    var driver: PresentationDriver<ModelPresenter>!
    /// The app's binding (`nil`: nothing).
    private(set) var binding: Int?
    /// The presenter is in a window and presents nothing else.
    var canPresent = true
    /// The content on screen (presented, being presented or dismissed), if any.
    private(set) var presented: Int?
    private(set) var runner: UIKitTransitionRunner?
    private(set) var violations: [String] = []
    private(set) var writeBacks = 0
    private(set) var dismissedIDs: [Int] = []
    /// Every transition played: operation, finished.
    private(set) var played: [(operation: TransitionOperation, finished: Bool)] = []
    /// The card's dismissal gesture (the kit's vertical swipe, percent-driven).
    let swipe = ModelPercentDrivenInteractionController(policy: .halfway)

    private var swipeInProgress = false

    init() {
        driver = PresentationDriver(host: self)
    }

    var isTransitioning: Bool { runner != nil }

    // MARK: PresentationHost

    func present(_ id: Int, animated: Bool) {
        if presented != nil { violations.append("present while \(presented!) is presented") }
        if !canPresent { violations.append("present while the presenter cannot present") }
        presented = id
        guard animated else {
            played.append((.present, true))
            driver.presentationEnded()
            return
        }
        run(.present, interaction: nil) { [weak self] finished in
            self?.played.append((.present, finished))
            self?.driver.presentationEnded()
        }
    }

    func dismiss(animated: Bool) {
        guard presented != nil, runner == nil else {
            violations.append(presented == nil ? "dismiss with nothing presented" : "dismiss during a transition")
            return
        }
        startDismissal(animated: animated, interaction: nil)
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
    /// without a gesture.
    func userDismisses() {
        guard presented != nil, runner == nil else { return }
        startDismissal(animated: true, interaction: nil)
    }

    /// The dismissal gesture begins and moves to `progress`. End it with
    /// ``endSwipe(finishes:)``. Returns whether a dismissal started.
    @discardableResult
    func beginSwipe(progress: CGFloat) -> Bool {
        guard presented != nil, runner == nil else { return false }
        guard swipe.gestureBegan(GestureSample(progress: 0, velocity: 0, time: 0), transitionInFlight: false) else { return false }
        swipeInProgress = true
        startDismissal(animated: true, interaction: swipe)
        swipe.gesture(.changed(GestureSample(progress: progress, velocity: 0, time: 0.1)))
        return true
    }

    /// The finger lifts: the dismissal finishes or cancels and plays to its end.
    func endSwipe(finishes: Bool) {
        guard swipeInProgress else { return }
        swipeInProgress = false
        swipe.gesture(.ended(GestureSample(progress: finishes ? 0.8 : 0.1, velocity: finishes ? 2 : -2, time: 0.2)))
        finishTransition()
    }

    var isSwiping: Bool { swipeInProgress }

    /// Plays frames until the transition in progress completes.
    func finishTransition() {
        guard let runner, !swipeInProgress else { return }
        if !runner.runUntilComplete() { violations.append("a transition never completed") }
        violations += runner.problems.map { "runner: \($0)" }
    }

    /// Lets `seconds` of frames pass.
    func advance(by seconds: TimeInterval) {
        runner?.advance(by: seconds)
    }

    /// Plays everything waiting, to rest.
    func settle() {
        for _ in 0..<10 {
            if swipeInProgress { endSwipe(finishes: true) }
            guard runner != nil else { return }
            finishTransition()
        }
    }

    // MARK: Private

    private func startDismissal(animated: Bool, interaction: (any RunnerInteractionController)?) {
        driver.dismissalBegan()          // viewWillDisappear, being dismissed
        guard animated else {
            played.append((.dismiss, true))
            presented = nil
            driver.dismissalEnded(finished: true)   // viewDidDisappear, no coordinator
            return
        }
        run(.dismiss, interaction: interaction) { [weak self] finished in
            guard let self else { return }
            self.played.append((.dismiss, finished))
            if finished { self.presented = nil }
            self.driver.dismissalEnded(finished: finished)   // the coordinator's completion
        }
    }

    private func run(_ operation: TransitionOperation, interaction: (any RunnerInteractionController)?, completion: @escaping @MainActor (Bool) -> Void) {
        let animation = EndReportingAnimation(ModelTransitionAnimationController(CrossFadeTransition()))
        animation.onEnded = { [weak self] finished in
            self?.runner = nil
            completion(finished)
        }
        // A phone-sized container is always valid.
        let context = ModelTransitionContext(try! TransitionContext(operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: interaction)
        self.runner = runner
        runner.start()
    }
}

/// The animation controller UIKit got, forwarding to the kit's under the model; its
/// `animationEnded(_:)` (from inside `completeTransition(_:)`) runs the container's completion.
@MainActor
final class EndReportingAnimation: RunnerAnimationController {
    let base: ModelTransitionAnimationController
    var onEnded: (@MainActor (Bool) -> Void)?

    init(_ base: ModelTransitionAnimationController) {
        self.base = base
    }

    func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval { base.transitionDuration(using: context) }
    func animateTransition(using context: ModelTransitionContext) { base.animateTransition(using: context) }
    var implementsInterruptibleAnimator: Bool { base.implementsInterruptibleAnimator }
    func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator { base.interruptibleAnimator(using: context) }

    func animationEnded(_ transitionCompleted: Bool) {
        base.animationEnded(transitionCompleted)
        let onEnded = onEnded
        self.onEnded = nil
        onEnded?(transitionCompleted)
    }
}
