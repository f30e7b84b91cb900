import Foundation

/// A colour as straight (non-premultiplied) red, green, blue and alpha components, each in `0…1`,
/// for animating background and dimming colours without importing UIKit.
///
/// Every component is clamped into `0…1` on creation; NaN becomes 0. Interpolation is
/// component-wise on the straight components, as Core Animation interpolates `backgroundColor`
/// between two colours of the same (sRGB) colour space; results, including extrapolated ones,
/// are clamped into range. The UIKit layer converts to and from `UIColor`.
public struct RGBAColor: Hashable, Sendable {
    /// Red component, `0…1`.
    public let red: CGFloat
    /// Green component, `0…1`.
    public let green: CGFloat
    /// Blue component, `0…1`.
    public let blue: CGFloat
    /// Opacity, `0…1` (0 is fully transparent).
    public let alpha: CGFloat

    /// Creates a colour from components in `0…1`.
    ///
    /// Out-of-range components are clamped into `0…1`; NaN becomes 0. `alpha` defaults to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates a grey: `white` for red, green and blue (`0…1`, clamped, NaN → 0), like
    /// `UIColor(white:alpha:)`. `alpha` defaults to 1.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with a different opacity (`0…1`, clamped, NaN → 0).
    public func withAlpha(_ alpha: CGFloat) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Clamps into `0…1`, NaN → 0.
    static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension RGBAColor {
    /// Opaque black (0, 0, 0, 1).
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white (1, 1, 1, 1).
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black (0, 0, 0, 0), like `UIColor.clear`.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque pure red (1, 0, 0, 1).
    public static let red = RGBAColor(red: 1, green: 0, blue: 0)
    /// Opaque pure green (0, 1, 0, 1).
    public static let green = RGBAColor(red: 0, green: 1, blue: 0)
    /// Opaque pure blue (0, 0, 1, 1).
    public static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    /// The dimming colour UIKit's own sheets and alerts lay over the presenting view:
    /// black at 40 % opacity (`UIColor(white: 0, alpha: 0.4)`).
    public static let dimming = RGBAColor(white: 0, alpha: 0.4)
}

extension RGBAColor: Interpolatable {
    /// Component-wise linear interpolation; the result is clamped into `0…1` per component.
    /// A non-finite fraction returns `self`.
    public func interpolated(to other: RGBAColor, fraction: CGFloat) -> RGBAColor {
        RGBAColor(
            red: red.lerp(to: other.red, fraction: fraction),
            green: green.lerp(to: other.green, fraction: fraction),
            blue: blue.lerp(to: other.blue, fraction: fraction),
            alpha: alpha.lerp(to: other.alpha, fraction: fraction)
        )
    }
}

extension RGBAColor: VectorInterpolatable {
    /// Component-wise weighted sum, clamped into `0…1`; see
    /// `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (RGBAColor, RGBAColor, RGBAColor, RGBAColor),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> RGBAColor {
        RGBAColor(
            red: CGFloat.combining((values.0.red, values.1.red, values.2.red, values.3.red), weights),
            green: CGFloat.combining((values.0.green, values.1.green, values.2.green, values.3.green), weights),
            blue: CGFloat.combining((values.0.blue, values.1.blue, values.2.blue, values.3.blue), weights),
            alpha: CGFloat.combining((values.0.alpha, values.1.alpha, values.2.alpha, values.3.alpha), weights)
        )
    }

    /// Euclidean distance over the four components (unit-less, at most 2).
    package func euclideanDistance(to other: RGBAColor) -> CGFloat {
        euclideanNorm(red - other.red, green - other.green, blue - other.blue, alpha - other.alpha)
    }
}
