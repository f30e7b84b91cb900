#if canImport(UIKit)
import UIKit

/// The kit's only clock on iOS: a `CADisplayLink` that hands the time between frames to a
/// closure, typically a transition driver's `advance(by:)` or ``DynamicAnimator/advance(by:)``.
///
/// It lives in `Dynamics`, the module every other one depends on, so that transitions,
/// interaction controllers and physics-driven layouts share one clock.
///
/// On iOS 15 and later it asks for the display's maximum frame rate (120 Hz on ProMotion
/// screens; see ``FrameRatePreference``). On iPhone, Core Animation grants more than 60 Hz only
/// to apps whose Info.plist sets `CADisableMinimumFrameDurationOnPhone` to `true`.
///
/// Nothing else in the kit reads time; tests use a virtual clock instead. The display link holds
/// this object only through a weak proxy, so dropping the clock (or calling ``stop()``) ends the
/// ticks and no retain cycle keeps a transition alive.
///
/// ```swift
/// let clock = DisplayLinkClock { [weak driver] seconds in driver?.advance(by: seconds) }
/// clock.start()
/// ```
@MainActor
public final class DisplayLinkClock {
    private let tick: @MainActor (TimeInterval) -> Void
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?

    /// Creates a stopped clock that will call `tick` with the seconds elapsed since the previous
    /// frame (always positive and finite; the first frame after ``start()`` reports its own
    /// duration).
    public init(_ tick: @escaping @MainActor (TimeInterval) -> Void) {
        self.tick = tick
    }

    /// Whether the display link is running.
    public var isRunning: Bool { link != nil }

    /// Starts ticking on the main run loop (common modes, so tracking a scroll does not stop it).
    /// Calling it again while running does nothing.
    public func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: Proxy(self), selector: #selector(Proxy.step(_:)))
        if #available(iOS 15.0, tvOS 15.0, *) {
            let preference = FrameRatePreference(displayMaximum: UIScreen.main.maximumFramesPerSecond)
            link.preferredFrameRateRange = CAFrameRateRange(
                minimum: preference.minimum, maximum: preference.maximum, preferred: preference.preferred)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
        lastTimestamp = nil
    }

    /// Stops ticking. Safe to call when stopped.
    public func stop() {
        link?.invalidate()
        link = nil
        lastTimestamp = nil
    }

    fileprivate func step(_ link: CADisplayLink) {
        let elapsed = lastTimestamp.map { link.timestamp - $0 } ?? link.duration
        lastTimestamp = link.timestamp
        if elapsed.isFinite, elapsed > 0 { tick(elapsed) }
    }

    /// The display link's target: holds the clock weakly and stops the link once it is gone.
    private final class Proxy: NSObject {
        weak var clock: DisplayLinkClock?

        init(_ clock: DisplayLinkClock) {
            self.clock = clock
        }

        @MainActor @objc func step(_ link: CADisplayLink) {
            guard let clock else {
                link.invalidate()
                return
            }
            clock.step(link)
        }
    }
}
#endif
