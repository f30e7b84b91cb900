import Foundation

/// A colour with straight (non-premultiplied) alpha, each channel in 0…1, as the gallery's
/// rasterizer and encoders use it.
///
/// Channels are clamped to 0…1 on construction; NaN becomes 0 and ±∞ clamps to the nearest
/// bound, so a colour never carries a non-finite value into a canvas. Channels are sRGB values;
/// compositing blends them as stored (like Core Animation's default, not in linear light).
package struct CanvasColor: Sendable, Hashable {
    /// Red, 0…1.
    package let red: Float
    /// Green, 0…1.
    package let green: Float
    /// Blue, 0…1.
    package let blue: Float
    /// Opacity, 0 (transparent) … 1 (opaque).
    package let alpha: Float

    /// Creates a colour; every channel is clamped to 0…1 and NaN is read as 0.
    package init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value, with an optional alpha (0…1, clamped).
    package init(hex: UInt32, alpha: Float = 1) {
        self.init(
            red: Float((hex >> 16) & 0xFF) / 255,
            green: Float((hex >> 8) & 0xFF) / 255,
            blue: Float(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The same colour with another opacity (0…1, clamped; NaN is read as 0).
    func withAlpha(_ alpha: Float) -> CanvasColor {
        CanvasColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as `#rrggbb` (alpha dropped), for HTML and CSS.
    var hexString: String {
        let bytes = [red, green, blue].map { Self.byte($0) }
        return "#" + bytes.map { value in
            let text = String(value, radix: 16)
            return value < 16 ? "0" + text : text
        }.joined()
    }

    /// The colour with premultiplied alpha, as the canvas stores it.
    var premultiplied: SIMD4<Float> {
        SIMD4(red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// Converts a 0…1 channel to a byte, rounding to nearest.
    static func byte(_ channel: Float) -> UInt8 {
        UInt8(clamped(channel) * 255 + 0.5)
    }

    private static func clamped(_ value: Float) -> Float {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }
}

extension CanvasColor {
    /// Opaque white.
    package static let white = CanvasColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    package static let black = CanvasColor(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    package static let clear = CanvasColor(red: 0, green: 0, blue: 0, alpha: 0)
}
