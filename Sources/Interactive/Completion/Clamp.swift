import Foundation

/// The module's single place for sanitising numbers that come from gestures.
enum Clamp {
    /// The largest progress velocity, fractions per second, passed on anywhere in the module: the
    /// value of ``InteractionMachine/maximumVelocity``.
    static let velocityLimit: CGFloat = 1000

    /// A finite value clamped to 0…1, or `nil` for NaN and ±∞.
    static func progress(_ value: CGFloat) -> CGFloat? {
        guard value.isFinite else { return nil }
        return min(max(value, 0), 1)
    }

    /// A finite velocity clamped to ±``InteractionMachine/maximumVelocity``, or `nil` for NaN and ±∞.
    static func velocity(_ value: CGFloat) -> CGFloat? {
        guard value.isFinite else { return nil }
        return min(max(value, -velocityLimit), velocityLimit)
    }
}
