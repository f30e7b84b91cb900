import Foundation
import Testing
@testable import GalleryRendering
import Transitions

@Suite struct CanvasRasterizerTests {
    func solidTexture(_ color: CanvasColor, width: CGFloat = 10, height: CGFloat = 10) throws -> LayerTexture {
        try LayerTexture(content: .solid(color), size: CGSize(width: width, height: height))
    }

    @Test func identityLayerCoversExactlyItsPixels() throws {
        var canvas = try Canvas(width: 20, height: 20, background: .white)
        canvas.draw(RasterLayer(texture: try solidTexture(.black), transform: .translation(x: 5, y: 5)))
        #expect(canvas.color(x: 5, y: 5) == .black)
        #expect(canvas.color(x: 14, y: 14) == .black)
        #expect(canvas.color(x: 4, y: 5) == .white)
        #expect(canvas.color(x: 15, y: 14) == .white)
    }

    @Test func halfPixelOffsetGivesHalfCoverageOnTheEdge() throws {
        var canvas = try Canvas(width: 20, height: 20, background: .white)
        canvas.draw(RasterLayer(texture: try solidTexture(.black), transform: .translation(x: 5.5, y: 5)))
        let edge = canvas.color(x: 5, y: 8)
        #expect(abs(edge.red - 0.5) < 0.01)
        #expect(canvas.color(x: 6, y: 8) == .black)
        #expect(abs(canvas.color(x: 15, y: 8).red - 0.5) < 0.01)
    }

    @Test func alphaBlendsSourceOver() throws {
        var canvas = try Canvas(width: 4, height: 4, background: .white)
        canvas.draw(RasterLayer(texture: try solidTexture(.black), transform: .identity, alpha: 0.25))
        #expect(abs(canvas.color(x: 1, y: 1).red - 0.75) < 1e-5)
    }

    @Test func cornerRadiusClipsTheCorners() throws {
        var canvas = try Canvas(width: 20, height: 20, background: .white)
        canvas.draw(RasterLayer(texture: try solidTexture(.black, width: 20, height: 20), transform: .identity, cornerRadius: 8))
        #expect(canvas.color(x: 0, y: 0) == .white)
        #expect(canvas.color(x: 10, y: 10) == .black)
        #expect(canvas.color(x: 10, y: 0) == .black)
        #expect(canvas.color(x: 19, y: 19) == .white)
    }

    @Test func zeroAlphaNaNAlphaAndSingularMapsDrawNothing() throws {
        let blank = try Canvas(width: 8, height: 8, background: .white)
        for layer in [
            RasterLayer(texture: try solidTexture(.black), transform: .identity, alpha: 0),
            RasterLayer(texture: try solidTexture(.black), transform: .identity, alpha: .nan),
            RasterLayer(texture: try solidTexture(.black), transform: .scale(x: 0, y: 1)),
            RasterLayer(texture: try solidTexture(.black), transform: Homography(m11: .infinity, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)),
        ] {
            var canvas = blank
            canvas.draw(layer)
            #expect(canvas == blank)
        }
    }

    @Test func layersAreDrawnByZIndexThenArrayOrder() throws {
        var canvas = try Canvas(width: 4, height: 4)
        let red = RasterLayer(texture: try solidTexture(CanvasColor(hex: 0xFF0000)), transform: .identity, zIndex: 1)
        let blue = RasterLayer(texture: try solidTexture(CanvasColor(hex: 0x0000FF)), transform: .identity, zIndex: 0)
        let green = RasterLayer(texture: try solidTexture(CanvasColor(hex: 0x00FF00)), transform: .identity, zIndex: 1)
        canvas.draw([red, blue, green])
        #expect(canvas.color(x: 1, y: 1) == CanvasColor(hex: 0x00FF00))
        canvas.draw([green, red])
        #expect(canvas.color(x: 1, y: 1) == CanvasColor(hex: 0xFF0000))
    }

    /// For affine maps the drawn alpha adds up to the transformed area (anti-aliasing conserves
    /// coverage), and no pixel ever holds a non-finite or out-of-range value.
    @Test func randomAffineLayersCoverTheirAreaAndStayFinite() throws {
        var rng = SplitMix64(seed: 42)
        let texture = try solidTexture(.black, width: 30, height: 20)
        for _ in 0..<60 {
            var canvas = try Canvas(width: 100, height: 100)
            let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
            let sx = Double.random(in: 0.2...1.5, using: &rng), sy = Double.random(in: 0.2...1.5, using: &rng)
            let map = Homography.scale(x: sx, y: sy)
                .concatenating(Homography(m11: cos(angle), m12: sin(angle), m13: 0, m21: -sin(angle), m22: cos(angle), m23: 0, m31: 0, m32: 0, m33: 1))
                .concatenating(.translation(x: 50, y: 50))
            canvas.draw(RasterLayer(texture: texture, transform: map))
            let covered = canvas.pixels.reduce(0.0) { $0 + Double($1.w) }
            let area = 30 * 20 * sx * sy
            #expect(abs(covered - area) < max(2, area * 0.02))
            #expect(canvas.pixels.allSatisfy { p in [p.x, p.y, p.z, p.w].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1.0001 } })
        }
    }

    /// A layer swung through the eye plane by a strong perspective: only the part in front is
    /// drawn, nothing is NaN, and the visible part is foreshortened (the near edge is taller).
    @Test func perspectiveClipsBehindTheEyeAndForeshortens() throws {
        var rng = SplitMix64(seed: 99)
        let texture = try solidTexture(.black, width: 200, height: 100)
        for _ in 0..<40 {
            var canvas = try Canvas(width: 120, height: 120)
            let angle = Double.random(in: -1.55...1.55, using: &rng)
            let d = Double.random(in: 60...400, using: &rng)
            // Centre the layer, rotate about y, perspective with eye distance d, move to canvas centre.
            let c = cos(angle), s = sin(angle)
            let map = Homography.translation(x: -100, y: -50)
                .concatenating(Homography(m11: c, m12: 0, m13: s / d, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))
                .concatenating(.translation(x: 60, y: 60))
            canvas.draw(RasterLayer(texture: texture, transform: map))
            #expect(canvas.pixels.allSatisfy { p in [p.x, p.y, p.z, p.w].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1.0001 } })
        }
        // A fixed case: rotation of 0.6 rad, eye at 300: the side towards the viewer is taller.
        var canvas = try Canvas(width: 300, height: 300)
        let c = cos(0.6), s = sin(0.6)
        let map = Homography.translation(x: -100, y: -50)
            .concatenating(Homography(m11: c, m12: 0, m13: s / 300, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))
            .concatenating(.translation(x: 150, y: 150))
        canvas.draw(RasterLayer(texture: texture, transform: map))
        func columnHeight(_ x: Int) -> Double { (0..<300).reduce(0.0) { $0 + Double(canvas.pixels[$1 * 300 + x].w) } }
        // w = 1 + x·sin/300: w < 1 on the left (x < 0), so the left edge is magnified.
        let left = try #require(map.apply(CGPoint(x: 2, y: 50))), right = try #require(map.apply(CGPoint(x: 198, y: 50)))
        #expect(columnHeight(Int(left.x)) > columnHeight(Int(right.x)) + 20)
    }

    @Test func visibleBoundsIsNilWhenTheLayerIsEntirelyBehindTheEye() {
        let behind = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
        #expect(Canvas.visibleBounds(of: behind, width: 10, height: 10) == nil)
        #expect(Canvas.visibleBounds(of: .identity, width: 10, height: 10) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func textureIsStretchedOverTheLayerSize() throws {
        // A 10 × 10 texture, left half red, drawn on a 20 × 10 layer: the red half is 10 pixels wide.
        let content = LayerContent(background: CanvasColor(hex: 0x0000FF), primitives: [.rectangle(CGRect(x: 0, y: 0, width: 5, height: 10), color: CanvasColor(hex: 0xFF0000))])
        let texture = try LayerTexture(content: content, size: CGSize(width: 10, height: 10))
        var canvas = try Canvas(width: 20, height: 10)
        canvas.draw(RasterLayer(texture: texture, size: CGSize(width: 20, height: 10), transform: .identity))
        #expect(canvas.color(x: 8, y: 5) == CanvasColor(hex: 0xFF0000))
        #expect(canvas.color(x: 11, y: 5) == CanvasColor(hex: 0x0000FF))
        #expect(canvas.color(x: 19, y: 5) == CanvasColor(hex: 0x0000FF))
        // An unusable size draws nothing.
        var blank = try Canvas(width: 4, height: 4)
        blank.draw(RasterLayer(texture: texture, size: CGSize(width: CGFloat.nan, height: 4), transform: .identity))
        #expect(blank.pixels.allSatisfy { $0 == .zero })
    }

    @Test func contentIsSampledThroughTheMap() throws {
        // Left half red, right half blue; mirrored horizontally by the map.
        let content = LayerContent(background: CanvasColor(hex: 0x0000FF), primitives: [.rectangle(CGRect(x: 0, y: 0, width: 5, height: 10), color: CanvasColor(hex: 0xFF0000))])
        let texture = try LayerTexture(content: content, size: CGSize(width: 10, height: 10))
        var canvas = try Canvas(width: 10, height: 10)
        canvas.draw(RasterLayer(texture: texture, transform: Homography.scale(x: -1, y: 1).concatenating(.translation(x: 10, y: 0))))
        #expect(canvas.color(x: 1, y: 5) == CanvasColor(hex: 0x0000FF))
        #expect(canvas.color(x: 8, y: 5) == CanvasColor(hex: 0xFF0000))
    }

    @Test func contentsRectShowsItsPartOfTheTexture() throws {
        // A 20 × 10 texture in four 5-point columns: red, green, blue, white. A 10 × 10 layer showing
        // the unit rectangle (0.5, 0, 0.5, 1) shows the blue and white columns, each 5 pixels wide.
        let columns: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF]
        let content = LayerContent(background: .black, primitives: columns.enumerated().map { index, hex in
            .rectangle(CGRect(x: CGFloat(index) * 5, y: 0, width: 5, height: 10), color: CanvasColor(hex: hex))
        })
        let texture = try LayerTexture(content: content, size: CGSize(width: 20, height: 10))
        var canvas = try Canvas(width: 10, height: 10)
        canvas.draw(RasterLayer(texture: texture, size: CGSize(width: 10, height: 10), transform: .identity,
                                contentsRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
        #expect(canvas.color(x: 1, y: 5) == CanvasColor(hex: 0x0000FF))
        #expect(canvas.color(x: 3, y: 2) == CanvasColor(hex: 0x0000FF))
        #expect(canvas.color(x: 6, y: 5) == CanvasColor(hex: 0xFFFFFF))
        #expect(canvas.color(x: 9, y: 9) == CanvasColor(hex: 0xFFFFFF))
        // The second column, stretched over a 10-pixel-wide layer, is green throughout.
        var stretched = try Canvas(width: 10, height: 10)
        stretched.draw(RasterLayer(texture: texture, size: CGSize(width: 10, height: 10), transform: .identity,
                                   contentsRect: CGRect(x: 0.25, y: 0, width: 0.25, height: 1)))
        #expect(stretched.color(x: 2, y: 5) == CanvasColor(hex: 0x00FF00))
        #expect(stretched.color(x: 7, y: 5) == CanvasColor(hex: 0x00FF00))
    }

    @Test(arguments: [CGRect(x: 0, y: 0, width: 0, height: 1), CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
                      CGRect(x: 0, y: 0, width: -0.5, height: 1), CGRect(x: 0, y: 0, width: 1, height: CGFloat.infinity)])
    func unusableContentsRectShowsTheWholeTexture(rect: CGRect) throws {
        let content = LayerContent(background: CanvasColor(hex: 0x0000FF), primitives: [.rectangle(CGRect(x: 0, y: 0, width: 5, height: 10), color: CanvasColor(hex: 0xFF0000))])
        let texture = try LayerTexture(content: content, size: CGSize(width: 10, height: 10))
        var canvas = try Canvas(width: 10, height: 10)
        canvas.draw(RasterLayer(texture: texture, transform: .identity, contentsRect: rect))
        #expect(canvas.color(x: 2, y: 5) == CanvasColor(hex: 0xFF0000))
        #expect(canvas.color(x: 7, y: 5) == CanvasColor(hex: 0x0000FF))
        #expect(canvas.pixels.allSatisfy { $0.x.isFinite && $0.z.isFinite })
    }
}
