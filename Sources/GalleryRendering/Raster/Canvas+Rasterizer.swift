import Foundation

extension Canvas {
    /// Draws layers back to front: sorted by ``RasterLayer/zIndex`` (stable, so equal values keep
    /// their array order, like sibling subviews), each composited source-over onto what is
    /// already drawn.
    public mutating func draw(_ layers: [RasterLayer]) {
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
    /// inverse of its homography, its colour is sampled from the texture (bilinear, mipmapped),
    /// multiplied by the layer's alpha and by the pixel's coverage, and composited source-over.
    ///
    /// Coverage is exact inside the layer and supersampled (4 × 4) on pixels that straddle the
    /// layer's rounded outline, which anti-aliases edges under any transform. Parts of the layer at
    /// or behind the eye of a perspective (homogeneous w ≤ ``Homography/minimumW``) are clipped.
    /// A layer with alpha 0 (or NaN), non-finite or singular transform draws nothing.
    public mutating func draw(_ layer: RasterLayer) {
        let alpha = layer.alpha.isNaN ? 0 : min(max(layer.alpha, 0), 1)
        let map = layer.transform
        guard alpha > 0, map.isFinite, let inverse = map.inverted() else { return }
        let layerWidth = Double(layer.texture.size.width), layerHeight = Double(layer.texture.size.height)
        let radius = layer.cornerRadius.isFinite ? min(max(layer.cornerRadius, 0), min(layerWidth, layerHeight) / 2) : 0
        guard let bounds = Self.visibleBounds(of: map, width: layerWidth, height: layerHeight) else { return }
        let x0 = max(0, Int(bounds.minX.rounded(.down)) - 1), x1 = min(width, Int(bounds.maxX.rounded(.up)) + 1)
        let y0 = max(0, Int(bounds.minY.rounded(.down)) - 1), y1 = min(height, Int(bounds.maxY.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        let texture = layer.texture
        let textureScale = texture.scale
        let alphaF = Float(alpha)
        let canvasWidth = width

        /// The layer point under a canvas point, or nil when that point is behind the eye.
        @inline(__always)
        func local(_ cx: Double, _ cy: Double) -> (x: Double, y: Double, u: Double, v: Double, s: Double)? {
            let h = inverse.homogeneous(x: cx, y: cy)
            guard h.z != 0 else { return nil }
            let lx = h.x / h.z, ly = h.y / h.z
            guard lx.isFinite, ly.isFinite, lx * map.m13 + ly * map.m23 + map.m33 > Homography.minimumW else { return nil }
            return (lx, ly, h.x, h.y, h.z)
        }

        pixels.withUnsafeMutableBufferPointer { buffer in
            for py in y0..<y1 {
                for px in x0..<x1 {
                    let cx = Double(px) + 0.5, cy = Double(py) + 0.5
                    guard let p = local(cx, cy) else { continue }
                    let distance = RoundedRectShape.signedDistance(x: p.x, y: p.y, width: layerWidth, height: layerHeight, radius: radius)
                    // Points of the layer per canvas pixel, from the Jacobian of the inverse map.
                    let s2 = p.s * p.s
                    let dxdX = (inverse.m11 * p.s - p.u * inverse.m13) / s2, dydX = (inverse.m12 * p.s - p.v * inverse.m13) / s2
                    let dxdY = (inverse.m21 * p.s - p.u * inverse.m23) / s2, dydY = (inverse.m22 * p.s - p.v * inverse.m23) / s2
                    let footprint = max((dxdX * dxdX + dydX * dydX).squareRoot(), (dxdY * dxdY + dydY * dydY).squareRoot())
                    guard distance <= footprint else { continue }
                    var coverage: Float = 1
                    if distance > -footprint {
                        var inside = 0
                        for sy in 0..<4 {
                            for sx in 0..<4 {
                                let sub = local(Double(px) + (Double(sx) + 0.5) / 4, Double(py) + (Double(sy) + 0.5) / 4)
                                if let q = sub,
                                   RoundedRectShape.signedDistance(x: q.x, y: q.y, width: layerWidth, height: layerHeight, radius: radius) <= 0 {
                                    inside += 1
                                }
                            }
                        }
                        coverage = Float(inside) / 16
                        guard inside > 0 else { continue }
                    }
                    let sx = min(max(p.x, 0), layerWidth), sy = min(max(p.y, 0), layerHeight)
                    let color = texture.sample(x: sx, y: sy, texelsPerPixel: footprint * textureScale)
                    let source = color * (alphaF * coverage)
                    let index = py * canvasWidth + px
                    buffer[index] = source + buffer[index] * (1 - source.w)
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
