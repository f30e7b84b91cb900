import Foundation

/// A ``TransitionStage`` over a container of views: every decision of the stage that plays a plan
/// on real views, run on UIKit's views in an app (`ContainerStage`) and on plain values in
/// `TransitionsTesting`'s model of UIKit's runner.
///
/// ``install(_:)`` puts the participants into the container bottom to top in plan order: the from-
/// and to-views (a to-view outside the container first at its final frame); whole snapshots
/// (`snapshotView(afterScreenUpdates:)`, `false` for the from-view, `true` for the undrawn to-view);
/// tiles, all of one view cut from **one** render (a 200-tile shatter costs one render); colour
/// views; and a presentation's dimming view (``TransitionParticipant/Kind/presentationDimming``),
/// animated but never created, removed or restored. The to-view is laid out at its final frame
/// before it is snapshotted (a view outside a window snapshots empty). A view UIKit does not hand
/// out is not animated; a to-view the plan does not animate waits hidden at the bottom and is shown
/// on finish, removed on cancel (UIKit shows black after a push whose to-view was never added).
/// States go through ``StageViews/apply(_:to:properties:inAnimationBlock:)`` limited by
/// ``TransitionParticipant/propertiesSetByStage`` (a view's own corner radius is left alone unless
/// the plan sets one); the from- and to-views' ``LayerState`` is saved on install and restored on
/// completion. Completion is reported once, through the closure, unless ``suppressesCompletion``.
@MainActor
public class ViewStage<Views: StageViews>: TransitionStage {
    /// A view of the world the stage plays in.
    public typealias View = Views.View

    /// The views the stage works with.
    public let views: Views
    private let fromView: View?
    private let toView: View?
    private let toFinalFrame: CGRect?
    private let onCompletion: @MainActor (Bool) -> Void
    private var installed: [ParticipantID: View] = [:]
    private var saved: [(view: View, state: LayerState)] = []
    private var settable: [ParticipantID: ParticipantProperties] = [:]
    private var changing: [ParticipantID: ParticipantProperties]?
    private var plan: TransitionPlan?
    /// The to-view when the plan has no participant for it, and whether it was hidden before.
    private var waitingToView: (view: View, wasHidden: Bool)?
    /// Views handed over from another stage, played instead of new ones.
    private var reusedViews: [ParticipantID: View]
    /// The presentation controller's dimming view, which plays `.presentationDimming`.
    private let presentationDimming: View?

    /// Whether ``install(_:)`` has run (a stage installs one plan, once).
    public private(set) var isInstalled = false
    /// Whether ``transitionDidComplete(finished:)`` has run.
    public private(set) var hasCompleted = false
    /// When `true`, completion no longer reaches the completion closure (someone else reports
    /// it). Views are still cleaned up and restored.
    public var suppressesCompletion = false

    /// Creates a stage.
    ///
    /// - Parameters:
    ///   - views: the world's view operations.
    ///   - fromView: the view that leaves (already in the container), or `nil` when UIKit keeps it
    ///     out of the transition.
    ///   - toView: the view that arrives (added on install if absent), or `nil`.
    ///   - toFinalFrame: where the to-view is laid out before it is snapshotted or shown; `nil`
    ///     keeps its current frame.
    ///   - reusing: views to play temporary participants with, by participant, instead of making
    ///     new ones (see ``continuation()``); default none.
    ///   - presentationDimming: the presentation controller's dimming view, which plays a
    ///     `.presentationDimming` participant; default `nil` (such a participant is not animated).
    ///   - completion: called once with whether the transition finished.
    public init(
        views: Views, fromView: View?, toView: View?, toFinalFrame: CGRect? = nil,
        reusing: [ParticipantID: View] = [:], presentationDimming: View? = nil,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        self.views = views
        self.fromView = fromView
        self.toView = toView
        self.toFinalFrame = toFinalFrame
        self.reusedViews = reusing
        self.presentationDimming = presentationDimming
        self.onCompletion = completion
    }

    /// The view playing `participant`, if it is installed.
    public func view(for participant: ParticipantID) -> View? {
        installed[participant]
    }

    /// A stage over the same views for a plan that continues this one on the same container (a
    /// throw re-simulated on release): it plays this stage's temporary views (the snapshot on
    /// screen) instead of taking new snapshots, which would capture a from-view the plan has
    /// hidden. It reports nothing (its completion is not the transition's); call it while this
    /// stage still holds its views.
    package func continuation() -> ViewStage<Views> {
        var handedOver: [ParticipantID: View] = [:]
        for participant in plan?.participants ?? [] where participant.kind.isTemporary {
            if let view = installed[participant.id] { handedOver[participant.id] = view }
        }
        let next = ViewStage(views: views, fromView: fromView, toView: toView, toFinalFrame: toFinalFrame,
                             reusing: handedOver, presentationDimming: presentationDimming) { _ in }
        next.suppressesCompletion = true
        return next
    }

    // MARK: TransitionStage

    public func install(_ plan: TransitionPlan) {
        guard !isInstalled else { return }
        isInstalled = true
        self.plan = plan
        settable = plan.propertiesSetByStage
        let fresh = plan.participants.filter { !($0.kind.isTemporary && reusedViews[$0.id] != nil) }
        // The to-view first, while it sits below everything: snapshotting after screen updates
        // commits the hierarchy, and the to-view must not show on top for that frame.
        let wholeToSnapshots = fresh.filter { $0.kind == .snapshotOfToView }
        let toHasTiles = fresh.contains { if case .snapshotOfToViewRegion = $0.kind { true } else { false } }
        var toSnapshots: [View] = []
        var toRender: Views.Render?
        if let toView, !wholeToSnapshots.isEmpty || toHasTiles {
            prepareForSnapshot(toView)
            toSnapshots = wholeToSnapshots.map { participant in
                views.snapshot(of: toView, afterScreenUpdates: true)
                    ?? views.placeholder(copying: toView, size: participant.state(atTrackProgress: 0).frame.size)
            }
            if toHasTiles { toRender = views.render(toView, afterScreenUpdates: wholeToSnapshots.isEmpty) }
        }
        let fromHasTiles = fresh.contains { if case .snapshotOfFromViewRegion = $0.kind { true } else { false } }
        let fromRender = fromHasTiles ? fromView.flatMap { views.render($0, afterScreenUpdates: false) } : nil

        for participant in plan.participants {
            let handedOver = participant.kind.isTemporary ? reusedViews.removeValue(forKey: participant.id) : nil
            let size = participant.state(atTrackProgress: 0).frame.size
            let made: View?
            if let handedOver {
                made = handedOver
            } else {
                switch participant.kind {
                case .fromView:
                    made = fromView
                case .toView:
                    if let toView, let toFinalFrame, !views.isInContainer(toView) { views.setFrame(toFinalFrame, of: toView) }
                    made = toView
                case .snapshotOfFromView:
                    made = fromView.map { views.snapshot(of: $0, afterScreenUpdates: false) ?? views.placeholder(copying: $0, size: size) }
                case .snapshotOfToView:
                    made = toSnapshots.isEmpty ? nil : toSnapshots.removeFirst()
                case .snapshotOfFromViewRegion(let region):
                    made = fromView.map { tile(of: fromRender, region: region, size: size, copying: $0) }
                case .snapshotOfToViewRegion(let region):
                    made = toView.map { tile(of: toRender, region: region, size: size, copying: $0) }
                case .solidColor(let color):
                    made = views.colorView(color)
                case .presentationDimming:
                    made = presentationDimming
                }
            }
            guard let view = made else { continue }
            // The from- and to-views get their own state back; the dimming view keeps the
            // transition's end state (its presentation controller owns it).
            if !participant.kind.isTemporary, participant.kind != .presentationDimming, !saved.contains(where: { $0.view === view }) {
                saved.append((view, views.layerState(of: view)))
            }
            views.putOnTop(view)
            installed[participant.id] = view
        }
        if let toView, !plan.participants.contains(where: { $0.kind == .toView }) {
            putBelowEverything(toView)
            waitingToView = (toView, views.isHidden(toView))
            views.setHidden(true, of: toView)
        }
        apply(plan.initialState)
    }

    public func apply(_ state: TransitionState) {
        for entry in state.entries {
            guard let view = installed[entry.id] else { continue }
            views.apply(entry.state, to: view, properties: settable[entry.id] ?? .all, inAnimationBlock: false)
        }
    }

    /// Applies, for use inside a keyframe of a view animation block, only the properties of each
    /// participant that change during the plan and that UIKit animates in blocks (see
    /// ``ParticipantProperties/animatableInBlocks``); participants with nothing to animate are
    /// skipped. Everything else was set before the animation by ``install(_:)``.
    package func applyAnimatable(_ state: TransitionState) {
        let changing = changingProperties
        for entry in state.entries {
            guard let view = installed[entry.id] else { continue }
            let properties = (changing[entry.id] ?? []).intersection(settable[entry.id] ?? .all)
                .intersection(.animatableInBlocks)
            guard !properties.isEmpty else { continue }
            views.apply(entry.state, to: view, properties: properties, inAnimationBlock: true)
        }
    }

    /// For each participant of the installed plan, installed or not, the properties that change
    /// during the plan (``TransitionPlan/changingProperties``), computed once the plan is installed
    /// and kept; empty before ``install(_:)``.
    package var changingProperties: [ParticipantID: ParticipantProperties] {
        if let changing { return changing }
        guard let plan else { return [:] }
        let computed = plan.changingProperties
        changing = computed
        return computed
    }

    /// Gets the stage ready for a keyframe player of `samples` (`PlanSampler`'s, of the installed
    /// plan): every participant whose corner radius the stage sets and that is rounded in any
    /// sample clips to its bounds from now on (see ``clipToBounds(_:)``).
    package func prepareKeyframes(_ samples: [PlanSample]) {
        clipToBounds(Set(samples.flatMap { sample in
            sample.state.entries
                .filter { $0.state.cornerRadius > 0 && (settable[$0.id] ?? .all).contains(.cornerRadius) }
                .map(\.id)
        }))
    }

    /// Makes the named participants clip to their bounds for the whole transition, so that a corner
    /// radius animated later clips from the start (clipping is not animated in view animation
    /// blocks). Permanent views get their own setting back when the transition completes.
    package func clipToBounds(_ participants: Set<ParticipantID>) {
        for id in participants {
            guard let view = installed[id] else { continue }
            var state = views.layerState(of: view)
            guard !state.masksToBounds else { continue }
            state.masksToBounds = true
            views.restore(state, of: view)
        }
    }

    public func remove(_ participants: [ParticipantID]) {
        for id in participants {
            guard let view = installed.removeValue(forKey: id) else { continue }
            views.remove(view)
        }
    }

    public func transitionDidComplete(finished: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        if let (view, wasHidden) = waitingToView {
            if finished {
                if let toFinalFrame { views.setFrame(toFinalFrame, of: view) }
            } else {
                views.remove(view)
            }
            views.setHidden(wasHidden, of: view)
            waitingToView = nil
        }
        for (view, state) in saved { views.restore(state, of: view) }
        saved.removeAll()
        if !suppressesCompletion { onCompletion(finished) }
    }

    // MARK: Private

    /// A tile of `render`, or a placeholder the size of the tile when the view could not be
    /// rendered.
    private func tile(of render: Views.Render?, region: SnapshotRegion, size: CGSize, copying source: View) -> View {
        guard let render else { return views.placeholder(copying: source, size: size) }
        return views.tile(of: render, region: region, size: size)
    }

    /// Lays the to-view out where it will be, in the container below everything if it is in no
    /// window, so that it can be snapshotted or rendered.
    private func prepareForSnapshot(_ view: View) {
        if !views.isInWindow(view) { putBelowEverything(view) }
        if let toFinalFrame { views.setFrame(toFinalFrame, of: view) }
        views.layOut(view)
    }

    /// Puts `view` at the bottom of the container (at its final frame if it is the to-view
    /// arriving), unless it is already in the container.
    private func putBelowEverything(_ view: View) {
        guard !views.isInContainer(view) else { return }
        if view === toView, let toFinalFrame { views.setFrame(toFinalFrame, of: view) }
        views.putAtBottom(view)
    }
}
