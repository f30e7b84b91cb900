import Foundation
import Testing
@testable import GalleryRendering
import Transitions

@Suite struct PNGEncoderTests {
    @Test(arguments: Deflate.Strategy.allCases)
    func decodesToTheExactPixels(strategy: Deflate.Strategy) throws {
        var canvas = try Canvas(width: 37, height: 23, background: CanvasColor(hex: 0x336699, alpha: 0.75))
        canvas.fill(CGRect(x: 5, y: 3, width: 20, height: 9), with: CanvasColor(hex: 0xFFCC00))
        let texture = try LayerTexture(content: .placeholder(.list, size: CGSize(width: 30, height: 40), tint: CanvasColor(hex: 0xFF2D55)), size: CGSize(width: 30, height: 40))
        canvas.draw(RasterLayer(texture: texture, transform: Homography.scale(x: 0.5, y: 0.5).concatenating(.translation(x: 14.3, y: 2.7)), alpha: 0.8, cornerRadius: 6))
        let file = PNGEncoder.encode(canvas, strategy: strategy)
        let decoded = try DecodedPNG(file)
        #expect(decoded.width == 37)
        #expect(decoded.height == 23)
        #expect(decoded.rgba == canvas.rgba8())
        #expect(decoded.chunkTypes == ["IHDR", "IDAT", "IEND"])
    }

    @Test func randomImagesRoundTripAndUseSeveralFilters() throws {
        var rng = SplitMix64(seed: 5)
        var filtersSeen = Set<UInt8>()
        for _ in 0..<25 {
            let width = Int.random(in: 1...40, using: &rng), height = Int.random(in: 1...40, using: &rng)
            let smooth = Bool.random(using: &rng)
            let rgba: [UInt8] = (0..<(width * height * 4)).map { i in
                smooth ? UInt8(truncatingIfNeeded: (i / 4) % width * 3 + (i / 4 / width) * 5 + i % 4) : UInt8.random(in: 0...255, using: &rng)
            }
            let decoded = try DecodedPNG(PNGEncoder.encode(rgba: rgba, width: width, height: height))
            #expect(decoded.rgba == rgba)
            filtersSeen.formUnion(decoded.rowFilters)
        }
        #expect(filtersSeen.count >= 3)
    }

    @Test func startsWithTheSignatureAndIHDR() {
        let file = PNGEncoder.encode(rgba: [1, 2, 3, 4], width: 1, height: 1)
        #expect(Array(file.prefix(8)) == PNGEncoder.signature)
        #expect(Array(file[12..<16]) == Array("IHDR".utf8))
    }

    @Test func paethPredictorPrefersLeftThenAboveThenUpperLeft() {
        #expect(PNGEncoder.paeth(10, 10, 10) == 10)
        // p = 5 + 9 − 7 = 7: distances 2, 2, 0 → upper-left.
        #expect(PNGEncoder.paeth(5, 9, 7) == 7)
        // p = 20 + 10 − 10 = 20: left exact.
        #expect(PNGEncoder.paeth(20, 10, 10) == 20)
        // p = 10 + 20 − 10 = 20: above exact.
        #expect(PNGEncoder.paeth(10, 20, 10) == 20)
    }
}
