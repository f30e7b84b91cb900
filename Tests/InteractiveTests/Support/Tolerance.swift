import Foundation

/// Whether `a` and `b` agree within `tolerance` (absolute).
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether `a` and `b` agree within `tolerance` (absolute), for durations.
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
