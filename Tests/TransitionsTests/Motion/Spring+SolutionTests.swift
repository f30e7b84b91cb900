import Foundation
import Testing
@testable import Transitions

@Suite struct SpringSolutionTests {
    /// x″ = −(k/m)x − (c/m)x′ from x(0) = 1, x′(0) = −v0, integrated with classical RK4.
    /// Returns p = 1 − x and p′ = −x′ at each requested time.
    static func rk4(_ spring: Spring, initialVelocity v0: CGFloat, times: [CGFloat], step h: CGFloat = 1e-4)
        -> [(value: CGFloat, velocity: CGFloat)] {
        let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        func acceleration(_ x: CGFloat, _ v: CGFloat) -> CGFloat { -k * x - c * v }
        var x: CGFloat = 1, v = -v0, t: CGFloat = 0
        var results: [(CGFloat, CGFloat)] = []
        for target in times {
            while t < target - 1e-12 {
                let dt = min(h, target - t)
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + dt / 2 * k1v, k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
                let k3x = v + dt / 2 * k2v, k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
                let k4x = v + dt * k3v, k4v = acceleration(x + dt * k3x, v + dt * k3v)
                x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += dt
            }
            results.append((1 - x, -v))
        }
        return results
    }

    static let referenceCases: [(String, Spring, CGFloat)] = [
        ("under-damped ζ 0.25", Spring(mass: 1, stiffness: 100, damping: 5), 0),
        ("under-damped ζ 0.5 with velocity", Spring(mass: 1, stiffness: 100, damping: 10), 3),
        ("under-damped heavy", Spring(mass: 3, stiffness: 200, damping: 4), -2),
        ("critical", Spring(mass: 1, stiffness: 100, damping: 20), 0),
        ("critical with velocity", Spring(mass: 2, stiffness: 50, damping: 20), 5),
        ("over-damped ζ 1.5", Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true), 0),
        ("over-damped ζ 3 with velocity", Spring(mass: 1, stiffness: 64, damping: 48, allowsOverdamping: true), 4),
    ]

    @Test(arguments: referenceCases)
    func closedFormMatchesRK4(name: String, spring: Spring, initialVelocity: CGFloat) {
        let times = (0...300).map { CGFloat($0) / 100 }
        let reference = Self.rk4(spring, initialVelocity: initialVelocity, times: times)
        for (time, expected) in zip(times, reference) {
            let value = spring.value(at: time, initialVelocity: initialVelocity)
            let velocity = spring.velocity(at: time, initialVelocity: initialVelocity)
            #expect(isClose(value, expected.value, tolerance: 1e-9), "\(name) value at \(time)")
            #expect(isClose(velocity, expected.velocity, tolerance: 1e-8), "\(name) velocity at \(time)")
        }
    }

    @Test func startsAtZeroWithTheGivenVelocityAndSettlesAtOne() {
        for (_, spring, v0) in Self.referenceCases {
            #expect(spring.value(at: 0, initialVelocity: v0) == 0)
            #expect(isClose(spring.velocity(at: 0, initialVelocity: v0), v0, tolerance: 1e-12))
            #expect(isClose(spring.value(at: 30, initialVelocity: v0), 1, tolerance: 1e-9))
            #expect(spring.value(at: .infinity) == 1)
            #expect(spring.velocity(at: .infinity) == 0)
        }
    }

    @Test func overdampingIsCriticalUnlessAllowed() {
        // ζ = 1.5 without opt-in: the critically damped solution at the same ω0 (x = (1 + ω0t)e^(−ω0t)).
        let spring = Spring(mass: 1, stiffness: 100, damping: 30)
        let t: CGFloat = 0.17
        #expect(isClose(spring.value(at: t), 1 - (1 + 10 * t) * exp(-10 * t)))
        let allowed = Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true)
        #expect(allowed.value(at: t) < spring.value(at: t))  // truly over-damped is slower
    }

    @Test func underdampedOvershoots() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        let peak = (0...300).map { spring.value(at: CGFloat($0) / 100) }.max() ?? 0
        #expect(peak > 1.4)
    }

    @Test func settlingDurationMatchesCASpringAnimation() {
        // m 1, k 100, c 5 → 2.855 s (Apple's documentation: 2.85).
        #expect(isClose(Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration(), 2.855, tolerance: 0.005))
        // The formula T = −ln(ε / (1 + |(ζω0 − v0)/ωd|)) / (ζω0) with velocity.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let wd = 10 * (1 - 0.25).squareRoot()
        let expected = -log(0.001 / (1 + abs((5 - 2) / wd))) / 5
        #expect(isClose(spring.settlingDuration(initialVelocity: 2), expected, tolerance: 1e-9))
    }

    @Test(arguments: [
        Spring(mass: 1, stiffness: 100, damping: 20),
        Spring(mass: 1, stiffness: 100, damping: 40),
        Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true),
    ])
    func nonOscillatingSettlingPutsTheEnvelopeAtEpsilon(spring: Spring) {
        let time = spring.settlingDuration()
        #expect(time > 0 && time < 60)
        #expect(isClose(spring.envelope(at: time, initial: 1, velocity: 0), 0.001, tolerance: 1e-9))
        // The real motion is within ε from then on.
        for step in 0...100 {
            let t = time + CGFloat(step) * 0.05
            #expect(abs(1 - spring.value(at: t)) <= 0.001 + 1e-12)
        }
    }

    @Test func undampedSpringReportsTheCap() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(spring.settlingDuration() == Spring.maximumSettlingDuration)
        #expect(isClose(spring.value(at: .pi / 10), 2))  // half a period: swings to 2
    }

    @Test func hostileInputsNeverProduceNonFiniteOutput() {
        var rng = SplitMix64(seed: 0x5912)
        for _ in 0..<4000 {
            let spring = Spring(
                mass: rng.hostileCGFloat(), stiffness: rng.hostileCGFloat(), damping: rng.hostileCGFloat(),
                allowsOverdamping: Bool.random(using: &rng)
            )
            let time = rng.hostileCGFloat(), velocity = rng.hostileCGFloat()
            #expect(spring.value(at: time, initialVelocity: velocity).isFinite)
            #expect(spring.velocity(at: time, initialVelocity: velocity).isFinite)
            let settling = spring.settlingDuration(initialVelocity: velocity, epsilon: rng.hostileCGFloat())
            #expect(settling.isFinite && settling >= 0 && settling <= Spring.maximumSettlingDuration)
            #expect(spring.dampingRatio.isFinite && spring.naturalFrequency.isFinite)
            #expect(spring.bounce.isFinite && spring.duration.isFinite)
        }
    }
}
