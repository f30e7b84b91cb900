import Foundation

/// What is compiled as one piece: a snippet and the blocks marked `continues` after it, in one
/// wrapper type of the `DocSnippets` target.
///
/// The wrapper is a `final class` subclassing `UIKitSnippetHost` (a view controller holding the
/// UIKit fixtures) for UIKit code, `SwiftUISnippetHost` (the same with SwiftUI fixtures) for
/// SwiftUI code, or a `struct` adopting `SnippetFixtures` (the pure fixtures) otherwise, all on
/// the main actor. Members go in the type, statements in its `snippetBody`
/// function (for UIKit code with the parameters `navigationController: UINavigationController` and
/// `tabBarController: UITabBarController`, so those read as the controllers themselves rather
/// than the view controller's optional properties), extensions after it, imports at the top.
/// Every piece is preceded by `#sourceLocation(file:line:)` with the document's path, so the
/// compiler reports errors and warnings at the document's own line and column.
///
/// The whole file is inside `#if DOC_SNIPPETS`: only the checks that generate the files first
/// (`scripts/check-snippets.sh`, `scripts/build-ios.sh`) define it (`-Xswiftc -DDOC_SNIPPETS`), so a
/// plain `swift build` never compiles generated files left over from older docs.
public struct SnippetUnit: Equatable, Sendable {
    /// The first block and its continuations, in document order.
    public var snippets: [DocSnippet]
    /// Where it compiles.
    public var platform: SnippetPlatform
    /// The module of the DocC catalog it comes from (`Interactive` for
    /// `Sources/Interactive/Interactive.docc/…`), imported in addition to the defaults; `nil`
    /// for README.md and docs/.
    public var module: String?

    /// Creates a unit.
    public init(snippets: [DocSnippet], platform: SnippetPlatform, module: String? = nil) {
        self.snippets = snippets
        self.platform = platform
        self.module = module
    }

    /// The first block.
    public var head: DocSnippet { snippets[0] }

    /// Whether the code uses Swift Testing (`@Test`, `@Suite`, `#expect`, `#require`,
    /// `import Testing`): it is then compiled only where Testing can be imported (`swift build`
    /// on Linux and macOS, not the iOS build, whose SDK has no Testing module).
    public var usesTesting: Bool {
        snippets.contains { snippet in
            snippet.code.contains { line in
                let code = SnippetPlatform.stripComment(line)
                return ["@Test", "@Suite", "#expect", "#require", "import Testing"].contains { code.contains($0) }
            }
        }
    }

    /// The wrapper type's name, e.g. `Snippet_docs_router_md_3`.
    public var typeName: String {
        "Snippet_" + Self.identifier(head.file) + "_\(head.index)"
    }

    /// The generated file's path inside the target's `Generated/` folder: UIKit code under
    /// `UIKit/` and SwiftUI code under `SwiftUI/` (the codebase's rule for files importing UIKit
    /// or SwiftUI).
    public var fileName: String {
        switch platform {
        case .pure: typeName + ".swift"
        case .uikit: "UIKit/" + typeName + ".swift"
        case .swiftUI: "SwiftUI/" + typeName + ".swift"
        }
    }

    /// The generated Swift file.
    ///
    /// - Parameters:
    ///   - root: the package root's absolute path, so that `#sourceLocation` names each document
    ///     by its full path (editors and the iOS build's warning check find it).
    ///   - defaultImports: modules every snippet sees besides the ones it imports itself.
    public func source(root: String, defaultImports: [String]) -> String {
        var imports = defaultImports
        if platform.needsUIKit { imports.append("UIKit") }
        if platform == .swiftUI { imports += ["SwiftUI", "TransitionsUI"] }
        if usesTesting { imports.append("Testing") }
        if let module { imports.append(module) }
        var members: [String] = []
        var statements: [String] = []
        var fileScope: [String] = []
        var declared: [String] = []
        for snippet in snippets {
            let location = "#sourceLocation(file: \"\(root)/\(snippet.file)\", line: "
            for item in SnippetItem.split(snippet.code) {
                let text = location + "\(snippet.firstCodeLine + item.firstLine))\n" + item.lines.joined(separator: "\n") + "\n#sourceLocation()"
                switch item.kind {
                case .import:
                    for line in item.lines {
                        let words = SnippetPlatform.stripComment(line).split(separator: " ")
                        if let index = words.firstIndex(of: "import"), index + 1 < words.count { imports.append(String(words[index + 1])) }
                    }
                case .fileScope: fileScope.append(text)
                case .member: members.append(text)
                case .statement:
                    statements.append(text)
                    declared += item.declaredNames
                }
            }
        }
        var seen = Set<String>()
        imports = imports.filter { seen.insert($0).inserted }

        let labels = snippets.map(\.label).joined(separator: "; ")
        var out = "// Generated by `swift run doc-snippets` from \(labels).\n"
        out += "// Do not edit: edit the document, then run `swift run doc-snippets` again.\n"
        // Inert unless the check asks for it: a plain `swift build` never compiles generated files
        // that may be stale (the docs changed since they were generated).
        var guards = ["DOC_SNIPPETS"]
        if platform.needsUIKit { guards.append("canImport(UIKit)") }
        if platform == .swiftUI { guards.append("canImport(SwiftUI)") }
        if usesTesting { guards.append("canImport(Testing)") }
        out += "#if " + guards.joined(separator: " && ") + "\n"
        out += imports.map { "import \($0)\n" }.joined()
        out += "\n@MainActor\n"
        switch platform {
        case .pure: out += "struct \(typeName): SnippetFixtures {\n"
        case .uikit: out += "final class \(typeName): UIKitSnippetHost {\n"
        case .swiftUI: out += "final class \(typeName): SwiftUISnippetHost {\n"
        }
        out += members.map { $0 + "\n" }.joined()
        if !statements.isEmpty {
            let parameters = platform.needsUIKit
                ? "navigationController: UINavigationController, tabBarController: UITabBarController"
                : ""
            out += "func snippetBody(\(parameters)) throws {\n"
            out += statements.map { $0 + "\n" }.joined()
            // Values a snippet shows but does not use would warn; the snippet is about them.
            var names = Set<String>()
            for name in declared where names.insert(name).inserted { out += "_ = \(name)\n" }
            out += "}\n"
        }
        out += "}\n"
        out += fileScope.map { $0 + "\n" }.joined()
        out += "#endif\n"
        return out
    }

    /// `text` as a Swift identifier fragment: letters and digits kept, everything else `_`.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
