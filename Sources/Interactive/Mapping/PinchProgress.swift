import Foundation

/// Maps a pinch to transition progress: `progress = 1 − scale / startScale`, clamped to 0…1.
///
/// the pinch formula, with the clamp it lacked: pinching *outwards* past the
/// start scale gives 0, never a negative progress; a scale of 0 or below (which
/// `UIPinchGestureRecognizer` never reports) gives 1.
///
/// Velocity: `UIPinchGestureRecognizer.velocity` is in scale factor per second and is negative
/// while pinching in. The progress velocity is its derivative through the formula,
/// `−velocity / startScale`, positive towards finishing. The raw value is kept in
/// ``GestureSample/rawVelocity`` for ``CompletionPolicy/fastOrPastThirtyPercentRawVelocity``.
///
/// ```swift
/// // .began:   pinch = try PinchProgress(startScale: recognizer.scale)
/// // .changed: machine.handle(.changed(pinch.sample(scale: recognizer.scale,
/// //                                                velocity: recognizer.velocity, time: now)))
/// ```
package struct PinchProgress: Sendable, Equatable {
    /// The recognizer's scale when the gesture began; finite and positive.
    package let startScale: CGFloat

    /// Creates a mapper for a pinch that began at `startScale`.
    ///
    /// For the usual start scale, 1, use ``standard``, which cannot fail.
    ///
    /// - Parameter startScale: `UIPinchGestureRecognizer.scale` at `.began` (about 1). Default 1.
    /// - Throws: ``GestureMappingError/invalidStartScale(_:)`` if it is not finite and positive.
    package init(startScale: CGFloat = 1) throws {
        guard startScale.isFinite, startScale > 0 else { throw GestureMappingError.invalidStartScale(startScale) }
        self.startScale = startScale
    }

    private init(validStartScale: CGFloat) {
        self.startScale = validStartScale
    }

    /// The mapper for a pinch that begins at scale 1, where `UIPinchGestureRecognizer`'s scale
    /// starts each gesture unless the app resets it: no `try` needed.
    ///
    /// ```swift
    /// var pinch = PinchProgress.standard
    /// let halfway = pinch.progress(forScale: 0.5)   // 0.5
    /// ```
    package static let standard = PinchProgress(validStartScale: 1)

    /// Progress for the current `scale`: `1 − scale/startScale` clamped to 0…1; `nil` when
    /// `scale` is NaN or ±∞.
    package func progress(forScale scale: CGFloat) -> CGFloat? {
        guard scale.isFinite else { return nil }
        return Clamp.progress(1 - scale / startScale)
    }

    /// Progress velocity, in fractions per second (positive towards finishing), for a scale
    /// velocity in scale factor per second: `−velocity / startScale`. `nil` when `velocity` is
    /// NaN or ±∞. Not clamped here; the machine clamps to ±``InteractionMachine/maximumVelocity``.
    package func progressVelocity(forScaleVelocity velocity: CGFloat) -> CGFloat? {
        guard velocity.isFinite else { return nil }
        let v = -velocity / startScale
        return v.isFinite ? v : nil
    }

    /// A machine sample for the recognizer's current values.
    ///
    /// - Parameters:
    ///   - scale: `UIPinchGestureRecognizer.scale`. NaN/∞ produce a NaN progress, which the
    ///     machine ignores.
    ///   - velocity: `UIPinchGestureRecognizer.velocity` in scale factor per second, or `nil` to
    ///     let the machine estimate velocity from time.
    ///   - time: Seconds on a monotonic clock.
    package func sample(scale: CGFloat, velocity: CGFloat? = nil, time: TimeInterval = 0) -> GestureSample {
        GestureSample(
            progress: progress(forScale: scale) ?? .nan,
            velocity: velocity.flatMap(progressVelocity(forScaleVelocity:)),
            rawVelocity: velocity,
            time: time
        )
    }
}
