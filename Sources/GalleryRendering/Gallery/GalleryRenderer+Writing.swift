import Foundation

/// Where the gallery writer is, reported before each item is rendered.
public struct GalleryProgress: Sendable, Hashable {
    /// The item about to be rendered, 1-based.
    public var index: Int
    /// How many items there are.
    public var count: Int
    /// The item's display name.
    public var name: String

    /// A one-line summary, e.g. `[3/20] Slide up — present`.
    public var line: String { "[\(index)/\(count)] \(name)" }
}

extension GalleryRenderer {
    /// Renders every item and writes, into `directory` (created when missing): `<slug>.gif`,
    /// `<slug>-sheet.png` per item and `index.html` listing them. Existing files of those names
    /// are replaced; other files are left alone. Slugs that repeat get `-2`, `-3`… appended.
    ///
    /// - Parameters:
    ///   - items: the transitions to render, in page order.
    ///   - directory: where the files go.
    ///   - title: the page's title.
    ///   - introduction: a paragraph under the title (default none).
    ///   - progress: called before each item is rendered.
    /// - Returns: the page that was written.
    /// - Throws: ``CanvasError`` for an item that cannot be rendered, or the file system's error.
    @discardableResult
    public func writeGallery(
        _ items: [GalleryItem], to directory: URL, title: String, introduction: String = "",
        progress: (GalleryProgress) -> Void = { _ in }
    ) throws -> GalleryPage {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var entries: [GalleryEntry] = []
        var used: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            progress(GalleryProgress(index: index + 1, count: items.count, name: item.name))
            var slug = item.fileSlug
            if let seen = used[slug] {
                used[slug] = seen + 1
                slug += "-\(seen + 1)"
            } else {
                used[slug] = 1
            }
            let frames = try frames(for: item)
            let gif = try animation(of: item, frames: frames)
            let sheet = try contactSheet(of: item, frames: frames)
            try Data(gif).write(to: directory.appendingPathComponent("\(slug).gif"))
            try Data(PNGEncoder.encode(sheet)).write(to: directory.appendingPathComponent("\(slug)-sheet.png"))
            entries.append(GalleryEntry(
                name: item.name, parameters: item.parameters, duration: item.safeDuration,
                animationPath: "\(slug).gif", contactSheetPath: "\(slug)-sheet.png",
                animationSize: CGSize(width: frames[0].width, height: frames[0].height), timeline: item.scrubberSamples ?? item.samples
            ))
        }
        let page = GalleryPage(title: title, introduction: introduction, entries: entries)
        try Data(page.html.utf8).write(to: directory.appendingPathComponent("index.html"))
        return page
    }
}
