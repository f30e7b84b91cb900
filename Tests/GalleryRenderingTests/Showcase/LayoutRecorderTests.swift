import DynamicLayouts
import Foundation
import Testing
@testable import GalleryRendering
@testable import GalleryShowcase

/// The layout entries of the gallery: recorded from the pure model on a light app screen, they
/// move, settle, and come out of the showcase as decodable GIFs with scrubbers; their contact
/// sheets catch what each is about (the checks on the sheets are in LayoutRecorder+KeyFramesTests).
@Suite struct LayoutRecorderTests {
    @Test func theFourLayoutsAreThere() {
        let demos = ShowcaseCatalog.layoutDemos()
        #expect(demos.map(\.slug) == ["springy-list-drag", "springy-carousel-insert", "newtonian-add-remove", "compositional-sections-drag"])
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
        // Eight key frames, in order, the last one at rest.
        #expect(recording.keyFrames.count == 8)
        #expect(recording.keyFrames == recording.keyFrames.sorted() && Set(recording.keyFrames).count == 8)
        #expect(recording.keyFrames.last == frames.count - 1)
    }

    /// Like the transitions' screens: a light app screen whose navigation bar stays in front of the
    /// content, the collection view below it, and content that uses the screen — at rest, the
    /// cells (and the pins they hang from) span at least half of the collection view's height.
    @Test(arguments: ShowcaseCatalog.layoutDemos().map(\.slug))
    func eachDemoPlaysOnALightAppScreenThatItUses(slug: String) throws {
        let demo = try #require(ShowcaseCatalog.layoutDemos().first { $0.slug == slug })
        let recording = LayoutRecorder.record(demo, containerSize: Showcase.containerSize)
        let timeline = recording.frames
        let screen = CGRect(origin: .zero, size: Showcase.containerSize)
        #expect(timeline.participants[0] == SampledParticipant(name: "screen", screen: .empty, color: demo.tint))
        let bar = timeline.participants[1]
        #expect(bar.name == "navigation-bar" && bar.screen == .empty && bar.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 91.0 / 844))
        #expect(demo.collectionFrame == CGRect(x: 0, y: 91, width: 390, height: 753))
        for frame in timeline.frames {
            #expect(frame.states[0]?.frame == screen)
            #expect(frame.states[1]?.frame == CGRect(x: 0, y: 0, width: 390, height: 91))
            // Only the finger is in front of the bar.
            let barZ = try #require(frame.states[1]).zIndex
            let inFront = frame.states.indices.filter { $0 != 1 && (frame.states[$0]?.zIndex ?? -.infinity) >= barZ }
            #expect(inFront.allSatisfy { timeline.participants[$0].name == "finger" })
        }
        let cells = timeline.participants.indices.filter { timeline.participants[$0].name.hasPrefix("cell") || timeline.participants[$0].name.hasPrefix("pin") }
        let last = try #require(timeline.frames.last)
        let shown = cells.compactMap { last.states[$0]?.frame }.filter { $0.intersects(demo.collectionFrame) }
        let top = try #require(shown.map(\.minY).min()), bottom = try #require(shown.map(\.maxY).max())
        #expect(min(bottom, screen.maxY) - max(top, demo.collectionFrame.minY) >= demo.collectionFrame.height / 2, "\(top)…\(bottom)")
    }

    @Test func aLineIsABoxTurnedFromOnePointToTheOther() throws {
        let a = CGPoint(x: 100, y: 50), b = CGPoint(x: 40, y: 130)
        let line = try #require(LayoutRecorder.line(from: a, to: b, thickness: 2))
        #expect(abs(line.frame.width - 100) < 1e-9 && line.frame.height == 2)
        let map = line.homography(scale: 1)
        let start = try #require(map.apply(CGPoint(x: 0, y: 1))), end = try #require(map.apply(CGPoint(x: 100, y: 1)))
        #expect(hypot(start.x - a.x, start.y - a.y) < 1e-9 && hypot(end.x - b.x, end.y - b.y) < 1e-9)
        #expect(LayoutRecorder.line(from: a, to: CGPoint(x: 100.5, y: 50), thickness: 2) == nil)
        #expect(LayoutRecorder.line(from: a, to: CGPoint(x: CGFloat.nan, y: 50), thickness: 2) == nil)
    }

    @MainActor @Test func theShowcaseWritesTheLayoutsWithScrubbersAndKeyFrameSheets() throws {
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
        let sheet = try DecodedPNG(Array(try Data(contentsOf: summary.directory.appendingPathComponent(try #require(entry.contactSheetPath)))))
        #expect(sheet.width == 10 + 8 * (78 + 10))
        let html = try String(contentsOf: summary.directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("class=\"stage\""))
        #expect(html.contains("[\"finger\",\"plain\","))
        #expect(html.contains("[\"navigation-bar\",\"empty\","))
        // The item's contact sheet shows the script's key frames.
        let item = Showcase.item(for: ShowcaseCatalog.springyListDemo(), framesPerSecond: 30)
        let keyFrames = LayoutRecorder.record(ShowcaseCatalog.springyListDemo(), containerSize: Showcase.containerSize).keyFrames
        #expect(GalleryRenderer().contactSheetPicks(of: item, frameCount: item.samples.frames.count) == keyFrames)
    }
}
