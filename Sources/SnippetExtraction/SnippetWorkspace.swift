import Foundation

/// The package on disk: where the documents are, what the kit's UIKit vocabulary is, and where
/// the generated snippet files go.
public struct SnippetWorkspace: Sendable {
    /// The package root, absolute, without a trailing slash.
    public var root: String
    /// The generated files' folder, relative to the root.
    public var outputFolder: String

    /// A workspace rooted at `root` writing into `outputFolder` (default
    /// `DocSnippets/Generated`, inside the `DocSnippets` target).
    public init(root: String, outputFolder: String = "DocSnippets/Generated") {
        var root = (root as NSString).standardizingPath
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.outputFolder = outputFolder
    }

    /// The documents whose Swift blocks are compiled, relative to the root, sorted:
    /// `README.md`, `docs/*.md`, `Showcase/README.md` and every `.md` inside a `.docc` folder
    /// under `Sources/` or `Showcase/Sources/`.
    public func documents() -> [String] {
        var found: [String] = []
        for file in ["README.md", "Showcase/README.md"] where exists(file) { found.append(file) }
        found += files(in: "docs", recursive: false).filter { $0.hasSuffix(".md") }
        for sources in ["Sources", "Showcase/Sources"] {
            found += files(in: sources, recursive: true).filter { $0.hasSuffix(".md") && $0.contains(".docc/") }
        }
        return found.sorted()
    }

    /// The UIKit and SwiftUI vocabulary of every Swift file under a `UIKit` or `SwiftUI` folder in
    /// `Sources/` or `Showcase/Sources/` (see ``UIKitVocabulary/declared(in:swiftUISources:)``).
    public func vocabulary() throws -> UIKitVocabulary {
        let swiftFiles = ["Sources", "Showcase/Sources"].flatMap { files(in: $0, recursive: true) }.filter { $0.hasSuffix(".swift") }
        let uikit = swiftFiles.filter { $0.split(separator: "/").contains("UIKit") }
        let swiftUI = swiftFiles.filter { $0.split(separator: "/").contains("SwiftUI") }
        return UIKitVocabulary.declared(in: try uikit.map { try read($0) }, swiftUISources: try swiftUI.map { try read($0) })
    }

    /// Reads every document and builds the catalog.
    public func catalog() throws -> SnippetCatalog {
        let snippets = try documents().flatMap { try DocSnippet.snippets(inMarkdown: read($0), file: $0) }
        return try SnippetCatalog(snippets: snippets, vocabulary: vocabulary())
    }

    /// Writes one file per unit into ``outputFolder`` (only files whose text changed, so the
    /// build recompiles only those) and deletes generated files no unit produces any more.
    /// Returns the paths written, relative to the root.
    @discardableResult
    public func write(_ catalog: SnippetCatalog) throws -> [String] {
        let manager = FileManager.default
        var expected = Set<String>()
        var written: [String] = []
        for unit in catalog.units {
            let path = outputFolder + "/" + unit.fileName
            expected.insert(path)
            let text = unit.source(root: root, defaultImports: SnippetCatalog.defaultImports)
            if (try? read(path)) == text { continue }
            let url = URL(fileURLWithPath: root + "/" + path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            written.append(path)
        }
        for stale in files(in: outputFolder, recursive: true) where stale.hasSuffix(".swift") && !expected.contains(stale) {
            try manager.removeItem(atPath: root + "/" + stale)
        }
        return written
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + path)
    }

    /// Files under `folder` (relative to the root), as paths relative to the root.
    private func files(in folder: String, recursive: Bool) -> [String] {
        let manager = FileManager.default
        let base = root + "/" + folder
        let names: [String]
        if recursive {
            names = (manager.enumerator(atPath: base)?.allObjects as? [String]) ?? []
        } else {
            names = (try? manager.contentsOfDirectory(atPath: base)) ?? []
        }
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: base + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.map { folder + "/" + $0 }
    }
}
