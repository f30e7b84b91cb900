import Testing
@testable import GalleryRendering
import Transitions

@Suite struct ColorQuantizerTests {
    @Test func fewColoursGiveAnExactSortedPalette() {
        let image: [UInt8] = [255, 0, 0, 0, 0, 255, 255, 0, 0, 10, 20, 30]
        let palette = ColorQuantizer.medianCut(rgbImages: [image])
        #expect(palette.colors == [SIMD3(0, 0, 255), SIMD3(10, 20, 30), SIMD3(255, 0, 0)])
    }

    @Test(arguments: [2, 16, 256])
    func manyColoursAreReducedToTheLimit(limit: Int) {
        var rng = SplitMix64(seed: UInt64(limit))
        let image = (0..<30_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let palette = ColorQuantizer.medianCut(rgbImages: [image], maximumColors: limit)
        #expect(palette.colors.count <= limit)
        #expect(palette.colors.count >= limit / 2)
        // Deterministic.
        #expect(palette == ColorQuantizer.medianCut(rgbImages: [image], maximumColors: limit))
    }

    /// A gradient quantised to 16 colours stays within a small error of the source.
    @Test func gradientErrorIsSmall() {
        let image: [UInt8] = (0..<256).flatMap { v -> [UInt8] in [UInt8(v), UInt8(v), 128] }
        let palette = ColorQuantizer.medianCut(rgbImages: [image], maximumColors: 16)
        var worst = 0
        for v in 0..<256 {
            let c = palette.colors[palette.nearestIndex(red: UInt8(v), green: UInt8(v), blue: 128)]
            worst = max(worst, abs(Int(c.x) - v))
        }
        #expect(worst <= 16)
    }

    @Test func nearestIndexAndCachedMappingAgree() {
        let palette = ColorPalette(colors: [SIMD3(0, 0, 0), SIMD3(255, 255, 255), SIMD3(255, 0, 0)])
        #expect(palette.nearestIndex(red: 200, green: 30, blue: 20) == 2)
        #expect(palette.nearestIndex(red: 100, green: 100, blue: 100) == 0)
        var cache = NearestColorCache()
        let rgb: [UInt8] = [200, 30, 20, 100, 100, 100, 250, 250, 250, 200, 30, 20]
        #expect(palette.indices(ofRGB: rgb, cache: &cache) == [2, 0, 1, 2])
    }

    @Test func emptyPaletteBecomesBlack() {
        #expect(ColorPalette(colors: []).colors == [SIMD3(0, 0, 0)])
    }
}
