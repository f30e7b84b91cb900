/// The frame rates the kit's display-link clock asks of the display.
///
/// ProMotion screens refresh at up to 120 Hz, but a `CADisplayLink` that names no
/// `preferredFrameRateRange` (iOS 15+) ticks at the system's default of 60 Hz there, so
/// frame-by-frame completions, throws and live physics would move at half the rate of a scroll.
/// `DisplayLinkClock` therefore asks for the display's maximum (`UIScreen.maximumFramesPerSecond`)
/// as the preferred and maximum rate, and allows the system to go down to 60 Hz (or the display's
/// maximum when that is lower) under Low Power Mode or thermal pressure, as Apple's article
/// "Optimizing iPhone and iPad apps to support ProMotion displays" recommends. On iPhone the app
/// must also set `CADisableMinimumFrameDurationOnPhone` in its Info.plist, or Core Animation caps
/// every request at 60 Hz.
///
/// Pure so that the rule is tested on Linux; the UIKit clock only copies it into a
/// `CAFrameRateRange`.
struct FrameRatePreference: Equatable, Sendable {
    /// The lowest rate the clock accepts, in frames per second.
    var minimum: Float
    /// The highest rate the clock accepts, in frames per second.
    var maximum: Float
    /// The rate the clock prefers, in frames per second.
    var preferred: Float

    /// The preference for a display whose maximum refresh rate is `displayMaximum` frames per
    /// second: preferred = maximum = `displayMaximum` (or `limit` when lower), minimum =
    /// min(60, maximum).
    ///
    /// - Parameters:
    ///   - displayMaximum: the display's `maximumFramesPerSecond`. A value that is not a positive
    ///     number (UIKit reports 0 for a screen that is not connected) reads as 60.
    ///   - limit: the most frames per second the clock's user wants (for example 60 to spend less
    ///     power on a 120 Hz display); nil (default) or a value that is not positive: no limit.
    init(displayMaximum: Int, limit: Int? = nil) {
        var maximum = Float(displayMaximum > 0 ? displayMaximum : 60)
        if let limit, limit > 0 { maximum = min(maximum, Float(limit)) }
        self.minimum = min(60, maximum)
        self.maximum = maximum
        self.preferred = maximum
    }
}
