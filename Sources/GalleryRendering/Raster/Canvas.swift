import Foundation

/// A bitmap of premultiplied RGBA pixels that the gallery draws into and the encoders read from.
///
/// Pixel (0, 0) is the top-left corner; x grows to the right and y downwards, like UIKit's
/// coordinate space. Pixel (x, y) covers the square from (x, y) to (x + 1, y + 1), so its centre
/// is (x + 0.5, y + 0.5). Drawing composites with source-over, as Core Animation composites a
/// layer onto what lies behind it.
struct Canvas: Sendable, Equatable {
    /// The largest width or height a canvas accepts, in pixels (16 384).
    static let maximumDimension = 16_384

    /// Width in pixels (≥ 1).
    let width: Int
    /// Height in pixels (≥ 1).
    let height: Int
    /// Premultiplied RGBA, row by row from the top; `pixels[y * width + x]`.
    var pixels: [SIMD4<Float>]

    /// Creates a canvas filled with `background` (default transparent).
    ///
    /// - Throws: ``CanvasError/invalidSize(width:height:)`` when a side is below 1 or above
    ///   ``maximumDimension``; no canvas is created.
    init(width: Int, height: Int, background: CanvasColor = .clear) throws {
        guard width >= 1, height >= 1, width <= Self.maximumDimension, height <= Self.maximumDimension else {
            throw CanvasError.invalidSize(width: Double(width), height: Double(height))
        }
        self.width = width
        self.height = height
        self.pixels = Array(repeating: background.premultiplied, count: width * height)
    }

    /// The colour at pixel (x, y), un-premultiplied; coordinates outside the canvas give `.clear`.
    func color(x: Int, y: Int) -> CanvasColor {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let p = pixels[y * width + x]
        guard p.w > 0 else { return .clear }
        return CanvasColor(red: p.x / p.w, green: p.y / p.w, blue: p.z / p.w, alpha: p.w)
    }

    /// Composites a premultiplied colour onto pixel (x, y) with source-over, scaled by `coverage`
    /// (0…1). Out-of-canvas coordinates are ignored.
    @inline(__always)
    mutating func blend(premultiplied source: SIMD4<Float>, coverage: Float, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let s = source * min(coverage, 1)
        let index = y * width + x
        pixels[index] = s + pixels[index] * (1 - s.w)
    }

    /// Fills an axis-aligned rectangle of pixels with `color`, composited source-over. The
    /// rectangle is clipped to the canvas; an empty or non-finite rectangle draws nothing.
    /// Edges are snapped to whole pixels (use a layer for anti-aliased shapes).
    mutating func fill(_ rect: CGRect, with color: CanvasColor) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        let x0 = max(0, Int((Double(r.minX)).rounded()))
        let y0 = max(0, Int((Double(r.minY)).rounded()))
        let x1 = min(width, Int((Double(r.maxX)).rounded()))
        let y1 = min(height, Int((Double(r.maxY)).rounded()))
        guard x0 < x1, y0 < y1 else { return }
        let source = color.premultiplied
        for y in y0..<y1 {
            for x in x0..<x1 {
                blend(premultiplied: source, coverage: 1, x: x, y: y)
            }
        }
    }

    /// Composites another canvas onto this one with its top-left corner at pixel (x, y),
    /// source-over; the parts that fall outside this canvas are clipped.
    mutating func draw(_ image: Canvas, atX originX: Int, y originY: Int) {
        let x0 = max(0, originX), y0 = max(0, originY)
        let x1 = min(width, originX + image.width), y1 = min(height, originY + image.height)
        guard x0 < x1, y0 < y1 else { return }
        let canvasWidth = width
        pixels.withUnsafeMutableBufferPointer { target in
            let out = UnsafeMutableRawPointer(target.baseAddress!).assumingMemoryBound(to: Float.self)
            image.pixels.withUnsafeBufferPointer { source in
                let input = UnsafeRawPointer(source.baseAddress!).assumingMemoryBound(to: Float.self)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let s = input + ((y - originY) * image.width + (x - originX)) * 4
                        let d = out + (y * canvasWidth + x) * 4
                        let keep = 1 - s[3]
                        for c in 0..<4 { d[c] = s[c] + d[c] * keep }
                    }
                }
            }
        }
    }

    /// The pixels as straight-alpha RGBA bytes, row by row from the top (4 × width × height bytes),
    /// as PNG stores them.
    func rgba8() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixels.count * 4)
        pixels.withUnsafeBufferPointer { buffer in
            let floats = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: Float.self)
            bytes.withUnsafeMutableBufferPointer { out in
                for i in 0..<buffer.count {
                    let a = floats[i * 4 + 3]
                    guard a > 0 else { continue }
                    out[i * 4] = CanvasColor.byte(floats[i * 4] / a)
                    out[i * 4 + 1] = CanvasColor.byte(floats[i * 4 + 1] / a)
                    out[i * 4 + 2] = CanvasColor.byte(floats[i * 4 + 2] / a)
                    out[i * 4 + 3] = CanvasColor.byte(a)
                }
            }
        }
        return bytes
    }

    /// The pixels as opaque RGB bytes (3 × width × height), each composited over `matte` first;
    /// what a GIF frame can store.
    func rgb8(over matte: CanvasColor = .white) -> [UInt8] {
        let m = matte.premultiplied
        var bytes = [UInt8](repeating: 0, count: pixels.count * 3)
        pixels.withUnsafeBufferPointer { buffer in
            let floats = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: Float.self)
            bytes.withUnsafeMutableBufferPointer { out in
                for i in 0..<buffer.count {
                    let keep = 1 - floats[i * 4 + 3]
                    out[i * 3] = CanvasColor.byte(floats[i * 4] + m.x * keep)
                    out[i * 3 + 1] = CanvasColor.byte(floats[i * 4 + 1] + m.y * keep)
                    out[i * 3 + 2] = CanvasColor.byte(floats[i * 4 + 2] + m.z * keep)
                }
            }
        }
        return bytes
    }
}
