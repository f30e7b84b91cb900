import Foundation

/// A damped harmonic spring: the model behind `CASpringAnimation`, UIKit's spring animations
/// (`usingSpringWithDamping:`), `UISpringTimingParameters` and SwiftUI's `Spring`.
///
/// A spring is a description (mass, stiffness, damping); evaluate it with the closed-form
/// ``value(at:initialVelocity:)`` and ``velocity(at:initialVelocity:)`` (normalised progress from
/// 0 to 1, overshooting when under-damped), ask how long it takes to settle with
/// ``settlingDuration(initialVelocity:epsilon:)``, or drive a value that can be retargeted
/// mid-flight with ``SpringMotion``.
///
/// Every parameterisation in use on Apple platforms is available:
/// - ``init(mass:stiffness:damping:allowsOverdamping:)`` — `CASpringAnimation` (defaults 1, 100, 10);
/// - ``init(response:dampingRatio:)`` — SwiftUI `spring(response:dampingFraction:)`;
/// - ``init(duration:bounce:)`` — SwiftUI / iOS 17 `Spring(duration:bounce:)`;
/// - ``uiKit(duration:dampingRatio:)`` — `UIView.animate(withDuration:…usingSpringWithDamping:…)`.
///
/// Inputs are sanitised so that a spring always has finite, positive dynamics: see each
/// initialiser. Units: mass in kilograms-equivalent, stiffness in N/m-equivalent (1/s² at unit
/// mass), damping in 1/s at unit mass, times in seconds.
public struct Spring: Hashable, Sendable {
    /// The moving mass (default 1). Always in `1e-6…1e6`.
    public let mass: CGFloat
    /// The spring constant k (default 100). Always in `1e-6…1e15`.
    public let stiffness: CGFloat
    /// The damping coefficient c (default 10). Always in `0…1e15`; 0 never settles.
    public let damping: CGFloat
    /// Whether a damping ratio above 1 is simulated as truly over-damped (slower, no overshoot).
    /// When `false` (the default, as `CASpringAnimation` behaves [re]), an over-damped spring
    /// moves like a critically damped one with the same natural frequency.
    public let allowsOverdamping: Bool

    /// The allowed range of ``mass``.
    static let massRange: ClosedRange<CGFloat> = 1e-6...1e6
    /// The allowed range of ``stiffness``.
    static let stiffnessRange: ClosedRange<CGFloat> = 1e-6...1e15
    /// The allowed range of ``damping``.
    static let dampingRange: ClosedRange<CGFloat> = 0...1e15

    /// Creates a spring from its physical parameters, like `CASpringAnimation` and
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    ///
    /// Defaults are `CASpringAnimation`'s: mass 1, stiffness 100, damping 10 (damping ratio 0.5).
    /// Invalid values fall back to those defaults: a mass or stiffness that is ≤ 0 or not
    /// finite, a damping that is negative or not finite. Valid values are clamped to the ranges
    /// of ``mass`` (1e-6…1e6), ``stiffness`` (1e-6…1e15) and ``damping`` (0…1e15), which keeps
    /// every derived quantity finite.
    public init(mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, allowsOverdamping: Bool = false) {
        self.mass = Self.sanitize(mass, valid: mass > 0, fallback: 1, range: Self.massRange)
        self.stiffness = Self.sanitize(stiffness, valid: stiffness > 0, fallback: 100, range: Self.stiffnessRange)
        self.damping = Self.sanitize(damping, valid: damping >= 0, fallback: 10, range: Self.dampingRange)
        self.allowsOverdamping = allowsOverdamping
    }

    /// Creates a spring from its response (the period of the undamped oscillation, seconds) and
    /// damping ratio, like SwiftUI's `spring(response:dampingFraction:)`. Mass is 1,
    /// stiffness (2π/response)², damping 4π·ratio/response.
    ///
    /// A response that is ≤ 0 or not finite reads as 0.5 s; a negative ratio reads as 0, a
    /// non-finite one as 1. A ratio above 1 makes a truly over-damped spring
    /// (``allowsOverdamping`` is set). `dampingRatio` defaults to 1 (no bounce).
    public init(response: CGFloat, dampingRatio: CGFloat = 1) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        let omega = 2 * .pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, allowsOverdamping: ratio > 1)
    }

    /// Creates a spring from its perceptual duration (seconds) and bounce, like iOS 17 / SwiftUI
    /// `Spring(duration:bounce:)`: mass 1, stiffness (2π/duration)², damping ratio 1 − bounce for
    /// bounce ≥ 0 and 1/(1 + bounce) below 0 (over-damped).
    ///
    /// `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6. A duration
    /// that is ≤ 0 or not finite reads as 0.5 s; bounce is clamped to −0.99…1 (1 is undamped and
    /// never settles), NaN reads as 0; it defaults to 0.
    public init(duration: CGFloat, bounce: CGFloat = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// A fallback for invalid input, a clamp for valid input.
    private static func sanitize(
        _ value: CGFloat, valid: Bool, fallback: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat {
        guard value.isFinite, valid else { return fallback }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}

extension Spring {
    /// The undamped angular frequency ω0 = √(k/m), radians per second.
    public var naturalFrequency: CGFloat { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(km)): below 1 the spring overshoots and oscillates, 1 is
    /// critically damped, above 1 over-damped.
    public var dampingRatio: CGFloat { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped oscillation, 2π/ω0 seconds (SwiftUI's `response`).
    public var response: CGFloat { 2 * .pi / naturalFrequency }

    /// The perceptual duration, 2π/ω0 seconds, as SwiftUI's `Spring.duration` defines it (equal
    /// to ``response``). Not the settling time: see ``settlingDuration(initialVelocity:epsilon:)``.
    public var duration: CGFloat { response }

    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (negative: over-damped). In −1…1.
    public var bounce: CGFloat {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}
