import Foundation
import Transitions

/// A `TransitionStage` whose views are plain values: run the real
/// `TransitionDriver` on it and inspect the container's hierarchy and every view's
/// frame, transform and alpha after each step.
///
/// The stage starts like UIKit's container at the beginning of a transition: the from-view is
/// in the container at rest in `context.fromInitialFrame`; the to-view exists outside it at rest
/// in `context.toFinalFrame`. It also checks the stage contract and records every breach in
/// ``violations`` (an apply before install, a second install, a view named that does not exist,
/// a second completion), so tests can assert that the driver never misbehaves.
@MainActor
public final class HeadlessStage: TransitionStage {
    /// A view as the stage knows it.
    public struct View: Equatable, Sendable {
        /// The participant's name.
        public var id: ParticipantID
        /// What it is.
        public var kind: TransitionParticipant.Kind
        /// Its current state.
        public var state: ParticipantState
    }

    /// The context the stage was built for.
    public let context: TransitionContext
    /// Every view that exists, in or out of the container. Temporary views disappear when
    /// removed; the from- and to-views persist (detached) when removed.
    public private(set) var views: [ParticipantID: View]
    /// The container's subviews, bottom to top.
    public private(set) var subviews: [ParticipantID]
    /// The `finished` flag of every `transitionDidComplete(finished:)` call, in order (exactly
    /// one element after a correct transition).
    public private(set) var completions: [Bool] = []
    /// How many times ``apply(_:)`` was called.
    public private(set) var applyCount = 0
    /// Breaches of the stage contract, described in English; empty when the driver behaved.
    public private(set) var violations: [String] = []
    /// Whether ``install(_:)`` has been called.
    public private(set) var isInstalled = false

    /// Creates a stage for `context`: the from-view in the container, the to-view outside.
    ///
    /// With a presentation controller's dimming view (`TransitionContext.presentation`), the
    /// dimming view is in the container too, covering it, as a presentation controller puts it
    /// there before the transition: at the bottom at alpha 0 for a presentation (UIKit's
    /// presentation controllers insert it in `presentationTransitionWillBegin()`), between the
    /// presenting screen and the presented one at its shown alpha for a dismissal. The presenting
    /// screen of a card presentation stays outside the container, as UIKit keeps it (`.custom`).
    public init(context: TransitionContext) {
        self.context = context
        // At rest; a card presentation's card has its corner radius.
        var views: [ParticipantID: View] = [
            .fromView: View(id: .fromView, kind: .fromView, state: ParticipantState(
                frame: context.fromInitialFrame, cornerRadius: context.restingCornerRadius(of: .fromView))),
            .toView: View(id: .toView, kind: .toView, state: ParticipantState(
                frame: context.toFinalFrame, cornerRadius: context.restingCornerRadius(of: .toView))),
        ]
        var subviews: [ParticipantID] = [.fromView]
        if let presentation = context.presentation {
            let dismissing = context.operation == .dismiss
            views[.presentationDimming] = View(
                id: .presentationDimming, kind: .presentationDimming,
                state: ParticipantState(frame: context.containerBounds, alpha: dismissing ? presentation.dimmingAlpha : 0))
            subviews = dismissing ? [.presentationDimming, .fromView] : [.fromView, .presentationDimming]
        }
        self.views = views
        self.subviews = subviews
    }

    /// The view named `id`, if it exists.
    public func view(_ id: ParticipantID) -> View? {
        views[id]
    }

    /// The state of the view named `id`, if it exists.
    public func state(of id: ParticipantID) -> ParticipantState? {
        views[id]?.state
    }

    /// The temporary views (snapshots, colour views) still in the container.
    public var temporaryViewsInContainer: [ParticipantID] {
        subviews.filter { views[$0]?.kind.isTemporary ?? false }
    }

    /// The container's subviews as drawn, bottom to top: by zPosition, ties in subview order.
    public var drawingOrder: [ParticipantID] {
        subviews.enumerated()
            .sorted { lhs, rhs in
                let left = views[lhs.element]?.state.zPosition ?? 0
                let right = views[rhs.element]?.state.zPosition ?? 0
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    // MARK: TransitionStage

    public func install(_ plan: TransitionPlan) {
        if isInstalled { violations.append("install called more than once") }
        if !completions.isEmpty { violations.append("install called after completion") }
        isInstalled = true
        for participant in plan.participants where views[participant.id] == nil {
            views[participant.id] = View(
                id: participant.id, kind: participant.kind,
                state: participant.state(atTrackProgress: 0)
            )
        }
        let planOrder = plan.participants.map(\.id)
        let others = subviews.filter { !planOrder.contains($0) }
        subviews = others + planOrder
    }

    public func apply(_ state: TransitionState) {
        applyCount += 1
        if !completions.isEmpty { violations.append("apply called after completion") }
        for entry in state.entries {
            guard views[entry.id] != nil else {
                violations.append("apply names \(entry.id), which does not exist")
                continue
            }
            if !entry.state.isFinite { violations.append("apply gives \(entry.id) a non-finite state") }
            views[entry.id]?.state = entry.state
        }
    }

    public func remove(_ participants: [ParticipantID]) {
        if !completions.isEmpty { violations.append("remove called after completion") }
        for id in participants {
            subviews.removeAll { $0 == id }
            if views[id]?.kind.isTemporary ?? false { views[id] = nil }
        }
    }

    public func transitionDidComplete(finished: Bool) {
        if !completions.isEmpty { violations.append("transitionDidComplete called \(completions.count + 1) times") }
        completions.append(finished)
    }
}
