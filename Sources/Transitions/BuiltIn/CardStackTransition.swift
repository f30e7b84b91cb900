import Foundation

/// A card stack, as modern sheets stack: the incoming screen slides up as a card with rounded
/// corners while the screen beneath shrinks back, rounds its corners and darkens.
///
/// On forward operations the outgoing screen scales about its centre to ``backgroundScale``, its
/// corner radius grows to ``cornerRadius`` and a black dimming view over it fades in to
/// ``dimmingAlpha``; the incoming card slides in from ``edge`` (a full container height or
/// width away) with corners of ``cornerRadius`` that square off over the last 20 %, as it lands
/// at its final frame. Backward operations play it backwards (see ``ScreenMotion``): the card
/// slides back out and the screen beneath comes forward and brightens. The dimming view is
/// temporary. `leading`/`trailing` edges mirror in right-to-left layouts. With Reduce Motion on,
/// the plan is ``CrossFadeTransition``'s.
///
/// The card ends covering its final frame; a presentation controller that leaves part of the
/// screen beneath visible will show that screen back at full size once the transition
/// completes, because the kit puts both screens back at rest on completion.
public struct CardStackTransition: Transition, Hashable {
    /// The edge the card comes in from on forward operations (default `.bottom`).
    public var edge: ScreenEdge
    /// The scale the screen beneath shrinks to, `0.001…1` (default 0.92; clamped, NaN → 0.92).
    public var backgroundScale: CGFloat
    /// Opacity of the black dimming view over the screen beneath, `0…1` (default 0.4; clamped,
    /// NaN → 0).
    public var dimmingAlpha: CGFloat
    /// Corner radius of the card and of the screen beneath it, points (default 12; negative or
    /// non-finite → 0).
    public var cornerRadius: CGFloat
    /// Duration in seconds (default 0.5; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve of forward operations (default `.easeInOut`; backward ones play it reversed).
    public var curve: TimingCurve

    /// Creates a card stack.
    public init(edge: ScreenEdge = .bottom, backgroundScale: CGFloat = 0.92, dimmingAlpha: CGFloat = 0.4, cornerRadius: CGFloat = 12,
                duration: TimeInterval = 0.5, curve: TimingCurve = .easeInOut) {
        self.edge = edge
        self.backgroundScale = backgroundScale
        self.dimmingAlpha = dimmingAlpha
        self.cornerRadius = cornerRadius
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Card stack" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let scale = backgroundScale.isNaN ? 0.92 : min(max(backgroundScale, ScaleTransition.minimumScale), 1)
        let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        let away = edge.offscreenOffset(in: context.containerBounds, direction: context.layoutDirection)
        let beneath = ScreenMotion.Part.screen(.outgoing, frame: .constant(frames.outgoing),
            transform: .tween(from: .identity, to: .scale(scale)), cornerRadius: .tween(from: 0, to: radius)
        )
        let parts: [ScreenMotion.Part] = [
            beneath,
            ScreenMotion.Part(id: "card-stack-dimming", content: .color(.black), frame: .constant(context.containerBounds),
                              alpha: .tween(from: 0, to: RGBAColor.clamp(dimmingAlpha))),
            ScreenMotion.Part.screen(.incoming, frame: .tween(from: frames.incoming.moved(by: away), to: frames.incoming),
                cornerRadius: .keyframes(from: radius, [Keyframe(relativeStartTime: 0.8, relativeDuration: 0.2, value: 0)])
            ),
        ]
        return ScreenMotion(parts: parts).plan(for: context, duration: duration, curve: curve)
    }
}

extension Transition where Self == CardStackTransition {
    /// A card sliding up over the screen beneath, which shrinks back and darkens (see
    /// ``CardStackTransition``).
    public static var cardStack: CardStackTransition { CardStackTransition() }
}
