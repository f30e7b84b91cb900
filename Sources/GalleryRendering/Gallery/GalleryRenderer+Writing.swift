import Foundation

/// Where the gallery writer is, reported when an item is handed to a renderer.
package struct GalleryProgress: Sendable, Hashable {
    /// The item handed over, 1-based.
    package var index: Int
    /// How many items there are.
    package var count: Int
    /// The item's display name.
    package var name: String
    /// How many items are written already (their files are on disk).
    package var written: Int

    /// Creates a progress report.
    package init(index: Int, count: Int, name: String, written: Int = 0) {
        self.index = index
        self.count = count
        self.name = name
        self.written = written
    }

    /// How many items are not written yet.
    package var remaining: Int { max(count - written, 0) }

    /// A one-line summary, e.g. `[3/20] Slide up — present`.
    package var line: String { "[\(index)/\(count)] \(name)" }
}

extension GalleryRenderer {
    /// The number of items rendered at once by default: one per active processor.
    package static var defaultJobs: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

    /// Renders every item and writes, into `directory` (created when missing): `<slug>.gif`,
    /// `<slug>-sheet.png` per item and `index.html` listing them. Existing files of those names
    /// are replaced; other files are left alone. Slugs that repeat get `-2`, `-3`… appended.
    ///
    /// - Parameters:
    ///   - items: the transitions to render, in page order.
    ///   - directory: where the files go.
    ///   - title: the page's title.
    ///   - introduction: a paragraph under the title (default none).
    ///   - jobs: how many items are rendered at once, each on a thread of its own (default
    ///     ``defaultJobs``; values below 1 read as 1). The files are the same whatever the number.
    ///   - progress: called on the calling thread, in page order, as each item is handed over.
    /// - Returns: the page that was written.
    /// - Throws: ``CanvasError`` for an item that cannot be rendered, or the file system's error.
    @discardableResult
    package func writeGallery(
        _ items: [GalleryItem], to directory: URL, title: String, introduction: String = "", jobs: Int = GalleryRenderer.defaultJobs,
        progress: (GalleryProgress) -> Void = { _ in }
    ) throws -> GalleryPage {
        try writeGallery(count: items.count, to: directory, title: title, introduction: introduction, jobs: jobs,
                         item: { items[$0] }, progress: progress)
    }

    /// ``writeGallery(_:to:title:introduction:jobs:progress:)`` for items made one at a time on the
    /// calling thread (`item(index)`, in page order) while the ones made before render on other
    /// threads: recording the next item overlaps rendering the previous ones. `item` is called
    /// for the next index only when fewer than `jobs` items are rendering.
    ///
    /// - Throws: what `item` throws, ``CanvasError`` for an item that cannot be rendered, or the
    ///   file system's error; the items already handed over finish first, and nothing more is
    ///   handed over after an error.
    @discardableResult
    package func writeGallery(
        count: Int, to directory: URL, title: String, introduction: String = "", jobs: Int = GalleryRenderer.defaultJobs,
        item: (Int) throws -> GalleryItem, progress: (GalleryProgress) -> Void = { _ in }
    ) throws -> GalleryPage {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let results = RenderResults(count: max(count, 0))
        let pool = RenderPool(jobs: max(jobs, 1))
        var used: [String: Int] = [:]
        var failure: Error?
        for index in 0..<max(count, 0) {
            pool.waitForASlot()
            if results.hasFailed {
                pool.releaseSlot()
                break
            }
            let next: GalleryItem
            do {
                next = try item(index)
            } catch {
                pool.releaseSlot()
                failure = error
                break
            }
            var slug = next.fileSlug
            if let seen = used[slug] {
                used[slug] = seen + 1
                slug += "-\(seen + 1)"
            } else {
                used[slug] = 1
            }
            progress(GalleryProgress(index: index + 1, count: count, name: next.name, written: results.written))
            pool.run { [self, slug] in
                results.store(Result {
                    let entry = try self.write(next, slug: slug, to: directory)
                    return (entry, GalleryPage.entryHTML(entry, index: index))
                }, at: index)
            }
        }
        pool.waitForAll()
        if let failure { throw failure }
        let written = try results.entries()
        let page = GalleryPage(title: title, introduction: introduction, entries: written.map(\.entry))
        try Data(page.html(entryFragments: written.map(\.html)).utf8).write(to: directory.appendingPathComponent("index.html"))
        return page
    }

    /// Renders `item` and writes its GIF and contact sheet as `<slug>.gif` and `<slug>-sheet.png`.
    func write(_ item: GalleryItem, slug: String, to directory: URL) throws -> GalleryPage.Entry {
        let frames = try frames(for: item)
        let gif = try animation(of: item, frames: frames)
        let sheet = try contactSheet(of: item, frames: frames)
        try Data(gif).write(to: directory.appendingPathComponent("\(slug).gif"))
        try Data(PNGEncoder.encode(sheet)).write(to: directory.appendingPathComponent("\(slug)-sheet.png"))
        return GalleryPage.Entry(
            name: item.name, parameters: item.parameters, duration: item.safeDuration,
            animationPath: "\(slug).gif", contactSheetPath: "\(slug)-sheet.png",
            animationSize: CGSize(width: frames[0].width, height: frames[0].height), timeline: item.scrubberSamples ?? item.samples
        )
    }
}

/// Runs work items on at most `jobs` threads at once.
///
/// `@unchecked Sendable`: its members are Dispatch objects, safe to use from any thread, which older
/// SDKs (iOS 16.5's) do not yet mark `Sendable`.
final class RenderPool: @unchecked Sendable {
    private let queue = DispatchQueue(label: "GalleryRenderer.render", qos: .userInitiated, attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()

    init(jobs: Int) {
        slots = DispatchSemaphore(value: jobs)
    }

    /// Blocks until fewer than `jobs` work items run; the slot taken is given back by the next
    /// ``run(_:)``'s work when it ends.
    func waitForASlot() {
        slots.wait()
    }

    /// Gives back a slot taken by ``waitForASlot()`` that no work will use (every slot must be
    /// given back: Dispatch traps when a semaphore below its initial value is released).
    func releaseSlot() {
        slots.signal()
    }

    /// Runs `work` on a thread of the pool; call after ``waitForASlot()``.
    func run(_ work: @escaping @Sendable () -> Void) {
        queue.async(group: group) {
            work()
            self.releaseSlot()
        }
    }

    /// Blocks until every work item has ended.
    func waitForAll() {
        group.wait()
    }
}

/// The entries written so far, with their page fragments, by index, shared between the renderers
/// and the calling thread.
final class RenderResults: @unchecked Sendable {
    typealias Written = (entry: GalleryPage.Entry, html: String)

    private let lock = NSLock()
    private var results: [Result<Written, Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<Written, Error>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    /// How many items are written.
    var written: Int {
        lock.withLock { results.reduce(0) { count, result in if case .success? = result { count + 1 } else { count } } }
    }

    /// Whether an item failed to render or be written.
    var hasFailed: Bool {
        lock.withLock { results.contains { if case .failure? = $0 { true } else { false } } }
    }

    /// The entries and their fragments in page order, or the first item's error (in page order).
    func entries() throws -> [Written] {
        try lock.withLock { results }.compactMap { try $0?.get() }
    }
}
