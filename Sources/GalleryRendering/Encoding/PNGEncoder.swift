import Foundation

/// Writes a ``Canvas`` as a PNG file (RGBA, 8 bits per channel, non-interlaced).
///
/// Each row is filtered with whichever of the five PNG filters (None, Sub, Up, Average, Paeth)
/// gives the smallest sum of absolute differences — the usual heuristic — and the filtered rows
/// are compressed with ``Zlib``. Chunks carry their CRC-32.
enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file for `canvas`, with straight (un-premultiplied) alpha.
    static func encode(_ canvas: Canvas, strategy: Deflate.Strategy = .smallest) -> [UInt8] {
        encode(rgba: canvas.rgba8(), width: canvas.width, height: canvas.height, strategy: strategy)
    }

    /// The PNG file for RGBA bytes (4 × width × height, rows from the top, straight alpha).
    /// A size that does not match the byte count is a programming error and traps.
    static func encode(rgba: [UInt8], width: Int, height: Int, strategy: Deflate.Strategy = .smallest) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "RGBA byte count must be 4 × width × height")
        var header: [UInt8] = []
        header.append(contentsOf: bigEndian(UInt32(width)))
        header.append(contentsOf: bigEndian(UInt32(height)))
        header.append(contentsOf: [8, 6, 0, 0, 0]) // depth 8, colour type 6 (RGBA), deflate, adaptive filters, no interlace
        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", Zlib.compress(filtered(rgba: rgba, width: width, height: height), strategy: strategy), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// The filtered scanlines: each row prefixed with its filter type byte.
    static func filtered(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var out = [UInt8](repeating: 0, count: (stride + 1) * height)
        var candidates = [UInt8](repeating: 0, count: stride * 5)
        let zeros = [UInt8](repeating: 0, count: stride)
        // Raw pointers: every byte is filtered five ways, and this must stay fast in debug builds.
        rgba.withUnsafeBufferPointer { pixelBuffer in
            zeros.withUnsafeBufferPointer { zeroBuffer in
                candidates.withUnsafeMutableBufferPointer { candidateBuffer in
                    out.withUnsafeMutableBufferPointer { outBuffer in
                        let pixels = pixelBuffer.baseAddress!, lines = candidateBuffer.baseAddress!, output = outBuffer.baseAddress!
                        for y in 0..<height {
                            let row = pixels + y * stride
                            let above = y > 0 ? pixels + (y - 1) * stride : zeroBuffer.baseAddress!
                            var score0 = 0, score1 = 0, score2 = 0, score3 = 0, score4 = 0
                            for i in 0..<stride {
                                let x = Int(row[i])
                                let a = i >= 4 ? Int(row[i - 4]) : 0
                                let b = Int(above[i])
                                let c = i >= 4 ? Int(above[i - 4]) : 0
                                let p = a + b - c
                                let pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p
                                let paeth = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
                                let values = (x, x - a, x - b, x - (a + b) / 2, x - paeth)
                                let v0 = UInt8(truncatingIfNeeded: values.0), v1 = UInt8(truncatingIfNeeded: values.1)
                                let v2 = UInt8(truncatingIfNeeded: values.2), v3 = UInt8(truncatingIfNeeded: values.3)
                                let v4 = UInt8(truncatingIfNeeded: values.4)
                                lines[i] = v0; lines[stride + i] = v1; lines[2 * stride + i] = v2
                                lines[3 * stride + i] = v3; lines[4 * stride + i] = v4
                                score0 += v0 < 128 ? Int(v0) : 256 - Int(v0)
                                score1 += v1 < 128 ? Int(v1) : 256 - Int(v1)
                                score2 += v2 < 128 ? Int(v2) : 256 - Int(v2)
                                score3 += v3 < 128 ? Int(v3) : 256 - Int(v3)
                                score4 += v4 < 128 ? Int(v4) : 256 - Int(v4)
                            }
                            let scores = [score0, score1, score2, score3, score4]
                            var best = 0
                            for filter in 1..<5 where scores[filter] < scores[best] { best = filter }
                            let target = output + y * (stride + 1)
                            target[0] = UInt8(best)
                            (target + 1).update(from: lines + best * stride, count: stride)
                        }
                    }
                }
            }
        }
        return out
    }

    /// The Paeth predictor of PNG: whichever of left, above and upper-left is closest to
    /// left + above − upper-left (ties in that order).
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        var crc = CRC32()
        crc.update(with: typeBytes)
        crc.update(with: data)
        file.append(contentsOf: bigEndian(crc.value))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
