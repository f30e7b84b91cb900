import Foundation
import Testing

/// Every DocC link to a function in the package's doc comments and DocC articles
/// (` ``name(label:)`` `, ` ``Type/name(label:)`` `) names a declaration that exists with exactly
/// those argument labels: a link whose signature lost or gained a parameter (issue 25, finding 5:
/// `present(…dismissalInteractions:…)` linked a signature without `presentation:`) renders as plain
/// text and documents nothing.
///
/// The check is textual, over every `.swift` file under `Sources/` (UIKit files included, which
/// Linux never compiles): a link resolves when some `func`, `init`, `subscript` or enum `case` of
/// that name has those labels. It does not check the type before the slash.
@Suite struct DocCLinkTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyFunctionLinkNamesADeclaration() throws {
        let sources = try Self.files(under: "Sources") { $0.hasSuffix(".swift") }
        let articles = try Self.files(under: "Sources") { $0.hasSuffix(".md") && $0.contains(".docc/") }
        var declarations: [String: Set<[String]>] = [:]
        for file in sources {
            for (name, labels) in Self.declarations(in: try String(contentsOf: file, encoding: .utf8)) {
                declarations[name, default: []].insert(labels)
            }
        }
        #expect(declarations["present"]?.isEmpty == false, "the scan found the router's present(_:with:…)")
        var broken: [String] = []
        for file in sources + articles {
            let isArticle = file.pathExtension == "md"
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where isArticle || line.contains("///") {
                for link in Self.functionLinks(in: line) where !(declarations[link.name]?.contains(link.labels) ?? false) {
                    broken.append("\(file.path.replacingOccurrences(of: Self.root.path + "/", with: "")):\(number + 1): \(link.text)")
                }
            }
        }
        #expect(broken.isEmpty, "links to no declaration:\n\(broken.joined(separator: "\n"))")
    }

    /// The checker itself: labels, `_`, generics, closures with arrows, unlabelled enum payloads.
    @Test func readsDeclarationsAndLinks() {
        let text = """
        public func add<T>(_ kind: Int, where predicate: @escaping (A, B) -> Bool, transition: T) {}
        func show(@ViewBuilder content: () -> V) {}
        init?(starting operation: Op) {}
        case invalidStartScale(CGFloat)
        func f() {}
        """
        let found = Self.declarations(in: text)
        #expect(found.contains { $0.name == "add" && $0.labels == ["_", "where", "transition"] })
        #expect(found.contains { $0.name == "init" && $0.labels == ["starting"] })
        #expect(found.contains { $0.name == "invalidStartScale" && $0.labels == ["_"] })
        #expect(found.contains { $0.name == "f" && $0.labels.isEmpty })
        #expect(found.contains { $0.name == "show" && $0.labels == ["content"] }, "an attribute before a label is not the label")
        let links = Self.functionLinks(in: "/// See ``RouteTable/add(_:where:transition:)`` and ``f()``, not `code(x:)`.")
        #expect(links.map(\.name) == ["add", "f"])
        #expect(links.first?.labels == ["_", "where", "transition"])
    }

    // MARK: Scanning

    struct Link {
        var text: String
        var name: String
        var labels: [String]
    }

    static func files(under folder: String, _ include: (String) -> Bool) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { include($0.path) }.sorted { $0.path < $1.path }
    }

    /// ` ``…name(a:b:)`` ` links in `line`.
    static func functionLinks(in line: String) -> [Link] {
        var links: [Link] = []
        var rest = Substring(line)
        while let open = rest.range(of: "``") {
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: "``") else { break }
            let body = afterOpen[..<close.lowerBound]
            rest = afterOpen[close.upperBound...]
            guard body.hasSuffix(")"), let paren = body.firstIndex(of: "(") else { continue }
            let name = body[..<paren].split(separator: "/").last.map(String.init) ?? ""
            let labelText = body[body.index(after: paren)..<body.index(before: body.endIndex)]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                  labelText.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
            else { continue }
            links.append(Link(text: "``\(body)``", name: name, labels: labelText.split(separator: ":").map(String.init)))
        }
        return links
    }

    /// Every `func name(…)`, `init(…)`, `subscript(…)` and `case name(…)` in `text` with its
    /// argument labels (`_` for an unlabelled one).
    static func declarations(in text: String) -> [(name: String, labels: [String])] {
        let characters = Array(text)
        var found: [(String, [String])] = []
        var index = 0
        func word(at position: Int) -> (String, Int) {
            var end = position
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            return (String(characters[position..<end]), end)
        }
        while index < characters.count {
            let (keyword, afterKeyword) = word(at: index)
            guard !keyword.isEmpty else { index += 1; continue }
            defer { index = max(afterKeyword, index + 1) }
            let startsWord = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_")
            guard startsWord, ["func", "init", "subscript", "case"].contains(keyword) else { continue }
            var position = afterKeyword
            var name = keyword
            if keyword == "func" || keyword == "case" {
                while position < characters.count, characters[position] == " " { position += 1 }
                let (identifier, afterName) = word(at: position)
                guard !identifier.isEmpty else { continue }
                name = identifier
                position = afterName
            }
            while position < characters.count, "?! ".contains(characters[position]) { position += 1 }
            if position < characters.count, characters[position] == "<" {
                var depth = 0
                while position < characters.count {
                    if characters[position] == "<" { depth += 1 }
                    if characters[position] == ">" { depth -= 1; if depth == 0 { position += 1; break } }
                    position += 1
                }
            }
            while position < characters.count, characters[position] == " " { position += 1 }
            guard position < characters.count, characters[position] == "(" else { continue }
            found.append((name, labels(ofParameterListAt: position, in: characters)))
        }
        return found
    }

    /// The labels of the parenthesised list starting at `open`.
    static func labels(ofParameterListAt open: Int, in characters: [Character]) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var position = open
        while position < characters.count {
            let character = characters[position]
            let isArrow = character == ">" && position > 0 && characters[position - 1] == "-"
            if "([<{".contains(character) { depth += 1 }
            if ")]}".contains(character) || (character == ">" && !isArrow) { depth -= 1 }
            if depth == 0 { break }
            if character == ",", depth == 1 {
                parts.append(current)
                current = ""
            } else if !(position == open) {
                current.append(character)
            }
            position += 1
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts.compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return nil }
            guard let colon = trimmed.firstIndex(of: ":") else { return "_" }
            let head = trimmed[..<colon].split(separator: " ")
                .filter { !["inout", "borrowing", "consuming", "isolated"].contains($0) && !$0.hasPrefix("@") }
            return head.first.map(String.init) ?? "_"
        }
    }
}
