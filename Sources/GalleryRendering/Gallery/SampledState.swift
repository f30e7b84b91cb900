import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint in a default argument must be imported directly on Apple platforms
#endif

/// A participant's state in one sample, in `CALayer` terms: the untransformed frame, the anchor
/// point, a 3D transform applied about it, opacity, corner radius and stacking order.
package struct SampledState: Sendable, Equatable {
    /// The untransformed frame in container points (bounds size at the layer's position).
    package var frame: CGRect
    /// The anchor point in unit coordinates of the bounds (default 0.5, 0.5).
    package var anchorPoint: CGPoint
    /// The 3D transform applied about the anchor: 16 values `m11, m12, m13, m14, m21, … m44` of
    /// a `CATransform3D` (row vectors, m34 perspective) — the argument order of CSS `matrix3d`.
    /// A count other than 16 is replaced by the identity.
    package var transform: [Double]
    /// Opacity 0…1.
    package var alpha: Double
    /// Corner radius in points (content clipped to it).
    package var cornerRadius: Double
    /// Stacking order: higher draws in front.
    package var zIndex: Double

    /// The identity transform's 16 values.
    package static let identityTransform: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// Creates a state; a `transform` without exactly 16 values becomes the identity.
    package init(
        frame: CGRect, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), transform: [Double] = SampledState.identityTransform,
        alpha: Double = 1, cornerRadius: Double = 0, zIndex: Double = 0
    ) {
        self.frame = frame
        self.anchorPoint = anchorPoint
        self.transform = transform.count == 16 ? transform : Self.identityTransform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.zIndex = zIndex
    }
}

extension SampledState {
    /// The map from the participant's own bounds coordinates (points, origin top-left) to canvas
    /// pixels at `scale` pixels per point, as Core Animation composes it: move the anchor point
    /// to the origin, apply the transform (restricted to the plane z = 0, perspective included),
    /// move to the layer's position (the anchor's place in the container), then scale.
    /// A transform array without 16 values is read as the identity.
    func homography(scale: Double) -> Homography {
        let t = transform.count == 16 ? transform : Self.identityTransform
        let width = Double(frame.width), height = Double(frame.height)
        let anchorX = Double(anchorPoint.x) * width, anchorY = Double(anchorPoint.y) * height
        let transform3D = Homography(transform3DM11: t[0], m12: t[1], m14: t[3], m21: t[4], m22: t[5], m24: t[7], m41: t[12], m42: t[13], m44: t[15])
        return Homography.translation(x: -anchorX, y: -anchorY)
            .concatenating(transform3D)
            .concatenating(.translation(x: Double(frame.minX) + anchorX, y: Double(frame.minY) + anchorY))
            .concatenating(.scale(x: scale, y: scale))
    }
}
