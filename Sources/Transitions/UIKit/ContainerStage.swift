#if canImport(UIKit)
import UIKit

/// A ``TransitionStage`` over a UIKit transition's container view: the stage a
/// ``TransitionDriver`` plays a plan on in an app.
///
/// On ``install(_:)`` it puts every participant of the plan into the container, bottom to top in
/// plan order: the from- and to-views themselves, snapshots made with
/// `snapshotView(afterScreenUpdates:)` (false for the from-view, which is on screen; true for the
/// to-view, which has not been drawn yet), region snapshots (tiles) made with
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`, plain colour views, and a
/// presentation controller's dimming view (``PresentationDimming``). A participant whose view UIKit
/// does not hand out (the presenting view of a `.custom` or `.overFullScreen` presentation,
/// which stays where it is) is simply not animated.
///
/// Before the to-view is snapshotted it is laid out at its final frame in the container, below
/// everything, because a view outside a window snapshots empty. The to-view that UIKit hands out
/// always ends in the container when the transition finishes, even if the plan only animates a
/// snapshot of it: such a to-view waits hidden at the bottom of the container at its final frame,
/// is shown when the transition finishes and removed when it is cancelled (UIKit shows a black
/// screen after a finished push or full-screen presentation whose to-view was never added).
///
/// States are applied the way Core Animation composes them: `bounds.size` and `center` (the
/// layer's position, i.e. the anchor point in the container), `transform3D` about the anchor
/// point, `alpha`, `layer.cornerRadius` (clipping while it is positive) and `layer.zPosition`.
/// Inside an animation block only what UIKit animates is set (``applyAnimatable(_:)``): the
/// anchor point, clipping and zPosition would take effect at once there, so the player sets them
/// outside (``clipToBounds(_:)``, ``applyZPositions(_:)``).
/// When the transition completes, the corner radius, clipping, anchor point and zPosition that the
/// from- and to-views had before it are put back, so the kit never leaves its marks on your views.
///
/// The stage reports completion through the closure given at creation, exactly once; the
/// ``init(context:)`` form calls `completeTransition(_:)` with `finished && !transitionWasCancelled`.
@MainActor
public final class ContainerStage: TransitionStage {
    /// The transition's container view.
    public let containerView: UIView
    private let fromView: UIView?
    private let toView: UIView?
    private let toFinalFrame: CGRect?
    private let onCompletion: @MainActor (Bool) -> Void
    /// Whether the to-view has been rendered for region snapshots (see `makeView(for:)`).
    private var hasRenderedToViewForRegions = false
    private var views: [ParticipantID: UIView] = [:]
    private var savedLayers: [(view: UIView, layer: SavedLayer)] = []
    /// Whether ``transitionDidComplete(finished:)`` has run.
    public private(set) var hasCompleted = false
    /// The to-view when the plan has no participant for it, and whether it was hidden before.
    private var waitingToView: (view: UIView, wasHidden: Bool)?
    /// Snapshots of the to-view taken before anything else is installed, in plan order.
    private var preparedToViewSnapshots: [UIView] = []
    /// Views handed over from another stage, played instead of new ones (see `init`'s `reusing`).
    private var reusedViews: [ParticipantID: UIView]
    /// The presentation controller whose dimming view plays `.presentationDimming`, if any.
    private let presentationDimming: (any PresentationDimming)?

    /// When `true`, completion no longer reaches the completion closure (the transition was
    /// already completed by someone else, e.g. UIKit ended it before the animation did). Views
    /// are still cleaned up.
    public var suppressesCompletion = false

    /// The layer properties of a permanent view that the stage changes and restores.
    private struct SavedLayer {
        var cornerRadius: CGFloat
        var masksToBounds: Bool
        var anchorPoint: CGPoint
        var zPosition: CGFloat
    }

    /// Creates a stage over explicit views.
    ///
    /// - Parameters:
    ///   - containerView: where the transition happens.
    ///   - fromView: the view that leaves (already in the container), or `nil` when UIKit keeps
    ///     it out of the transition.
    ///   - toView: the view that arrives (added on install if absent), or `nil`.
    ///   - toFinalFrame: where the to-view is laid out before a snapshot of it is taken; `nil`
    ///     keeps its current frame.
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
        self.fromView = fromView
        self.toView = toView
        self.toFinalFrame = toFinalFrame
        self.reusedViews = reusing
        self.presentationDimming = presentationDimming
        self.onCompletion = completion
    }

    /// Creates a stage over a UIKit transition: the views are `view(forKey:)` of the context
    /// (falling back to the view controllers' views only for snapshots), and completion calls
    /// `completeTransition(finished && !transitionWasCancelled)`.
    public convenience init(context: UIViewControllerContextTransitioning) {
        let toController = context.viewController(forKey: .to)
        self.init(
            containerView: context.containerView,
            fromView: context.view(forKey: .from),
            toView: context.view(forKey: .to),
            toFinalFrame: toController.map { context.finalFrame(for: $0) }.flatMap { $0.isEmpty ? nil : $0 },
            presentationDimming: context.presentationDimming,
            completion: { [weak context] finished in
                guard let context else { return }
                context.completeTransition(finished && !context.transitionWasCancelled)
            }
        )
    }

    /// The view playing `participant`, if it is installed.
    public func view(for participant: ParticipantID) -> UIView? {
        views[participant]
    }

    // MARK: TransitionStage

    public func install(_ plan: TransitionPlan) {
        // Snapshot the to-view first, while it sits below everything: a snapshot after screen
        // updates commits the hierarchy, and the to-view must not show on top for that frame.
        let toSnapshotCount = plan.participants.filter { $0.kind == .snapshotOfToView && reusedViews[$0.id] == nil }.count
        preparedToViewSnapshots = (0..<toSnapshotCount).compactMap { _ in makeView(for: .snapshotOfToView) }
        for participant in plan.participants {
            let handedOver = participant.kind.isTemporary ? reusedViews.removeValue(forKey: participant.id) : nil
            guard let view = handedOver ?? makeView(for: participant.kind) else { continue }
            if !participant.kind.isTemporary, !savedLayers.contains(where: { $0.view === view }) {
                savedLayers.append((view, SavedLayer(
                    cornerRadius: view.layer.cornerRadius, masksToBounds: view.layer.masksToBounds,
                    anchorPoint: view.layer.anchorPoint, zPosition: view.layer.zPosition)))
            }
            // Plan order, bottom to top: an existing subview is brought to the front.
            if view.superview === containerView {
                containerView.bringSubviewToFront(view)
            } else {
                containerView.addSubview(view)
            }
            views[participant.id] = view
        }
        if let toView, !plan.participants.contains(where: { $0.kind == .toView }) {
            placeBelowEverything(toView)
            waitingToView = (toView, toView.isHidden)
            toView.isHidden = true
        }
        apply(plan.initialState)
    }

    public func apply(_ state: TransitionState) {
        for entry in state.entries {
            guard let view = views[entry.id] else { continue }
            Self.apply(entry.state, to: view, clipsWhenRounded: true)
        }
    }

    /// Applies only the properties UIKit animates inside a view animation block — bounds size,
    /// centre, `transform3D`, alpha and `layer.cornerRadius` (animatable in blocks since iOS 11) —
    /// for use inside the player's keyframes. The anchor point, clipping and zPosition are left
    /// alone: set in a block they would jump to the last keyframe's value at once.
    public func applyAnimatable(_ state: TransitionState) {
        for entry in state.entries {
            guard let view = views[entry.id] else { continue }
            let state = entry.state
            view.bounds.size = state.frame.size
            view.center = state.anchorPosition
            view.transform3D = CATransform3D(state.transform.transform)
            view.alpha = state.alpha
            view.layer.cornerRadius = state.cornerRadius
        }
    }

    /// Sets `layer.zPosition` of the named participants, outside any animation block.
    public func applyZPositions(_ zPositions: [ParticipantID: CGFloat]) {
        for (id, zPosition) in zPositions where zPosition.isFinite {
            guard let layer = views[id]?.layer, layer.zPosition != zPosition else { continue }
            layer.zPosition = zPosition
        }
    }

    /// Makes the named participants clip to their bounds (`masksToBounds`), for the whole
    /// transition, so that a corner radius animated later clips from the start. Permanent views
    /// get their own setting back when the transition completes.
    public func clipToBounds(_ participants: Set<ParticipantID>) {
        for id in participants { views[id]?.layer.masksToBounds = true }
    }

    public func remove(_ participants: [ParticipantID]) {
        for id in participants {
            views[id]?.removeFromSuperview()
            views[id] = nil
        }
    }

    public func transitionDidComplete(finished: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        if let (view, wasHidden) = waitingToView {
            if finished {
                if let toFinalFrame { view.frame = toFinalFrame }
            } else {
                view.removeFromSuperview()
            }
            view.isHidden = wasHidden
            waitingToView = nil
        }
        restorePermanentViews()
        if !suppressesCompletion { onCompletion(finished) }
    }

    // MARK: Applying

    /// Applies one participant state to a view, as Core Animation composes it, outside animation
    /// blocks (the anchor point is set first, so the centre lands where the plan says).
    static func apply(_ state: ParticipantState, to view: UIView, clipsWhenRounded: Bool) {
        if view.layer.anchorPoint != state.anchorPoint { view.layer.anchorPoint = state.anchorPoint }
        view.bounds.size = state.frame.size
        view.center = state.anchorPosition
        view.transform3D = CATransform3D(state.transform.transform)
        view.alpha = state.alpha
        view.layer.cornerRadius = state.cornerRadius
        if clipsWhenRounded, state.cornerRadius > 0 { view.layer.masksToBounds = true }
        if view.layer.zPosition != state.zPosition { view.layer.zPosition = state.zPosition }
    }

    private func makeView(for kind: TransitionParticipant.Kind) -> UIView? {
        if kind == .snapshotOfToView, !preparedToViewSnapshots.isEmpty { return preparedToViewSnapshots.removeFirst() }
        switch kind {
        case .fromView:
            return fromView
        case .toView:
            if let toView, let toFinalFrame, toView.superview == nil { toView.frame = toFinalFrame }
            return toView
        case .snapshotOfFromView:
            guard let fromView else { return nil }
            return fromView.snapshotView(afterScreenUpdates: false) ?? Self.placeholder(for: fromView)
        case .snapshotOfToView:
            guard let toView else { return nil }
            // A view outside a window snapshots empty: render it in the container first, below
            // everything (a `.toView` participant later in the plan moves it to its place).
            if toView.window == nil { placeBelowEverything(toView) }
            if let toFinalFrame { toView.frame = toFinalFrame }
            toView.layoutIfNeeded()
            return toView.snapshotView(afterScreenUpdates: true) ?? Self.placeholder(for: toView)
        case .snapshotOfFromViewRegion(let region):
            guard let fromView else { return nil }
            return Self.snapshot(of: fromView, region: region, afterScreenUpdates: false)
        case .snapshotOfToViewRegion(let region):
            guard let toView else { return nil }
            // As for a whole snapshot: only a view in a window can be snapshotted. The first tile
            // waits for a screen update; the others reuse that render (hundreds of tiles would
            // otherwise cost hundreds of screen updates).
            if toView.window == nil { placeBelowEverything(toView) }
            let needsRender = !hasRenderedToViewForRegions
            if needsRender {
                if let toFinalFrame { toView.frame = toFinalFrame }
                toView.layoutIfNeeded()
                hasRenderedToViewForRegions = true
            }
            return Self.snapshot(of: toView, region: region, afterScreenUpdates: needsRender)
        case .solidColor(let color):
            let view = UIView()
            view.backgroundColor = UIColor(color)
            view.isUserInteractionEnabled = false
            return view
        case .presentationDimming:
            presentationDimming?.transitionWillAnimateDimming()
            return presentationDimming?.dimmingView
        }
    }

    /// A snapshot of `region` of `view` (its bounds' unit coordinates), or a placeholder of that
    /// size when UIKit cannot snapshot.
    private static func snapshot(of view: UIView, region: SnapshotRegion, afterScreenUpdates: Bool) -> UIView {
        let rect = region.rect(in: view.bounds)
        if let snapshot = view.resizableSnapshotView(from: rect, afterScreenUpdates: afterScreenUpdates, withCapInsets: .zero) {
            return snapshot
        }
        let placeholder = UIView(frame: CGRect(origin: .zero, size: rect.size))
        placeholder.backgroundColor = view.backgroundColor
        placeholder.isUserInteractionEnabled = false
        return placeholder
    }

    /// What stands in when UIKit cannot snapshot a view (it returns `nil` for views not in a
    /// window): a view of the same size and background colour, so the plan still plays.
    private static func placeholder(for view: UIView) -> UIView {
        let placeholder = UIView(frame: view.bounds)
        placeholder.backgroundColor = view.backgroundColor
        placeholder.isUserInteractionEnabled = false
        return placeholder
    }

    /// Puts `view` at the bottom of the container (at its final frame if it is the to-view
    /// arriving), unless it is already in the container.
    private func placeBelowEverything(_ view: UIView) {
        guard view.superview !== containerView else { return }
        if view === toView, let toFinalFrame { view.frame = toFinalFrame }
        containerView.insertSubview(view, at: 0)
    }

    private func restorePermanentViews() {
        for (view, layer) in savedLayers {
            let frame = view.frame
            view.layer.cornerRadius = layer.cornerRadius
            view.layer.masksToBounds = layer.masksToBounds
            view.layer.zPosition = layer.zPosition
            if view.layer.anchorPoint != layer.anchorPoint {
                view.layer.anchorPoint = layer.anchorPoint
                view.frame = frame
            }
        }
        savedLayers.removeAll()
    }
}
#endif
