import Foundation

/// Every Swift snippet of the package's documentation, grouped into the units that are compiled,
/// and the mapping back from a compiler message to the block it is about.
///
/// Documents: `README.md`, `docs/*.md`, `Showcase/README.md` and every Markdown file in a DocC
/// catalog (`Sources/*/*.docc`, `Showcase/Sources/*/*.docc`, any depth). The generated files go to
/// the `DocSnippets` target's `Generated/` folder, which git ignores; `swift run doc-snippets`
/// writes them and `scripts/check-snippets.sh` compiles them.
public struct SnippetCatalog: Equatable, Sendable {
    /// Every Swift block found, partial ones included, in document order.
    public var snippets: [DocSnippet]
    /// The compiled units (partial blocks excluded).
    public var units: [SnippetUnit]

    /// Modules every snippet imports: the kit's products, so a snippet need not repeat its imports.
    public static let defaultImports = ["Foundation", "Transitions", "Interactive", "Dynamics", "TransitionsTesting"]

    /// A block marked `continues` with no compiled block before it in its document.
    public struct OrphanContinuation: Error, CustomStringConvertible {
        /// The block.
        public var snippet: DocSnippet
        public var description: String {
            "\(snippet.file):\(snippet.fenceLine): error: this block is marked 'continues' but no compiled block comes before it"
        }
    }

    /// Groups `snippets` (in document order) into units, classifying each unit's platform from
    /// its markers or its code (``SnippetPlatform/classify(_:vocabulary:)``).
    ///
    /// - Throws: ``OrphanContinuation`` for a `continues` block without a compiled block before it.
    public init(snippets: [DocSnippet], vocabulary: UIKitVocabulary) throws {
        self.snippets = snippets
        var units: [SnippetUnit] = []
        for snippet in snippets where !snippet.marker.isPartial {
            if snippet.marker.continuesPrevious {
                guard let last = units.indices.last, units[last].head.file == snippet.file else {
                    throw OrphanContinuation(snippet: snippet)
                }
                units[last].snippets.append(snippet)
            } else {
                units.append(SnippetUnit(snippets: [snippet], platform: .pure, module: Self.module(of: snippet.file)))
            }
        }
        for index in units.indices {
            let forced = units[index].snippets.compactMap(\.marker.platform)
            let code = units[index].snippets.flatMap(\.code)
            units[index].platform = forced.contains(.swiftUI) ? .swiftUI
                : forced.contains(.uikit) ? .uikit
                : forced.contains(.pure) ? .pure
                : SnippetPlatform.classify(code, vocabulary: vocabulary)
        }
        self.units = units
    }

    /// The module a document belongs to: the name of the folder holding its DocC catalog
    /// (`Sources/Interactive/Interactive.docc/Interactive.md` → `Interactive`), else `nil`.
    static func module(of file: String) -> String? {
        let parts = file.split(separator: "/")
        guard let catalog = parts.firstIndex(where: { $0.hasSuffix(".docc") }), catalog > 0 else { return nil }
        return String(parts[catalog - 1])
    }

    /// The blocks marked `partial`.
    public var partialSnippets: [DocSnippet] { snippets.filter(\.marker.isPartial) }

    /// The block a compiler message at `line` of `file` (relative to the root) is about.
    public func snippet(containing line: Int, in file: String) -> DocSnippet? {
        snippets.first { $0.file == file && $0.firstCodeLine <= line && line <= $0.closingLine }
    }

    /// The unit whose generated file is `fileName` (its last path component).
    public func unit(generatedAs fileName: String) -> SnippetUnit? {
        units.first { ($0.fileName as NSString).lastPathComponent == fileName }
    }

    /// One line per error or warning in `compilerOutput` that concerns a snippet: the document,
    /// the block and the message, e.g.
    /// `README.md, block 1 (```swift at line 35), line 38:5: error: cannot find 'detal' in scope`.
    /// Messages about other files are left out. `root` is the package root's absolute path.
    public func explain(compilerOutput: String, root: String) -> [String] {
        var lines: [String] = []
        var seen = Set<String>()
        for line in compilerOutput.split(separator: "\n") {
            guard let message = CompilerMessage(String(line)) else { continue }
            let relative = message.path.hasPrefix(root + "/") ? String(message.path.dropFirst(root.count + 1)) : message.path
            let explained: String
            if let snippet = snippet(containing: message.line, in: relative) {
                explained = "\(snippet.label), line \(message.line):\(message.column): \(message.severity): \(message.text)"
            } else if relative.contains("/Generated/"), let unit = unit(generatedAs: (relative as NSString).lastPathComponent) {
                explained = "\(unit.head.label), in the wrapper generated around it (\(relative):\(message.line)): "
                    + "\(message.severity): \(message.text)"
            } else {
                continue
            }
            if seen.insert(explained).inserted { lines.append(explained) }
        }
        return lines
    }
}

/// A compiler diagnostic line: `path:line:column: severity: text`.
struct CompilerMessage {
    let path: String
    let line: Int
    let column: Int
    let severity: String
    let text: String

    init?(_ line: String) {
        for severity in ["error", "warning"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let number = Int(location[location.count - 2]), let column = Int(location[location.count - 1])
            else { continue }
            self.path = location.dropLast(2).joined(separator: ":")
            self.line = number
            self.column = column
            self.severity = severity
            self.text = String(line[range.upperBound...])
            return
        }
        return nil
    }
}
