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
        /// The container's size after ``resize(to:)``, if it was resized.
        private(set) var resized: CGSize?

        init(runner: UIKitTransitionRunner, report: @escaping (ConformanceProblem.Kind, String) -> Void) {
            self.runner = runner
            self.report = report
        }

        var context: ModelTransitionContext { runner.context }

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
        /// their margins; snapshots and colour views keep their frames.
        func resize(to size: CGSize) {
            let old = context.transitionContext.containerBounds.size
            let (dw, dh) = (size.width - old.width, size.height - old.height)
            for view in context.container.subviews where view.kind.isPermanent || view.kind == .presentationDimming {
                view.frame = CGRect(x: view.frame.minX, y: view.frame.minY,
                                    width: max(view.frame.width + dw, 0), height: max(view.frame.height + dh, 0))
            }
            resized = size
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
            // (`view(forKey:)` is nil for it) and keeps it where it is, beneath the container.
            let presenting: ModelView? = switch transitionContext.presentedScreen {
            case .toView?: fromView
            case .fromView?: toView
            default: nil
            }
            if staying === presenting {
                // Nothing to check but its own layer state, below.
            } else if !container.isInContainer(staying) {
                found(kind, "\(staying.name) is not in the container after \(outcome)")
            } else {
                if staying.isHidden { found(kind, "\(staying.name) is left hidden after \(outcome)") }
                // After a resize, where the views rest is UIKit's layout, not the transition's.
                if resized == nil, !Self.isClose(staying.frame, restingFrame) {
                    found(kind, "\(staying.name)'s frame is \(staying.frame) after \(outcome), expected \(restingFrame)")
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

            // Where the views rest after a resize is UIKit's layout, not the transition's.
            if resized == nil {
                let bounds = transitionContext.containerBounds
                for view in container.subviews where (view.kind.isPermanent || view.kind == .presentationDimming) && !view.isHidden
                    && view !== presenting {
                    if !Geometry.isInside(view.frame, bounds) {
                        found(.outsideContainer, "\(view.name) ends at \(view.frame), outside the container \(bounds)")
                    }
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

        /// The gesture begins; `false` when the controller refuses to ask for a transition.
        func begin(at run: Run) -> Bool {
            gestureDriven?.gestureBegan(GestureSample(progress: 0, time: run.runner.elapsed)) ?? true
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
