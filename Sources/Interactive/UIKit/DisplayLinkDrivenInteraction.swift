#if canImport(UIKit)
import UIKit
import Transitions
import Dynamics

/// The decisions of a fully custom interaction controller that a clock ticks:
/// ``PlanDrivenInteraction`` and ``ThrowInteraction``.
@MainActor
protocol FrameDrivenInteraction: AnyObject {
    /// Whether the transition still needs frames.
    var needsFrames: Bool { get }
    /// Moves the transition on by `seconds`.
    func advance(by seconds: TimeInterval)
    /// Lets go of the completed transition's session and views.
    func releaseCompletedTransition()
}

extension PlanDrivenInteraction: FrameDrivenInteraction {}
extension ThrowInteraction: FrameDrivenInteraction {}

/// A fully custom interaction controller whose decisions (`core`) a `DisplayLinkClock` of its
/// own ticks: ``PlanDrivenInteractionController`` and ``ThrowInteractionController``.
@MainActor
protocol DisplayLinkDrivenInteraction: AnyObject {
    associatedtype Core: FrameDrivenInteraction
    /// The controller's decisions.
    var core: Core { get }
    /// The clock ticking `core`, while it runs.
    var clock: DisplayLinkClock? { get set }
}

extension DisplayLinkDrivenInteraction {
    /// Ticks `core` every frame for the whole transition (while scrubbing it only measures time,
    /// after release it plays the rest). Stops once the transition has completed and lets go of
    /// its views after that frame.
    func startClock() {
        clock?.stop()
        let clock = DisplayLinkClock { [weak self] seconds in
            guard let self else { return }
            self.core.advance(by: seconds)
            if !self.core.needsFrames { self.transitionDidEnd() }
        }
        self.clock = clock
        clock.start()
    }

    /// Stops the clock and, once the driver has returned from completing, lets go of the
    /// session's views.
    func transitionDidEnd() {
        clock?.stop()
        clock = nil
        Task { @MainActor [weak self] in self?.core.releaseCompletedTransition() }
    }
}
#endif
