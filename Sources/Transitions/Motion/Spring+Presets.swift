import Foundation

extension Spring {
    /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10 (ζ = 0.5, settles in
    /// about 1.4 s).
    public static let coreAnimationDefault = Spring(mass: 1, stiffness: 100, damping: 10)

    /// `UISpringTimingParameters()`'s spring: mass 3, stiffness 1000, damping 500 [re]
    /// (ζ ≈ 4.56, simulated, like UIKit, as critically damped at ω0 ≈ 18.3 rad/s).
    package static let uiKitTimingParametersDefault = Spring(mass: 3, stiffness: 1000, damping: 500)

    /// The smallest damping ratio ``uiKit(duration:dampingRatio:)`` accepts; lower values,
    /// including 0, are raised to it (the kit's choice; UIKit also refuses an undamped spring).
    package static let minimumUIKitDampingRatio: CGFloat = 1e-4

    /// The spring UIKit builds for
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:)` [re]:
    /// mass 1, stiffness ω², damping 2ζω, with ω chosen so that the spring's envelope has fallen
    /// to 0.001 exactly at `duration` — so the animation visibly ends when UIKit says it does.
    ///
    /// - Parameters:
    ///   - duration: seconds, clamped to 0.01…10 as UIKit does; NaN reads as 0.5.
    ///   - dampingRatio: UIKit's `usingSpringWithDamping`, clamped to
    ///     ``minimumUIKitDampingRatio``…1 as UIKit does (so never over-damped); NaN reads as 1.
    ///
    /// ω is solved by Newton's method, 12 iterations from 5/duration, on the logarithm of the
    /// envelope used by ``settlingDuration(initialVelocity:epsilon:)`` with zero initial
    /// velocity: (1 + ζ/√(1 − ζ²))·e^(−ζωt) below critical damping, (1 + ωt)·e^(−ωt) at it.
    /// UIKit also forces the options' curve to linear; the initial velocity is passed to
    /// ``value(at:initialVelocity:)``, not baked into the spring.
    public static func uiKit(duration: CGFloat, dampingRatio: CGFloat) -> Spring {
        let duration = duration.isNaN ? 0.5 : min(max(duration, 0.01), 10)
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, minimumUIKitDampingRatio), 1)
        let logEpsilon = log(CGFloat(0.001))
        // g(ω) = ln envelope(duration) − ln ε, and its derivative with respect to ω.
        func g(_ omega: CGFloat) -> (value: CGFloat, slope: CGFloat) {
            if ratio < 1 {
                let amplitude = 1 + ratio / (1 - ratio * ratio).squareRoot()
                return (log(amplitude) - ratio * omega * duration - logEpsilon, -ratio * duration)
            }
            let u = omega * duration
            return (log(1 + u) - u - logEpsilon, duration / (1 + u) - duration)
        }
        var omega = 5 / duration
        for _ in 0..<12 {
            let (value, slope) = g(omega)
            guard slope != 0, value.isFinite else { break }
            let next = omega - value / slope
            omega = next > 0 ? next : omega / 2
        }
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }
}
