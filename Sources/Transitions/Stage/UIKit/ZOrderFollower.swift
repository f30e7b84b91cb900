#if canImport(UIKit)
import UIKit
import Dynamics

/// Ticks a ``ZOrderFollowing`` once per display frame while the animator that plays the plan runs:
/// the z-order changes of a plan over time, on iOS. Every decision (which participants, which
/// zPosition at which fraction, when to stop) is the pure follower's; this adds the
/// ``DisplayLinkClock`` and reads the animator's `fractionComplete`.
///
/// It holds the animator and the stage weakly and stops itself, without touching any view, when
/// either is gone or the stage's transition has completed.
@MainActor
final class ZOrderFollower {
    private let following: ZOrderFollowing<UIKitStageViews>
    private var clock: DisplayLinkClock?
    /// The transition's container view: the clock follows its screen. Weak.
    private weak var view: UIView?

    /// A clock ticking `following`, on the screen of `view` (the transition's container).
    init(_ following: ZOrderFollowing<UIKitStageViews>, view: UIView?) {
        self.following = following
        self.view = view
    }

    /// Starts following, one update per display frame. Calling it again does nothing.
    func start() {
        guard clock == nil else { return }
        let clock = DisplayLinkClock(view: view) { [weak self] _ in
            guard let self, !self.following.frame() else { return }
            self.stop()
        }
        self.clock = clock
        clock.start()
    }

    /// Stops following. Safe to call when stopped.
    func stop() {
        clock?.stop()
        clock = nil
    }
}
#endif
