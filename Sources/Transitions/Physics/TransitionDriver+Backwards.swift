import Foundation

extension TransitionDriver {
    /// Plays a plan built backwards in progress (progress 1 is where the motion starts, 0 where it
    /// ends, like ``ThrowTransition/springBackPlan(_:from:at:releaseVelocity:)``) by starting it
    /// interactively at progress 1 and cancelling at the plan's own pace: linear completion curve,
    /// completion speed 1, no carried velocity, so it runs exactly `duration` seconds and ends
    /// cancelled (the from-view restored, completion reported once).
    ///
    /// Only an idle driver starts; in any other phase this does nothing.
    public func playBackwardsToStart() {
        guard phase == .idle else { return }
        completionCurve = .linear
        completionSpeed = 1
        startInteractive()
        update(progress: 1)
        cancel(velocity: 0)
    }
}
