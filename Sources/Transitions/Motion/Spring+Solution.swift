import Foundation

extension Spring {
    /// Initial velocities are clamped to this magnitude (fractions of the distance per second)
    /// so that every intermediate of the closed form stays finite.
    static let maximumInitialVelocity: CGFloat = 1e12

    /// ``settlingDuration(initialVelocity:epsilon:)`` never exceeds this (seconds): an undamped
    /// or nearly undamped spring reports 60 s instead of infinity.
    package static let maximumSettlingDuration: CGFloat = 60

    /// Normalised progress p(t) of the spring moving from 0 to 1: p(0) = 0, p(∞) = 1, above 1
    /// while overshooting.
    ///
    /// - Parameters:
    ///   - time: seconds since the start. Negative and NaN read as 0, +∞ as settled (1).
    ///   - initialVelocity: p′(0) in fractions of the whole distance per second, like UIKit's
    ///     `initialSpringVelocity` (1 = the whole distance in one second). NaN/±∞ read as 0;
    ///     clamped to ±1e12.
    /// - Returns: always finite. Exact closed form: under-damped
    ///   1 − e^(−ζω0t)(cos ωd t + ((ζω0 − v0)/ωd) sin ωd t), critically damped
    ///   1 − (1 + (ω0 − v0)t)e^(−ω0t), and (with ``allowsOverdamping``) over-damped as a sum of
    ///   two decaying exponentials.
    public func value(at time: CGFloat, initialVelocity: CGFloat = 0) -> CGFloat {
        if time == .infinity { return 1 }
        let state = displacement(at: time, initial: 1, velocity: -Self.sanitizedVelocity(initialVelocity))
        return (1 - state.position).saturated(nanValue: 1)
    }

    /// The velocity p′(t) of the normalised progress, in fractions of the distance per second.
    /// Same parameter rules as ``value(at:initialVelocity:)``; always finite, 0 once settled.
    public func velocity(at time: CGFloat, initialVelocity: CGFloat = 0) -> CGFloat {
        if time == .infinity { return 0 }
        let state = displacement(at: time, initial: 1, velocity: -Self.sanitizedVelocity(initialVelocity))
        return (-state.velocity).saturated(nanValue: 0)
    }

    /// The time, in seconds, after which the spring's envelope stays below `epsilon` (as a
    /// fraction of the distance): `CASpringAnimation.settlingDuration` with ε = 0.001.
    ///
    /// Under-damped: T = −ln(ε / (1 + |(ζω0 − v0)/ωd|)) / (ζω0) (m 1, k 100, c 5 gives 2.855 s;
    /// Apple's page says 2.85). Critically damped: the envelope
    /// (1 + |ω0 − v0|t)e^(−ω0t); over-damped: |A|e^(r1 t) + |B|e^(r2 t); both solved by bisection
    /// to 1e-9 s. `epsilon` is clamped to 1e-12…0.1 (NaN reads as 0.001); `initialVelocity` as in
    /// ``value(at:initialVelocity:)``. Capped at ``maximumSettlingDuration`` (an undamped spring
    /// never settles).
    public func settlingDuration(initialVelocity: CGFloat = 0, epsilon: CGFloat = 0.001) -> CGFloat {
        let epsilon = epsilon.isNaN ? 0.001 : min(max(epsilon, 1e-12), 0.1)
        let v0 = Self.sanitizedVelocity(initialVelocity)
        let w0 = naturalFrequency
        let ratio = dampingRatio
        switch regime {
        case .underdamped(let dampedFrequency):
            let decay = ratio * w0
            guard decay > 0 else { return Self.maximumSettlingDuration }
            let amplitude = 1 + abs((decay - v0) / dampedFrequency)
            let time = log(amplitude / epsilon) / decay
            return min(max(time, 0), Self.maximumSettlingDuration)
        case .critical:
            let slope = abs(w0 - v0)
            return Self.firstTimeBelow(epsilon, decreasingAfter: envelopePeak(initial: 1, velocity: -v0)) { t in
                (1 + slope * t) * exp(-w0 * t)
            }
        case .overdamped(let spread):
            let r1 = -ratio * w0 - spread
            let r2 = -ratio * w0 + spread
            // x(0) = 1, x′(0) = −v0, as in displacement(at:initial:velocity:).
            let coefficientA = (r2 + v0) / (2 * spread)
            let coefficientB = 1 - coefficientA
            return Self.firstTimeBelow(epsilon) { t in
                abs(coefficientA) * exp(r1 * t) + abs(coefficientB) * exp(r2 * t)
            }
        }
    }

    /// The solution's shape.
    enum Regime {
        /// ζ < 1, with the damped frequency ωd = ω0√(1 − ζ²).
        case underdamped(dampedFrequency: CGFloat)
        /// ζ = 1, or ζ > 1 without ``allowsOverdamping``, or ζ so close to 1 that the
        /// over-damped form would cancel catastrophically.
        case critical
        /// ζ > 1 with ``allowsOverdamping``, with ω′ = ω0√(ζ² − 1).
        case overdamped(spread: CGFloat)
    }

    /// Which closed form applies.
    var regime: Regime {
        let w0 = naturalFrequency
        let ratio = dampingRatio
        if ratio < 1 {
            let dampedFrequency = w0 * (1 - ratio * ratio).squareRoot()
            return dampedFrequency > 0 ? .underdamped(dampedFrequency: dampedFrequency) : .critical
        }
        guard allowsOverdamping, ratio > 1 else { return .critical }
        let spread = w0 * (ratio * ratio - 1).squareRoot()
        return spread > 1e-6 * w0 ? .overdamped(spread: spread) : .critical
    }

    /// The exact state at `time` of the spring released at displacement `initial` from its rest
    /// position with velocity `velocity` (displacement units per second): x″ = −(k/m)x − (c/m)x′.
    ///
    /// Negative or NaN time reads as 0. The result is saturated, never NaN for finite input.
    func displacement(at time: CGFloat, initial x0: CGFloat, velocity v0: CGFloat) -> (position: CGFloat, velocity: CGFloat) {
        let t = time.isNaN ? 0 : max(time, 0)
        let w0 = naturalFrequency
        let decay = dampingRatio * w0
        let position: CGFloat
        let velocity: CGFloat
        switch regime {
        case .underdamped(let wd):
            let envelope = exp(-decay * t)
            let c = cos(wd * t), s = sin(wd * t)
            let sineCoefficient = (v0 + decay * x0) / wd
            position = envelope * (x0 * c + sineCoefficient * s)
            velocity = envelope * (v0 * c - (decay * sineCoefficient + x0 * wd) * s)
        case .critical:
            let envelope = exp(-w0 * t)
            let slope = v0 + w0 * x0
            position = (x0 + slope * t) * envelope
            velocity = (v0 - w0 * slope * t) * envelope
        case .overdamped(let spread):
            let r1 = -decay - spread
            let r2 = -decay + spread
            let a = (r2 * x0 - v0) / (2 * spread)
            let b = x0 - a
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            position = a * e1 + b * e2
            velocity = a * r1 * e1 + b * r2 * e2
        }
        return (
            position.saturated(nanValue: t == 0 ? x0.finite(or: 0) : 0),
            velocity.saturated(nanValue: 0)
        )
    }

    /// An upper bound on |displacement| at `time` for the spring released at `initial` with
    /// `velocity`, decreasing in time once past any initial rise (see
    /// ``SpringMotion/remainingDuration(tolerance:)``).
    func envelope(at time: CGFloat, initial x0: CGFloat, velocity v0: CGFloat) -> CGFloat {
        let w0 = naturalFrequency
        let decay = dampingRatio * w0
        switch regime {
        case .underdamped(let wd):
            let sineCoefficient = (v0 + decay * x0) / wd
            return exp(-decay * time) * (x0 * x0 + sineCoefficient * sineCoefficient).squareRoot()
        case .critical:
            return (abs(x0) + abs(v0 + w0 * x0) * time) * exp(-w0 * time)
        case .overdamped(let spread):
            let r1 = -decay - spread
            let r2 = -decay + spread
            let a = (r2 * x0 - v0) / (2 * spread)
            return abs(a) * exp(r1 * time) + abs(x0 - a) * exp(r2 * time)
        }
    }

    /// A finite initial velocity in ±``maximumInitialVelocity``, NaN/∞ read as 0.
    static func sanitizedVelocity(_ velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return 0 }
        return min(max(velocity, -maximumInitialVelocity), maximumInitialVelocity)
    }

    /// The last time `envelope` is above `epsilon` — the envelope must be decreasing from
    /// `start` on (its peak) — found by doubling then bisection to 1e-9 s, capped at
    /// ``maximumSettlingDuration``. 0 when the envelope never exceeds `epsilon`.
    static func firstTimeBelow(
        _ epsilon: CGFloat, decreasingAfter start: CGFloat = 0, envelope: (CGFloat) -> CGFloat
    ) -> CGFloat {
        let start = start.isFinite ? min(max(start, 0), maximumSettlingDuration) : 0
        if !(envelope(start) > epsilon) { return 0 }
        var low = start
        var step: CGFloat = 1e-3
        var high = start + step
        while envelope(high) > epsilon {
            if high >= maximumSettlingDuration { return maximumSettlingDuration }
            low = high
            step *= 2
            high = min(high + step, maximumSettlingDuration)
        }
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if envelope(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// The time after which ``envelope(at:initial:velocity:)`` decreases: its peak for the
    /// critically damped envelope (|x0| + s·t)e^(−ω0t), at 1/ω0 − |x0|/s; 0 otherwise.
    func envelopePeak(initial x0: CGFloat, velocity v0: CGFloat) -> CGFloat {
        guard case .critical = regime else { return 0 }
        let w0 = naturalFrequency
        let slope = abs(v0 + w0 * x0)
        guard slope > 0 else { return 0 }
        return max(1 / w0 - abs(x0) / slope, 0)
    }
}
