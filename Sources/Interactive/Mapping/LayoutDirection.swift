import Foundation

// Interim copy: the `plans` branch adds `Transitions.LayoutDirection` with this exact shape; this
// file is deleted when that branch is merged, so the module keeps one layout-direction type.

/// The horizontal reading direction of the container, mirroring
/// `UIUserInterfaceLayoutDirection` (`leftToRight` raw value 0, `rightToLeft` raw value 1).
public enum LayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Left-to-right languages. The default.
    case leftToRight = 0
    /// Right-to-left languages.
    case rightToLeft = 1

    /// `+1` for left-to-right, `−1` for right-to-left: multiply a horizontal offset towards the
    /// trailing edge by this to get a signed x offset in points.
    public var trailingSign: CGFloat { self == .leftToRight ? 1 : -1 }
}
