import Foundation

/// The seconds the kit's display-link clock reports for a frame: the time since the previous
/// frame, except after an absence.
///
/// A `CADisplayLink` stops firing while the app is in the background (and while a debugger holds
/// it, or during a long stall), and its first frame afterwards carries the whole gap. Handed on as
/// it is, that gap would jump a transition in progress to its end (`TransitionDriver.advance(by:)`
/// moves by the seconds it is given) and a physics simulation through seconds of motion at once.
/// So a gap longer than ``longestGap`` counts as one frame of the display's own duration: motion
/// resumes where it stopped, as UIKit Dynamics does with its own gaps (it replaces a gap over
/// 0.5 s by 1/60 s). Shorter hitches are reported as they are, so animations keep time through a
/// dropped frame or two.
///
/// Pure so that the rule is tested on Linux; the UIKit clock (`DisplayLinkClock`) feeds it the
/// link's timestamps where it consumes a frame.
package enum FrameInterval {
    /// Gaps longer than this, seconds, are absences: 0.5 s, UIKit Dynamics' own limit
    /// (``DynamicAnimator/maximumFrameGap``).
    package static var longestGap: TimeInterval { DynamicAnimator.maximumFrameGap }

    /// The duration of a frame when the display does not say, seconds: 1/60.
    package static let defaultFrameDuration: TimeInterval = 1.0 / 60

    /// The seconds a frame at `timestamp` reports, or nil when it reports nothing.
    ///
    /// - Parameters:
    ///   - previous: the timestamp of the previous frame the clock consumed, seconds; nil for the
    ///     first frame after starting or resuming, which reports one frame.
    ///   - timestamp: this frame's timestamp, seconds (`CADisplayLink.timestamp`).
    ///   - frameDuration: the display's frame duration, seconds (`CADisplayLink.duration`); one
    ///     that is not finite or not positive reads as ``defaultFrameDuration``.
    /// - Returns: `frameDuration` for the first frame and after a gap longer than ``longestGap``;
    ///   the gap itself otherwise; nil when the gap is not finite or not positive (a repeated or
    ///   out-of-order timestamp), so nothing moves.
    package static func elapsed(since previous: TimeInterval?, at timestamp: TimeInterval, frameDuration: TimeInterval) -> TimeInterval? {
        let frame = frameDuration.isFinite && frameDuration > 0 ? frameDuration : defaultFrameDuration
        guard let previous else { return frame }
        let gap = timestamp - previous
        guard gap.isFinite, gap > 0 else { return nil }
        return gap > longestGap ? frame : gap
    }
}
