import Foundation

/// One fenced ` ```swift ` block of a Markdown document (README.md, docs/*.md, a DocC article),
/// with where it sits and the marker written above it.
///
/// Line numbers are 1-based, as compilers and editors count them: code line `k` (0-based in
/// ``code``) is line `fenceLine + 1 + k` of the document.
public struct DocSnippet: Equatable, Sendable {
    /// The document's path relative to the package root, e.g. `docs/router.md`.
    public var file: String
    /// The block's number among the document's Swift blocks, from 1.
    public var index: Int
    /// The line of the opening fence.
    public var fenceLine: Int
    /// The code, with the fence's own indentation removed (CommonMark's rule).
    public var code: [String]
    /// The `<!-- snippet: … -->` marker on the last non-blank line above the fence, or
    /// ``SnippetMarker/none``.
    public var marker: SnippetMarker

    /// Creates a snippet; see the properties.
    public init(file: String, index: Int, fenceLine: Int, code: [String], marker: SnippetMarker = .none) {
        self.file = file
        self.index = index
        self.fenceLine = fenceLine
        self.code = code
        self.marker = marker
    }

    /// The document line of the first code line.
    public var firstCodeLine: Int { fenceLine + 1 }
    /// The document line of the closing fence (or of the last line, for a fence left open).
    public var closingLine: Int { fenceLine + code.count + 1 }

    /// How the block is named in messages: `docs/router.md, block 3 (```swift at line 74)`.
    public var label: String {
        "\(file), block \(index) (```swift at line \(fenceLine))"
    }

    /// The Swift blocks of a Markdown document, in order.
    ///
    /// A fence is three or more backticks or tildes, indented at most three spaces; its info
    /// string's first word, lower-cased, must be `swift`. It closes at a line of the same
    /// character at least as long, with nothing else on it, or at the end of the document.
    /// Blocks of other languages are skipped whole, so a ` ```swift ` line inside a ` ```md `
    /// block is not a snippet.
    ///
    /// - Throws: ``SnippetMarker/ParseError`` for a marker that cannot be read, naming the file
    ///   and line.
    public static func snippets(inMarkdown text: String, file: String) throws -> [DocSnippet] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        var snippets: [DocSnippet] = []
        var index = 0
        var lineIndex = 0
        while lineIndex < lines.count {
            guard let fence = Fence(opening: lines[lineIndex]) else {
                lineIndex += 1
                continue
            }
            var body: [String] = []
            var next = lineIndex + 1
            while next < lines.count, !fence.isClosed(by: lines[next]) {
                body.append(fence.removingIndentation(from: lines[next]))
                next += 1
            }
            if fence.language == "swift" {
                index += 1
                let marker = try markerAbove(lineIndex, in: lines, file: file)
                snippets.append(DocSnippet(file: file, index: index, fenceLine: lineIndex + 1, code: body, marker: marker))
            }
            lineIndex = next + 1
        }
        return snippets
    }

    /// The marker on the last non-blank line above line `fenceIndex` (0-based), if that line is
    /// a snippet marker.
    private static func markerAbove(_ fenceIndex: Int, in lines: [String], file: String) throws -> SnippetMarker {
        var candidate = fenceIndex - 1
        while candidate >= 0, lines[candidate].trimmingCharacters(in: .whitespaces).isEmpty { candidate -= 1 }
        guard candidate >= 0 else { return .none }
        return try SnippetMarker(comment: lines[candidate], file: file, line: candidate + 1) ?? .none
    }
}

/// An opening code fence: its character, length, indentation and language.
private struct Fence {
    let character: Character
    let length: Int
    let indentation: Int
    let language: String

    init?(opening line: String) {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        // A backtick fence's info string may not contain backticks (CommonMark).
        if first == "`", info.contains("`") { return nil }
        self.character = first
        self.length = length
        self.indentation = indentation
        self.language = info.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "{" }).first.map { $0.lowercased() } ?? ""
    }

    func isClosed(by line: String) -> Bool {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return false }
        let rest = line.dropFirst(indentation)
        let run = rest.prefix { $0 == character }.count
        return run >= length && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }

    func removingIndentation(from line: String) -> String {
        let spaces = min(indentation, line.prefix { $0 == " " }.count)
        return String(line.dropFirst(spaces))
    }
}
