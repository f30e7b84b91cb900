import Testing
@testable import GalleryRendering

@Suite struct CanvasColorTests {
    @Test func channelsAreClampedAndNaNBecomesZero() {
        let c = CanvasColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(c.red == 1)
        #expect(c.green == 0)
        #expect(c.blue == 0)
        #expect(c.alpha == 1)
        #expect(c.withAlpha(-.infinity).alpha == 0)
    }

    @Test func hexRoundTrips() {
        let c = CanvasColor(hex: 0x0A7BFF)
        #expect(c.hexString == "#0a7bff")
        #expect(CanvasColor.byte(c.red) == 0x0A)
        #expect(CanvasColor.byte(c.green) == 0x7B)
        #expect(CanvasColor.byte(c.blue) == 0xFF)
    }

    @Test func premultipliedScalesColourByAlpha() {
        let p = CanvasColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultiplied
        #expect(p == SIMD4(0.5, 0.25, 0, 0.5))
    }
}
