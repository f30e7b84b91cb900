import Foundation
import Testing
@testable import GalleryRendering
@testable import GalleryShowcase

/// The whole `showcase` run: every built-in is recorded with the real driver, rendered, written,
/// and what was written decodes to the expected frame counts and sizes, with frames that differ.
@MainActor
@Suite struct ShowcaseTests {
    @Test func writesADecodableGalleryOfEveryBuiltIn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var options = ShowcaseOptions()
        options.outputDirectory = root.appendingPathComponent("gallery").path
        options.readmeImagesDirectory = root.appendingPathComponent("images").path
        options.scale = 0.2
        var lines: [String] = []
        let summary = try Showcase.run(options) { lines.append($0) }

        let entries = ShowcaseCatalog.builtIns()
        let layouts = ShowcaseCatalog.layoutDemos()  // after the transitions; checked in LayoutRecorderTests
        let sheets = ShowcaseCatalog.cardDemos()     // after the layouts; checked in CardRecorderTests
        #expect(summary.page.entries.count == entries.count + layouts.count + sheets.count)
        let total = entries.count + layouts.count + sheets.count
        #expect(lines.first == "[1/\(total)] \(entries[0].title) — 0 written, \(total) to go")
        #expect(lines.filter { $0.hasSuffix(" to go") }.count == total)
        for (entry, pageEntry) in zip(entries, summary.page.entries) {
            let recording = try TransitionRecorder.record(entry, containerSize: Showcase.containerSize)
            let gif = try DecodedGIF(Array(try Data(contentsOf: summary.directory.appendingPathComponent(pageEntry.animationPath))))
            #expect(gif.width == 78 && gif.height == 169)
            #expect(gif.frames.count == recording.frames.frames.count, "\(entry.slug)")
            #expect(Set(gif.frames.map(\.indices)).count >= 3, "\(entry.slug) barely changes")
            #expect(gif.frames.first?.indices != gif.frames.last?.indices)
            #expect(gif.loopCount == 0)
            let sheetPath = try #require(pageEntry.contactSheetPath)
            let sheet = try DecodedPNG(Array(try Data(contentsOf: summary.directory.appendingPathComponent(sheetPath))))
            #expect(sheet.width == 10 + 8 * (78 + 10))
            // Frames under a title line and over labels, drawn at text scale 1 (7-pixel lines) for narrow frames.
            #expect(sheet.height == 10 + (7 + 10) + (169 + 7 + 5) + 10)
        }
        // The physics built-ins are there both ways, with their parameters.
        let physicsNames = Set(ShowcaseCatalog.physicsTransitions().map(\.name))
        let physicsEntries = zip(entries, summary.page.entries).filter { physicsNames.contains($0.0.transition.name) }
        #expect(physicsEntries.count == 2 * physicsNames.count)
        #expect(physicsEntries.allSatisfy { $0.1.parameters.contains { $0.name == "timing" && $0.value.hasPrefix("simulated") } })
        let html = try String(contentsOf: summary.directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "class=\"stage\"").count == entries.count + layouts.count + sheets.count + 1)
        // Shatter tiles reach the scrubber as regions of the screen: the last tile of the 10 × 20 grid.
        #expect(html.contains("[\"tile-19-9\",\"detail\","))
        #expect(html.contains(",[0.9,0.95,0.1,0.05]]"))
        #expect(summary.readmeImages.count == ShowcaseCatalog.readmeSlugs.count)
        // A long recording is thinned to every second frame for the README (the last one kept).
        let shatter = try #require(summary.readmeImages.first { $0.lastPathComponent.hasPrefix("shatter-") })
        let shatterEntry = try #require(entries.first { shatter.lastPathComponent == "\($0.slug).gif" })
        let recorded = try TransitionRecorder.record(shatterEntry, containerSize: Showcase.containerSize).frames.frames.count
        #expect(try DecodedGIF(Array(try Data(contentsOf: shatter))).frames.count == recorded / 2 + 1)
        for url in summary.readmeImages {
            let data = try Data(contentsOf: url)
            #expect(data.count < 80_000, "\(url.lastPathComponent) is \(data.count) bytes")
            let gif = try DecodedGIF(Array(data))
            #expect(gif.width == 117 && gif.height == 253)
            #expect(gif.palette.count <= 128)
        }
    }

    @Test func aShortREADMEGIFOverItsByteBudgetKeepsEverySecondFrame() throws {
        let entry = try #require(ShowcaseCatalog.builtIns().first { $0.slug == "slide-up-present" })
        var recorded = try #require(try Showcase.items(for: [entry], framesPerSecond: 30).first)
        let count = recorded.samples.frames.count
        #expect(count > 2 && count <= Showcase.readmeFrameBudget)
        let renderer = GalleryRenderer(options: .init(scale: 0.1))
        #expect(try DecodedGIF(try Showcase.readmeAnimation(of: recorded, renderer: renderer)).frames.count == count)
        #expect(try DecodedGIF(try Showcase.readmeAnimation(of: recorded, renderer: renderer, byteBudget: 1)).frames.count == count / 2 + 1)
        // Thinning keeps the contact sheet's choice pointing at the same moments.
        recorded.contactSheetSamples = [0, 3, count - 1]
        #expect(Showcase.readmeFrames(of: recorded, always: true).contactSheetSamples == [0, 1, count / 2])
    }
}
