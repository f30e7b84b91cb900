import Foundation

/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The kit uses it wherever "random" must be reproducible: a shatter's scatter is the same on every
/// run and every platform, so its plan is deterministic and can be tested; the kit's property
/// tests seed it the same way:
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let jitter = CGFloat.random(in: -1...1, using: &random)
/// ```
///
/// Any seed is valid (0 included). Not for cryptography.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `-1…1` (53 random bits).
    package mutating func signedUnit() -> CGFloat {
        CGFloat(Double(next() >> 11) / Double(1 << 53)) * 2 - 1
    }
}
