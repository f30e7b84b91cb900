import Foundation
import Testing
@testable import TransitionsGallery

@Suite("Gallery parameter")
struct GalleryParameterTests {
    @Test("numbers keep at most the asked decimals and no trailing zeros", arguments: [
        (0.4, 3, "0.4"),
        (1.0, 3, "1"),
        (0.35, 3, "0.35"),
        (2.85512, 3, "2.855"),
        (2.85512, 0, "3"),
        (-0.0001, 3, "0"),
        (-12.5, 1, "-12.5"),
        (1e6, 2, "1000000"),
    ])
    func format(value: Double, digits: Int, expected: String) {
        #expect(GalleryParameter.format(value, digits: digits) == expected)
    }

    @Test("non-finite numbers read as a dash, never nan or inf", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) {
        #expect(GalleryParameter.format(value) == "—")
        #expect(GalleryParameter.seconds(value) == "— s")
    }

    @Test("out-of-range digit counts are clamped to 0…9")
    func digitsClamped() {
        #expect(GalleryParameter.format(1.23456, digits: -4) == "1")
        #expect(GalleryParameter.format(0.5, digits: 40) == "0.5")
    }

    @Test("units and rectangles")
    func units() {
        #expect(GalleryParameter.seconds(0.4) == "0.4 s")
        #expect(GalleryParameter.points(40) == "40 pt")
        #expect(GalleryParameter.rect(CGRect(x: 24, y: 180, width: 160, height: 120)) == "(24, 180) 160 × 120 pt")
        #expect(GalleryParameter("duration", "0.4 s").description == "duration 0.4 s")
    }
}
