import Foundation

extension TransitionParticipant {
    /// The presentation controller's dimming view (``Kind/presentationDimming``), covering the
    /// container, for a context whose ``TransitionContext/presentation`` has one.
    ///
    /// - Parameters:
    ///   - context: the transition's context.
    ///   - alpha: the dimming view's alpha over the plan's track progress; default: from 0 to the
    ///     presentation's ``PresentationAppearance/dimmingAlpha`` over a presentation, back to 0
    ///     over a dismissal, following the plan's timing (0.4 when the context has no
    ///     presentation).
    public static func presentationDimming(in context: TransitionContext, alpha: Track<CGFloat>? = nil) -> TransitionParticipant {
        let shown = context.presentation?.dimmingAlpha ?? PresentationAppearance().dimmingAlpha
        let fade: Track<CGFloat> = context.operation == .dismiss ? .tween(from: shown, to: 0) : .tween(from: 0, to: shown)
        return TransitionParticipant(
            id: .presentationDimming, kind: .presentationDimming, frame: .constant(context.containerBounds), alpha: alpha ?? fade)
    }
}

extension TransitionPlan {
    /// `participants` adjusted for a presentation controller with a dimming view
    /// (``TransitionContext/presentation``), so that every transition plays well on a card:
    /// - a plan that does not animate the dimming view itself gets
    ///   ``TransitionParticipant/presentationDimming(in:alpha:)`` (a fade with the plan's timing),
    ///   just below the first participant showing the presented screen (else just above the
    ///   presenting screen's, else at the bottom);
    /// - the presented screen and its snapshots keep the presentation's corner radius where the
    ///   plan leaves it at 0, and the presented screen rests with it
    ///   (``TransitionContext/restingCornerRadius(of:)``).
    ///
    /// Unchanged without a presentation.
    static func adjustingForPresentation(_ participants: [TransitionParticipant], in context: TransitionContext) -> [TransitionParticipant] {
        guard let presentation = context.presentation, let presentedScreen = context.presentedScreen else { return participants }
        let presenting: TransitionParticipant.Kind = presentedScreen == .fromView ? .toView : .fromView
        let presented: Set<TransitionParticipant.Kind> = presentedScreen == .fromView
            ? [.fromView, .snapshotOfFromView]
            : [.toView, .snapshotOfToView]
        var adjusted = participants.map { participant -> TransitionParticipant in
            guard presented.contains(participant.kind) else { return participant }
            var rounded = participant
            if participant.cornerRadius.isConstant(0) { rounded.cornerRadius = .constant(presentation.cornerRadius) }
            rounded.restingState?.cornerRadius = context.restingCornerRadius(of: participant.kind)
            return rounded
        }
        if !adjusted.contains(where: { $0.kind == .presentationDimming }) {
            // Just below the first view showing the card, else just above the screen beneath.
            let index = adjusted.firstIndex { presented.contains($0.kind) }
                ?? adjusted.firstIndex { $0.kind == presenting }.map { $0 + 1 } ?? 0
            adjusted.insert(.presentationDimming(in: context), at: index)
        }
        return adjusted
    }
}

extension TransitionPlan {
    /// This plan taking over from another one on screen (a throw re-simulated on release), with
    /// the presentation controller's dimming view continuing from `alpha`, its alpha on screen now,
    /// instead of jumping to where this plan's own fade starts.
    ///
    /// The dimming participant's alpha becomes a tween from `alpha` to its value at the plan's end
    /// (track progress 1); for a plan played backwards (`playsBackwards`: progress 1 is where it
    /// starts, as a spring-back is played), from its value at progress 0 to `alpha` at 1. The plan
    /// is unchanged without a ``TransitionParticipant/Kind/presentationDimming`` participant, or
    /// when `alpha` is `nil` or not finite (it is clamped to `0…1` otherwise).
    public func continuingPresentationDimming(from alpha: CGFloat?, playsBackwards: Bool = false) -> TransitionPlan {
        guard let alpha, alpha.isFinite,
              let index = participants.firstIndex(where: { $0.kind == .presentationDimming })
        else { return self }
        let current = min(max(alpha, 0), 1)
        var continued = participants
        let dimming = participants[index]
        continued[index].alpha = playsBackwards
            ? .tween(from: dimming.state(atTrackProgress: 0).alpha, to: current)
            : .tween(from: current, to: dimming.state(atTrackProgress: 1).alpha)
        return TransitionPlan(context: context, participants: continued, duration: duration, timing: timing,
                              removesFromViewOnFinish: removesFromViewOnFinish)
    }
}

extension TransitionContext {
    /// The screen a presentation controller shows: ``TransitionParticipant/Kind/toView`` for a
    /// presentation, ``TransitionParticipant/Kind/fromView`` for a dismissal, when the context
    /// has a ``presentation``; `nil` otherwise.
    public var presentedScreen: TransitionParticipant.Kind? {
        guard presentation != nil else { return nil }
        switch operation {
        case .present: return .toView
        case .dismiss: return .fromView
        default: return nil
        }
    }

    /// The corner radius a permanent view of `kind` has outside the transition: the
    /// presentation's ``PresentationAppearance/cornerRadius`` for the presented screen
    /// (``presentedScreen``), 0 for any other.
    public func restingCornerRadius(of kind: TransitionParticipant.Kind) -> CGFloat {
        kind == presentedScreen ? presentation?.cornerRadius ?? 0 : 0
    }
}

extension Track where Value == CGFloat {
    /// Whether the track is ``constant(_:)`` with exactly `value`.
    func isConstant(_ value: CGFloat) -> Bool {
        if case .constant(let constant) = storage { return constant == value }
        return false
    }
}
