import Foundation
@testable import Interactive
import Transitions

/// Random gesture input for property tests, nasty values included (NaN, ±∞, negative, huge).
enum RandomGesture {
    /// A value from the nasty set or an ordinary one.
    static func value(using random: inout SplitMix64) -> CGFloat {
        switch random.next() % 10 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return CGFloat.random(in: -1e300...1e300, using: &random)
        case 4: return -CGFloat.random(in: 0...5, using: &random)
        default: return CGFloat.random(in: -0.2...1.2, using: &random)
        }
    }

    /// A sample with any progress and velocities, at a time that mostly moves forwards (sometimes
    /// backwards, sometimes NaN).
    static func sample(at time: inout TimeInterval, using random: inout SplitMix64) -> GestureSample {
        time += Double.random(in: -0.01...0.05, using: &random)
        let velocity: CGFloat? = random.next() % 3 == 0 ? nil : value(using: &random)
        let raw: CGFloat? = random.next() % 2 == 0 ? nil : value(using: &random)
        return GestureSample(progress: value(using: &random), velocity: velocity, rawVelocity: raw, time: random.next() % 20 == 0 ? .nan : time)
    }

    /// Any event, gesture states and transition completions alike.
    static func event(at time: inout TimeInterval, using random: inout SplitMix64) -> InteractionEvent {
        switch random.next() % 12 {
        case 0, 1: return .began(sample(at: &time, using: &random))
        case 2, 3, 4, 5: return .changed(sample(at: &time, using: &random))
        case 6, 7: return .ended(sample(at: &time, using: &random))
        case 8: return .cancelled(sample(at: &time, using: &random))
        case 9: return .failed
        default: return .transitionDidComplete(finished: random.next() % 2 == 0)
        }
    }
}
