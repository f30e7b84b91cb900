import Foundation
import Testing
@testable import GalleryRendering

@Suite struct GalleryRendererTests {
    let renderer = GalleryRenderer(options: .init(scale: 0.25, contactSheetFrames: 5))

    @Test func framesHaveTheContainerSizeTimesScaleAndDiffer() throws {
        let item = GalleryFixtures.push()
        let frames = try renderer.frames(for: item)
        #expect(frames.count == 9)
        #expect(frames.allSatisfy { $0.width == 98 && $0.height == 211 })
        #expect(Set(frames.map { $0.rgba8() }).count == frames.count)
    }

    @Test func firstFrameShowsTheFromScreenAndLastTheToScreen() throws {
        let item = GalleryFixtures.cover()
        let frames = try renderer.frames(for: item)
        // The detail screen's button is tinted with the "to" colour near the bottom.
        let buttonPixel = (x: 30, y: Int((844 - 60) * 0.25))
        let last = try #require(frames.last).color(x: buttonPixel.x, y: buttonPixel.y)
        let first = try #require(frames.first).color(x: buttonPixel.x, y: buttonPixel.y)
        #expect(abs(last.red - 1) < 0.05 && abs(last.green - 0.18) < 0.05)
        #expect(first != last)
    }

    @Test func flipOnlyShowsOneSideAndStaysFinite() throws {
        let frames = try renderer.frames(for: GalleryFixtures.flip())
        // Mid-flip the screen is edge-on: mostly background.
        let middle = frames[4]
        let covered = middle.pixels.filter { $0 != CanvasColor.black.premultiplied }.count
        #expect(covered < middle.pixels.count / 4)
        #expect(frames.allSatisfy { $0.pixels.allSatisfy { p in p.x.isFinite && p.w <= 1.0001 } })
    }

    @Test func rejectsEmptyItemsAndBadContainers() {
        var item = GalleryFixtures.push()
        item.samples.frames = []
        #expect(throws: CanvasError.noFrames) { _ = try renderer.frames(for: item) }
        item = GalleryFixtures.push()
        item.samples.containerSize = CGSize(width: 0, height: 100)
        #expect(throws: CanvasError.self) { _ = try renderer.frames(for: item) }
    }

    @Test func animationHoldsTheEndsAndSpreadsTheDuration() throws {
        let item = GalleryFixtures.push()
        let frames = try renderer.frames(for: item)
        let gif = try DecodedGIF(try renderer.animation(of: item, frames: frames))
        #expect(gif.frames.count == 9)
        #expect(gif.frames.first?.delay == 50 && gif.frames.last?.delay == 80)
        // 0.35 s over 8 steps ≈ 4.4 hundredths each: 4s and 5s keeping the total on time.
        #expect(gif.frames[1...7].allSatisfy { $0.delay == 4 || $0.delay == 5 })
    }

    @Test func slugsAreSanitised() {
        var item = GalleryFixtures.push()
        item.slug = "Slide up/ä present"
        #expect(item.fileSlug == "Slide-up---present")
        item.slug = ""
        #expect(item.fileSlug == "entry")
    }

    /// The whole pipeline: files are written, decode, and have the expected frame counts and
    /// sizes; frames differ across each animation. Set GALLERY_FIXTURE_OUTPUT to keep the files
    /// (scripts/gallery-screenshot.sh can then be tried on them).
    @Test func writesADecodableGallery() throws {
        let keep = ProcessInfo.processInfo.environment["GALLERY_FIXTURE_OUTPUT"]
        let directory = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("gallery-test-\(UUID().uuidString)")
        defer { if keep == nil { try? FileManager.default.removeItem(at: directory) } }
        var lines: [String] = []
        let items = GalleryFixtures.all + [GalleryFixtures.push()]
        let page = try renderer.writeGallery(items, to: directory, title: "Fixture gallery", introduction: "Hand-built fixtures.") { lines.append($0.line) }
        #expect(lines == ["[1/4] Fixture push", "[2/4] Fixture flip", "[3/4] Fixture cover", "[4/4] Fixture push"])
        #expect(page.entries.map(\.animationPath) == ["push.gif", "flip.gif", "cover.gif", "push-2.gif"])
        for entry in page.entries {
            let gif = try DecodedGIF(Array(try Data(contentsOf: directory.appendingPathComponent(entry.animationPath))))
            #expect(gif.width == 98 && gif.height == 211)
            #expect(gif.frames.count == 9)
            #expect(Set(gif.frames.map(\.indices)).count > 4)
            let sheetPath = try #require(entry.contactSheetPath)
            let sheet = try DecodedPNG(Array(try Data(contentsOf: directory.appendingPathComponent(sheetPath))))
            #expect(sheet.width == 10 + 5 * (98 + 10))
            #expect(sheet.height > 211)
        }
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Fixture flip"))
        #expect(html.components(separatedBy: "<article").count == 5)
    }
}
