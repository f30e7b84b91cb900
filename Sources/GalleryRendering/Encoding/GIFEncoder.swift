import Foundation

/// Writes frames as an animated GIF89a that loops (NETSCAPE2.0 extension), with one global
/// palette chosen by ``ColorQuantizer`` over all frames so that colours do not flicker.
///
/// Each frame after the first stores only the rectangle of pixels that changed since the
/// previous frame (disposal "do not dispose"), which keeps animations of mostly-still screens
/// small; an unchanged frame stores a single pixel so that the frame count and timing are kept.
/// GIF has no partial transparency: frames are composited over a matte colour first.
enum GIFEncoder {
    /// The GIF for `frames`, all of the same size.
    ///
    /// - Parameters:
    ///   - frames: the animation, first frame first.
    ///   - delays: how long each frame shows, in seconds; one value per frame, or a single value
    ///     for all. GIF counts in hundredths of a second: delays are rounded so that the running
    ///     total stays on time (1/30 s frames become 3, 3, 4, 3, 3, 4… hundredths), and each is
    ///     clamped to 0.02…655.35 s (browsers show shorter delays as 0.1 s); NaN or ±∞ become 0.1 s.
    ///   - loopCount: how many times to play, 0 (the default) meaning forever; clamped to 0…65 535.
    ///   - matte: the colour behind translucent pixels (default white).
    ///   - maximumColors: palette size, clamped to 2…256 (default 256).
    /// - Throws: ``CanvasError/noFrames`` for no frames, ``CanvasError/mismatchedFrameSizes`` when
    ///   sizes differ or the number of delays is neither 1 nor the number of frames, and
    ///   ``CanvasError/invalidSize(width:height:)`` for sides over 65 535 pixels.
    static func encode(
        frames: [Canvas], delays: [Double], loopCount: Int = 0, matte: CanvasColor = .white, maximumColors: Int = 256
    ) throws -> [UInt8] {
        guard let first = frames.first else { throw CanvasError.noFrames }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }),
              delays.count == 1 || delays.count == frames.count else { throw CanvasError.mismatchedFrameSizes }
        guard first.width <= 65_535, first.height <= 65_535 else {
            throw CanvasError.invalidSize(width: Double(first.width), height: Double(first.height))
        }
        let width = first.width, height = first.height
        let rgbFrames = frames.map { $0.rgb8(over: matte) }
        let pixelCount = width * height
        let stride = max(1, pixelCount * frames.count / 2_000_000)
        let palette = ColorQuantizer.medianCut(rgbImages: rgbFrames, maximumColors: min(max(maximumColors, 2), 256), sampleStride: stride)
        var tableBits = 1
        while (1 << tableBits) < palette.colors.count { tableBits += 1 }
        let tableSize = 1 << tableBits

        var out = Array("GIF89a".utf8)
        appendUInt16(width, to: &out)
        appendUInt16(height, to: &out)
        out.append(0x80 | UInt8(7 << 4) | UInt8(tableBits - 1)) // global table, 8-bit colour resolution
        out.append(0) // background colour index
        out.append(0) // pixel aspect ratio: unspecified
        for i in 0..<tableSize {
            let c = i < palette.colors.count ? palette.colors[i] : SIMD3<UInt8>(0, 0, 0)
            out.append(contentsOf: [c.x, c.y, c.z])
        }
        // NETSCAPE2.0 application extension: loop count.
        out.append(contentsOf: [0x21, 0xFF, 0x0B])
        out.append(contentsOf: Array("NETSCAPE2.0".utf8))
        out.append(contentsOf: [0x03, 0x01])
        appendUInt16(min(max(loopCount, 0), 65_535), to: &out)
        out.append(0x00)

        var cache = NearestColorCache()
        var previous: [UInt8]? = nil
        let frameDelays = Self.centiseconds(frames.indices.map { delays.count == 1 ? delays[0] : delays[$0] })
        for (frameIndex, rgb) in rgbFrames.enumerated() {
            let indices = palette.indices(ofRGB: rgb, cache: &cache)
            let rect = previous.map { changedRect(from: $0, to: indices, width: width, height: height) }
                ?? (x: 0, y: 0, width: width, height: height)
            previous = indices
            // Graphic control extension: disposal 1 (leave in place), no transparency, delay.
            out.append(contentsOf: [0x21, 0xF9, 0x04, 0x04])
            appendUInt16(frameDelays[frameIndex], to: &out)
            out.append(contentsOf: [0x00, 0x00])
            // Image descriptor, no local table, not interlaced.
            out.append(0x2C)
            appendUInt16(rect.x, to: &out)
            appendUInt16(rect.y, to: &out)
            appendUInt16(rect.width, to: &out)
            appendUInt16(rect.height, to: &out)
            out.append(0x00)
            var sub = [UInt8]()
            sub.reserveCapacity(rect.width * rect.height)
            for y in rect.y..<(rect.y + rect.height) {
                sub.append(contentsOf: indices[(y * width + rect.x)..<(y * width + rect.x + rect.width)])
            }
            let codeSize = max(2, tableBits)
            out.append(UInt8(codeSize))
            let data = LZWEncoder.encode(sub, minimumCodeSize: codeSize)
            var start = 0
            while start < data.count {
                let end = min(start + 255, data.count)
                out.append(UInt8(end - start))
                out.append(contentsOf: data[start..<end])
                start = end
            }
            out.append(0x00) // block terminator
        }
        out.append(0x3B) // trailer
        return out
    }

    /// Delays in seconds as GIF's hundredths, rounding the running total rather than each delay
    /// so that long animations keep their duration; each clamped to 2…65 535, non-finite → 10.
    static func centiseconds(_ seconds: [Double]) -> [Int] {
        var elapsed = 0.0, emitted = 0
        return seconds.map { delay in
            guard delay.isFinite else { return centiseconds(delay) }
            elapsed += max(delay, 0) * 100
            let value = min(max(Int(elapsed.rounded()) - emitted, 2), 65_535)
            emitted += value
            return value
        }
    }

    /// A delay in seconds as GIF's hundredths, clamped to 2…65 535; non-finite → 10.
    static func centiseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite else { return 10 }
        return Int(min(max((seconds * 100).rounded(), 2), 65_535))
    }

    /// The smallest rectangle holding every pixel that differs; a single pixel at the origin when
    /// nothing differs.
    static func changedRect(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where old[row + x] != new[row + x] {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func appendUInt16(_ value: Int, to out: inout [UInt8]) {
        out.append(UInt8(value & 0xFF))
        out.append(UInt8((value >> 8) & 0xFF))
    }
}
