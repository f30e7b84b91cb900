import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // a CGRect in a default argument must be imported directly on Apple platforms
#endif

/// A layer to draw onto a ``Canvas``: painted content, the map from the layer's own
/// coordinates to canvas pixels, opacity, corner radius and stacking order — the parts of a
/// `CALayer` that decide what a transition's participant looks like on screen.
struct RasterLayer: Sendable {
    /// The painted content, stretched over the layer's bounds (like a snapshot's contents with
    /// `contentsGravity` resize).
    var texture: LayerTexture
    /// The layer's bounds size in points; the texture is stretched to fill it. Defaults to the
    /// texture's size. A size with a side that is not finite and positive draws nothing.
    var size: CGSize
    /// Maps the layer's own coordinates (points, origin at the bounds' top-left corner) to canvas
    /// pixels. Compose it from the layer's frame, anchor point, 3D transform (restricted to z = 0)
    /// and the canvas scale; a singular map (e.g. a scale of 0) draws nothing.
    var transform: Homography
    /// Opacity, 0…1 (`CALayer.opacity`); clamped, and NaN is read as 0 (nothing drawn).
    var alpha: Double
    /// Corner radius in the layer's own points (`CALayer.cornerRadius` with `masksToBounds`):
    /// the content is clipped to a rounded rectangle. Clamped to 0…half the shorter side; NaN
    /// is read as 0.
    var cornerRadius: Double
    /// Stacking order: ``Canvas/draw(_:)-([RasterLayer])`` draws lower values first (behind);
    /// equal values keep their order in the array, like sibling subviews. Default 0.
    var zIndex: Double
    /// The part of the texture shown, in unit coordinates of the texture (`CALayer.contentsRect`;
    /// default `(0, 0, 1, 1)`, the whole texture): that sub-rectangle is stretched over the
    /// layer's bounds. Many layers can share one texture and show different parts of it (the
    /// tiles of a shattered screen). Parts outside 0…1 repeat the texture's edge texels; a
    /// rectangle with a non-finite value or a side that is not positive shows the whole texture.
    var contentsRect: CGRect

    /// Creates a layer to draw.
    init(
        texture: LayerTexture, size: CGSize? = nil, transform: Homography, alpha: Double = 1, cornerRadius: Double = 0, zIndex: Double = 0,
        contentsRect: CGRect = RasterLayer.wholeContents
    ) {
        self.texture = texture
        self.size = size ?? texture.size
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.zIndex = zIndex
        self.contentsRect = contentsRect
    }

    /// The whole texture, `(0, 0, 1, 1)`: ``contentsRect``'s default.
    static let wholeContents = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// ``contentsRect`` made usable: the whole texture when it has a non-finite value or a side
    /// that is not positive.
    var safeContentsRect: CGRect {
        let r = contentsRect
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite, r.size.height.isFinite, r.size.width > 0, r.size.height > 0 else {
            return Self.wholeContents
        }
        return r
    }
}
