import Testing
@testable import SnippetExtraction

@Suite struct SnippetCatalogTests {
    let vocabulary = UIKitVocabulary(types: ["TransitionRouter"], methods: ["present"])

    func snippet(_ file: String, _ index: Int, line: Int, _ code: [String], marker: SnippetMarker = .none) -> DocSnippet {
        DocSnippet(file: file, index: index, fenceLine: line, code: code, marker: marker)
    }

    @Test func groupsContinuationsSkipsPartialsAndClassifiesUnits() throws {
        let catalog = try SnippetCatalog(snippets: [
            snippet("docs/a.md", 1, line: 3, ["struct A {}"]),
            snippet("docs/a.md", 2, line: 9, ["dependencies: []"], marker: SnippetMarker(partialReason: "")),
            snippet("docs/a.md", 3, line: 14, ["let r = TransitionRouter()"], marker: SnippetMarker(continuesPrevious: true)),
            snippet("Sources/Interactive/Interactive.docc/Interactive.md", 1, line: 20, ["var m = 1"]),
            snippet("Sources/Interactive/Interactive.docc/Interactive.md", 2, line: 30, ["f()"], marker: SnippetMarker(platform: .uikit)),
        ], vocabulary: vocabulary)
        #expect(catalog.units.count == 3)
        #expect(catalog.units[0].snippets.map(\.index) == [1, 3])
        #expect(catalog.units[0].platform == .uikit)  // the continuation uses UIKit
        #expect(catalog.units[1].platform == .pure)
        #expect(catalog.units[1].module == "Interactive")
        #expect(catalog.units[2].platform == .uikit)  // forced by its marker
        #expect(catalog.units[2].fileName == "UIKit/Snippet_Sources_Interactive_Interactive_docc_Interactive_md_2.swift")
        #expect(catalog.partialSnippets.map(\.index) == [2])
    }

    @Test func aContinuationWithNothingBeforeItIsAnError() {
        #expect(throws: SnippetCatalog.OrphanContinuation.self) {
            try SnippetCatalog(snippets: [
                snippet("docs/a.md", 1, line: 3, ["struct A {}"]),
                snippet("docs/b.md", 1, line: 3, ["f()"], marker: SnippetMarker(continuesPrevious: true)),
            ], vocabulary: vocabulary)
        }
    }

    @Test func explainsCompilerMessagesByDocumentAndBlock() throws {
        let catalog = try SnippetCatalog(snippets: [
            snippet("README.md", 1, line: 35, ["import Transitions", "", "present(detal, with: .slideUp())"]),
            snippet("README.md", 2, line: 53, ["let a = 1"]),
        ], vocabulary: vocabulary)
        let output = """
        [3/4] Compiling DocSnippets Snippet_README_md_1.swift
        /repo/README.md:38:9: error: cannot find 'detal' in scope
        /repo/README.md:38:9: error: cannot find 'detal' in scope
        /repo/Sources/Transitions/Route.swift:4:1: error: not a snippet
        /repo/DocSnippets/Generated/UIKit/Snippet_README_md_1.swift:14:5: warning: something in the wrapper
        /repo/README.md:54:5: warning: unused
        """
        #expect(catalog.explain(compilerOutput: output, root: "/repo") == [
            "README.md, block 1 (```swift at line 35), line 38:9: error: cannot find 'detal' in scope",
            "README.md, block 1 (```swift at line 35), in the wrapper generated around it "
                + "(DocSnippets/Generated/UIKit/Snippet_README_md_1.swift:14): warning: something in the wrapper",
            "README.md, block 2 (```swift at line 53), line 54:5: warning: unused",
        ])
    }
}
