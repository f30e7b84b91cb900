import Foundation

extension PhysicsScene {
    /// The usual backdrop of a snapshot transition: for a forward operation the from-view stays
    /// at rest underneath and the to-view is hidden (its snapshot moves instead); backwards, the
    /// to-view waits at rest underneath and the from-view is hidden. The driver restores both on
    /// completion. `cover` (a colour view between the two, optional) goes above the resting view.
    static func snapshotBackdrop(for context: TransitionContext, cover: TransitionParticipant? = nil) -> [TransitionParticipant] {
        let covers = cover.map { [$0] } ?? []
        return context.operation.isForward
            ? [.fromView(in: context)] + covers + [.toView(in: context, alpha: .constant(0))]
            : [.toView(in: context)] + covers + [.fromView(in: context, alpha: .constant(0))]
    }

    /// Opacity 1 until track progress `start`, then fading linearly to 0 at progress 1.
    static func fadeOut(from start: CGFloat) -> Track<CGFloat> {
        .keyframes(from: 1, [Keyframe(relativeStartTime: start, relativeDuration: 1 - start, value: 0)])
    }

    /// Opacity 0 at progress 0, fading linearly to 1 at progress `end`.
    static func fadeIn(until end: CGFloat) -> Track<CGFloat> {
        .keyframes(from: 0, [Keyframe(relativeStartTime: 0, relativeDuration: end, value: 1)])
    }
}

/// SplitMix64: a tiny seeded generator, so "random" scatter (shatter velocities) is the same on
/// every run and every platform.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `-1…1`.
    mutating func signedUnit() -> CGFloat {
        CGFloat(Double(next() >> 11) / Double(1 << 53)) * 2 - 1
    }
}
