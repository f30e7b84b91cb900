import Foundation
import Transitions
import TransitionsTesting

// Transitions and animation controllers for the conformance suite's tests: one that does
// everything right, and defects planted one at a time, each a bug users of transition kits
// report (USERS.md).

/// A hand-written animation controller that does it right under the model of UIKit's runner: the
/// to-view fades in over the from-view (forward) or the from-view fades out over the to-view
/// (backward), on one interruptible animator; it touches only the views UIKit hands out
/// (`view(forKey:)`: not a card's presenting view); at the end the views get their own layer state
/// back, the view that leaves is removed, a card's dimming view is left where its presentation
/// controller expects it, and `completeTransition` is called once with `!transitionWasCancelled`.
///
/// Subclasses plant one defect each.
@MainActor
class FadeController: RunnerAnimationController {
    private(set) var animator: ModelAnimator?

    func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval { 0.3 }

    func animateTransition(using context: ModelTransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }

    var implementsInterruptibleAnimator: Bool { true }

    func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator {
        if let animator { return animator }
        let animator = ModelAnimator(duration: 0.3)
        context.container.register(animator)
        self.animator = animator
        let container = context.container
        let (fromView, toView) = views(context)
        let forward = context.transitionContext.operation.isForward
        if let toView {
            toView.frame = context.transitionContext.toFinalFrame
            if forward { container.putOnTop(toView) } else { container.putAtBottom(toView) }
        }
        let fading = forward ? toView : fromView
        let own = fading?.layer
        setUp(context)
        if forward { fading?.layer.alpha = 0 }
        animator.addAnimations(setUp: { if let own { fading?.layer.alpha = forward ? own.alpha : 0 } })
        animator.addEndHandler { [weak self] _ in
            if let own { fading?.layer = own }
            let finished = !context.transitionWasCancelled
            if let leaving = finished ? fromView : toView { container.remove(leaving) }
            if finished, let toView { container.putOnTop(toView) }
            if let dimming = context.dimmingView, let alpha = context.expectedDimmingAlpha(finished: finished) { dimming.layer.alpha = alpha }
            self?.tearDown(context, finished: finished)
            self?.complete(context, finished: finished)
        }
        return animator
    }

    /// The views the controller animates: those UIKit hands out (`view(forKey:)`).
    func views(_ context: ModelTransitionContext) -> (from: ModelView?, to: ModelView?) {
        (context.view(forKey: .from), context.view(forKey: .to))
    }

    func animationEnded(_ transitionCompleted: Bool) {}

    /// Extra set-up, before the animator exists (a planted defect adds views here).
    func setUp(_ context: ModelTransitionContext) {}
    /// Extra clean-up before completing (a planted defect undoes too little or too much).
    func tearDown(_ context: ModelTransitionContext, finished: Bool) {}
    /// Reports the end to UIKit.
    func complete(_ context: ModelTransitionContext, finished: Bool) {
        context.completeTransition(finished)
    }
}

/// Planted: a snapshot of the from-view put over everything at the start and never removed (the
/// app is left with a frozen picture on top, USERS.md 1).
@MainActor
final class LeavesSnapshotController: FadeController {
    override func setUp(_ context: ModelTransitionContext) {
        if let fromView = context.view(forKey: .from), let snapshot = context.container.snapshot(of: fromView, afterScreenUpdates: false) {
            snapshot.frame = context.transitionContext.fromInitialFrame
            context.container.putOnTop(snapshot)
        }
    }
}

/// Planted: the from-view slides 40 pt and dims during the transition, and a cancel does not put
/// it back (USERS.md 2).
@MainActor
final class ForgetsFromViewController: FadeController {
    override func setUp(_ context: ModelTransitionContext) {
        guard let fromView = context.view(forKey: .from) else { return }
        fromView.frame = context.transitionContext.fromInitialFrame.offsetBy(dx: -40, dy: 0)
        fromView.layer.alpha = 0.5
    }

    override func tearDown(_ context: ModelTransitionContext, finished: Bool) {
        // Only a finish puts the from-view back (as it leaves the container).
        guard finished, let fromView = context.view(forKey: .from) else { return }
        fromView.frame = context.transitionContext.fromInitialFrame
        fromView.layer = context.initialLayers.from
    }
}

/// Planted: the end handler completes the transition, and so does a clean-up path that runs
/// right after it (the second call UIKit ignores, but the app's bookkeeping runs twice).
@MainActor
final class CompletesTwiceController: FadeController {
    override func complete(_ context: ModelTransitionContext, finished: Bool) {
        context.completeTransition(finished)
        context.completeTransition(finished)
    }
}

/// Planted: the controller animates the from- and to-views it remembers from the view controllers
/// instead of those UIKit hands out: on a card, the presenting screen's view (which
/// `view(forKey:)` does not give, fact 5) is moved into the container and changed.
@MainActor
final class TouchesThePresentersViewController: FadeController {
    override func views(_ context: ModelTransitionContext) -> (from: ModelView?, to: ModelView?) {
        (context.fromView, context.toView)
    }
}

/// Planted: `interruptibleAnimator(using:)` makes a new animator when UIKit asks again once the
/// transition is in flight (for an animation the app adds alongside then): UIKit requires the same
/// one for the whole transition.
@MainActor
final class NewAnimatorInFlightController: FadeController {
    override func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator {
        guard context.isInFlight else { return super.interruptibleAnimator(using: context) }
        let fresh = ModelAnimator(duration: 0.3)
        context.container.register(fresh)
        return fresh
    }
}

/// Planted: the controller keeps the to-view's width from the start and writes it back at the end
/// (as a horizontal slide that caches its geometry might): right until the container resizes
/// mid-flight, then the to-view ends with the old width and the new height, neither where the
/// transition put it nor where its autoresizing carried it.
@MainActor
final class CachesTheWidthController: FadeController {
    private var width: CGFloat?

    override func setUp(_ context: ModelTransitionContext) {
        width = context.transitionContext.toFinalFrame.width
    }

    override func tearDown(_ context: ModelTransitionContext, finished: Bool) {
        guard finished, let width, let toView = context.view(forKey: .to) else { return }
        toView.frame = CGRect(x: toView.frame.minX, y: toView.frame.minY, width: width, height: toView.frame.height)
    }
}

/// Planted: the end handler always reports a finished transition, even after UIKit cancelled it
/// (the app's coordinator handlers heard a cancel).
@MainActor
final class AlwaysFinishesController: FadeController {
    override func complete(_ context: ModelTransitionContext, finished: Bool) {
        context.completeTransition(true)
    }
}

/// Planted: the end handler forgets to complete the transition (the app freezes).
@MainActor
final class NeverCompletesController: FadeController {
    override func complete(_ context: ModelTransitionContext, finished: Bool) {}
}

// MARK: Transitions with planted defects

/// The README's rise-and-fade, written with `ScreenMotion` and a Reduce Motion fallback: passes.
struct MotionRiseAndFade: Transition {
    func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        return ScreenMotion(parts: [
            .screen(.outgoing, frame: .constant(frames.outgoing)),
            .screen(.incoming, frame: .tween(from: frames.incoming.offsetBy(dx: 0, dy: 40), to: frames.incoming),
                    alpha: .tween(from: 0, to: 1)),
        ]).plan(for: context, duration: 0.25, curve: .easeOut)
    }
}

/// Planted: the from-view written by hand without a resting state, its frame track starting 30 pt
/// above its frame (a "peek"): a cancel leaves it there.
struct PeekingTransition: Transition {
    func plan(for context: TransitionContext) -> TransitionPlan {
        let from = context.fromInitialFrame
        return TransitionPlan(context: context, participants: [
            TransitionParticipant(id: .fromView, kind: .fromView, frame: .tween(from: from.offsetBy(dx: 0, dy: -30), to: from)),
            .toView(in: context, alpha: .tween(from: 0, to: 1)),
        ], duration: 0.3)
    }
}

/// Planted: a white flash that fades in over everything and is never faded out: at the end of the
/// motion it still covers the to-view, and the screen pops when it is removed.
struct FlashTransition: Transition {
    func plan(for context: TransitionContext) -> TransitionPlan {
        TransitionPlan(context: context, participants: [
            .fromView(in: context),
            .toView(in: context, alpha: .tween(from: 0, to: 1)),
            TransitionParticipant(id: "flash", kind: .solidColor(.white), frame: .constant(context.containerBounds),
                                  alpha: .tween(from: 0, to: 1)),
        ], duration: 0.3)
    }
}

/// Planted: a zoom from a thumbnail whose size is unknown (zero): its aspect ratio is 0/0, and the
/// to-view's frame is NaN until the end.
struct ZeroThumbnailZoom: Transition {
    var thumbnail = CGRect.zero

    func plan(for context: TransitionContext) -> TransitionPlan {
        let aspect = thumbnail.width / thumbnail.height
        let start = CGRect(x: thumbnail.minX, y: thumbnail.minY, width: thumbnail.width, height: thumbnail.width / aspect)
        return TransitionPlan(context: context, participants: [
            .fromView(in: context),
            .toView(in: context, frame: .tween(from: start, to: context.toFinalFrame)),
        ], duration: 0.3)
    }
}

/// Planted: the to-view written by hand without a resting state, sliding in from the trailing
/// edge but stopping short, a third of it still outside the container.
struct ShortSlideTransition: Transition {
    func plan(for context: TransitionContext) -> TransitionPlan {
        let to = context.toFinalFrame
        return TransitionPlan(context: context, participants: [
            .fromView(in: context),
            TransitionParticipant(id: .toView, kind: .toView, frame: .tween(from: to.offsetBy(dx: to.width, dy: 0),
                                                                           to: to.offsetBy(dx: to.width / 3, dy: 0))),
        ], duration: 0.3)
    }
}

/// docs/custom-transitions.md's blinds (and `EdgeCoordinates`' example): four strips of the
/// incoming screen from the trailing edge, with a Reduce Motion fallback.
struct Blinds: Transition {
    func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let screen = EdgeCoordinates(edge: .trailing, direction: context.layoutDirection, frame: frames.incoming)
        let away = ScreenEdge.trailing.offscreenOffset(in: context.containerBounds, direction: context.layoutDirection)
        var parts: [ScreenMotion.Part] = [.screen(.outgoing, frame: .constant(frames.outgoing))]
        for index in 0..<4 {
            let strip = screen.slice(from: CGFloat(index) * screen.span / 4, to: CGFloat(index + 1) * screen.span / 4)
            let start = strip.offsetBy(dx: away.x, dy: away.y)
            parts.append(ScreenMotion.Part(
                id: ParticipantID("blind-\(index)"), content: .region(.incoming, screen.region(of: strip)),
                frame: .keyframes(from: start, [
                    Keyframe(relativeStartTime: CGFloat(index) * 0.15, relativeDuration: 0.55, value: strip),
                ])))
        }
        parts.append(ScreenMotion.takeOver(at: frames.incoming))
        return ScreenMotion(parts: parts).plan(for: context, duration: 0.5, curve: .linear)
    }
}
