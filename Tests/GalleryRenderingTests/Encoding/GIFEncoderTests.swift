import Foundation
import Testing
@testable import GalleryRendering
import Transitions

@Suite struct GIFEncoderTests {
    /// A small animation: a square sliding across a placeholder screen.
    static func frames(count: Int, width: Int = 48, height: Int = 32) throws -> [Canvas] {
        let texture = try LayerTexture(content: .placeholder(.detail, size: CGSize(width: 24, height: 24), tint: CanvasColor(hex: 0x34C759)), size: CGSize(width: 24, height: 24))
        return try (0..<count).map { i in
            var canvas = try Canvas(width: width, height: height, background: CanvasColor(hex: 0x1C1C1E))
            canvas.draw(RasterLayer(texture: texture, transform: .translation(x: Double(i) * 3.3, y: 4), cornerRadius: 4))
            return canvas
        }
    }

    @Test func decodesToTheRightFrameCountSizeDelaysAndLoop() throws {
        let frames = try Self.frames(count: 7)
        let file = try GIFEncoder.encode(frames: frames, delays: [0.04], loopCount: 0)
        let gif = try DecodedGIF(file)
        #expect(gif.width == 48 && gif.height == 32)
        #expect(gif.frames.count == 7)
        #expect(gif.loopCount == 0)
        #expect(gif.frames.allSatisfy { $0.delay == 4 })
        // Frames differ across the animation.
        #expect(Set(gif.frames.map(\.indices)).count == 7)
        // Later frames store only the changed rectangle.
        #expect(gif.frames.dropFirst().allSatisfy { $0.rect.width * $0.rect.height < 48 * 32 })
    }

    /// Every decoded frame's indices are exactly the palette mapping of the source frame.
    @Test func indicesRoundTripExactly() throws {
        let frames = try Self.frames(count: 5)
        let file = try GIFEncoder.encode(frames: frames, delays: [0.1, 0.2, 0.3, 0.4, 0.5])
        let gif = try DecodedGIF(file)
        let rgb = frames.map { $0.rgb8(over: .white) }
        let palette = ColorQuantizer.medianCut(rgbImages: rgb)
        var cache = NearestColorCache()
        for (frame, decoded) in zip(rgb, gif.frames) {
            #expect(decoded.indices == palette.indices(ofRGB: frame, cache: &cache))
        }
        #expect(Array(gif.palette.prefix(palette.colors.count)) == palette.colors)
        #expect(gif.frames.map(\.delay) == [10, 20, 30, 40, 50])
    }

    @Test func flatImagesAreLossless() throws {
        var a = try Canvas(width: 10, height: 6, background: CanvasColor(hex: 0xFF0000))
        a.fill(CGRect(x: 2, y: 2, width: 3, height: 3), with: CanvasColor(hex: 0x00FF00))
        var b = a
        b.fill(CGRect(x: 6, y: 1, width: 2, height: 4), with: CanvasColor(hex: 0x0000FF))
        let gif = try DecodedGIF(try GIFEncoder.encode(frames: [a, b, b], delays: [0.05]))
        let expected = [a, b, b].map { $0.rgb8() }
        for (frame, rgb) in zip(gif.frames, expected) {
            let decodedRGB = frame.indices.flatMap { [gif.palette[Int($0)].x, gif.palette[Int($0)].y, gif.palette[Int($0)].z] }
            #expect(decodedRGB == rgb)
        }
        // The unchanged third frame stores a single pixel.
        #expect(gif.frames[2].rect.width == 1 && gif.frames[2].rect.height == 1)
    }

    @Test func rejectsBadInput() throws {
        #expect(throws: CanvasError.noFrames) { _ = try GIFEncoder.encode(frames: [], delays: [0.1]) }
        let frames = [try Canvas(width: 2, height: 2), try Canvas(width: 3, height: 2)]
        #expect(throws: CanvasError.mismatchedFrameSizes) { _ = try GIFEncoder.encode(frames: frames, delays: [0.1]) }
        let same = [try Canvas(width: 2, height: 2), try Canvas(width: 2, height: 2)]
        #expect(throws: CanvasError.mismatchedFrameSizes) { _ = try GIFEncoder.encode(frames: same, delays: [0.1, 0.1, 0.1]) }
    }

    @Test(arguments: [(0.0, 2), (0.004, 2), (0.123, 12), (1e9, 65_535), (Double.nan, 10), (-Double.infinity, 10)])
    func delaysAreRoundedAndClamped(seconds: Double, centiseconds: Int) {
        #expect(GIFEncoder.centiseconds(seconds) == centiseconds)
    }

    @Test func roundingKeepsTheRunningTotalOnTime() {
        let delays = GIFEncoder.centiseconds([Double](repeating: 1.0 / 30, count: 30))
        #expect(delays.reduce(0, +) == 100)
        #expect(Set(delays) == [3, 4])
        #expect(GIFEncoder.centiseconds([0.5, .nan, 0.001]) == [50, 10, 2])
    }

    @Test func largeFramesUseTwelveBitCodesAndStillDecode() throws {
        var rng = SplitMix64(seed: 8)
        var canvas = try Canvas(width: 120, height: 90)
        for y in 0..<90 {
            for x in 0..<120 {
                canvas.fill(CGRect(x: x, y: y, width: 1, height: 1), with: CanvasColor(red: .random(in: 0...1, using: &rng), green: Float(x) / 120, blue: Float(y) / 90))
            }
        }
        let gif = try DecodedGIF(try GIFEncoder.encode(frames: [canvas], delays: [1]))
        #expect(gif.frames.count == 1)
        #expect(gif.frames[0].indices.count == 120 * 90)
    }
}
