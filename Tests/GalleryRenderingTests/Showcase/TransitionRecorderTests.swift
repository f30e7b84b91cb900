import Foundation
import Testing
import Transitions
@testable import GalleryRendering
@testable import GalleryShowcase

@MainActor
@Suite struct TransitionRecorderTests {
    nonisolated static let slugs = ShowcaseCatalog.builtIns().map(\.slug)

    func entry(_ slug: String) throws -> ShowcaseEntry {
        try #require(ShowcaseCatalog.builtIns().first { $0.slug == slug })
    }

    @Test(arguments: slugs)
    func recordsTheDriverToCompletion(slug: String) throws {
        let recording = try TransitionRecorder.record(try entry(slug), containerSize: Showcase.containerSize, framesPerSecond: 30)
        #expect(recording.finished == true)
        let frames = recording.frames.frames
        let expected = Int((recording.plan.duration * 30).rounded(.up))
        #expect(frames.count >= expected && frames.count <= expected + 3, "\(frames.count) frames for \(recording.plan.duration) s")
        #expect(abs(recording.frameInterval - 1.0 / 30) < 1e-12)
        // Something moves: not every frame is the same.
        var distinct: [[SampledState?]] = []
        for states in frames.map(\.states) where !distinct.contains(states) { distinct.append(states) }
        #expect(distinct.count > 2)
        // At the end only the permanent views may remain (and a card's dimming view), and the
        // to-view rests in its final frame (the container, or the card).
        let ids = recording.frames.participants.map(\.name)
        let last = try #require(frames.last)
        let permanent: Set<ParticipantID> = [.toView, .fromView, .presentationDimming]
        for (name, state) in zip(ids, last.states) where state != nil {
            #expect(permanent.contains(ParticipantID(name)), "\(name) left behind")
        }
        let toIndex = try #require(ids.firstIndex(of: ParticipantID.toView.rawValue))
        let toState = try #require(last.states[toIndex])
        #expect(toState.frame == recording.plan.context.toFinalFrame)
        #expect(toState.alpha == 1)
        #expect(toState.transform == SampledState.identityTransform)
    }

    @Test(arguments: slugs)
    func scrubberSamplesThePlan(slug: String) throws {
        let recording = try TransitionRecorder.record(try entry(slug), containerSize: Showcase.containerSize, scrubberSamples: 11)
        let scrubber = recording.scrubber.frames
        #expect(scrubber.count == 11)
        #expect(scrubber.first?.progress == 0 && scrubber.last?.progress == 1)
        let plan = recording.plan
        let ids = recording.scrubber.participants.map(\.name)
        var compared = 0
        for (index, id) in ids.enumerated() {
            guard let expected = plan.state(at: 0.5)[ParticipantID(id)] else { continue }
            let state = try #require(scrubber[5].states[index])
            #expect(state.frame == expected.frame)
            #expect(state.alpha == Double(expected.alpha))
            compared += 1
        }
        // Every plan has at least its from- or to-view on stage half way through.
        #expect(compared > 0)
    }

    @Test func sampledStatesCarryTheTransformMatrix() {
        let state = ParticipantState(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            transform: TransformComponents(translation: Vector3(x: 10, y: 20, z: 0), scale: Vector3(x: 2, y: 2, z: 1)),
            alpha: 0.5, cornerRadius: 8
        )
        let sampled = TransitionRecorder.sampled(state, zIndex: 3)
        #expect(sampled.transform[0] == 2 && sampled.transform[5] == 2)
        #expect(sampled.transform[12] == 10 && sampled.transform[13] == 20)
        #expect(sampled.alpha == 0.5 && sampled.cornerRadius == 8 && sampled.zIndex == 3)
        // The homography of the sample agrees with the plan's own projection.
        let corner = sampled.homography(scale: 1).apply(CGPoint(x: 100, y: 100))
        #expect(corner == state.corners[2])
    }

    @Test func coloursAndScreensFollowTheParticipantKind() throws {
        let entry = try entry("cover-bottom-present")
        #expect(TransitionRecorder.participant("fromView", kind: .fromView, entry: entry).screen == entry.fromScreen)
        #expect(TransitionRecorder.participant("snap", kind: .snapshotOfToView, entry: entry).screen == entry.toScreen)
        let dimming = TransitionRecorder.participant("dimming", kind: .solidColor(.dimming), entry: entry)
        #expect(dimming.screen == nil)
        #expect(abs(dimming.color.alpha - 0.4) < 1e-6)
    }

    @Test func shatterTilesAreRegionsOfTheScreen() throws {
        let entry = try entry("shatter-\(ShowcaseCatalog.shatterTiles)-tiles-dismiss")
        let recording = try TransitionRecorder.record(entry, containerSize: Showcase.containerSize, scrubberSamples: 3)
        let participants = recording.frames.participants
        let tiles = participants.indices.filter { participants[$0].isRegion }
        #expect(tiles.count == 200)
        // Each tile shows the from-screen, cut to the region its plan participant snapshots.
        for index in tiles {
            let participant = participants[index]
            #expect(participant.screen == entry.fromScreen && participant.color == entry.fromTint)
            guard case .snapshotOfFromViewRegion(let region)? = recording.plan.participant(ParticipantID(participant.name))?.kind else {
                Issue.record("\(participant.name) is not a region snapshot of the from-view")
                continue
            }
            #expect(participant.contentsRect == region.unitRect)
        }
    }

    @Test func shatterTilesAtRestRebuildTheScreen() throws {
        // At progress 0 the tiles lie where their parts of the screen are: drawn alone, they must
        // look like the whole from-screen (a tile showing the wrong part, or a plain box, would not).
        let entry = try entry("shatter-\(ShowcaseCatalog.shatterTiles)-tiles-dismiss")
        let recording = try TransitionRecorder.record(entry, containerSize: Showcase.containerSize, scrubberSamples: 3)
        let start = try #require(recording.scrubber.frames.first)
        let participants = recording.scrubber.participants
        let tiles = participants.indices.filter { participants[$0].isRegion }
        let tilesOnly = SampledTransition(
            containerSize: Showcase.containerSize, participants: tiles.map { participants[$0] },
            frames: [SampledFrame(progress: 0, states: tiles.map { start.states[$0] })]
        )
        let screenOnly = SampledTransition(
            containerSize: Showcase.containerSize,
            participants: [SampledParticipant(name: "from", screen: entry.fromScreen, color: entry.fromTint)],
            frames: [SampledFrame(progress: 0, states: [SampledState(frame: CGRect(origin: .zero, size: Showcase.containerSize))])]
        )
        let renderer = GalleryRenderer(options: .init(scale: 0.25))
        func render(_ samples: SampledTransition) throws -> Canvas {
            try #require(try renderer.frames(for: GalleryItem(slug: "s", name: "s", duration: 0, samples: samples)).first)
        }
        let fromTiles = try render(tilesOnly), whole = try render(screenOnly)
        // Compare the pixels inside tiles: where a tile edge crosses a pixel, the two partly covering
        // tiles let some background through (a seam, as between unaligned snapshot views on iOS).
        let grid = ShatterTransition(tiles: ShowcaseCatalog.shatterTiles).grid(for: CGRect(origin: .zero, size: Showcase.containerSize))
        let tileWidth = Double(Showcase.containerSize.width) / Double(grid.columns), tileHeight = Double(Showcase.containerSize.height) / Double(grid.rows)
        func nearSeam(_ pixel: Int, _ size: Double) -> Bool {
            let point = (Double(pixel) + 0.5) / 0.25
            let offset = point.truncatingRemainder(dividingBy: size)
            return min(offset, size - offset) < 1 / 0.25
        }
        var compared = 0, close = 0
        for y in 0..<whole.height where !nearSeam(y, tileHeight) {
            for x in 0..<whole.width where !nearSeam(x, tileWidth) {
                let a = fromTiles.pixels[y * whole.width + x], b = whole.pixels[y * whole.width + x]
                compared += 1
                if abs(a.x - b.x) + abs(a.y - b.y) + abs(a.z - b.z) < 0.03 { close += 1 }
            }
        }
        #expect(compared > whole.pixels.count / 4)
        #expect(Double(close) > Double(compared) * 0.98, "\(close) of \(compared) pixels inside tiles match")
        // The hero image's tint shows at the top right in both.
        let hero = fromTiles.color(x: 90, y: 30)
        #expect(abs(hero.red - entry.fromTint.red) < 0.08 && abs(hero.green - entry.fromTint.green) < 0.08 && abs(hero.blue - entry.fromTint.blue) < 0.08)
    }

    /// The slice built-ins (fold, portal, explode, cascade) cut one screen into region snapshots:
    /// the gallery paints that screen once and draws every slice from the one texture, as the
    /// iOS stage draws every slice from one screen render.
    @Test(arguments: ["fold-6-strips-leading-present", "portal-dismiss", "explode-64-tiles-present", "cascade-8-bands-trailing-push"])
    func sliceBuiltInsDrawEverySliceFromOneScreenTexture(slug: String) throws {
        let recording = try TransitionRecorder.record(try entry(slug), containerSize: Showcase.containerSize, framesPerSecond: 30)
        let textures = try GalleryRenderer(options: .init(scale: 0.25)).textures(for: recording.frames)
        let slices = zip(recording.frames.participants, textures).filter { $0.0.isRegion }
        #expect(slices.count >= 2)
        var addresses = Set<UnsafeRawPointer?>()
        for (_, texture) in slices {
            let texture = try #require(texture)
            addresses.insert(texture.texture.storage.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
        }
        #expect(addresses.count == 1, "\(slug): \(slices.count) slices from \(addresses.count) textures")
    }
}
