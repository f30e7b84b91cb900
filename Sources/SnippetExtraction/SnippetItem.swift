import Foundation

/// One top-level piece of a snippet's code — a declaration or a statement with its continuation
/// lines, the comments and attributes above it included — and where it goes in the generated
/// wrapper.
///
/// Documentation snippets mix what Swift keeps apart: `let router = TransitionRouter()` followed
/// by calls (statements), `override func viewWillDisappear(_:)` (a member of a view controller),
/// `struct RiseAndFade: Transition { … }` and `@Test func …` (declarations), `extension …`
/// (file scope only). ``split(_:)`` tells them apart by their first keyword, so each lands where
/// it compiles.
public struct SnippetItem: Equatable, Sendable {
    /// Where an item goes in the wrapper.
    public enum Kind: Equatable, Sendable {
        /// `import M`: hoisted to the top of the generated file.
        case `import`
        /// `extension …`: at file scope.
        case fileScope
        /// A type, function, initialiser, `override`, or a stored or computed property written with
        /// a modifier or a type and a body: a member of the wrapper type.
        case member
        /// Anything else (`let x = …`, calls, `switch`): in order, in the wrapper's body function.
        case statement
    }

    /// Where it goes.
    public var kind: Kind
    /// Its first line's index in the snippet's code, from 0.
    public var firstLine: Int
    /// Its lines, as written.
    public var lines: [String]

    /// Creates an item.
    public init(kind: Kind, firstLine: Int, lines: [String]) {
        self.kind = kind
        self.firstLine = firstLine
        self.lines = lines
    }

    /// The names a ``Kind/statement`` declares at the top of the body (`let name`, `var name`,
    /// `let (a, b)`), which the wrapper uses once more after the snippet so that a snippet showing
    /// a value it does not use compiles without a warning. Empty for other kinds.
    public var declaredNames: [String] {
        guard kind == .statement, let first = lines.first(where: { !Self.isCommentOrBlank($0) }) else { return [] }
        let trimmed = first.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("let ") || trimmed.hasPrefix("var ") else { return [] }
        let pattern = trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)
        if pattern.hasPrefix("(") {
            let inside = pattern.dropFirst().prefix { $0 != ")" }
            return inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && $0 != "_" && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        }
        let name = String(pattern.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty || name == "_" ? [] : [name]
    }

    /// Splits a snippet's code into items (see the type's description).
    ///
    /// An item starts at a line at bracket depth 0, in column 0, that does not continue the
    /// previous line (it does not begin with `.`, `)`, `else`, an operator…, and the previous
    /// line does not end with `=` or an operator). Comment and attribute-only lines join the item
    /// that follows them; blank lines join the item before them. Brackets inside string
    /// literals and comments are not counted.
    public static func split(_ code: [String]) -> [SnippetItem] {
        var items: [SnippetItem] = []
        var current: SnippetItem?
        var currentIsOpen = false  // `current` still waits for the line that gives its kind
        var scanner = BracketScanner()
        var previousCode = ""
        for (index, line) in code.enumerated() {
            let startsInside = scanner.isInside
            scanner.scan(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let continues = startsInside || trimmed.isEmpty || line.first == " " || line.first == "\t"
                || Self.continues(trimmed, after: previousCode)
            if continues, current != nil {
                current?.lines.append(line)
            } else if Self.isCommentOrBlank(line) || Self.isAttributesOnly(trimmed) {
                if currentIsOpen {
                    current?.lines.append(line)
                } else {
                    if let done = current { items.append(done) }
                    current = SnippetItem(kind: .statement, firstLine: index, lines: [line])
                    currentIsOpen = true
                }
            } else if currentIsOpen {
                current?.lines.append(line)
                current?.kind = kind(of: trimmed)
                currentIsOpen = false
            } else {
                if let done = current { items.append(done) }
                current = SnippetItem(kind: kind(of: trimmed), firstLine: index, lines: [line])
            }
            if !Self.isCommentOrBlank(line) { previousCode = SnippetPlatform.stripComment(line).trimmingCharacters(in: .whitespaces) }
        }
        if let done = current { items.append(done) }
        return items
    }

    /// Whether a line at depth 0 continues the previous code line.
    static func continues(_ trimmed: String, after previous: String) -> Bool {
        let leading = [".", ")", "]", "}", "?", ":", "&&", "||", "+", "-", "*", "/ ", "=", "->", "else", "catch", "where"]
        if leading.contains(where: { trimmed.hasPrefix($0) }), !trimmed.hasPrefix("//"), !trimmed.hasPrefix("/*") {
            return true
        }
        let trailing = ["=", ",", "&&", "||", "+", "-", "->", "??"]
        return trailing.contains { previous.hasSuffix($0) }
    }

    /// The kind of an item whose first code line (attributes and modifiers included) is `line`.
    static func kind(of line: String) -> Kind {
        var words = Self.keywords(of: line)
        var hasModifier = false
        while let first = words.first, Self.modifiers.contains(first) {
            hasModifier = true
            words.removeFirst()
        }
        if words.first == "class", words.count > 1, ["func", "var", "let"].contains(words[1]) {
            hasModifier = true
            words.removeFirst()
        }
        guard let keyword = words.first else { return .statement }
        switch keyword {
        case "import": return .import
        case "extension": return .fileScope
        case "struct", "class", "enum", "actor", "protocol", "typealias", "func", "init", "deinit", "subscript":
            return .member
        case "let", "var":
            // `var name: Type {` is a computed property; a modifier makes it a stored property.
            if hasModifier { return .member }
            let code = SnippetPlatform.stripComment(line).trimmingCharacters(in: .whitespaces)
            return keyword == "var" && code.contains(":") && code.hasSuffix("{") && !code.contains("=") ? .member : .statement
        default:
            return hasModifier ? .member : .statement
        }
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "static", "override", "mutating",
        "nonisolated", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "indirect",
    ]

    /// The words of a line after its attributes (`@MainActor`, `@Test(arguments: …)`).
    static func keywords(of line: String) -> [String] {
        var rest = Substring(line.trimmingCharacters(in: .whitespaces))
        while rest.hasPrefix("@") {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if rest.hasPrefix("(") {
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1 }
                    if depth == 0 { end = rest.index(after: index); break }
                    end = rest.endIndex
                }
                rest = rest[end...]
            }
            rest = rest.drop { $0 == " " }
        }
        return rest.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }

    static func isCommentOrBlank(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
    }

    static func isAttributesOnly(_ trimmed: String) -> Bool {
        trimmed.hasPrefix("@") && keywords(of: trimmed).isEmpty
    }
}

/// Counts brackets across lines, skipping string literals (single- and multi-line) and comments.
struct BracketScanner {
    private(set) var depth = 0
    private var blockComments = 0
    private var inMultilineString = false

    /// `true` inside brackets, a block comment or a multi-line string.
    var isInside: Bool { depth > 0 || blockComments > 0 || inMultilineString }

    mutating func scan(_ line: String) {
        let characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let startsTripleQuote = character == "\"" && next == "\"" && index + 2 < characters.count && characters[index + 2] == "\""
            if inMultilineString {
                if startsTripleQuote { inMultilineString = false; index += 3; continue }
            } else if blockComments > 0 {
                if character == "*", next == "/" { blockComments -= 1; index += 2; continue }
                if character == "/", next == "*" { blockComments += 1; index += 2; continue }
            } else if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false }
            } else if startsTripleQuote {
                inMultilineString = true
                index += 3
                continue
            } else if character == "\"" {
                inString = true
            } else if character == "/", next == "/" {
                return
            } else if character == "/", next == "*" {
                blockComments += 1
                index += 2
                continue
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth = max(depth - 1, 0)
            }
            index += 1
        }
    }
}
