import Foundation

/// A layer's content painted once into premultiplied texels, with a chain of half-size copies
/// (mipmaps) so that a layer drawn small still samples smoothly.
///
/// Painting is anti-aliased analytically: each texel is covered by a shape in proportion to
/// its signed distance from the shape's edge (a one-texel ramp). Render a texture once per
/// content and size and reuse it for every frame of an animation.
struct LayerTexture: Sendable {
    /// The layer size the texture stands for, in points.
    let size: CGSize
    /// Texels per point (e.g. 2 for a Retina-like rendering, 0.5 for a thumbnail).
    let scale: Double
    /// Mip levels, level 0 first (full resolution); each later level halves both sides.
    let levels: [Level]
    /// Every level's premultiplied RGBA floats, one after the other (4 per texel), so that the
    /// rasterizer reaches all levels through one buffer.
    let storage: [Float]

    /// Where one mip level lives in ``storage``.
    struct Level: Sendable {
        let width: Int
        let height: Int
        /// Index in ``LayerTexture/storage`` of the level's first float.
        let offset: Int
    }

    /// Paints `content` into a texture for a layer of `size` points at `scale` texels per point.
    ///
    /// - Throws: ``CanvasError/invalidSize(width:height:)`` when a side of `size` is not finite
    ///   and positive, when `scale` is not finite and positive, or when the texture would exceed
    ///   ``Canvas/maximumDimension`` texels on a side.
    init(content: LayerContent, size: CGSize, scale: Double = 1) throws {
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0, scale.isFinite, scale > 0,
              w * scale <= Double(Canvas.maximumDimension), h * scale <= Double(Canvas.maximumDimension) else {
            throw CanvasError.invalidSize(width: w * (scale.isFinite ? scale : 1), height: h * (scale.isFinite ? scale : 1))
        }
        self.size = size
        self.scale = scale
        var width = max(1, Int((w * scale).rounded(.up)))
        var height = max(1, Int((h * scale).rounded(.up)))
        var levels = [Level(width: width, height: height, offset: 0)]
        var total = width * height * 4
        while (width > 1 || height > 1) && levels.count < 12 {
            width = max(1, (width + 1) / 2)
            height = max(1, (height + 1) / 2)
            levels.append(Level(width: width, height: height, offset: total))
            total += width * height * 4
        }
        var storage = [Float](repeating: 0, count: total)
        let background = content.background.premultiplied
        let base = levels[0]
        storage.withUnsafeMutableBufferPointer { buffer in
            let texels = buffer.baseAddress!
            for i in 0..<(base.width * base.height) {
                texels[i * 4] = background.x
                texels[i * 4 + 1] = background.y
                texels[i * 4 + 2] = background.z
                texels[i * 4 + 3] = background.w
            }
            for primitive in content.primitives {
                for shape in primitive.shapes {
                    Self.paint(shape, into: texels, width: base.width, height: base.height, scale: scale)
                }
            }
            for index in 1..<levels.count {
                Self.halve(from: levels[index - 1], to: levels[index], in: texels)
            }
        }
        self.levels = levels
        self.storage = storage
    }

    /// The premultiplied texel (x, y) of a mip level (for tests and inspection).
    func texel(x: Int, y: Int, level: Int = 0) -> SIMD4<Float> {
        let l = levels[level]
        let i = l.offset + (y * l.width + x) * 4
        return SIMD4(storage[i], storage[i + 1], storage[i + 2], storage[i + 3])
    }

    /// The mip level that suits `texelsPerPixel` level-0 texels per output pixel (≤ 1.5 → level 0).
    @inline(__always)
    func levelIndex(texelsPerPixel: Double) -> Int {
        Self.mipThresholds(count: levels.count).withUnsafeBufferPointer {
            Self.mipLevel(texelsPerPixel: texelsPerPixel, thresholds: $0.baseAddress!, count: levels.count)
        }
    }

    /// The level boundaries for ``mipLevel(texelsPerPixel:thresholds:count:)``: `2^(k − ½)` at index
    /// `k` (index 0 unused), for `count` levels.
    static func mipThresholds(count: Int) -> [Double] {
        (0..<max(count, 1)).map { $0 == 0 ? 0 : exp2(Double($0) - 0.5) }
    }

    /// The mip level for a footprint of `texelsPerPixel` texels per pixel: 0 up to 1.5, else
    /// `min(count − 1, Int(log2(texelsPerPixel) + 0.5))` — found by comparing with `thresholds`
    /// (``mipThresholds(count:)``), with the logarithm taken only within a relative 1e-9 of a
    /// boundary, where its rounding decides. Same answer as the formula; it runs per pixel.
    @inline(__always)
    static func mipLevel(texelsPerPixel t: Double, thresholds: UnsafePointer<Double>, count: Int) -> Int {
        guard t > 1.5 else { return 0 }
        var level = 0
        var k = 1
        while k < count {
            let threshold = thresholds[k]
            if t >= threshold * (1 + 1e-9) {
                level = k
                k += 1
                continue
            }
            if t > threshold * (1 - 1e-9) {
                let exact = Int(log2(t) + 0.5)
                return exact < count - 1 ? exact : count - 1
            }
            break
        }
        return level
    }

    /// Samples the texture at a point of the layer (points), bilinearly, from mip `level`, into
    /// `out` (4 premultiplied floats). Points outside the layer repeat the nearest edge texel.
    @inline(__always)
    static func sample(_ texels: UnsafePointer<Float>, level: Level, factor: Double, x: Double, y: Double, into out: UnsafeMutablePointer<Float>) {
        let u = x * factor - 0.5, v = y * factor - 0.5
        let fx = floorFast(u), fy = floorFast(v)
        let tx = Float(u - fx), ty = Float(v - fy)
        let ix = Int(fx), iy = Int(fy)
        let lastX = level.width - 1, lastY = level.height - 1
        let x0 = ix < 0 ? 0 : (ix > lastX ? lastX : ix), x1 = ix + 1 < 0 ? 0 : (ix + 1 > lastX ? lastX : ix + 1)
        let y0 = iy < 0 ? 0 : (iy > lastY ? lastY : iy), y1 = iy + 1 < 0 ? 0 : (iy + 1 > lastY ? lastY : iy + 1)
        let row0 = texels + level.offset + y0 * level.width * 4, row1 = texels + level.offset + y1 * level.width * 4
        let w00 = (1 - tx) * (1 - ty), w10 = tx * (1 - ty), w01 = (1 - tx) * ty, w11 = tx * ty
        let a = row0 + x0 * 4, b = row0 + x1 * 4, c = row1 + x0 * 4, d = row1 + x1 * 4
        out[0] = a[0] * w00 + b[0] * w10 + c[0] * w01 + d[0] * w11
        out[1] = a[1] * w00 + b[1] * w10 + c[1] * w01 + d[1] * w11
        out[2] = a[2] * w00 + b[2] * w10 + c[2] * w01 + d[2] * w11
        out[3] = a[3] * w00 + b[3] * w10 + c[3] * w01 + d[3] * w11
    }

    /// `x.rounded(.down)`, bit for bit, without a call into the C library for the values a
    /// texture is sampled at (below 2⁵² in size): it runs twice per pixel.
    @inline(__always)
    static func floorFast(_ x: Double) -> Double {
        guard x != 0, abs(x) < 4_503_599_627_370_496 else { return x.rounded(.down) }
        let truncated = Double(Int64(x))
        return truncated > x ? truncated - 1 : truncated
    }

    /// Samples at a layer point (points) with the mip level for `texelsPerPixel` (for tests).
    func sample(x: Double, y: Double, texelsPerPixel: Double) -> SIMD4<Float> {
        let index = levelIndex(texelsPerPixel: texelsPerPixel)
        var out = [Float](repeating: 0, count: 4)
        storage.withUnsafeBufferPointer { buffer in
            out.withUnsafeMutableBufferPointer { result in
                Self.sample(buffer.baseAddress!, level: levels[index], factor: scale / Double(1 << index), x: x, y: y, into: result.baseAddress!)
            }
        }
        return SIMD4(out[0], out[1], out[2], out[3])
    }

    private static func paint(_ shape: RoundedRectShape, into texels: UnsafeMutablePointer<Float>, width: Int, height: Int, scale: Double) {
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
        let sr = source.x, sg = source.y, sb = source.z, sa = source.w
        for ty in y0..<y1 {
            let py = (Double(ty) + 0.5) / scale - oy
            for tx in x0..<x1 {
                let px = (Double(tx) + 0.5) / scale - ox
                let distance = RoundedRectShape.signedDistance(x: px, y: py, width: rw, height: rh, radius: radius) * scale
                let coverage = Float(min(max(0.5 - distance, 0), 1))
                guard coverage > 0 else { continue }
                let p = texels + (ty * width + tx) * 4
                let keep = 1 - sa * coverage
                p[0] = sr * coverage + p[0] * keep
                p[1] = sg * coverage + p[1] * keep
                p[2] = sb * coverage + p[2] * keep
                p[3] = sa * coverage + p[3] * keep
            }
        }
    }

    /// Averages 2 × 2 blocks of `source` into `target` (edges repeat the last row or column).
    private static func halve(from source: Level, to target: Level, in texels: UnsafeMutablePointer<Float>) {
        for y in 0..<target.height {
            let sy0 = min(y * 2, source.height - 1), sy1 = min(y * 2 + 1, source.height - 1)
            for x in 0..<target.width {
                let sx0 = min(x * 2, source.width - 1), sx1 = min(x * 2 + 1, source.width - 1)
                let a = texels + source.offset + (sy0 * source.width + sx0) * 4
                let b = texels + source.offset + (sy0 * source.width + sx1) * 4
                let c = texels + source.offset + (sy1 * source.width + sx0) * 4
                let d = texels + source.offset + (sy1 * source.width + sx1) * 4
                let out = texels + target.offset + (y * target.width + x) * 4
                for k in 0..<4 { out[k] = (a[k] + b[k] + c[k] + d[k]) * 0.25 }
            }
        }
    }
}
