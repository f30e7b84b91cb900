import DynamicLayouts
import Foundation
import Testing
@testable import GalleryRendering
@testable import GalleryShowcase

/// The layout entries of the gallery: recorded from the pure model, they move, settle, and come
/// out of the showcase as decodable GIFs with scrubbers.
@Suite struct LayoutRecorderTests {
    @Test func theThreeLayoutsAreThere() {
        let demos = ShowcaseCatalog.layoutDemos()
        #expect(demos.map(\.slug) == ["springy-list-drag", "springy-carousel-insert", "newtonian-add-remove"])
        #expect(Set(demos.map(\.style.name)).count == 3)
        #expect(demos.allSatisfy { $0.parameters.contains { $0.name == "spring" } })
    }

    @Test(arguments: ShowcaseCatalog.layoutDemos().map(\.slug))
    func eachDemoMovesAndComesToRest(slug: String) throws {
        let demo = try #require(ShowcaseCatalog.layoutDemos().first { $0.slug == slug })
        let recording = LayoutRecorder.record(demo, containerSize: Showcase.containerSize)
        let frames = recording.frames.frames
        #expect(frames.count > 30)
        #expect(recording.frameInterval == 1.0 / 30)
        #expect(frames.first?.progress == 0 && frames.last?.progress == 1)
        // Every frame differs from the next while things move; the last frames are still.
        let distinct = Set(frames.map { $0.states.map { $0?.frame } }.map { "\($0)" })
        #expect(distinct.count > 20)
        #expect(frames[frames.count - 1].states == frames[frames.count - 2].states)
        // Nothing is ever drawn at a non-finite place, and every participant shows at some point.
        for frame in frames {
            for state in frame.states.compactMap({ $0 }) {
                #expect(state.frame.origin.x.isFinite && state.frame.origin.y.isFinite)
            }
        }
        for index in recording.frames.participants.indices {
            #expect(frames.contains { $0.states[index] != nil })
        }
    }

    @Test func theCarouselsInsertDropsFromTheTopAndTheNewtonianLosesACard() throws {
        let carousel = LayoutRecorder.record(ShowcaseCatalog.springyCarouselDemo(), containerSize: Showcase.containerSize)
        // The inserted card is the last participant to appear: it starts at the top of the screen
        // and ends on the floor with the others.
        let inserted = try #require(carousel.frames.participants.indices.last)
        let shown = carousel.frames.frames.compactMap { $0.states[inserted]?.frame }
        #expect((shown.first?.minY ?? .infinity) < 40)  // one frame after starting at the top
        #expect(shown.last?.maxY == 844)
        let newtonian = LayoutRecorder.record(ShowcaseCatalog.newtonianDemo(), containerSize: Showcase.containerSize)
        let last = try #require(newtonian.frames.frames.last)
        #expect(newtonian.frames.participants.filter { $0.name.hasPrefix("cell") }.count == 4)
        #expect(last.states.compactMap { $0 }.count == 3)
    }

    @MainActor @Test func theShowcaseWritesTheLayoutsWithScrubbers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-showcase-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var options = ShowcaseOptions()
        options.outputDirectory = root.path
        options.scale = 0.2
        options.filter = "springy-list"
        let summary = try Showcase.run(options)
        #expect(summary.page.entries.map(\.name) == ["Springy list — drag and release"])
        let entry = try #require(summary.page.entries.first)
        let gif = try DecodedGIF(Array(try Data(contentsOf: summary.directory.appendingPathComponent(entry.animationPath))))
        #expect(gif.width == 78 && gif.height == 169)
        #expect(Set(gif.frames.map(\.indices)).count >= 10)
        let html = try String(contentsOf: summary.directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("class=\"stage\""))
        #expect(html.contains("[\"finger\",\"plain\","))
    }
}
