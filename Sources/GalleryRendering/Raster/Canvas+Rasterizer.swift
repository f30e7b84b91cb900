import Foundation

extension Canvas {
    /// Draws layers back to front: sorted by ``RasterLayer/zIndex`` (stable, so equal values keep
    /// their array order, like sibling subviews), each composited source-over onto what is
    /// already drawn.
    mutating func draw(_ layers: [RasterLayer]) {
        let ordered = layers.enumerated().sorted { a, b in
            let za = a.element.zIndex.isNaN ? 0 : a.element.zIndex
            let zb = b.element.zIndex.isNaN ? 0 : b.element.zIndex
            return za != zb ? za < zb : a.offset < b.offset
        }
        for (_, layer) in ordered {
            draw(layer)
        }
    }

    /// Draws one layer: every canvas pixel the layer covers is mapped back into the layer by the
    /// inverse of its homography, its colour is sampled from the layer's
    /// ``RasterLayer/contentsRect`` of the texture (bilinear, mipmapped),
    /// multiplied by the layer's alpha and by the pixel's coverage, and composited source-over.
    ///
    /// Coverage is exact inside the layer and supersampled (4 × 4) on pixels that straddle the
    /// layer's rounded outline, which anti-aliases edges under any transform. Parts of the layer at
    /// or behind the eye of a perspective (homogeneous w ≤ ``Homography/minimumW``) are clipped.
    /// A layer with alpha 0 (or NaN), an empty or non-finite size, or a non-finite or singular
    /// transform draws nothing.
    mutating func draw(_ layer: RasterLayer) {
        let alpha = layer.alpha.isNaN ? 0 : min(max(layer.alpha, 0), 1)
        let map = layer.transform
        guard alpha > 0, map.isFinite, let inverse = map.inverted() else { return }
        let layerWidth = Double(layer.size.width), layerHeight = Double(layer.size.height)
        guard layerWidth.isFinite, layerHeight.isFinite, layerWidth > 0, layerHeight > 0 else { return }
        // Texture points per layer point on each axis (the contents rectangle of the texture is
        // stretched over the bounds), and where that rectangle starts in the texture (points).
        let contents = layer.safeContentsRect
        let textureWidth = Double(layer.texture.size.width), textureHeight = Double(layer.texture.size.height)
        let stretchX = textureWidth * Double(contents.size.width) / layerWidth, stretchY = textureHeight * Double(contents.size.height) / layerHeight
        let offsetX = textureWidth * Double(contents.origin.x), offsetY = textureHeight * Double(contents.origin.y)
        let radius = layer.cornerRadius.isFinite ? min(max(layer.cornerRadius, 0), min(layerWidth, layerHeight) / 2) : 0
        guard let bounds = Self.visibleBounds(of: map, width: layerWidth, height: layerHeight) else { return }
        let x0 = max(0, Int(bounds.minX.rounded(.down)) - 1), x1 = min(width, Int(bounds.maxX.rounded(.up)) + 1)
        let y0 = max(0, Int(bounds.minY.rounded(.down)) - 1), y1 = min(height, Int(bounds.maxY.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        let texture = layer.texture
        let textureScale = texture.scale * max(stretchX, stretchY)
        let textureBaseScale = texture.scale
        let alphaF = Float(alpha)
        let canvasWidth = width
        let i11 = inverse.m11, i12 = inverse.m12, i13 = inverse.m13
        let i21 = inverse.m21, i22 = inverse.m22, i23 = inverse.m23
        let i31 = inverse.m31, i32 = inverse.m32, i33 = inverse.m33
        let f13 = map.m13, f23 = map.m23, f33 = map.m33
        let minimumW = Homography.minimumW
        // Scalar code on raw pointers: this loop runs for every covered pixel of every frame, and
        // must stay fast in debug builds too.
        let levels = texture.levels
        let levelCount = levels.count
        let thresholds = LayerTexture.mipThresholds(count: levelCount)
        // An affine inverse (no perspective) has the same homogeneous w, Jacobian, footprint and
        // mip level at every pixel: computed once, exactly as the per-pixel formulas give them
        // (`hx * i13` and `cx * i13 + cy * i23` are zeros there).
        let isAffine = i13 == 0 && i23 == 0
        let unitW = isAffine && i33 == 1
        var affineFootprint = 0.0
        if isAffine, i33 != 0 {
            let hz2 = i33 * i33
            let dxdX = (i11 * i33) / hz2, dydX = (i12 * i33) / hz2
            let dxdY = (i21 * i33) / hz2, dydY = (i22 * i33) / hz2
            let alongX = (dxdX * dxdX + dydX * dydX).squareRoot(), alongY = (dxdY * dxdY + dydY * dydY).squareRoot()
            affineFootprint = alongX > alongY ? alongX : alongY
        }
        let affineLevel = thresholds.withUnsafeBufferPointer {
            LayerTexture.mipLevel(texelsPerPixel: affineFootprint * textureScale, thresholds: $0.baseAddress!, count: levelCount)
        }
        pixels.withUnsafeMutableBufferPointer { canvasBuffer in
            let canvasFloats = UnsafeMutableRawPointer(canvasBuffer.baseAddress!).assumingMemoryBound(to: Float.self)
            texture.storage.withUnsafeBufferPointer { textureBuffer in
                let texels = textureBuffer.baseAddress!
                levels.withUnsafeBufferPointer { levelBuffer in
                  thresholds.withUnsafeBufferPointer { thresholdBuffer in
                    let thresholdValues = thresholdBuffer.baseAddress!
                    var color: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    withUnsafeMutableBytes(of: &color) { colorBytes in
                        let sampled = colorBytes.baseAddress!.assumingMemoryBound(to: Float.self)
                        for py in y0..<y1 {
                            for px in x0..<x1 {
                                let cx = Double(px) + 0.5, cy = Double(py) + 0.5
                                let hx = cx * i11 + cy * i21 + i31, hy = cx * i12 + cy * i22 + i32, hz = cx * i13 + cy * i23 + i33
                                guard hz != 0 else { continue }
                                // x / 1 is x: most layers' inverse maps are affine with w = 1.
                                let lx = unitW ? hx : hx / hz, ly = unitW ? hy : hy / hz
                                // In front of the eye (this comparison is also false for NaN).
                                guard lx * f13 + ly * f23 + f33 > minimumW else { continue }
                                let distance = RoundedRectShape.signedDistance(x: lx, y: ly, width: layerWidth, height: layerHeight, radius: radius)
                                // Layer points per canvas pixel, from the Jacobian of the inverse map.
                                let footprint: Double
                                if isAffine {
                                    footprint = affineFootprint
                                } else {
                                    let hz2 = hz * hz
                                    let dxdX = (i11 * hz - hx * i13) / hz2, dydX = (i12 * hz - hy * i13) / hz2
                                    let dxdY = (i21 * hz - hx * i23) / hz2, dydY = (i22 * hz - hy * i23) / hz2
                                    let alongX = (dxdX * dxdX + dydX * dydX).squareRoot(), alongY = (dxdY * dxdY + dydY * dydY).squareRoot()
                                    footprint = alongX > alongY ? alongX : alongY
                                }
                                guard distance <= footprint else { continue }
                                var coverage: Float = 1
                                if distance > -footprint {
                                    var inside = 0
                                    for sy in 0..<4 {
                                        let sampleY = Double(py) + (Double(sy) + 0.5) / 4
                                        for sx in 0..<4 {
                                            let sampleX = Double(px) + (Double(sx) + 0.5) / 4
                                            let sz = sampleX * i13 + sampleY * i23 + i33
                                            guard sz != 0 else { continue }
                                            let qx = (sampleX * i11 + sampleY * i21 + i31) / sz, qy = (sampleX * i12 + sampleY * i22 + i32) / sz
                                            guard qx * f13 + qy * f23 + f33 > minimumW else { continue }
                                            if RoundedRectShape.signedDistance(x: qx, y: qy, width: layerWidth, height: layerHeight, radius: radius) <= 0 {
                                                inside += 1
                                            }
                                        }
                                    }
                                    guard inside > 0 else { continue }
                                    coverage = Float(inside) / 16
                                }
                                let levelIndex = isAffine
                                    ? affineLevel
                                    : LayerTexture.mipLevel(texelsPerPixel: footprint * textureScale, thresholds: thresholdValues, count: levelCount)
                                let clampedX = lx < 0 ? 0 : (lx > layerWidth ? layerWidth : lx)
                                let clampedY = ly < 0 ? 0 : (ly > layerHeight ? layerHeight : ly)
                                LayerTexture.sample(
                                    texels, level: levelBuffer[levelIndex], factor: textureBaseScale / Double(1 << levelIndex),
                                    x: offsetX + clampedX * stretchX, y: offsetY + clampedY * stretchY, into: sampled
                                )
                                let weight = alphaF * coverage
                                let destination = canvasFloats + (py * canvasWidth + px) * 4
                                let keep = 1 - sampled[3] * weight
                                destination[0] = sampled[0] * weight + destination[0] * keep
                                destination[1] = sampled[1] * weight + destination[1] * keep
                                destination[2] = sampled[2] * weight + destination[2] * keep
                                destination[3] = sampled[3] * weight + destination[3] * keep
                            }
                        }
                    }
                  }
                }
            }
        }
    }

    /// The bounding box, in canvas coordinates, of the part of the layer rectangle in front of
    /// the eye (w > minimumW), found by clipping the rectangle in homogeneous space; nil when
    /// nothing is in front.
    static func visibleBounds(of map: Homography, width: Double, height: Double) -> CGRect? {
        let corners = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)].map { map.homogeneous(x: $0.0, y: $0.1) }
        let limit = Homography.minimumW * 2
        var clipped: [SIMD3<Double>] = []
        for i in 0..<corners.count {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            let aIn = a.z > limit, bIn = b.z > limit
            if aIn { clipped.append(a) }
            if aIn != bIn {
                let t = (limit - a.z) / (b.z - a.z)
                clipped.append(a + (b - a) * t)
            }
        }
        guard !clipped.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for h in clipped {
            let x = h.x / h.z, y = h.y / h.z
            guard x.isFinite, y.isFinite else { continue }
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        // Keep the box within a sane range so pixel loops never see huge integers.
        let bound = Double(Canvas.maximumDimension) * 4
        return CGRect(
            x: max(minX, -bound), y: max(minY, -bound),
            width: min(maxX, bound) - max(minX, -bound), height: min(maxY, bound) - max(minY, -bound)
        )
    }
}
