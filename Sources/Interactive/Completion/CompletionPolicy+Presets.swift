import Foundation

extension CompletionPolicy {
    /// The founding pinch rule with its numbers, reading velocity towards finishing: cancel when
    /// the progress velocity is below 5 per second and progress is at most 0.3, otherwise finish.
    /// The default of ``InteractionMachine`` and of the pinch controllers.
    ///
    /// The founding code compares `UIPinchGestureRecognizer.velocity` (scale factor per second)
    /// with 5 [seed]. For a pinch started at scale 1 (what UIKit reports when a pinch begins,
    /// give or take the recognition slop), ``PinchProgress`` turns a scale velocity `v` into
    /// progress velocity `−v`, so this rule is the founding rule with the velocity measured in
    /// the direction that completes the transition: a pinch-in faster than 5 scale/s finishes even
    /// below 30 %, a pinch-out (moving away from the end) never counts as fast.
    ///
    /// Why not compare the raw signed value, as the founding code literally does? A pinch-in has
    /// negative velocity, so there `velocity < 5` is true for every pinch-in however fast, and only
    /// a fast pinch-*out* (≥ 5 scale/s, the user undoing the gesture) finishes early, even at 0 %.
    /// That is the opposite of the evident intent ("a quick pinch finishes"). Use
    /// ``foundingPinchLiteral`` to get the literal behaviour.
    public static let foundingPinch = CompletionPolicy.thresholds(minimumVelocity: 5, cancelAtOrBelow: 0.3, reading: .progress)

    /// The founding pinch rule exactly as written: cancel when the recognizer's raw signed
    /// velocity is below 5 scale/s and progress is at most 0.3, otherwise finish.
    ///
    /// Kept for compatibility with apps that relied on the original behaviour: a pinch-in never
    /// counts as fast (its velocity is negative), and a fast pinch-out finishes the transition.
    /// Needs ``GestureSample/rawVelocity`` (``PinchProgress/sample(scale:velocity:time:)`` fills it);
    /// without it the raw velocity reads as 0.
    public static let foundingPinchLiteral = CompletionPolicy.thresholds(minimumVelocity: 5, cancelAtOrBelow: 0.3, reading: .rawGesture)

    /// Finish when the flick would carry the progress past half way, projected with
    /// `UIScrollView.DecelerationRate.normal` (0.998 per millisecond, τ ≈ 0.499 s). The default for
    /// pans, screen-edge pans and vertical swipes.
    public static let halfway = CompletionPolicy.projection(decelerationRate: 0.998, threshold: 0.5)

    /// Always finish, whatever the release: for interactions that only scrub and never go back.
    public static let alwaysFinish = CompletionPolicy.custom { _ in .finish }

    /// Always cancel, whatever the release: for previews that snap back when let go.
    public static let alwaysCancel = CompletionPolicy.custom { _ in .cancel }
}
