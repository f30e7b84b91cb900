import Foundation

/// One keyframe of a ``KeyframeTrack``, with the meaning of
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: over
/// `relativeStartTime … relativeStartTime + relativeDuration` (fractions of the whole animation)
/// the property moves to `value`.
///
/// Times are sanitised on creation: `relativeStartTime` is clamped to `0…1` (NaN reads as 0) and
/// `relativeDuration` to `0…(1 − relativeStartTime)` (NaN reads as 0), so a keyframe never runs
/// past the end of the animation. A zero duration makes the value jump at the start time.
public struct Keyframe<Value: Interpolatable> {
    /// When the keyframe starts, as a fraction `0…1` of the whole animation.
    public let relativeStartTime: CGFloat
    /// How long the keyframe lasts, as a fraction of the whole animation; never past the end.
    public let relativeDuration: CGFloat
    /// The value reached at the end of the keyframe.
    public let value: Value
    /// The pacing within the keyframe (default ``TimingCurve/linear``), used by the linear and
    /// cubic calculation modes; discrete and paced modes ignore it, as Core Animation ignores
    /// timing functions there.
    public let timingCurve: TimingCurve

    /// Creates a keyframe. See the type's discussion for how out-of-range times are treated.
    public init(
        relativeStartTime: CGFloat,
        relativeDuration: CGFloat,
        value: Value,
        timingCurve: TimingCurve = .linear
    ) {
        let start = relativeStartTime.isNaN ? 0 : min(max(relativeStartTime, 0), 1)
        self.relativeStartTime = start
        self.relativeDuration = relativeDuration.isNaN ? 0 : min(max(relativeDuration, 0), 1 - start)
        self.value = value
        self.timingCurve = timingCurve
    }

    /// `relativeStartTime + relativeDuration`, at most 1.
    public var relativeEndTime: CGFloat { min(relativeStartTime + relativeDuration, 1) }

    /// The eased fraction of this keyframe completed at `progress` (0 before it starts, 1 once
    /// done; a zero-length keyframe is done as soon as it starts).
    func easedFraction(at progress: CGFloat) -> CGFloat {
        guard progress >= relativeStartTime else { return 0 }
        guard relativeDuration > 0 else { return 1 }
        let fraction = (progress - relativeStartTime) / relativeDuration
        // Within rounding of the end (0.2 + 0.4 ≠ 0.6 in binary) counts as done, so a keyframe
        // lands exactly on its value at its nominal end time.
        return fraction >= 1 - 1e-12 ? 1 : timingCurve.value(at: fraction)
    }
}

extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}
extension Keyframe: Sendable where Value: Sendable {}
