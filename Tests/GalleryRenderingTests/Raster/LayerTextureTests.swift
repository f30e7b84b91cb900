import Foundation
import Testing
@testable import GalleryRendering

@Suite struct LayerTextureTests {
    @Test(arguments: [CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 4), CGSize(width: 1e6, height: 1)])
    func rejectsInvalidSizes(size: CGSize) {
        #expect(throws: CanvasError.self) { _ = try LayerTexture(content: LayerContent(), size: size) }
    }

    @Test func rejectsInvalidScale() {
        #expect(throws: CanvasError.self) { _ = try LayerTexture(content: LayerContent(), size: CGSize(width: 4, height: 4), scale: 0) }
        #expect(throws: CanvasError.self) { _ = try LayerTexture(content: LayerContent(), size: CGSize(width: 4, height: 4), scale: .nan) }
    }

    @Test func pixelAlignedRectangleIsExactAndHalfPixelEdgeIsHalfCovered() throws {
        let content = LayerContent(background: .white, primitives: [
            .rectangle(CGRect(x: 2, y: 2, width: 4.5, height: 4), color: .black),
        ])
        let texture = try LayerTexture(content: content, size: CGSize(width: 10, height: 10))
        #expect(texture.texel(x: 3, y: 3) == SIMD4(0, 0, 0, 1))   // inside
        #expect(texture.texel(x: 1, y: 3) == SIMD4(1, 1, 1, 1))   // outside
        #expect(abs(texture.texel(x: 6, y: 3).x - 0.5) < 1e-6)    // texel 6 half covered (edge at 6.5)
    }

    @Test func circleCoversAboutPiRSquared() throws {
        let content = LayerContent(background: .clear, primitives: [.circle(center: CGPoint(x: 20, y: 20), radius: 12, color: .black)])
        let texture = try LayerTexture(content: content, size: CGSize(width: 40, height: 40))
        let area = (0..<40).flatMap { y in (0..<40).map { x in texture.texel(x: x, y: y).w } }.reduce(0, +)
        #expect(abs(Double(area) - Double.pi * 144) < 2)
    }

    @Test func scaleChangesTheTexelCount() throws {
        let texture = try LayerTexture(content: LayerContent(), size: CGSize(width: 10, height: 5), scale: 2.5)
        #expect(texture.levels[0].width == 25)
        #expect(texture.levels[0].height == 13)
        // Mip chain down to one texel, each level averaging the one before.
        #expect(try #require(texture.levels.last).width == 1 && #require(texture.levels.last).height == 1)
    }

    @Test func mipLevelsAverage() throws {
        let content = LayerContent(background: .white, primitives: [.rectangle(CGRect(x: 0, y: 0, width: 1, height: 2), color: .black)])
        let texture = try LayerTexture(content: content, size: CGSize(width: 2, height: 2))
        #expect(texture.levels.count == 2)
        #expect(abs(texture.texel(x: 0, y: 0, level: 1).x - 0.5) < 1e-6)
        #expect(abs(texture.sample(x: 1, y: 1, texelsPerPixel: 2).x - 0.5) < 1e-6)
    }

    @Test func nonFinitePrimitivesDrawNothing() throws {
        let content = LayerContent(background: .white, primitives: [
            .rectangle(CGRect(x: CGFloat.nan, y: 0, width: 3, height: 3), color: .black),
            .circle(center: CGPoint(x: 2, y: 2), radius: .infinity, color: .black),
        ])
        let texture = try LayerTexture(content: content, size: CGSize(width: 4, height: 4))
        #expect((0..<16).allSatisfy { texture.texel(x: $0 % 4, y: $0 / 4) == SIMD4(1, 1, 1, 1) })
    }

    @Test func signedDistanceOfARoundedRectangle() {
        // Inside the middle, on an edge, outside a rounded corner.
        #expect(RoundedRectShape.signedDistance(x: 5, y: 5, width: 10, height: 10, radius: 2) == -5)
        #expect(RoundedRectShape.signedDistance(x: 10, y: 5, width: 10, height: 10, radius: 2) == 0)
        let corner = RoundedRectShape.signedDistance(x: 0, y: 0, width: 10, height: 10, radius: 2)
        #expect(isClose(corner, 2 * 2.0.squareRoot() - 2, within: 1e-12))
        // A radius larger than half the side is clamped (a circle).
        #expect(isClose(RoundedRectShape.signedDistance(x: 5, y: 0, width: 10, height: 10, radius: 50), 0, within: 1e-12))
    }
}
