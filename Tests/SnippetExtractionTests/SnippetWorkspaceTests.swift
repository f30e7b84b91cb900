import Foundation
import Testing
@testable import SnippetExtraction

@Suite struct SnippetWorkspaceTests {
    /// A package folder with a README, a doc, a DocC article and a UIKit file, in a temporary directory.
    func makePackage() throws -> String {
        let root = NSTemporaryDirectory() + "snippet-workspace-\(UUID().uuidString)"
        let files = [
            "README.md": "```swift\nlet router = KitRouter()\n```\n",
            "docs/guide.md": "<!-- snippet: partial: a fragment -->\n```swift\ndependencies: []\n```\n```swift\nlet a = 1\n```\n",
            "docs/nested/ignored.md": "```swift\nnot read: only docs/*.md\n```\n",
            "Sources/Kit/Kit.docc/Kit.md": "```swift\nstruct Fade {}\n```\n",
            "Sources/Kit/UIKit/KitRouter.swift": "#if canImport(UIKit)\npublic final class KitRouter {}\n#endif\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func findsTheDocumentsAndClassifiesWithTheKitsUIKitVocabulary() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let workspace = SnippetWorkspace(root: root + "/")
        #expect(workspace.documents() == ["README.md", "Sources/Kit/Kit.docc/Kit.md", "docs/guide.md"])
        let catalog = try workspace.catalog()
        #expect(catalog.units.map(\.head.file) == ["README.md", "Sources/Kit/Kit.docc/Kit.md", "docs/guide.md"])
        #expect(catalog.units.map(\.platform) == [.uikit, .pure, .pure])  // KitRouter is declared under UIKit/
        #expect(catalog.units[1].module == "Kit")
        #expect(catalog.partialSnippets.count == 1)
    }

    @Test func writesOneFilePerUnitRewritesOnlyChangesAndRemovesStaleFiles() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let workspace = SnippetWorkspace(root: root)
        let catalog = try workspace.catalog()
        let written = try workspace.write(catalog)
        #expect(written == [
            "DocSnippets/Generated/UIKit/Snippet_README_md_1.swift",
            "DocSnippets/Generated/Snippet_Sources_Kit_Kit_docc_Kit_md_1.swift",
            "DocSnippets/Generated/Snippet_docs_guide_md_2.swift",
        ])
        let readme = try String(contentsOfFile: root + "/" + written[0], encoding: .utf8)
        #expect(readme.contains("#sourceLocation(file: \"\(root)/README.md\", line: 2)"))
        #expect(try workspace.write(catalog) == [])  // unchanged: nothing rewritten

        // The doc loses its block: its file goes.
        try Data("no code any more\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/Kit/Kit.docc/Kit.md"))
        try workspace.write(try workspace.catalog())
        #expect(!FileManager.default.fileExists(atPath: root + "/" + written[1]))
        #expect(FileManager.default.fileExists(atPath: root + "/" + written[2]))
    }
}
