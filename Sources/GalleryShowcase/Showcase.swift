import Foundation
import GalleryRendering
import Transitions

/// What `swift run showcase` does, as a library so that tests can run it: record every
/// catalogue entry with the real driver, render it, and write the gallery (and, on request,
/// the README's GIFs).
@MainActor
package enum Showcase {
    /// The phone-sized container every entry plays in (points).
    nonisolated static let containerSize = CGSize(width: 390, height: 844)

    /// What a run wrote.
    package struct Summary: Sendable {
        /// The gallery page that was written.
        package var page: GalleryPage
        /// The gallery's directory.
        package var directory: URL
        /// The README GIFs written, if any.
        package var readmeImages: [URL]
    }

    /// Records `entries` into gallery items (frames from the driver on the headless stage, the
    /// scrubber from the plan).
    ///
    /// - Throws: when an entry cannot be played (an unusable container size) or its driver does
    ///   not complete within 10 s of virtual time.
    static func items(for entries: [ShowcaseEntry], framesPerSecond: Double) throws -> [GalleryItem] {
        try entries.map { entry in
            let recording = try TransitionRecorder.record(entry, containerSize: containerSize, framesPerSecond: framesPerSecond)
            guard recording.finished == true else {
                throw ShowcaseError(description: "\(entry.title) did not finish (driver phase after 10 s: \(recording.finished.map { "\($0)" } ?? "running"))")
            }
            return GalleryItem(
                slug: entry.slug, name: entry.title, parameters: entry.parameters, duration: Double(recording.plan.duration),
                samples: recording.frames, frameInterval: recording.frameInterval, scrubberSamples: recording.scrubber
            )
        }
    }

    /// Runs the showcase: writes the gallery into ``ShowcaseOptions/outputDirectory`` (relative
    /// paths are taken from the current directory) and, with `--readme-images`, the README GIFs.
    ///
    /// Entries are recorded one after another on the main actor, in page order, while those
    /// recorded before render on ``ShowcaseOptions/jobs`` other threads; the files are the same
    /// whatever the number of jobs. `progress` receives one line per entry as it is handed to a
    /// renderer, saying how many are written and how many remain.
    package static func run(_ options: ShowcaseOptions, progress: (String) -> Void = { _ in }) throws -> Summary {
        var entries = ShowcaseCatalog.builtIns()
        var layouts = ShowcaseCatalog.layoutDemos()
        var sheets = ShowcaseCatalog.cardDemos()
        if let filter = options.filter {
            entries = entries.filter { $0.slug.contains(filter) }
            layouts = layouts.filter { $0.slug.contains(filter) }
            sheets = sheets.filter { $0.slug.contains(filter) }
        }
        guard !entries.isEmpty || !layouts.isEmpty || !sheets.isEmpty else { throw ShowcaseError(description: "no entry matches \(options.filter ?? "")") }
        let directory = URL(fileURLWithPath: options.outputDirectory)
        let renderer = GalleryRenderer(options: .init(scale: options.scale))
        var items: [GalleryItem] = []
        let page = try renderer.writeGallery(
            count: entries.count + layouts.count + sheets.count, to: directory, title: "Transitions gallery",
            introduction: "Every built-in transition, rendered from its real plan by the real TransitionDriver on the headless stage, "
                + "the physics-driven collection layouts and a sheet's drag between detents, rendered from their pure models "
                + "(virtual clock at \(SampledTransition.number(options.framesPerSecond, 1)) fps, phone-sized 390 × 844 pt container). "
                + "Drag a slider to scrub the plan as an interactive transition would; press ▶ to play it.",
            jobs: options.jobs,
            item: { index in
                let item: GalleryItem
                if index < entries.count {
                    item = try Self.items(for: [entries[index]], framesPerSecond: options.framesPerSecond)[0]
                } else if index < entries.count + layouts.count {
                    item = Self.item(for: layouts[index - entries.count], framesPerSecond: options.framesPerSecond)
                } else {
                    item = Self.item(for: sheets[index - entries.count - layouts.count], framesPerSecond: options.framesPerSecond)
                }
                items.append(item)
                return item
            },
            progress: { step in
                progress("\(step.line) — \(step.written) written, \(step.remaining) to go")
            }
        )
        var readmeImages: [URL] = []
        if let readmeDirectory = options.readmeImagesDirectory {
            let target = URL(fileURLWithPath: readmeDirectory)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let small = GalleryRenderer(options: .init(scale: 0.3, holdFirst: 0.6, holdLast: 1.0, background: CanvasColor(hex: 0x1C1C1E), maximumColors: 96))
            for slug in ShowcaseCatalog.readmeSlugs {
                guard let recorded = items.first(where: { $0.slug == slug }) else { continue }
                progress("README image \(slug).gif")
                let url = target.appendingPathComponent("\(slug).gif")
                try Data(try readmeAnimation(of: recorded, renderer: small)).write(to: url)
                readmeImages.append(url)
            }
        }
        return Summary(page: page, directory: directory, readmeImages: readmeImages)
    }
}

extension Showcase {
    /// A layout demo recorded into a gallery item (the scrubber plays the recording by time; the
    /// contact sheet shows the script's key frames).
    nonisolated static func item(for demo: LayoutDemo, framesPerSecond: Double) -> GalleryItem {
        let recording = LayoutRecorder.record(demo, containerSize: containerSize, framesPerSecond: framesPerSecond)
        return GalleryItem(slug: demo.slug, name: demo.title, parameters: demo.parameters, duration: recording.duration,
                           samples: recording.frames, frameInterval: recording.frameInterval,
                           contactSheetSamples: recording.keyFrames.isEmpty ? nil : recording.keyFrames)
    }

    /// A sheet demo recorded into a gallery item (the scrubber plays the recording by time; the
    /// contact sheet shows the script's key frames).
    nonisolated static func item(for demo: CardDemo, framesPerSecond: Double) -> GalleryItem {
        let recording = CardRecorder.record(demo, framesPerSecond: framesPerSecond)
        return GalleryItem(slug: demo.slug, name: demo.title, parameters: demo.parameters, duration: recording.duration,
                           samples: recording.frames, frameInterval: recording.frameInterval,
                           contactSheetSamples: recording.keyFrames.isEmpty ? nil : recording.keyFrames)
    }

    /// The most frames a README GIF keeps at the recording's rate; a longer recording keeps every
    /// second frame (e.g. 15 fps for a 30 fps recording), which keeps the long physics GIFs small.
    static let readmeFrameBudget = 40

    /// The size a README GIF stays under, bytes: a shorter recording whose GIF at the full rate
    /// would reach it (a busy one, such as the fold's shaded strips) keeps every second frame too.
    static let readmeByteBudget = 80_000

    /// The README GIF of `recorded`: at the recording's rate, or every second frame for a long
    /// recording (``readmeFrames(of:always:)``) or one whose GIF would reach `byteBudget` bytes.
    static func readmeAnimation(of recorded: GalleryItem, renderer: GalleryRenderer, byteBudget: Int = readmeByteBudget) throws -> [UInt8] {
        let item = readmeFrames(of: recorded)
        let gif = try renderer.animation(of: item)
        guard gif.count >= byteBudget, item.samples.frames.count == recorded.samples.frames.count else { return gif }
        let thinned = readmeFrames(of: recorded, always: true)
        return try renderer.animation(of: thinned)
    }

    /// `item` with every second sample dropped (the last one kept, the frame interval doubled, the
    /// contact sheet's samples moved to the kept sample at or before them) when it has more than
    /// ``readmeFrameBudget`` samples, or `always` (and more than two); otherwise `item` unchanged.
    static func readmeFrames(of item: GalleryItem, always: Bool = false) -> GalleryItem {
        let frames = item.samples.frames
        guard frames.count > (always ? 2 : readmeFrameBudget), let last = frames.last else { return item }
        var thinned = item
        var kept = stride(from: 0, to: frames.count, by: 2).map { frames[$0] }
        if (frames.count - 1) % 2 != 0 { kept.append(last) }
        thinned.samples.frames = kept
        thinned.frameInterval = item.frameInterval.map { $0 * 2 }
        thinned.contactSheetSamples = item.contactSheetSamples.map { picks in picks.map { $0 == frames.count - 1 ? kept.count - 1 : $0 / 2 } }
        return thinned
    }
}

/// A showcase run that could not complete, with the reason in English.
struct ShowcaseError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
}
