#if canImport(UIKit)
import UIKit

/// The kit's only clock on iOS: a `CADisplayLink` that hands the seconds between frames to a
/// closure, such as a transition driver's `advance(by:)` or ``DynamicAnimator/advance(by:)``.
///
/// It lives in `Dynamics` so that transitions, interaction controllers and layouts share it.
/// - Display: the screen of ``view`` when the clock starts (external displays and Stage Manager
///   have their own refresh); the main screen without a view or before it is in a window.
/// - Frame rate: on iOS 15+ that screen's maximum (120 Hz on ProMotion), or ``frameRateLimit`` when
///   lower. iPhone apps get more than 60 Hz only with
///   `CADisableMinimumFrameDurationOnPhone` set to `true` in Info.plist.
/// - Absences: paused in the background; a gap over 0.5 s counts as one frame of the display's
///   duration, so motion resumes where it stopped.
/// The link holds the clock through a weak proxy: dropping it or ``stop()`` ends the ticks, with no
/// retain cycle. Tests use a virtual clock instead.
///
/// ```swift
/// let clock = DisplayLinkClock(view: containerView) { [weak driver] seconds in driver?.advance(by: seconds) }
/// clock.start()
/// ```
@MainActor
public final class DisplayLinkClock {
    private let tick: @MainActor (TimeInterval) -> Void
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?

    /// The view the clock serves: the link runs on its window's screen. Held weakly; nil uses the
    /// main screen. Read when the clock starts.
    public weak var view: UIView?

    /// The most frames per second to ask for (for example 60 on a 120 Hz display, to spend less
    /// power); nil (default) asks for the display's maximum. Values that are not positive count as
    /// nil. Applies at once to a running clock (iOS 15 and later; earlier systems tick at the
    /// display's rate).
    public var frameRateLimit: Int? {
        didSet { if let link { applyFrameRate(to: link) } }
    }

    /// Creates a stopped clock that will call `tick` with the seconds elapsed since the previous
    /// frame (always positive and finite; the first frame after ``start()`` or after the app comes
    /// back reports one frame's duration, as does a frame after a gap of more than 0.5 s).
    ///
    /// - Parameters:
    ///   - view: the view the clock serves (its screen sets the link's display); default nil.
    ///   - frameRateLimit: see ``frameRateLimit``; default nil.
    ///   - tick: called on the main thread once per frame while the clock runs.
    public init(view: UIView? = nil, frameRateLimit: Int? = nil, _ tick: @escaping @MainActor (TimeInterval) -> Void) {
        self.view = view
        self.frameRateLimit = frameRateLimit
        self.tick = tick
    }

    /// Whether the display link is running.
    public var isRunning: Bool { link != nil }

    /// The screen of ``view``'s window, or nil.
    private var screen: UIScreen? { view?.window?.windowScene?.screen }

    /// Starts ticking on the main run loop (common modes, so tracking a scroll does not stop it),
    /// on the screen of ``view``. Calling it again while running does nothing.
    public func start() {
        guard link == nil else { return }
        let proxy = Proxy(self)
        let selector = #selector(Proxy.step(_:))
        let link = screen?.displayLink(withTarget: proxy, selector: selector) ?? CADisplayLink(target: proxy, selector: selector)
        applyFrameRate(to: link)
        link.add(to: .main, forMode: .common)
        self.link = link
        lastTimestamp = nil
        proxy.observeApplication()
    }

    /// Stops ticking. Safe to call when stopped.
    public func stop() {
        link?.invalidate()
        link = nil
        lastTimestamp = nil
    }

    private func applyFrameRate(to link: CADisplayLink) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            let preference = FrameRatePreference(displayMaximum: (screen ?? UIScreen.main).maximumFramesPerSecond, limit: frameRateLimit)
            link.preferredFrameRateRange = CAFrameRateRange(
                minimum: preference.minimum, maximum: preference.maximum, preferred: preference.preferred)
        }
    }

    fileprivate func step(_ link: CADisplayLink) {
        let elapsed = FrameInterval.elapsed(since: lastTimestamp, at: link.timestamp, frameDuration: link.duration)
        lastTimestamp = link.timestamp
        if let elapsed { tick(elapsed) }
    }

    /// The app left the foreground: no frames until it is back.
    fileprivate func applicationDidEnterBackground() {
        link?.isPaused = true
    }

    /// The app is back: ticking resumes, its first frame reporting one frame's duration.
    fileprivate func applicationWillEnterForeground() {
        lastTimestamp = nil
        link?.isPaused = false
    }

    /// The display link's target: holds the clock weakly and stops the link once it is gone.
    private final class Proxy: NSObject {
        weak var clock: DisplayLinkClock?

        init(_ clock: DisplayLinkClock) {
            self.clock = clock
        }

        /// Follows the app's background and foreground notifications (posted on the main thread;
        /// the observer goes with the proxy).
        @MainActor func observeApplication() {
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(didEnterBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
            center.addObserver(self, selector: #selector(willEnterForeground), name: UIApplication.willEnterForegroundNotification, object: nil)
        }

        @MainActor @objc func step(_ link: CADisplayLink) {
            guard let clock else {
                link.invalidate()
                return
            }
            clock.step(link)
        }

        @MainActor @objc func didEnterBackground() {
            clock?.applicationDidEnterBackground()
        }

        @MainActor @objc func willEnterForeground() {
            clock?.applicationWillEnterForeground()
        }
    }
}
#endif
