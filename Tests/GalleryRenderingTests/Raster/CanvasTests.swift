import Foundation
import Testing
@testable import GalleryRendering

@Suite struct CanvasTests {
    @Test(arguments: [(0, 10), (10, 0), (-3, 4), (Canvas.maximumDimension + 1, 1)])
    func rejectsInvalidSizes(width: Int, height: Int) {
        #expect(throws: CanvasError.invalidSize(width: Double(width), height: Double(height))) {
            _ = try Canvas(width: width, height: height)
        }
    }

    @Test func startsWithTheBackground() throws {
        let canvas = try Canvas(width: 3, height: 2, background: .white)
        #expect(canvas.pixels.count == 6)
        #expect(canvas.color(x: 2, y: 1) == .white)
        #expect(canvas.color(x: 3, y: 0) == .clear)
    }

    @Test func fillIsClippedAndSourceOver() throws {
        var canvas = try Canvas(width: 4, height: 4, background: .white)
        canvas.fill(CGRect(x: -2, y: 2, width: 4, height: 10), with: CanvasColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        let rgba = canvas.rgba8()
        // Pixel (1, 3) is half black over white: 0.5 grey, opaque.
        let i = (3 * 4 + 1) * 4
        #expect(Array(rgba[i..<(i + 4)]) == [128, 128, 128, 255])
        // Pixel (2, 3) is untouched.
        #expect(Array(rgba[(i + 4)..<(i + 8)]) == [255, 255, 255, 255])
        // Rows above 2 untouched.
        #expect(canvas.color(x: 0, y: 1) == .white)
    }

    @Test func nonFiniteFillDrawsNothing() throws {
        var canvas = try Canvas(width: 2, height: 2, background: .white)
        let before = canvas
        canvas.fill(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), with: .black)
        canvas.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), with: .black)
        #expect(canvas == before)
    }

    @Test func drawCompositesAnImageAtAnOffsetClipped() throws {
        var canvas = try Canvas(width: 4, height: 4, background: .white)
        let red = try Canvas(width: 3, height: 3, background: CanvasColor(hex: 0xFF0000))
        canvas.draw(red, atX: 2, y: -1)
        #expect(canvas.color(x: 2, y: 0) == CanvasColor(hex: 0xFF0000))
        #expect(canvas.color(x: 3, y: 1) == CanvasColor(hex: 0xFF0000))
        #expect(canvas.color(x: 3, y: 2) == .white)
        #expect(canvas.color(x: 1, y: 0) == .white)
    }

    @Test func rgba8UnpremultipliesAndRgb8UsesTheMatte() throws {
        let canvas = try Canvas(width: 1, height: 1, background: CanvasColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(canvas.rgba8() == [255, 0, 0, 128])
        #expect(canvas.rgb8(over: .black) == [128, 0, 0])
        #expect(canvas.rgb8(over: .white) == [255, 128, 128])
    }
}
