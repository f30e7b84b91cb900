import Foundation
import SnippetExtraction

// `swift run doc-snippets [generate|explain|list] [--root DIR]`
//
// generate (default): writes every compiled Swift block of the docs into DocSnippets/Generated/
//   (git-ignored), one wrapper per block, for the DocSnippets target to compile.
// explain: reads compiler output on standard input and prints, for each error or warning in a
//   snippet, the document, the block and the message; exits 1 if it printed any.
// list: prints every block with its platform (pure, uikit, partial).

var arguments = Array(CommandLine.arguments.dropFirst())
var root = FileManager.default.currentDirectoryPath
if let flag = arguments.firstIndex(of: "--root"), flag + 1 < arguments.count {
    root = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
let command = arguments.first ?? "generate"
let workspace = SnippetWorkspace(root: root)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let catalog: SnippetCatalog
do {
    catalog = try workspace.catalog()
} catch {
    fail("doc-snippets: \(error)")
}

switch command {
case "generate":
    do {
        let written = try workspace.write(catalog)
        let pure = catalog.units.filter { $0.platform == .pure }.count
        let swiftUI = catalog.units.filter { $0.platform == .swiftUI }.count
        let uikit = catalog.units.count - pure - swiftUI
        let partial = catalog.partialSnippets
        print("doc-snippets: \(catalog.snippets.count) Swift blocks in \(Set(catalog.snippets.map(\.file)).count) documents: "
            + "\(pure) pure, \(uikit) UIKit and \(swiftUI) SwiftUI units compiled, \(partial.count) partial (not compiled); "
            + "\(written.count) files rewritten in \(workspace.outputFolder)")
        for snippet in partial {
            print("doc-snippets: partial: \(snippet.label)" + (snippet.marker.partialReason.map { $0.isEmpty ? "" : " — \($0)" } ?? ""))
        }
    } catch {
        fail("doc-snippets: \(error)")
    }
case "explain":
    let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    let lines = catalog.explain(compilerOutput: input, root: workspace.root)
    guard !lines.isEmpty else { exit(0) }
    print("doc-snippets: a Swift snippet in the documentation does not compile cleanly:")
    for line in lines { print("  " + line) }
    exit(1)
case "list":
    for snippet in catalog.snippets {
        let platform = snippet.marker.isPartial ? "partial"
            : catalog.units.first { $0.snippets.contains(snippet) }.map(\.platform.rawValue) ?? "?"
        print("\(platform)\t\(snippet.label)")
    }
default:
    fail("usage: swift run doc-snippets [generate|explain|list] [--root DIR]")
}
