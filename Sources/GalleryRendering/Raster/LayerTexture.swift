import Foundation

/// A layer's content painted once into premultiplied texels, with a chain of half-size copies
/// (mipmaps) so that a layer drawn small still samples smoothly.
///
/// Painting is anti-aliased analytically: each texel is covered by a shape in proportion to
/// its signed distance from the shape's edge (a one-texel ramp). Render a texture once per
/// content and size and reuse it for every frame of an animation.
public struct LayerTexture: Sendable {
    /// The layer size the texture stands for, in points.
    public let size: CGSize
    /// Texels per point (e.g. 2 for a Retina-like rendering, 0.5 for a thumbnail).
    public let scale: Double
    /// Mip levels, level 0 first (full resolution); each later level halves both sides.
    let levels: [Level]

    struct Level: Sendable {
        let width: Int
        let height: Int
        let texels: [SIMD4<Float>]
    }

    /// Paints `content` into a texture for a layer of `size` points at `scale` texels per point.
    ///
    /// - Throws: ``CanvasError/invalidSize(width:height:)`` when a side of `size` is not finite
    ///   and positive, when `scale` is not finite and positive, or when the texture would exceed
    ///   ``Canvas/maximumDimension`` texels on a side.
    public init(content: LayerContent, size: CGSize, scale: Double = 1) throws(CanvasError) {
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0, scale.isFinite, scale > 0,
              w * scale <= Double(Canvas.maximumDimension), h * scale <= Double(Canvas.maximumDimension) else {
            throw .invalidSize(width: w * (scale.isFinite ? scale : 1), height: h * (scale.isFinite ? scale : 1))
        }
        self.size = size
        self.scale = scale
        let width = max(1, Int((w * scale).rounded(.up)))
        let height = max(1, Int((h * scale).rounded(.up)))
        var texels = [SIMD4<Float>](repeating: content.background.premultiplied, count: width * height)
        for primitive in content.primitives {
            for shape in primitive.shapes {
                Self.paint(shape, into: &texels, width: width, height: height, scale: scale)
            }
        }
        var levels = [Level(width: width, height: height, texels: texels)]
        while let last = levels.last, last.width > 1 || last.height > 1, levels.count < 12 {
            levels.append(Self.halved(last))
        }
        self.levels = levels
    }

    /// Samples the texture at a point of the layer (points), bilinearly, from the mip level that
    /// suits `texelsPerPixel` (how many level-0 texels one output pixel spans; ≤ 1 uses level 0).
    /// Points outside the layer repeat the nearest edge texel.
    @inline(__always)
    func sample(x: Double, y: Double, texelsPerPixel: Double) -> SIMD4<Float> {
        var index = 0
        if texelsPerPixel > 1.5 {
            index = min(levels.count - 1, Int(log2(texelsPerPixel) + 0.5))
        }
        let level = levels[index]
        let factor = scale / Double(1 << index)
        let u = x * factor - 0.5, v = y * factor - 0.5
        let fx = u.rounded(.down), fy = v.rounded(.down)
        let tx = Float(u - fx), ty = Float(v - fy)
        let x0 = Self.clamp(Int(fx), level.width), x1 = Self.clamp(Int(fx) + 1, level.width)
        let y0 = Self.clamp(Int(fy), level.height), y1 = Self.clamp(Int(fy) + 1, level.height)
        let top = level.texels[y0 * level.width + x0] * (1 - tx) + level.texels[y0 * level.width + x1] * tx
        let bottom = level.texels[y1 * level.width + x0] * (1 - tx) + level.texels[y1 * level.width + x1] * tx
        return top * (1 - ty) + bottom * ty
    }

    @inline(__always)
    private static func clamp(_ i: Int, _ count: Int) -> Int {
        i < 0 ? 0 : (i >= count ? count - 1 : i)
    }

    private static func paint(_ shape: RoundedRectShape, into texels: inout [SIMD4<Float>], width: Int, height: Int, scale: Double) {
        let rect = shape.rect
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
              shape.cornerRadius.isFinite else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, shape.color.alpha > 0 else { return }
        let ox = Double(r.minX), oy = Double(r.minY), rw = Double(r.width), rh = Double(r.height)
        let radius = Double(shape.cornerRadius)
        let x0 = max(0, Int((ox * scale).rounded(.down)) - 1), x1 = min(width, Int(((ox + rw) * scale).rounded(.up)) + 1)
        let y0 = max(0, Int((oy * scale).rounded(.down)) - 1), y1 = min(height, Int(((oy + rh) * scale).rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        let source = shape.color.premultiplied
        texels.withUnsafeMutableBufferPointer { buffer in
            for ty in y0..<y1 {
                let py = (Double(ty) + 0.5) / scale - oy
                for tx in x0..<x1 {
                    let px = (Double(tx) + 0.5) / scale - ox
                    let distance = RoundedRectShape.signedDistance(x: px, y: py, width: rw, height: rh, radius: radius) * scale
                    let coverage = Float(min(max(0.5 - distance, 0), 1))
                    guard coverage > 0 else { continue }
                    let s = source * coverage
                    let i = ty * width + tx
                    buffer[i] = s + buffer[i] * (1 - s.w)
                }
            }
        }
    }

    private static func halved(_ level: Level) -> Level {
        let width = max(1, (level.width + 1) / 2), height = max(1, (level.height + 1) / 2)
        var texels = [SIMD4<Float>](repeating: .zero, count: width * height)
        for y in 0..<height {
            let sy0 = min(y * 2, level.height - 1), sy1 = min(y * 2 + 1, level.height - 1)
            for x in 0..<width {
                let sx0 = min(x * 2, level.width - 1), sx1 = min(x * 2 + 1, level.width - 1)
                let sum = level.texels[sy0 * level.width + sx0] + level.texels[sy0 * level.width + sx1]
                    + level.texels[sy1 * level.width + sx0] + level.texels[sy1 * level.width + sx1]
                texels[y * width + x] = sum * 0.25
            }
        }
        return Level(width: width, height: height, texels: texels)
    }
}
