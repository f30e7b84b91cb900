/// Chooses a palette of at most 256 colours for a set of images by median cut.
///
/// When the images hold no more distinct colours than allowed, the palette is exactly those
/// colours (sorted), so flat images round-trip losslessly. Otherwise colours are binned at
/// 5 bits per channel, and the box of bins with the widest channel range is split at its
/// pixel-weighted median along that channel until there are enough boxes; each palette colour
/// is the pixel-weighted mean of its box. Deterministic for the same input.
enum ColorQuantizer {
    /// A palette of at most `maximumColors` (clamped to 1…256) colours for RGB images (3 bytes
    /// per pixel each). `sampleStride` (≥ 1) looks at every n-th pixel to save time on large
    /// inputs; exact colours are still detected on the sampled pixels only.
    static func medianCut(rgbImages: [[UInt8]], maximumColors: Int = 256, sampleStride: Int = 1) -> ColorPalette {
        let limit = min(max(maximumColors, 1), 256)
        let stride = max(1, sampleStride)
        var histogram = [Bin](repeating: Bin(), count: 1 << 15)
        var exact = Set<UInt32>()
        var exactOverflow = false
        for image in rgbImages {
            var i = 0
            let pixelCount = image.count / 3
            while i < pixelCount {
                let r = image[i * 3], g = image[i * 3 + 1], b = image[i * 3 + 2]
                if !exactOverflow {
                    exact.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                    if exact.count > limit { exactOverflow = true }
                }
                let key = Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
                histogram[key].add(r, g, b)
                i += stride
            }
        }
        if !exactOverflow {
            let colors = exact.sorted().map { SIMD3(UInt8($0 >> 16), UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)) }
            return ColorPalette(colors: colors)
        }
        var boxes = [Box(bins: histogram.filter { $0.count > 0 })]
        while boxes.count < limit {
            guard let (index, channel) = widestSplittableBox(boxes) else { break }
            let (low, high) = boxes[index].split(along: channel)
            boxes[index] = low
            boxes.append(high)
        }
        return ColorPalette(colors: boxes.map(\.meanColor))
    }

    private static func widestSplittableBox(_ boxes: [Box]) -> (Int, Int)? {
        var best: (index: Int, channel: Int, range: Int, count: Int)?
        for (index, box) in boxes.enumerated() where box.bins.count > 1 {
            let (channel, range) = box.widestChannel
            if best == nil || range > best!.range || (range == best!.range && box.pixelCount > best!.count) {
                best = (index, channel, range, box.pixelCount)
            }
        }
        return best.map { ($0.index, $0.channel) }
    }

    /// The pixels that fell into one 5-bit-per-channel cell.
    struct Bin: Sendable {
        var count = 0
        var sum = SIMD3<Int>(0, 0, 0)

        mutating func add(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
            count += 1
            sum &+= SIMD3(Int(r), Int(g), Int(b))
        }

        /// The channel's mean value, 0…255.
        func mean(_ channel: Int) -> Int { sum[channel] / max(count, 1) }
    }

    /// A set of bins that will become one palette colour.
    struct Box: Sendable {
        var bins: [Bin]

        var pixelCount: Int { bins.reduce(0) { $0 + $1.count } }

        var widestChannel: (channel: Int, range: Int) {
            var best = (channel: 0, range: -1)
            for channel in 0..<3 {
                var low = Int.max, high = Int.min
                for bin in bins {
                    let m = bin.mean(channel)
                    low = min(low, m); high = max(high, m)
                }
                if high - low > best.range { best = (channel, high - low) }
            }
            return best
        }

        /// Two boxes, split at the pixel-weighted median of `channel`; both are non-empty.
        func split(along channel: Int) -> (Box, Box) {
            let sorted = bins.sorted { $0.mean(channel) < $1.mean(channel) }
            let half = pixelCount / 2
            var running = 0
            var cut = 1
            for (i, bin) in sorted.enumerated() {
                running += bin.count
                if running >= half { cut = i + 1; break }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            return (Box(bins: Array(sorted[..<cut])), Box(bins: Array(sorted[cut...])))
        }

        var meanColor: SIMD3<UInt8> {
            var sum = SIMD3<Int>(0, 0, 0)
            var count = 0
            for bin in bins {
                sum &+= bin.sum
                count += bin.count
            }
            let c = max(count, 1)
            return SIMD3(UInt8(sum.x / c), UInt8(sum.y / c), UInt8(sum.z / c))
        }
    }
}
