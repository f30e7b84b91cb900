import Testing
@testable import SnippetExtraction

@Suite struct DocSnippetTests {
    @Test func findsSwiftBlocksWithTheirLinesAndSkipsOtherLanguages() throws {
        let markdown = """
        # Title

        ```swift
        let a = 1
        ```

        ````md
        ```swift
        not a snippet
        ```
        ````

          ```Swift title
          let b = 2
            indented()
          ```
        ```sh
        swift test
        ```
        """
        let snippets = try DocSnippet.snippets(inMarkdown: markdown, file: "docs/x.md")
        #expect(snippets.map(\.index) == [1, 2])
        #expect(snippets.map(\.fenceLine) == [3, 13])
        #expect(snippets[0].code == ["let a = 1"])
        #expect(snippets[1].code == ["let b = 2", "  indented()"])  // the fence's indentation removed
        #expect(snippets[1].closingLine == 16)
        #expect(snippets[0].label == "docs/x.md, block 1 (```swift at line 3)")
    }

    @Test func readsTheMarkerOnTheLastNonBlankLineAbove() throws {
        let markdown = """
        <!-- snippet: uikit, continues -->

        ```swift
        a()
        ```
        <!-- an ordinary comment -->
        ```swift
        b()
        ```
        <!-- snippet: pure, partial: a manifest fragment, listed -->
        ```swift
        dependencies: []
        ```
        """
        let snippets = try DocSnippet.snippets(inMarkdown: markdown, file: "README.md")
        #expect(snippets[0].marker == SnippetMarker(platform: .uikit, continuesPrevious: true))
        #expect(snippets[1].marker == .none)
        #expect(snippets[2].marker == SnippetMarker(platform: .pure, partialReason: "a manifest fragment, listed"))
    }

    @Test func anUnknownMarkerWordIsAnErrorNamingTheLine() {
        let markdown = "text\n<!-- snippet: uikt -->\n```swift\na()\n```\n"
        #expect(throws: SnippetMarker.ParseError(
            file: "README.md", line: 2, reason: "unknown snippet marker word 'uikt' (known: uikit, swiftui, pure, continues, partial)")
        ) {
            try DocSnippet.snippets(inMarkdown: markdown, file: "README.md")
        }
    }

    @Test func aMarkerCannotForceBothPlatforms() throws {
        #expect(throws: SnippetMarker.ParseError.self) {
            try SnippetMarker(comment: "<!-- snippet: uikit, pure -->", file: "a.md", line: 1)
        }
        #expect(throws: SnippetMarker.ParseError.self) {
            try SnippetMarker(comment: "<!-- snippet: swiftui, uikit -->", file: "a.md", line: 1)
        }
        #expect(try SnippetMarker(comment: "<!-- snippet: swiftui -->", file: "a.md", line: 1) == SnippetMarker(platform: .swiftUI))
    }

    @Test func anUnclosedFenceRunsToTheEnd() throws {
        let snippets = try DocSnippet.snippets(inMarkdown: "```swift\nlet a = 1\nlet b = 2", file: "a.md")
        #expect(snippets.first?.code == ["let a = 1", "let b = 2"])
    }
}
