import Foundation
import Testing
@testable import GalleryRendering

@Suite struct BitmapFontTests {
    @Test func widthCountsAdvanceWithoutTrailingGap() {
        #expect(BitmapFont.width(of: "", scale: 3) == 0)
        #expect(BitmapFont.width(of: "A", scale: 1) == 5)
        #expect(BitmapFont.width(of: "AB", scale: 2) == 22)
    }

    @Test func drawsTheLitCellsOfAGlyph() throws {
        var canvas = try Canvas(width: 12, height: 8, background: .white)
        let drawn = canvas.drawText("1", atX: 0, y: 0, scale: 1, color: .black)
        #expect(drawn == 5)
        // "1" is 00100 / 01100 / 00100 … / 01110.
        #expect(canvas.color(x: 2, y: 0) == .black)
        #expect(canvas.color(x: 0, y: 0) == .white)
        #expect(canvas.color(x: 1, y: 1) == .black)
        #expect(canvas.color(x: 1, y: 6) == .black && canvas.color(x: 3, y: 6) == .black && canvas.color(x: 4, y: 6) == .white)
    }

    @Test func lowerCaseDrawsAsCapitalsAndUnknownAsQuestionMark() {
        #expect(BitmapFont.rows(for: "a") == BitmapFont.rows(for: "A"))
        #expect(BitmapFont.rows(for: "€") == BitmapFont.rows(for: "?"))
        #expect(BitmapFont.rows(for: "A") != BitmapFont.rows(for: "B"))
    }

    @Test func everyGlyphFitsFiveBySeven() {
        for character in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,:-+=%/()_×? " {
            let rows = BitmapFont.rows(for: character)
            #expect(rows.count == 7)
            #expect(rows.allSatisfy { $0 < 32 })
        }
    }
}
