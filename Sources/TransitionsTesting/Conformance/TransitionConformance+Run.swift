import Foundation
import Interactive
import Transitions

extension TransitionConformance {
    /// One transition under the model of UIKit's runner, with the checks made on its views after
    /// every display frame and at the end.
    @MainActor
    final class Run {
        /// The layer state the from- and to-views carry of their own (a card's has its corners): a
        /// slightly transparent view, so that a layer state left by the transition shows.
        static let ownLayer = LayerState(alpha: 0.99)

        let runner: UIKitTransitionRunner
        private let report: (ConformanceProblem.Kind, String) -> Void
        private var nonFinite: Set<String> = []
        /// The container's bounds before and after ``resize(to:cardFrame:)``, and the card's frame
        /// in the new container, if it was resized.
        private(set) var resized: (old: CGRect, new: CGRect, cardFrame: CGRect?)?
        /// What `notifyWhenInteractionChanges` handlers were told, in order.
        private var interactionChanges: [ModelTransitionCoordinator.State] = []

        init(runner: UIKitTransitionRunner, report: @escaping (ConformanceProblem.Kind, String) -> Void) {
            self.runner = runner
            self.report = report
        }

        var context: ModelTransitionContext { runner.context }

        /// What an app does with the transition coordinator before the start (in
        /// `viewWillAppear(_:)`): an animation alongside the transition with a completion block
        /// (the runner checks it moves with the transition, ends where it does and completes once
        /// with its outcome), and, for an interactive transition, `notifyWhenInteractionChanges`
        /// (checked at the end against the outcome).
        func observeCoordinator(interactive: Bool) {
            runner.coordinator.animate(alongsideTransition: true) { _ in }
            guard interactive else { return }
            runner.coordinator.notifyWhenInteractionChanges { [weak self] state in self?.interactionChanges.append(state) }
        }

        /// One display frame, then the frame checks.
        func frame() {
            runner.advance(by: runner.frameInterval)
            inspectFrame()
        }

        /// Every view's frame and layer finite (each view reported once).
        func inspectFrame() {
            for view in context.container.subviews + [context.fromView, context.toView] where !nonFinite.contains(view.name) {
                let frame = view.frame, layer = view.layer, m = layer.transform
                let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, layer.anchorPoint.x, layer.anchorPoint.y,
                              layer.alpha, layer.cornerRadius, layer.zPosition, m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                              m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
                guard values.contains(where: { !$0.isFinite }) else { continue }
                nonFinite.insert(view.name)
                report(.nonFiniteFrame, "\(view.name) gets a non-finite value \(SampledNumber.text(CGFloat(runner.elapsed))) s in: frame \(frame), \(layer)")
            }
        }

        /// The container turns to `size`: the views UIKit hands out (and a card's dimming view)
        /// follow it as their flexible width and height make them (`autoresizingMask`), keeping
        /// their margins; snapshots and colour views keep their frames. `cardFrame` is where the
        /// presentation controller lays a card out in the new container (`nil`: no card).
        func resize(to size: CGSize, cardFrame: CGRect?) {
            let old = context.transitionContext.containerBounds
            for view in context.container.subviews where view.kind.isPermanent || view.kind == .presentationDimming {
                view.frame = Self.autoresized(view.frame, from: old.size, to: size)
            }
            resized = (old, CGRect(origin: old.origin, size: size), cardFrame)
        }

        /// `frame` as flexible width and height carry it when its superview goes from `old` to
        /// `new` (margins kept, sizes at least 0).
        static func autoresized(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
            CGRect(x: frame.minX, y: frame.minY, width: max(frame.width + new.width - old.width, 0),
                   height: max(frame.height + new.height - old.height, 0))
        }

        /// Where a view resting at `frame` before a resize may end after it, when the transition
        /// is correct: where the transition's plan rests it (the container's layout after the
        /// transition then moves it, UIKit's part), where its autoresizing carried it (the
        /// transition left its frame alone), or for a card, where the presentation controller lays
        /// the card out in the new container.
        private func framesAfterResize(of frame: CGRect) -> [CGRect] {
            guard let resized else { return [frame] }
            return [frame, Self.autoresized(frame, from: resized.old.size, to: resized.new.size)] + (resized.cardFrame.map { [$0] } ?? [])
        }

        /// Everything wrong once the transition should have ended as `finished` says.
        func checkEnd(expecting finished: Bool, label: String?) {
            let prefix = label.map { "\($0): " } ?? ""
            func found(_ kind: ConformanceProblem.Kind, _ detail: String) { report(kind, prefix + detail) }
            let transitionContext = context.transitionContext
            let completions = context.completions
            if completions.isEmpty {
                found(.completionNotExactlyOnce, "completeTransition was never called: after \(SampledNumber.text(CGFloat(runner.elapsed))) s the app is frozen")
            } else if completions.count > 1 {
                found(.completionNotExactlyOnce, "completeTransition was called \(completions.count) times (\(completions))")
            }
            for violation in context.violations where !violation.hasPrefix("completeTransition called") {
                found(.uikitRuleBroken, violation)
            }
            for animator in context.container.animators {
                for violation in animator.violations { found(.uikitRuleBroken, violation) }
                if animator.isLeftActive { found(.uikitRuleBroken, "an animator is left \(animator.animatorState) (UIKit raises when it is released)") }
            }
            guard let done = completions.first else { return }
            if done != finished {
                found(.wrongOutcome, finished ? "the interaction finished, but the transition was cancelled" : "the interaction cancelled, but the transition finished")
            }
            if let ended = interactionChanges.last(where: { !$0.isInteractive }), ended.isCancelled == done {
                found(.wrongOutcome, "when the interaction ended, the transition coordinator told the app it \(ended.isCancelled ? "cancels" : "finishes") "
                    + "(notifyWhenInteractionChanges), but the transition \(done ? "finished" : "was cancelled")")
            }

            let container = context.container
            let fromView = context.fromView, toView = context.toView
            let temporaries = container.subviews.filter { !$0.kind.isPermanent && $0.kind != .presentationDimming }
            if !temporaries.isEmpty { found(.leftoverView, "\(temporaries.map(\.name)) left in the container") }
            if !done, container.isInContainer(toView) { found(.leftoverView, "toView is left in the container after the cancel") }

            let staying = done ? toView : fromView
            let restingFrame = done ? transitionContext.toFinalFrame : transitionContext.fromInitialFrame
            let ownLayer = done ? context.initialLayers.to : context.initialLayers.from
            let kind: ConformanceProblem.Kind = done ? .toViewNotAtRest : .fromViewNotRestored
            let outcome = done ? "the finish" : "the cancel"
            // The presenting screen of a card is not the transition's: UIKit does not hand it out
            // (`view(forKey:)` is nil for it, fact 5) and keeps it where it is, beneath the
            // container; the runner reports a change to it (``UIKitTransitionRunner/problems``).
            let presenting: ModelView? = context.view(forKey: .from) == nil ? fromView : context.view(forKey: .to) == nil ? toView : nil
            if staying === presenting {
                // Nothing to check but its own layer state, below.
            } else if !container.isInContainer(staying) {
                found(kind, "\(staying.name) is not in the container after \(outcome)")
            } else {
                if staying.isHidden { found(kind, "\(staying.name) is left hidden after \(outcome)") }
                let expected = framesAfterResize(of: restingFrame)
                if !expected.contains(where: { Self.isClose(staying.frame, $0) }) {
                    let after = resized == nil ? "" : " (the container resized mid-flight)"
                    found(kind, "\(staying.name)'s frame is \(staying.frame) after \(outcome)\(after), expected "
                        + expected.map { "\($0)" }.joined(separator: " or "))
                }
            }
            if staying.layer != ownLayer { found(kind, "\(staying.name)'s layer state is \(staying.layer) after \(outcome), expected its own \(ownLayer)") }
            if done, fromView.layer != context.initialLayers.from {
                found(.fromViewNotRestored, "fromView keeps the transition's layer state \(fromView.layer) after the finish, expected its own \(context.initialLayers.from)")
            }
            if !done, toView.layer != context.initialLayers.to {
                found(.toViewNotAtRest, "toView keeps the transition's layer state \(toView.layer) after the cancel, expected its own \(context.initialLayers.to)")
            }

            if let dimming = context.dimmingView, let expected = context.expectedDimmingAlpha(finished: done) {
                if !container.isInContainer(dimming) { found(.dimmingNotAtRest, "the card's dimming view left the container") }
                if abs(dimming.layer.alpha - expected) > 1e-9 {
                    found(.dimmingNotAtRest, "the card's dimming view has alpha \(dimming.layer.alpha) after \(outcome), expected \(expected)")
                }
            }

            // After a resize a view may rest in the old container (UIKit's layout then moves it) or
            // in the new one; where autoresizing carried the view that stays is UIKit's (a sheet at
            // its medium detent shrinks to nothing below the landscape container's bottom).
            let containers = resized.map { [$0.old, $0.new] } ?? [transitionContext.containerBounds]
            let carried = resized.map { Self.autoresized(restingFrame, from: $0.old.size, to: $0.new.size) }
            for view in container.subviews where (view.kind.isPermanent || view.kind == .presentationDimming) && !view.isHidden
                && view !== presenting && !(view === staying && carried.map { Self.isClose(view.frame, $0) } == true) {
                if !containers.contains(where: { Geometry.isInside(view.frame, $0) }) {
                    found(.outsideContainer, "\(view.name) ends at \(view.frame), outside the container "
                        + containers.map { "\($0)" }.joined(separator: " and "))
                }
            }

            // The views that stay and show (a leftover is reported as such; a hidden or transparent
            // dimming view shows nothing).
            let shown = container.subviews.filter {
                ($0.kind.isPermanent || $0.kind == .presentationDimming) && !$0.isHidden && $0.layer.alpha > 0.01 && $0 !== presenting
            }
            let drawn = shown.enumerated().sorted { lhs, rhs in
                lhs.element.layer.zPosition != rhs.element.layer.zPosition
                    ? lhs.element.layer.zPosition < rhs.element.layer.zPosition : lhs.offset < rhs.offset
            }.map(\.element)
            if drawn.contains(where: { $0 === staying }), let top = drawn.last, top !== staying {
                let above = drawn.drop { $0 !== staying }.dropFirst().map(\.name)
                found(.zOrderSurprise, "after \(outcome), \(above) drawn above \(staying.name), the screen that stays")
            }
        }

        private static func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        }
    }

    /// A scripted gesture (or UIKit's percent-driven transition called directly), as UIKit
    /// delivers it to one of the kit's interaction controllers.
    @MainActor
    final class Interaction {
        let controller: any RunnerInteractionController
        private let gestureDriven: (any ModelGestureDriven)?
        private let planDriven: ModelPlanDrivenInteractionController?
        private let uiKit: ModelPercentDrivenInteractiveTransition?

        /// An interaction through `driver` for `animation`, letting go with a policy that finishes
        /// (`true`), cancels (`false`) or decides half way by projection (`nil`). `nil` when the
        /// driver cannot play `animation` (UIKit's percent-driven transition needs an
        /// interruptible animator; the plan-driven pinch, the kit's animation controller).
        init?(_ driver: Driver, animation: any RunnerAnimationController, finishes: Bool?) {
            let policy: CompletionPolicy = finishes.map { $0 ? .alwaysFinish : .alwaysCancel } ?? .halfway
            switch driver {
            case .planDriven:
                guard let paired = animation as? ModelTransitionAnimationController else { return nil }
                let pinch = ModelPlanDrivenInteractionController(policy: policy, pairedWith: paired)
                (controller, gestureDriven, planDriven, uiKit) = (pinch, pinch, pinch, nil)
            case .percentDriven:
                let percent = ModelPercentDrivenInteractionController(policy: policy)
                (controller, gestureDriven, planDriven, uiKit) = (percent, percent, nil, nil)
            case .uiKitPercentDriven:
                guard animation.implementsInterruptibleAnimator else { return nil }
                let percent = ModelPercentDrivenInteractiveTransition()
                (controller, gestureDriven, planDriven, uiKit) = (percent, nil, nil, percent)
            }
        }

        /// Whether a gesture drives the controller (UIKit's percent-driven transition, called
        /// directly, has none).
        var isGestureDriven: Bool { gestureDriven != nil }

        /// The gesture begins, asking for `action` (`nil`: the controller's own wiring, else a
        /// dismissal); `false` when the controller refuses to ask for a transition. UIKit starts
        /// the transition inside the request when `startingInside` (else the caller starts it on
        /// the next run-loop turn).
        func begin(at run: Run, asking action: InteractionAction?, startingInside: Bool) -> Bool {
            guard let gestureDriven else { return true }
            let runner = run.runner
            var inside: (@MainActor () -> Void)?
            if startingInside { inside = { runner.start(endingTurn: true) } }
            return gestureDriven.gestureBegan(GestureSample(progress: 0, time: runner.elapsed), asking: action, insideRequest: inside)
        }

        /// The gesture moves to `progress`.
        func move(to progress: CGFloat, at run: Run) {
            gestureDriven?.gesture(.changed(GestureSample(progress: progress, time: run.runner.elapsed)))
            uiKit?.update(progress)
        }

        /// The finger lifts at `progress` moving at `velocity` (progress per second); UIKit's
        /// percent-driven transition is told to finish or cancel as `finishes` says.
        func release(at progress: CGFloat, velocity: CGFloat, finishes: Bool, on run: Run) {
            gestureDriven?.gesture(.ended(GestureSample(progress: progress, velocity: velocity, time: run.runner.elapsed)))
            if let uiKit { finishes ? uiKit.finish() : uiKit.cancel() }
        }

        /// Pairs the plan-driven pinch with the next transition's animation controller (the
        /// router does this on iOS).
        func pair(with animation: any RunnerAnimationController) {
            planDriven?.animationController = animation as? ModelTransitionAnimationController
        }
    }
}
