import Foundation

/// The incoming screen arrives in bands, one after another: the screen is cut into ``bands``
/// bands across the motion, and each slides in from ``edge`` ``stagger`` seconds after the one
/// before, over a dimming outgoing screen (after Hero's cascade).
///
/// Each band is a region snapshot of the incoming screen (one screen render, cut by
/// ``TransitionParticipant/Kind/snapshotOfToViewRegion(_:)``). Bands coming from the leading or
/// trailing edge are horizontal strips, arriving top first; bands coming from the top or bottom
/// are vertical strips, arriving leading side first. Each band travels a full container width
/// (or height) in ``bandDuration`` seconds along ``curve``, so the plan lasts `bandDuration +
/// (bands − 1) × stagger` seconds, with linear overall timing. A black view over the outgoing
/// screen fades in to ``dimmingAlpha``. At the end the incoming screen's view takes over from its
/// bands (it fades in over the last 2 %, over bands showing the same picture).
///
/// Backward operations play the cascade backwards (see ``ScreenMotion``): the bands of the
/// outgoing screen leave towards ``edge``, the last to arrive leaving first. `leading`/`trailing`
/// mirror in right-to-left layouts. With Reduce Motion on, the plan is ``CrossFadeTransition``'s.
public struct CascadeTransition: Transition, Hashable {
    /// The number of bands, clamped to 1…64 (default 8).
    public var bands: Int
    /// The edge the bands come in from on forward operations (default `.trailing`).
    public var edge: ScreenEdge
    /// Seconds between the starts of consecutive bands (default 0.04; negative or non-finite → 0,
    /// all bands together).
    public var stagger: TimeInterval
    /// Seconds each band travels (default 0.4; negative or non-finite → 0).
    public var bandDuration: TimeInterval
    /// Opacity of the black view over the outgoing screen at the end, `0…1` (default 0.3;
    /// clamped, NaN → 0).
    public var dimmingAlpha: CGFloat
    /// Each band's timing curve on forward operations (default `.easeOut`: it decelerates into
    /// place; backward operations play it reversed).
    public var curve: TimingCurve

    /// Creates a cascade.
    public init(bands: Int = 8, edge: ScreenEdge = .trailing, stagger: TimeInterval = 0.04, bandDuration: TimeInterval = 0.4,
                dimmingAlpha: CGFloat = 0.3, curve: TimingCurve = .easeOut) {
        self.bands = bands
        self.edge = edge
        self.stagger = stagger
        self.bandDuration = bandDuration
        self.dimmingAlpha = dimmingAlpha
        self.curve = curve
    }

    /// ``bands`` clamped to 1…64.
    package var bandCount: Int { min(max(bands, 1), 64) }

    /// The plan's duration in seconds: `bandDuration + (bands − 1) × stagger`, each read as
    /// described on its property.
    public var duration: TimeInterval {
        bandSeconds + Double(bandCount - 1) * staggerSeconds
    }

    /// ``bandDuration`` as the plan reads it: negative or non-finite → 0.
    private var bandSeconds: TimeInterval { bandDuration.isFinite ? max(bandDuration, 0) : 0 }
    /// ``stagger`` as the plan reads it: negative or non-finite → 0.
    private var staggerSeconds: TimeInterval { stagger.isFinite ? max(stagger, 0) : 0 }

    public var name: String { "Cascade (\(bandCount) bands, \(edge))" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let screen = EdgeCoordinates(edge: edge, direction: context.layoutDirection, frame: frames.incoming)
        let count = bandCount
        let total = duration
        let delay = staggerSeconds
        let travel = total > 0 ? bandSeconds / total : 1
        let away = edge.offscreenOffset(in: context.containerBounds, direction: context.layoutDirection)
        var parts: [ScreenMotion.Part] = [
            ScreenMotion.Part.screen(.outgoing, frame: .constant(frames.outgoing)),
            ScreenMotion.Part(id: "cascade-dimming", content: .color(.black), frame: .constant(frames.outgoing),
                              alpha: .tween(from: 0, to: RGBAColor.clamp(dimmingAlpha))),
        ]
        let width = screen.span / CGFloat(count)
        for index in 0..<count {
            let frame = screen.slice(from: CGFloat(index) * width, to: CGFloat(index + 1) * width)
            let start = total > 0 ? Double(index) * delay / total : 0
            parts.append(ScreenMotion.Part(
                id: ParticipantID("cascade-band-\(index)"), content: .region(.incoming, screen.region(of: frame)),
                frame: .keyframes(from: frame.moved(by: away), [
                    Keyframe(relativeStartTime: CGFloat(start), relativeDuration: CGFloat(travel), value: frame, timingCurve: curve),
                ])
            ))
        }
        parts.append(ScreenMotion.takeOver(at: frames.incoming))
        return ScreenMotion(parts: parts).plan(for: context, duration: total, curve: .linear)
    }
}

extension Transition where Self == CascadeTransition {
    /// The incoming screen arrives in `bands` bands (default 8) from `edge` (default
    /// `.trailing`), `stagger` seconds apart (default 0.04); see ``CascadeTransition``.
    public static func cascade(bands: Int = 8, from edge: ScreenEdge = .trailing, stagger: TimeInterval = 0.04) -> CascadeTransition {
        CascadeTransition(bands: bands, edge: edge, stagger: stagger)
    }
}
