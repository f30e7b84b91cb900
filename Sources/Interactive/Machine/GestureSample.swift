import Foundation

/// One reading of a gesture, already mapped to transition progress, as an interaction machine
/// consumes it.
///
/// A gesture adapter builds samples with a mapper (`PinchProgress`, `PanProgress`,
/// `ScreenEdgePanProgress`) from what the recognizer reports, and feeds them to
/// `InteractionMachine.handle(_:)` inside an ``InteractionEvent``.
///
/// Nothing here is validated on construction: the machine is the single place that checks input.
/// A non-finite ``progress`` is ignored (the previous progress is kept), a finite one is clamped to
/// 0…1; a non-finite ``velocity`` or ``rawVelocity`` is treated as absent; a non-finite ``time``
/// keeps the sample out of the velocity estimate.
public struct GestureSample: Sendable, Equatable {
    /// Transition progress the gesture maps to, as a fraction of the transition (0 = not started,
    /// 1 = done). Values outside 0…1 are clamped by the machine; NaN and ±∞ are ignored.
    public var progress: CGFloat

    /// Progress velocity in fractions of the transition per second, positive towards finishing,
    /// or `nil` to let the machine estimate it from the timed progress samples (`VelocityTracker`).
    ///
    /// Pass it when the recognizer measures velocity itself (`UIPinchGestureRecognizer.velocity`,
    /// `UIPanGestureRecognizer.velocity(in:)`), converted by the mapper.
    public var velocity: CGFloat?

    /// The recognizer's own velocity exactly as UIKit reports it, in its own units and sign
    /// (scale factor per second for a pinch, points per second along the axis for a pan), or `nil`.
    ///
    /// Only ``VelocityReading/rawGesture`` reads it; it exists so the literal,
    /// signed comparison can be reproduced (see ``CompletionPolicy/fastOrPastThirtyPercentRawVelocity``).
    public var rawVelocity: CGFloat?

    /// When the reading was taken, in seconds on any monotonic clock (for example
    /// `CACurrentMediaTime()` or the recognizer's touch timestamps). Only differences matter.
    public var time: TimeInterval

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - progress: Fraction of the transition, clamped to 0…1 by the machine; NaN/∞ ignored.
    ///   - velocity: Progress per second, positive towards finishing; `nil` to estimate it.
    ///   - rawVelocity: The recognizer's velocity in its own units and sign; `nil` if unknown.
    ///   - time: Seconds on a monotonic clock. Defaults to 0, which is fine when ``velocity``
    ///     is always given.
    public init(progress: CGFloat, velocity: CGFloat? = nil, rawVelocity: CGFloat? = nil, time: TimeInterval = 0) {
        self.progress = progress
        self.velocity = velocity
        self.rawVelocity = rawVelocity
        self.time = time
    }
}
