import Foundation
import Interactive
import Transitions
import TransitionsTesting
import TransitionsUI

/// A `transitionPresentation(item:…)` (or `isPresented:`, with `Bool`'s `true` as the item) without
/// SwiftUI or a device: the modifier's own decisions (its sync, the content's veto) on a model of
/// UIKit's presentations, every transition played under the model of UIKit's transition runner, so
/// that a test on Linux can drive an app's presentation flow as a person and the app would, and
/// check the binding.
///
/// ```swift
/// let composer = ModelPresenter<Draft.ID>()
/// composer.appSets(draft.id)                    // the app presents
/// composer.settle()
/// composer.isDismissDisabled = true             // unsaved edits: the content vetoes
/// composer.userTapsOutside()                    // refused; the content hears the attempt
/// #expect(composer.dismissAttempts == 1)
/// #expect(composer.binding == draft.id)
/// ```
///
/// It is what the modifier does on iOS (its presenting anchor and the hosting controller it
/// presents): each presentation is the kit's one-line `present(_:with:dismissal:dismissalInteractions:presentation:)`,
/// a one-shot ``ModelRouter`` on the presented screen vending the animation controllers and
/// handing UIKit the dismissal swipe (the router's and the gesture core's code). The modifier learns
/// what UIKit tells the hosting controller (the window's timing, sources in `ModelWindow`'s and
/// `ModelScreen.AppearanceTransition`'s notes): the presentation's completion handler; for a
/// dismissal `viewWillDisappear(_:)` with `isBeingDismissed` at the start, then the transition
/// coordinator's completion (cancelled: the content stays), or, without animation, at once
/// (`DismissalObserver`, the hosting controller's own). A person's dismissal — a tap outside, the
/// dismissal swipe — passes the veto as UIKit's own sheets do (the kit's `dismissAsUser()`):
/// `isModalInPresentation`, then the presentation controller's delegate, which answers from the
/// content's veto (``isDismissDisabled``), as the modifier does on iOS.
///
/// The modifier must never ask UIKit for what it refuses — presenting from a presenter out of the
/// window or already presenting, presenting or dismissing during a transition, dismissing nothing:
/// ``violations`` records it, with every problem the runner found.
@MainActor
public final class ModelPresenter<Item: Hashable> {
    /// The window the presenting screen is in.
    public let window = ModelWindow()
    /// The invisible view controller behind the modified view, which presents.
    public let anchor = ModelScreen("anchor")
    /// The app's binding (`nil`: nothing presented).
    public private(set) var binding: Item?
    /// Whether the presenting screen is in a window (it can present when it also presents
    /// nothing). Default `true`.
    public var isInWindow = true
    /// UIKit rules the modifier broke, and problems the runner found; empty in a correct run.
    public private(set) var violations: [String] = []
    /// How many times the modifier wrote the binding back after a person's dismissal.
    public private(set) var writeBacks = 0
    /// The items whose content finished leaving the screen, in order (`onDismiss`).
    public private(set) var dismissed: [Item] = []
    /// Whether the content refuses a person's dismissal (`transitionDismissDisabled(_:onAttempt:)`).
    public var isDismissDisabled: Bool {
        get { veto.declaration(of: .content)?.isDisabled ?? false }
        set { veto.declare(.init(isDisabled: newValue, onAttempt: attemptHandler), by: .content) }
    }
    /// Whether the presented screen is modal (`isModalInPresentation`, what SwiftUI's
    /// `interactiveDismissDisabled(_:)` sets on the hosting controller). Default `false`.
    public var isModalInPresentation = false {
        didSet { shownContent?.isModalInPresentation = isModalInPresentation }
    }
    /// Called each time a person's dismissal is refused (`onAttempt`).
    public var onDismissAttempt: (() -> Void)? {
        get { attemptHandler?.action }
        set {
            attemptHandler = newValue.map(ContentDismissalVeto.AttemptHandler.init)
            veto.declare(.init(isDisabled: isDismissDisabled, onAttempt: attemptHandler), by: .content)
        }
    }
    /// How many refused dismissals the content heard.
    public var dismissAttempts: Int { veto.attempts }
    /// The card's dismissal gesture: the kit's vertical swipe down, percent-driven, one controller
    /// for every presentation as the modifier keeps it.
    package let swipe = ModelGestureInteraction(
        controller: ModelPercentDrivenInteractionController(gesture: .pan(.down), policy: .halfway))

    package var sync: PresentationSync<ModelPresenter<Item>>!
    /// The content's veto, which the presentation controller's delegate answers from: the
    /// content's own declaration (``isDismissDisabled``, ``onDismissAttempt``) and those of the
    /// stacks inside the content (a ``ModelStackHost``'s `presentationVeto`).
    package let veto = ContentDismissalVeto()
    private var attemptHandler: ContentDismissalVeto.AttemptHandler?
    /// The content last presented and its identity.
    private var content: (screen: ModelScreen, id: Item)?
    /// The runners whose problems are not read yet.
    private var unchecked: [UIKitTransitionRunner] = []
    private var lastTracked: UIKitTransitionRunner?
    private var swipeInProgress = false

    /// A presenting screen in a window, presenting nothing.
    public init() {
        sync = PresentationSync(host: self)
    }

    /// The item whose content is on screen (presented, being presented or dismissed), if any.
    public var presented: Item? {
        guard let content, let shown = anchor.presentedScreen, shown === content.screen else { return nil }
        return content.id
    }

    /// Whether a transition was requested and has not ended.
    public var isTransitioning: Bool { window.isTransitionInFlight }

    /// Every transition played, once it ended: what it animated, and whether it finished.
    public var played: [(operation: TransitionOperation, finished: Bool)] {
        window.records.compactMap { record in record.finished.map { (record.operation, $0) } }
    }

    /// The transition in flight (requested and not completed), if any.
    package var runner: UIKitTransitionRunner? { window.isTransitionInFlight ? window.runner : nil }

    // MARK: The app

    /// The app writes its binding; SwiftUI updates the modifier with it.
    public func appSets(_ item: Item?, animated: Bool = true) {
        binding = item
        sync.bindingChanged(item, animated: animated)
    }

    /// SwiftUI updates the modifier (for any reason) with the binding's value.
    public func swiftUIUpdate() {
        sync.bindingChanged(binding)
        sync.availabilityChanged()
    }

    /// The content calls its dismiss action (`@Environment(\.transitionDismiss)`): it is dismissed,
    /// never vetoed, and the binding written back once when the dismissal finishes; while the
    /// content is still being presented the dismissal waits for the presentation to end, while it is
    /// being dismissed nothing happens (``PresentationSync/contentDismissRequested()``).
    public func contentDismisses() {
        switch ScreenEnvironment(.presented).dismiss {
        case .dismissPresentation: sync.contentDismissRequested()
        case .container, .pop: break
        }
    }

    // MARK: A person, and UIKit

    /// A person taps outside the card: UIKit's rule asks `isModalInPresentation`, then the
    /// content's veto; allowed, UIKit dismisses; refused, the content hears the attempt. Nothing
    /// happens while a transition runs.
    public func userTapsOutside() {
        guard let screen = shownContent, !window.isTransitionInFlight else { return }
        // The kit's `dismissAsUser()`, which UIKit's own sheets' order and the card follow.
        window.dismissAsUser(screen)
        track()
    }

    /// The dismissal swipe begins on the content and, a run-loop turn later (UIKit has started
    /// the dismissal), moves to `progress` of the screen's height. End it with
    /// ``endSwipe(finishes:)``. Returns whether a dismissal started (the gesture decides: not
    /// during a transition, not on content leaving the screen).
    @discardableResult
    public func beginSwipe(progress: CGFloat) -> Bool {
        guard shownContent != nil else { return false }
        guard swipe.recognize(.began, reading: swipeReading(progress: 0, velocity: 2, time: 0)), swipe.isInteractionInProgress else { return false }
        swipeInProgress = true
        track()
        window.runLoopTurn()
        swipe.recognize(.changed, reading: swipeReading(progress: progress, velocity: 0, time: 0.1))
        return true
    }

    /// The finger lifts: the dismissal finishes or cancels and plays to its end.
    public func endSwipe(finishes: Bool) {
        guard swipeInProgress else { return }
        swipeInProgress = false
        swipe.recognize(.ended, reading: swipeReading(progress: finishes ? 0.8 : 0.1, velocity: finishes ? 2 : -2, time: 0.2))
        finishTransition()
    }

    /// Plays frames until the transition in progress completes.
    public func finishTransition() {
        guard window.isTransitionInFlight, !swipeInProgress else { return }
        if !window.runUntilIdle() { violations.append("a transition never completed") }
        readProblems()
    }

    /// Lets `seconds` of frames pass.
    public func advance(by seconds: TimeInterval) {
        window.advance(by: seconds)
    }

    /// Plays everything waiting, to rest (a swipe in progress finishes).
    public func settle() {
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

extension ModelPresenter: PresentationHost {
    package typealias ID = Item

    package var canPresent: Bool { isInWindow && anchor.presentedScreen == nil }

    package var isDismissingContent: Bool { shownContent?.isBeingDismissed ?? false }

    package func present(_ id: Item, animated: Bool) {
        guard isInWindow else {
            violations.append("present while the presenter cannot present")
            return
        }
        let shown = presented
        let screen = ModelScreen("content \(id)")
        // What `ScreenHostingController` does with its appearance callbacks, by the same observer.
        let dismissal = DismissalObserver()
        dismissal.onBegan = { [weak self] in self?.sync.dismissalBegan() }
        dismissal.onEnded = { [weak self] finished in self?.sync.dismissalEnded(finished: finished) }
        dismissal.observe(screen, in: window)
        // `present(_:with:dismissal:dismissalInteractions:presentation:)`: a router of its own.
        let router = ModelRouter()
        router.updateRoutes(in: window) { [swipe] table in
            table.add(.present, transition: CrossFadeTransition())
            table.add(.dismiss, transition: CrossFadeTransition(), interactions: [swipe])
        }
        router.core.releasesAfterDismissal = true
        router.install(onPresented: screen, in: window)
        screen.isModalInPresentation = isModalInPresentation
        let previous = content
        content = (screen, id)
        let accepted = window.present(screen, from: anchor, animated: animated) { [weak self] in
            self?.sync.presentationEnded()
        }
        // As the modifier on iOS: the presentation controller's delegate, right after `present`,
        // answers from the content's veto.
        screen.ownPresentationController?.delegateShouldDismiss = { [veto] in veto.shouldDismiss() }
        screen.ownPresentationController?.delegateDidAttemptToDismiss = { [veto] in veto.didAttemptToDismiss() }
        if !accepted {
            content = previous
            violations.append(shown.map { "present while \($0) is presented" } ?? "present during a transition")
        }
        track()
    }

    package func dismiss(animated: Bool) {
        guard let screen = shownContent else {
            violations.append("dismiss with nothing presented")
            return
        }
        if !window.dismiss(screen, animated: animated) { violations.append("dismiss during a transition") }
        track()
    }

    package func writeBackDismissed() {
        binding = nil
        writeBacks += 1
    }

    package func didDismiss(_ id: Item) {
        dismissed.append(id)
    }
}
