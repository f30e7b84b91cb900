import Foundation

/// Insets from each edge of the container, in points, like `UIEdgeInsets` (used for the
/// container's safe area).
///
/// Negative and non-finite values are replaced by 0 on creation, so a transition can add them to
/// frames without checking.
public struct SafeAreaInsets: Hashable, Sendable {
    /// Inset from the top edge, points, ≥ 0.
    public let top: CGFloat
    /// Inset from the left edge, points, ≥ 0.
    public let left: CGFloat
    /// Inset from the bottom edge, points, ≥ 0.
    public let bottom: CGFloat
    /// Inset from the right edge, points, ≥ 0.
    public let right: CGFloat

    /// No insets.
    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets in points; negative, NaN and infinite values become 0.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = Self.sanitized(top)
        self.left = Self.sanitized(left)
        self.bottom = Self.sanitized(bottom)
        self.right = Self.sanitized(right)
    }

    /// `rect` shrunk by the insets (never to a negative size: an inset larger than the rectangle
    /// yields a zero width or height).
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + left,
            y: rect.minY + top,
            width: max(0, rect.width - left - right),
            height: max(0, rect.height - top - bottom)
        )
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
