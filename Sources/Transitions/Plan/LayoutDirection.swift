import Foundation

/// The horizontal reading direction of the container, mirroring
/// `UIUserInterfaceLayoutDirection` (`leftToRight` raw value 0, `rightToLeft` raw value 1).
///
/// Built-in transitions that move horizontally (slide, cover, flip) mirror their motion in a
/// right-to-left layout, as `UINavigationController` does for push and pop.
public enum LayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Left-to-right languages (English, French…). The default.
    case leftToRight = 0
    /// Right-to-left languages (Arabic, Hebrew…).
    case rightToLeft = 1

    /// `+1` for left-to-right, `−1` for right-to-left: multiply a horizontal offset towards the
    /// trailing edge by this to get a signed x offset in points.
    public var trailingSign: CGFloat { self == .leftToRight ? 1 : -1 }
}
