#if canImport(UIKit)
import UIKit

/// A ``TransitionStage`` over a UIKit transition's container view: the stage a
/// ``TransitionDriver`` plays a plan on in an app.
///
/// Every decision is ``ViewStage``'s (pure, run under `TransitionsTesting`'s model of UIKit's
/// runner; its documentation lists them: install order, one render per tiled view, the dimming
/// view, the saved ``LayerState``, a to-view the plan does not animate); ``UIKitStageViews``
/// carries them out with `snapshotView(afterScreenUpdates:)`, `drawHierarchy(in:afterScreenUpdates:)`
/// and `contentsRect`. A card's presentation controller is told before install that the plan plays
/// its dimming view (``PresentationDimming``), so it does not fade it alongside too. Inside an
/// animation block only what changes and UIKit animates is set (``ViewStage/applyAnimatable(_:)``);
/// clipping and zPosition are set outside (``ViewStage/clipToBounds(_:)``, `ZOrderFollowing`).
/// It reports completion once, through its closure; ``init(context:completion:)`` by default calls
/// `completeTransition(_:)` with `finished && !transitionWasCancelled`. The kit's own controllers
/// create stages that report nothing: their `TransitionSession` reports.
@MainActor
public final class ContainerStage: ViewStage<UIKitStageViews> {
    /// The transition's container view.
    public let containerView: UIView
    /// The presentation controller whose dimming view plays `.presentationDimming`, if any.
    private let presentationDimming: (any PresentationDimming)?

    /// Creates a stage over explicit views.
    ///
    /// - Parameters:
    ///   - containerView: where the transition happens.
    ///   - fromView: the view that leaves (already in the container), or `nil` when UIKit keeps
    ///     it out of the transition.
    ///   - toView: the view that arrives (added on install if absent), or `nil`.
    ///   - toFinalFrame: where the to-view is laid out before it is snapshotted; `nil` keeps its
    ///     current frame.
    ///   - reusing: views to play temporary participants (snapshots, colour views) with, by
    ///     participant, instead of making new ones; default none. A plan that continues another
    ///     one on the same container (a throw re-simulated on release) hands over the snapshot
    ///     already on screen, so nothing is snapshotted again while the from-view is hidden. A
    ///     handed-over view is added back to the container on install if another stage removed it.
    ///   - presentationDimming: the presentation controller whose `dimmingView` plays a
    ///     `.presentationDimming` participant (default none: such a participant is not animated).
    ///   - completion: called once with whether the transition finished.
    public init(
        containerView: UIView,
        fromView: UIView?,
        toView: UIView?,
        toFinalFrame: CGRect? = nil,
        reusing: [ParticipantID: UIView] = [:],
        presentationDimming: (any PresentationDimming)? = nil,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        self.containerView = containerView
        self.presentationDimming = presentationDimming
        super.init(
            views: UIKitStageViews(containerView: containerView), fromView: fromView, toView: toView,
            toFinalFrame: toFinalFrame, reusing: reusing, presentationDimming: presentationDimming?.dimmingView,
            completion: completion)
    }

    /// Tells the presentation controller that the plan animates its dimming view (when it does),
    /// then installs the plan.
    public override func install(_ plan: TransitionPlan) {
        if !isInstalled, plan.participants.contains(where: { $0.kind == .presentationDimming }) {
            presentationDimming?.transitionWillAnimateDimming()
        }
        super.install(plan)
    }

    /// Creates a stage over a UIKit transition: the views are `view(forKey:)` of the context, and
    /// completion is `completion`, by default a call of
    /// `completeTransition(finished && !transitionWasCancelled)` (while UIKit keeps the context).
    public convenience init(
        context: UIViewControllerContextTransitioning, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.init(
            containerView: context.containerView,
            fromView: context.view(forKey: .from),
            toView: context.view(forKey: .to),
            toFinalFrame: Self.toFinalFrame(of: context),
            presentationDimming: context.presentationDimming,
            completion: completion ?? { [weak context] finished in
                guard let context else { return }
                context.completeTransition(finished && !context.transitionWasCancelled)
            }
        )
    }

    /// UIKit's final frame of the to-view controller, or `nil` when UIKit does not know it
    /// (`.zero`).
    static func toFinalFrame(of context: UIViewControllerContextTransitioning) -> CGRect? {
        context.viewController(forKey: .to).map { context.finalFrame(for: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
#endif
