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

    @Test func theContactSheetShowsTheSamplesAnItemChooses() throws {
        var item = GalleryFixtures.push()
        #expect(renderer.contactSheetPicks(of: item, frameCount: 9) == [0, 2, 4, 6, 8])
        item.contactSheetSamples = [0, 3, 99, -1, 7]
        #expect(renderer.contactSheetPicks(of: item, frameCount: 9) == [0, 3, 7])
        let frames = try renderer.frames(for: item)
        let sheet = try renderer.contactSheet(of: item, frames: frames)
        #expect(sheet.width == 10 + 3 * (98 + 10))
        // The sheet is exactly those frames, in that order, labelled with their times.
        let chosen = try ContactSheet.compose([frames[0], frames[3], frames[7]], labels: ["0 s", "0.13 s", "0.31 s"], title: item.name,
                                              style: ContactSheet.Style(columns: 3, spacing: 10, textScale: 1))
        #expect(sheet.pixels == chosen.pixels)
        item.contactSheetSamples = [42]
        #expect(renderer.contactSheetPicks(of: item, frameCount: 9) == [0, 2, 4, 6, 8])
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

    /// Rendering on several threads writes the same bytes as on one, and the page lists the items
    /// in their order whatever order they finish in.
    @Test(arguments: [2, 3, 8])
    func writesTheSameFilesWhateverTheNumberOfJobs(jobs: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-jobs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let items = GalleryFixtures.all + [GalleryFixtures.push()] + GalleryFixtures.all
        let one = root.appendingPathComponent("one"), many = root.appendingPathComponent("many")
        var lines: [String] = []
        let serial = try renderer.writeGallery(items, to: one, title: "Fixture gallery", jobs: 1)
        let parallel = try renderer.writeGallery(items, to: many, title: "Fixture gallery", jobs: jobs) { lines.append($0.line) }
        #expect(parallel == serial)
        #expect(lines == items.indices.map { "[\($0 + 1)/\(items.count)] \(items[$0].name)" })
        let files = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
        #expect(files.count == 2 * items.count + 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: many.path).sorted() == files)
        for file in files {
            #expect(try Data(contentsOf: one.appendingPathComponent(file)) == Data(contentsOf: many.appendingPathComponent(file)), "\(file)")
        }
    }

    /// An item that cannot be made stops the writing: what was handed over finishes, nothing more
    /// is, and the error reaches the caller.
    @Test func anItemThatCannotBeMadeStopsTheGallery() throws {
        struct Refused: Error {}
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-refused-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var asked: [Int] = []
        #expect(throws: Refused.self) {
            try renderer.writeGallery(count: 4, to: directory, title: "Refused", jobs: 2, item: { index in
                asked.append(index)
                if index == 1 { throw Refused() }
                return GalleryFixtures.all[0]
            })
        }
        #expect(asked == [0, 1])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("index.html").path))
    }

    /// The detail screen whole (`tiles == nil`) or cut into `columns × rows` region participants,
    /// each at its place moved by `offset` points.
    static func tiled(columns: Int?, rows: Int = 1, offset: CGPoint = .zero) -> SampledTransition {
        let tint = CanvasColor(hex: 0xFF9500)
        let full = CGRect(origin: .zero, size: GalleryFixtures.container)
        guard let columns else {
            return SampledTransition(containerSize: full.size, participants: [SampledParticipant(name: "from", screen: .detail, color: tint)],
                                     frames: [SampledFrame(progress: 0, states: [SampledState(frame: full)])])
        }
        var participants: [SampledParticipant] = []
        var states: [SampledState?] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let unit = CGRect(x: CGFloat(column) / CGFloat(columns), y: CGFloat(row) / CGFloat(rows),
                                  width: 1 / CGFloat(columns), height: 1 / CGFloat(rows))
                participants.append(SampledParticipant(name: "tile-\(row)-\(column)", screen: .detail, color: tint, contentsRect: unit))
                let frame = CGRect(x: unit.minX * full.width + offset.x, y: unit.minY * full.height + offset.y,
                                   width: unit.width * full.width, height: unit.height * full.height)
                states.append(SampledState(frame: frame))
            }
        }
        return SampledTransition(containerSize: full.size, participants: participants, frames: [SampledFrame(progress: 0, states: states)])
    }

    func render(_ samples: SampledTransition) throws -> Canvas {
        try #require(try renderer.frames(for: GalleryItem(slug: "tiles", name: "Tiles", duration: 0, samples: samples)).first)
    }

    @Test func regionTilesShowTheirPartOfTheScreen() throws {
        let whole = try render(Self.tiled(columns: nil))
        let tiles = try render(Self.tiled(columns: 5, rows: 8))
        // Tiles laid at their places rebuild the screen: every pixel matches but for faint seams
        // where tile edges fall inside a pixel.
        var close = 0
        for (a, b) in zip(whole.pixels, tiles.pixels) where abs(a.x - b.x) + abs(a.y - b.y) + abs(a.z - b.z) < 0.03 { close += 1 }
        #expect(Double(close) > Double(whole.pixels.count) * 0.9, "\(close) of \(whole.pixels.count) pixels match")
        // A tile of the hero image (upper right) is orange; a tile of the text (left, lower) is not.
        let upperRight = tiles.color(x: 80, y: 40), lowerLeft = tiles.color(x: 8, y: 150)
        #expect(abs(upperRight.red - 1) < 0.05 && abs(upperRight.green - 0.58) < 0.08 && upperRight.blue < 0.1)
        #expect(lowerLeft.blue > 0.5)
        // Moved by (100, 60) points (25, 15 pixels at scale 0.25), the tiles show the same pixels there.
        let moved = try render(Self.tiled(columns: 5, rows: 8, offset: CGPoint(x: 100, y: 60)))
        for (x, y) in [(10, 30), (40, 60), (60, 120), (20, 150)] {
            let a = whole.color(x: x, y: y), b = moved.color(x: x + 25, y: y + 15)
            #expect(abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) < 0.1, "pixel \(x), \(y)")
        }
    }

    @Test func regionTilesShareOneTexture() throws {
        let textures = try renderer.textures(for: Self.tiled(columns: 4, rows: 6))
        #expect(textures.count == 24)
        let first = try #require(textures.first ?? nil)
        #expect(first.texture.size == GalleryFixtures.container)
        let address = first.texture.storage.withUnsafeBufferPointer { $0.baseAddress }
        for texture in textures {
            let texture = try #require(texture)
            #expect(texture.texture.storage.withUnsafeBufferPointer { $0.baseAddress } == address)
            #expect(texture.contentsRect.width == 0.25)
        }
        #expect(textures.last??.contentsRect.minY == CGFloat(5) / 6)
    }
}
