import Foundation
@testable import Transitions

/// `true` when `a` and `b` differ by at most `tolerance` (absolute).
func isClose<T: BinaryFloatingPoint>(_ a: T, _ b: T, tolerance: T = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// `true` when both coordinates differ by at most `tolerance`.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// `true` when origin and size differ by at most `tolerance` per component.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance)
        && isClose(a.height, b.height, tolerance: tolerance)
}

/// `true` when all sixteen entries differ by at most `tolerance`.
func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// `true` when all three components differ by at most `tolerance`.
func isClose(_ a: Vector3, _ b: Vector3, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
        && isClose(a.z, b.z, tolerance: tolerance)
}
