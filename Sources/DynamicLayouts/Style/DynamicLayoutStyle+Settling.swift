import Dynamics
import Foundation

/// Settling: when a body comes to rest, and the spring that brings it to rest in a given time.
///
/// "Settled" has two readings and the kit makes both true together: every element is within half a
/// device pixel of its place (counting its speed as the amplitude it would still swing to), and
/// the model stops animating (it snaps the bodies to their places at that moment and asks for no
/// more frames). A displacement is measured as `√(d² + (v/ω)²)` — d the distance to the place, v
/// the speed, ω the slowest natural angular frequency of the body — which never grows while a
/// damped spring pulls the body home, so the first moment it is under half a pixel is final.
extension DynamicLayoutStyle {
    /// The finest display the settle times are promised for, pixels per point: @3x. Half a pixel
    /// there, 1/6 pt, is the strictest rest radius; coarser screens rest sooner.
    static let settleScale: CGFloat = 3

    /// How much farther than ``maximumDisplacement`` a body may be, counting its speed, when a
    /// drag lets go: a body held at the cap by the scroll rule is still being pulled back by its
    /// spring. The settle-time presets are computed for this margin.
    static let releaseMargin: CGFloat = 1.25

    /// The seconds a body of a damped spring — angular frequency `omega` (rad/s), total damping
    /// `damping` (`x″ = −ω²x − c·x′`, c in 1/s) — released at rest `displacement` points from its
    /// place takes until `√(d² + (v/ω)²)` is below `radius` points. Closed form of the linear
    /// oscillator (under-, critically or over-damped), solved by bisection. Infinity when the
    /// spring never gets there (no damping, or non-finite or non-positive inputs).
    public static func restTime(omega: CGFloat, damping: CGFloat, displacement: CGFloat, radius: CGFloat) -> TimeInterval {
        let w = Double(omega), c = Double(damping), d = Double(displacement), r = Double(radius)
        guard w.isFinite, w > 0, c.isFinite, c > 0, d.isFinite, r.isFinite, r > 0 else { return .infinity }
        guard d > r else { return 0 }
        func amplitude(_ t: Double) -> Double {
            let a = c / 2
            let x: Double, v: Double
            if abs(a - w) <= 1e-9 * w {
                let e = exp(-w * t)
                x = d * (1 + w * t) * e
                v = -d * w * w * t * e
            } else if a < w {
                let wd = (w * w - a * a).squareRoot(), e = exp(-a * t)
                x = d * e * (cos(wd * t) + a / wd * sin(wd * t))
                v = -d * e * (w * w / wd) * sin(wd * t)
            } else {
                let s = (a * a - w * w).squareRoot(), r1 = -a + s, r2 = -a - s
                let p = -r2 * d / (r1 - r2), q = r1 * d / (r1 - r2)
                x = p * exp(r1 * t) + q * exp(r2 * t)
                v = r1 * p * exp(r1 * t) + r2 * q * exp(r2 * t)
            }
            return (x * x + v * v / (w * w)).squareRoot()
        }
        var high = 1 / w
        while amplitude(high) >= r {
            high *= 2
            if high > 1e6 { return .infinity }
        }
        var low: Double = 0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if amplitude(mid) >= r { low = mid } else { high = mid }
        }
        return high
    }

    /// The spring frequency, hertz, with which a zero-length spring of damping ratio `damping`
    /// (applied to the whole velocity, as the kit does) plus `resistance` per second brings a body
    /// released `displacement` points from its place to rest within `time` seconds at @3x
    /// (``settleScale``). Clamped to the spring's 0.05…60 Hz; nil for a time that is not finite or
    /// not positive.
    static func frequency(settlingWithin time: TimeInterval, damping: CGFloat, resistance: CGFloat, displacement: CGFloat) -> CGFloat? {
        guard time.isFinite, time > 0 else { return nil }
        let radius = 0.5 / settleScale
        // The engine steps a little differently from the continuous spring, and the model notices
        // rest at the end of a frame: keep a tenth and one 60 Hz frame in hand.
        let budget = max(0.9 * time - 1.0 / 60, time / 2)
        func rests(_ f: CGFloat) -> Bool {
            let w = 2 * .pi * f
            return restTime(omega: w, damping: 2 * damping * w + resistance, displacement: displacement, radius: radius) <= budget
        }
        var low: CGFloat = 0.05, high: CGFloat = 60
        if rests(low) { return low }
        if !rests(high) { return high }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if rests(mid) { high = mid } else { low = mid }
        }
        return high
    }

    /// How far below its top edge a card of a style whose inserts drop in (``Entry/fromTop``) may
    /// have its place and still rest within the style's settle time, points: a phone's height, or
    /// a landscape iPad's. A longer drop takes a little longer (the time grows with the logarithm
    /// of the distance).
    static let settleDropDistance: CGFloat = 1_000

    /// This style with its spring's frequency chosen so that every motion it documents is at rest
    /// within `time` seconds at @3x: a body released at the scroll rule's cap
    /// (``maximumDisplacement`` × 1.25, for the speed it still has) and, for a style whose inserts
    /// drop in, a card dropped ``settleDropDistance`` onto its place. The damping ratio is kept. Nil
    /// `time` leaves the style as it is.
    func settling(within time: TimeInterval?) -> DynamicLayoutStyle {
        let drop = entry == .fromTop ? Self.settleDropDistance : 0
        guard let time, let f = Self.frequency(settlingWithin: time, damping: spring.damping, resistance: resistance,
                                               displacement: max(maximumDisplacement * Self.releaseMargin, drop)) else { return self }
        var style = self
        style.spring.frequency = f
        return style
    }
}
