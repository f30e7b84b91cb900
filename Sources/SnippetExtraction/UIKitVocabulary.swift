import Foundation

/// The kit's UIKit-only and SwiftUI-only names, read from its `UIKit/` and `SwiftUI/` folders,
/// which tell a UIKit or SwiftUI snippet from a pure one.
public struct UIKitVocabulary: Equatable, Sendable {
    /// Public types declared in `UIKit/` folders (`TransitionRouter`, `PinchInteractionController`).
    public var types: Set<String>
    /// Public methods those folders add to UIKit's own classes (`present`, `useTransitions`):
    /// they count only when called (followed by `(`), so `.present` as an operation does not.
    public var methods: Set<String>
    /// Public types declared in `SwiftUI/` folders (`TransitionNavigationStack`, `SpringyList`).
    public var swiftUITypes: Set<String>
    /// Public methods those folders add to SwiftUI's `View` (`transitionPresentation`), counted
    /// only when called.
    public var swiftUIMethods: Set<String>

    /// Creates a vocabulary.
    public init(types: Set<String> = [], methods: Set<String> = [], swiftUITypes: Set<String> = [], swiftUIMethods: Set<String> = []) {
        self.types = types
        self.methods = methods
        self.swiftUITypes = swiftUITypes
        self.swiftUIMethods = swiftUIMethods
    }

    /// The vocabulary declared in `sources` (the text of Swift files under `UIKit/` folders):
    /// every `public`/`open` class, struct, enum, protocol, actor or typealias, and every public
    /// method inside an `extension UI…` block.
    public static func declared(in sources: [String]) -> UIKitVocabulary {
        let (types, methods) = scan(sources) { $0.hasPrefix("UI") }
        return UIKitVocabulary(types: types, methods: methods)
    }

    /// The vocabulary declared in `sources` (the text of Swift files under `UIKit/` folders) and
    /// `swiftUISources` (files under `SwiftUI/` folders): for the latter, every public type and
    /// every public method inside an `extension View` block.
    public static func declared(in sources: [String], swiftUISources: [String]) -> UIKitVocabulary {
        var vocabulary = declared(in: sources)
        (vocabulary.swiftUITypes, vocabulary.swiftUIMethods) = scan(swiftUISources) { $0 == "View" }
        return vocabulary
    }

    /// The public types of `sources`, and the public methods of the extensions of the types
    /// `extended` accepts.
    private static func scan(_ sources: [String], extending extended: (String) -> Bool) -> (types: Set<String>, methods: Set<String>) {
        let modifiers: Set<String> = ["final", "static", "override", "nonisolated", "convenience", "required", "mutating"]
        var types = Set<String>()
        var methods = Set<String>()
        for source in sources {
            var inExtension = false
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.drop(while: { $0 == " " }).hasPrefix("//") { continue }
                let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
                if line.hasPrefix("extension ") {
                    inExtension = words.count > 1 && extended(words[1])
                } else if line.hasPrefix("}") || (!line.hasPrefix(" ") && !line.isEmpty && !line.hasPrefix("/") && !line.hasPrefix("#")) {
                    inExtension = false
                }
                guard let access = words.firstIndex(where: { $0 == "public" || $0 == "open" }) else { continue }
                var rest = words[(access + 1)...].drop { modifiers.contains($0) }
                if rest.first == "class", let next = rest.dropFirst().first, next == "func" || next == "var" {
                    rest = rest.dropFirst()
                }
                guard let keyword = rest.first, let name = rest.dropFirst().first else { continue }
                switch keyword {
                case "class", "struct", "enum", "protocol", "actor", "typealias":
                    types.insert(name)
                case "func" where inExtension:
                    methods.insert(name)
                default:
                    break
                }
            }
        }
        return (types, methods)
    }
}
