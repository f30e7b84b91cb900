import Foundation

/// A sub-rectangle of a view, in unit coordinates of its bounds: what a region snapshot shows
/// (one tile of a shattered screen).
///
/// `(0, 0, 1, 1)` is the whole view; `(0.5, 0, 0.5, 0.5)` its top-right quarter. Stored as four
/// numbers rather than a `CGRect` so that participant kinds stay `Hashable` on Apple platforms,
/// where `CGRect` is only `Equatable`.
///
/// Out-of-range input is clamped on creation: non-finite components become 0, the origin is
/// clamped to `0…1` and the size to what remains of the unit square (so a region never reaches
/// outside the view; it may be empty).
public struct SnapshotRegion: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, `0…1` of the view's width.
    public let x: CGFloat
    /// Top edge, `0…1` of the view's height.
    public let y: CGFloat
    /// Width, `0…(1 − x)` of the view's width.
    public let width: CGFloat
    /// Height, `0…(1 − y)` of the view's height.
    public let height: CGFloat

    /// Creates a region from unit coordinates (clamped as described in the type's overview).
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        func unit(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.x = unit(x)
        self.y = unit(y)
        self.width = min(unit(width), 1 - self.x)
        self.height = min(unit(height), 1 - self.y)
    }

    /// Creates a region from a rectangle in unit coordinates (a negative size is flipped, like
    /// `CGRect.standardized`, then everything is clamped).
    public init(_ rect: CGRect) {
        var x = rect.origin.x, y = rect.origin.y, width = rect.size.width, height = rect.size.height
        if width < 0 { x += width; width = -width }
        if height < 0 { y += height; height = -height }
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The whole view.
    public static let whole = SnapshotRegion(x: 0, y: 0, width: 1, height: 1)

    /// The region as a rectangle in unit coordinates.
    public var unitRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// The region in the coordinates of a view whose bounds are `bounds` (points).
    public func rect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + x * bounds.width, y: bounds.minY + y * bounds.height,
               width: width * bounds.width, height: height * bounds.height)
    }

    /// A textual description, `region(x, y, width, height)`.
    public var description: String { "region(\(x), \(y), \(width), \(height))" }
}
