#if canImport(UIKit)
import UIKit
import Transitions
import Dynamics

/// A fully custom interaction controller whose decisions (`core`, with its ``FrameLoop``) a
/// `DisplayLinkClock` of its own ticks: ``PlanDrivenInteractionController`` and
/// ``ThrowInteractionController``. Every decision (when frames run, when the completed transition
/// is let go) is the frame loop's; this only connects its hooks to the clock and the main actor.
@MainActor
protocol DisplayLinkDrivenInteraction: AnyObject {
    associatedtype Core: FrameDrivenInteraction
    /// The controller's decisions.
    var core: Core { get }
    /// The core's frame loop.
    var frames: FrameLoop { get }
    /// The clock ticking `core`, while it runs.
    var clock: DisplayLinkClock? { get set }
    /// The view the frames animate (the transition's container view): the clock follows its
    /// screen and pauses with the app. `nil` before UIKit starts the transition.
    var clockView: UIView? { get }
}

extension DisplayLinkDrivenInteraction {
    /// Connects the frame loop to a display link (made when frames start, dropped when they stop)
    /// and to the main actor's queue, where the completed transition is let go.
    func connectDisplayLink() {
        frames.startFrames = { [weak self] in
            guard let self else { return }
            let frames = self.frames
            let clock = DisplayLinkClock(view: self.clockView) { [weak frames] seconds in frames?.frame(seconds) }
            self.clock = clock
            clock.start()
        }
        frames.stopFrames = { [weak self] in
            self?.clock?.stop()
            self?.clock = nil
        }
        frames.enqueue = { body in Task { @MainActor in body() } }
    }
}
#endif
