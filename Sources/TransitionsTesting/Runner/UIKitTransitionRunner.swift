import Foundation
import Transitions

/// A model of UIKit's custom-transition runner: the order in which UIKit calls an animation
/// controller, an interaction controller and the transition context, in plain Swift, so that the
/// kit's session code (and yours) runs under it on any platform.
///
/// The order modelled (checked against UIKit's implementation, as stated in the kit's issue 11):
/// 1. `transitionDuration(using:)`, before the start (``Order/durationQueriesBeforeStart``) and
///    whenever ``queryDuration()`` is called;
/// 2. `startInteractiveTransition(_:)` on the interaction controller (the context is then
///    interactive), or `animateTransition(using:)` when there is none;
/// 3. after that call returns, `interruptibleAnimator(using:)` if the animation controller
///    implements it (``Order/callsInterruptibleAnimatorAfterStart`` turns this off, to check the
///    kit is correct whether or not the call comes); the context is then interruptible, and
///    alongside animations registered later are added to that animator;
/// 4. `completeTransition(_:)` calls `animationEnded(_:)` before it returns;
/// 5. time passes in display frames (``advance(by:)``): running animators move, and interaction
///    controllers that animate frame by frame get a frame.
///
/// Alongside animations (``addAlongsideAnimation()``) go to the interruptible animator when there
/// is one; otherwise UIKit runs them itself and they end with the transition.
///
/// After the transition, ``problems`` lists everything that breaks UIKit's rules or the kit's
/// promises: completion not exactly once, an animator left active or stopped (UIKit raises when
/// one is released), a breach recorded by the context or an animator, a temporary view left in the
/// container, the wrong view left, a view left hidden, a permanent view's layer state not given
/// back, a card's dimming view not where its presentation controller expects it, an alongside
/// animation that did not end where the transition did.
@MainActor
public final class UIKitTransitionRunner {
    /// Choices UIKit's order leaves open, for tests and property tests.
    public struct Order: Sendable, Equatable {
        /// `transitionDuration(using:)` calls before the start. Default 1.
        public var durationQueriesBeforeStart: Int
        /// Whether UIKit calls `interruptibleAnimator(using:)` after the start returns (when the
        /// animation controller implements it). UIKit does (default `true`); `false` checks that
        /// the kit gives the same result without the call.
        public var callsInterruptibleAnimatorAfterStart: Bool

        /// An order.
        public init(durationQueriesBeforeStart: Int = 1, callsInterruptibleAnimatorAfterStart: Bool = true) {
            self.durationQueriesBeforeStart = durationQueriesBeforeStart
            self.callsInterruptibleAnimatorAfterStart = callsInterruptibleAnimatorAfterStart
        }
    }

    /// An animation UIKit runs alongside the transition (`animate(alongsideTransition:)`).
    @MainActor
    public final class AlongsideAnimation {
        /// The fraction it last showed (on an animator), `nil` before it was set up.
        public fileprivate(set) var fraction: CGFloat?
        /// Where it ended: `.end` or `.start`; `nil` while it runs.
        public fileprivate(set) var endPosition: AnimatorPlayback.EndPosition?
        /// Whether it was added to the interruptible animator (else UIKit ran it).
        public fileprivate(set) var isOnAnimator = false
    }

    /// The transition context.
    public let context: ModelTransitionContext
    /// The animation controller UIKit got from the delegate.
    public let animationController: any RunnerAnimationController
    /// The interaction controller UIKit got, if any.
    public let interactionController: (any RunnerInteractionController)?
    /// The order's open choices.
    public let order: Order
    /// Seconds per display frame (default 1/60; 1/120 on a ProMotion display).
    public let frameInterval: TimeInterval
    /// Whether ``start()`` has run.
    public private(set) var isStarted = false
    /// The alongside animations registered so far.
    public private(set) var alongsideAnimations: [AlongsideAnimation] = []
    /// Virtual seconds passed in ``advance(by:)``.
    public private(set) var elapsed: TimeInterval = 0

    /// A runner for one transition.
    ///
    /// - Parameters:
    ///   - context: the transition's context.
    ///   - animationController: what the delegate returned for the transition.
    ///   - interactionController: what the delegate returned for the interaction (`nil`: none).
    ///   - order: the order's open choices (default: UIKit's usual).
    ///   - framesPerSecond: display frames per second (default 60; non-finite or non-positive: 60).
    public init(
        context: ModelTransitionContext, animationController: any RunnerAnimationController,
        interactionController: (any RunnerInteractionController)? = nil, order: Order = Order(), framesPerSecond: Double = 60
    ) {
        self.context = context
        self.animationController = animationController
        self.interactionController = interactionController
        self.order = order
        self.frameInterval = 1 / (framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60)
        context.onComplete = { [weak self] completed in self?.transitionDidComplete(completed) }
    }

    /// Whether the transition has completed (`completeTransition(_:)` was called).
    public var isComplete: Bool { context.isCompleted }

    /// UIKit starts the transition: duration queries, the start call, then the interruptible
    /// animator. Ignored after the first call.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        for _ in 0..<max(0, order.durationQueriesBeforeStart) { _ = queryDuration() }
        if let interactionController {
            context.isInteractive = true
            interactionController.startInteractiveTransition(context, animationController: animationController)
        } else {
            animationController.animateTransition(using: context)
        }
        if order.callsInterruptibleAnimatorAfterStart, animationController.implementsInterruptibleAnimator {
            let animator = animationController.interruptibleAnimator(using: context)
            context.container.register(animator)
            context.recordVended(animator)
            isInterruptible = true
        }
        for alongside in alongsideAnimations where alongside.endPosition == nil && !alongside.isOnAnimator { attach(alongside) }
    }

    /// UIKit asks the animation controller for the duration (it may at any time).
    @discardableResult
    public func queryDuration() -> TimeInterval {
        let duration = animationController.transitionDuration(using: context)
        if !duration.isFinite || duration < 0 { context.record("transitionDuration returned \(duration)") }
        return duration
    }

    /// Registers an animation alongside the transition; `nil` once the transition is over.
    @discardableResult
    public func addAlongsideAnimation() -> AlongsideAnimation? {
        guard !isComplete else { return nil }
        let alongside = AlongsideAnimation()
        alongsideAnimations.append(alongside)
        if isStarted { attach(alongside) }
        return alongside
    }

    /// Lets `seconds` pass in whole display frames (rounded up; non-finite or negative: none).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let frames = Int((seconds / frameInterval).rounded(.up))
        for _ in 0..<frames { frame() }
    }

    /// Plays frames until the transition completes or `timeout` virtual seconds pass (default
    /// 60); returns whether it completed.
    @discardableResult
    public func runUntilComplete(timeout: TimeInterval = 60) -> Bool {
        let limit = elapsed + timeout
        while !isComplete, elapsed < limit { frame() }
        return isComplete
    }

    /// Everything wrong after the transition, one sentence each (empty when correct). See the
    /// type's overview.
    public var problems: [String] {
        var found = context.violations
        if context.completions.count != 1 {
            found.append("completeTransition called \(context.completions.count) times, expected once")
        }
        for animator in context.container.animators {
            found += animator.violations
            if animator.isLeftActive { found.append("an animator is left \(animator.animatorState) (UIKit raises on release)") }
        }
        guard let finished = context.completions.first else { return found }
        let container = context.container
        let temporaries = container.subviews.filter { !$0.kind.isPermanent && $0.kind != .presentationDimming }
        if !temporaries.isEmpty { found.append("temporary views left in the container: \(temporaries.map(\.name))") }
        let shown = finished ? context.toView : context.fromView
        if !container.isInContainer(shown) { found.append("\(shown.name) is not in the container after the transition") }
        if !finished, container.isInContainer(context.toView) { found.append("toView is still in the container after a cancel") }
        for view in [context.fromView, context.toView] where container.isInContainer(view) && view.isHidden {
            found.append("\(view.name) is left hidden")
        }
        if context.fromView.layer != context.initialLayers.from {
            found.append("fromView's layer state is \(context.fromView.layer), expected \(context.initialLayers.from)")
        }
        if context.toView.layer != context.initialLayers.to {
            found.append("toView's layer state is \(context.toView.layer), expected \(context.initialLayers.to)")
        }
        if let dimming = context.dimmingView, let expected = context.expectedDimmingAlpha(finished: finished) {
            if !container.isInContainer(dimming) { found.append("the dimming view left the container") }
            if abs(dimming.layer.alpha - expected) > 1e-9 {
                found.append("the dimming view's alpha is \(dimming.layer.alpha), expected \(expected)")
            }
        }
        let expectedEnd: AnimatorPlayback.EndPosition = finished ? .end : .start
        for (index, alongside) in alongsideAnimations.enumerated() where alongside.endPosition != expectedEnd {
            found.append("alongside animation \(index) ended at \(alongside.endPosition.map { "\($0)" } ?? "nothing"), expected \(expectedEnd)")
        }
        return found
    }

    // MARK: Private

    private var isInterruptible = false

    private func frame() {
        elapsed += frameInterval
        for animator in context.container.animators where animator.isRunning { animator.advance(by: frameInterval) }
        interactionController?.displayFrame(frameInterval)
    }

    private func attach(_ alongside: AlongsideAnimation) {
        guard isInterruptible, let animator = context.interruptibleAnimator, !isComplete else { return }
        alongside.isOnAnimator = true
        animator.addAnimations(present: { [weak alongside] fraction in alongside?.fraction = fraction })
        animator.addEndHandler { [weak alongside] position in
            guard let alongside, alongside.endPosition == nil else { return }
            alongside.endPosition = position
        }
    }

    private func transitionDidComplete(_ completed: Bool) {
        // UIKit runs the alongside animations that are not on an animator, and ends them with the
        // transition.
        for alongside in alongsideAnimations where !alongside.isOnAnimator && alongside.endPosition == nil {
            alongside.endPosition = completed ? .end : .start
        }
        animationController.animationEnded(completed)
    }
}
