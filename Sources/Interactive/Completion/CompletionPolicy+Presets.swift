import Foundation

extension CompletionPolicy {
    /// Finish when the release is fast (5 or more per second towards the end) or the transition is
    /// past 30 %; otherwise cancel. The default of `InteractionMachine` and of the pinch
    /// controllers.
    ///
    /// Velocity is read as progress velocity towards finishing (``VelocityReading/progress``). For
    /// a pinch started at scale 1, `PinchProgress` turns `UIPinchGestureRecognizer.velocity` `v`
    /// (scale factor per second) into progress velocity `−v`, so a pinch-in faster than 5 scale/s
    /// finishes even below 30 % and a pinch-out (moving away from the end) never counts as fast.
    /// ``fastOrPastThirtyPercentRawVelocity`` compares the recognizer's raw signed value instead.
    public static let fastOrPastThirtyPercent = CompletionPolicy.thresholds(minimumVelocity: 5, cancelAtOrBelow: 0.3, reading: .progress)

    /// ``fastOrPastThirtyPercent`` with the recognizer's raw signed velocity: cancel when it is
    /// below 5 scale/s and progress is at most 0.3, otherwise finish.
    ///
    /// A pinch-in has negative velocity, so it never counts as fast here, and a fast pinch-out
    /// (the user undoing the gesture) finishes the transition even at 0 %: for apps that rely on
    /// that comparison. Needs ``GestureSample/rawVelocity``
    /// (`PinchProgress.sample(scale:velocity:time:)` fills it); without it the raw velocity reads
    /// as 0.
    public static let fastOrPastThirtyPercentRawVelocity = CompletionPolicy.thresholds(minimumVelocity: 5, cancelAtOrBelow: 0.3, reading: .rawGesture)

    /// The former name of ``fastOrPastThirtyPercent``.
    @available(*, deprecated, renamed: "fastOrPastThirtyPercent")
    public static var foundingPinch: CompletionPolicy { fastOrPastThirtyPercent }

    /// The former name of ``fastOrPastThirtyPercentRawVelocity``.
    @available(*, deprecated, renamed: "fastOrPastThirtyPercentRawVelocity")
    public static var foundingPinchLiteral: CompletionPolicy { fastOrPastThirtyPercentRawVelocity }

    /// Finish when the flick would carry the progress past half way, projected with
    /// `UIScrollView.DecelerationRate.normal` (0.998 per millisecond, τ ≈ 0.499 s). The default for
    /// pans, screen-edge pans and vertical swipes.
    public static let halfway = CompletionPolicy.projection(decelerationRate: 0.998, threshold: 0.5)

    /// Always finish, whatever the release: for interactions that only scrub and never go back.
    public static let alwaysFinish = CompletionPolicy.custom { _ in .finish }

    /// Always cancel, whatever the release: for previews that snap back when let go.
    public static let alwaysCancel = CompletionPolicy.custom { _ in .cancel }
}
