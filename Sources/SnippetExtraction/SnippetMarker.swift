import Foundation

/// What a `<!-- snippet: … -->` comment on the line above a Swift block says about it.
///
/// Markers are HTML comments, so neither GitHub nor DocC shows them. Words, separated by commas:
///
/// | word | meaning |
/// |---|---|
/// | `uikit` | compile only where UIKit exists (the iOS build), with the UIKit fixtures |
/// | `swiftui` | compile only where SwiftUI exists (the iOS build), with the UIKit and SwiftUI fixtures |
/// | `pure` | compile everywhere, with the pure fixtures, even if it looks like UIKit code |
/// | `continues` | the block continues the document's previous compiled block: same scope, so it sees that block's declarations |
/// | `partial` | deliberately not compilable (a fragment of a manifest, a list of requirements); not compiled. It comes last: free text may follow, commas included: `partial: a Package.swift fragment` |
///
/// Any other word is an error, so a misspelt marker cannot silently switch a check off.
public struct SnippetMarker: Equatable, Sendable {
    /// The platform the marker forces, or `nil` to let the block's code decide
    /// (``SnippetPlatform/classify(_:vocabulary:)``).
    public var platform: SnippetPlatform?
    /// `true` for `continues`.
    public var continuesPrevious: Bool
    /// The reason given for `partial`, `""` when none; `nil` when the block is compiled.
    public var partialReason: String?

    /// Creates a marker; see the properties.
    public init(platform: SnippetPlatform? = nil, continuesPrevious: Bool = false, partialReason: String? = nil) {
        self.platform = platform
        self.continuesPrevious = continuesPrevious
        self.partialReason = partialReason
    }

    /// No marker: compiled, platform from the code.
    public static let none = SnippetMarker()

    /// `true` when the block is deliberately not compiled.
    public var isPartial: Bool { partialReason != nil }

    /// A marker that cannot be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The document, relative to the package root.
        public var file: String
        /// The marker's line, from 1.
        public var line: Int
        /// What is wrong, in English.
        public var reason: String

        public var description: String { "\(file):\(line): error: \(reason)" }
    }

    /// Reads `line` as a marker: `nil` when it is not a `<!-- snippet: … -->` comment at all.
    ///
    /// - Throws: ``ParseError`` for a snippet comment with an unknown word, or naming two of
    ///   `uikit`, `swiftui` and `pure`.
    public init?(comment line: String, file: String, line number: Int) throws {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        guard inner.lowercased().hasPrefix("snippet:") else { return nil }
        var marker = SnippetMarker()
        var words = inner.dropFirst("snippet:".count).split(separator: ",")[...]
        while let word = words.popFirst() {
            let text = word.trimmingCharacters(in: .whitespaces)
            let keyword = text.prefix { $0.isLetter }.lowercased()
            switch keyword {
            case "uikit", "pure", "swiftui":
                let platform: SnippetPlatform = keyword == "uikit" ? .uikit : keyword == "swiftui" ? .swiftUI : .pure
                if let forced = marker.platform, forced != platform {
                    throw ParseError(file: file, line: number, reason: "a snippet marker cannot name two of uikit, swiftui and pure")
                }
                marker.platform = platform
            case "continues":
                marker.continuesPrevious = true
            case "partial":
                // The reason is free text and may contain commas: it runs to the end.
                let reason = ([text] + words.map(String.init)).joined(separator: ",")
                    .dropFirst("partial".count).drop { $0 == ":" || $0 == " " || $0 == "-" || $0 == "—" }
                marker.partialReason = String(reason)
                words = []
            default:
                throw ParseError(
                    file: file, line: number,
                    reason: "unknown snippet marker word '\(text)' (known: uikit, swiftui, pure, continues, partial)")
            }
        }
        self = marker
    }
}
