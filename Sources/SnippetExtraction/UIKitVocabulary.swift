import Foundation

/// The kit's UIKit-only names, read from its `UIKit/` folders, which tell a UIKit snippet from a
/// pure one.
public struct UIKitVocabulary: Equatable, Sendable {
    /// Public types declared in `UIKit/` folders (`TransitionRouter`, `PinchInteractionController`).
    public var types: Set<String>
    /// Public methods those folders add to UIKit's own classes (`present`, `useTransitions`):
    /// they count only when called (followed by `(`), so `.present` as an operation does not.
    public var methods: Set<String>

    /// Creates a vocabulary.
    public init(types: Set<String> = [], methods: Set<String> = []) {
        self.types = types
        self.methods = methods
    }

    /// The vocabulary declared in `sources` (the text of Swift files under `UIKit/` folders):
    /// every `public`/`open` class, struct, enum, protocol, actor or typealias, and every public
    /// method inside an `extension UI…` block.
    public static func declared(in sources: [String]) -> UIKitVocabulary {
        let modifiers: Set<String> = ["final", "static", "override", "nonisolated", "convenience", "required", "mutating"]
        var vocabulary = UIKitVocabulary()
        for source in sources {
            var inUIKitExtension = false
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.drop(while: { $0 == " " }).hasPrefix("//") { continue }
                let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
                if line.hasPrefix("extension ") {
                    inUIKitExtension = words.count > 1 && words[1].hasPrefix("UI")
                } else if line.hasPrefix("}") || (!line.hasPrefix(" ") && !line.isEmpty && !line.hasPrefix("/") && !line.hasPrefix("#")) {
                    inUIKitExtension = false
                }
                guard let access = words.firstIndex(where: { $0 == "public" || $0 == "open" }) else { continue }
                var rest = words[(access + 1)...].drop { modifiers.contains($0) }
                if rest.first == "class", let next = rest.dropFirst().first, next == "func" || next == "var" {
                    rest = rest.dropFirst()
                }
                guard let keyword = rest.first, let name = rest.dropFirst().first else { continue }
                switch keyword {
                case "class", "struct", "enum", "protocol", "actor", "typealias":
                    vocabulary.types.insert(name)
                case "func" where inUIKitExtension:
                    vocabulary.methods.insert(name)
                default:
                    break
                }
            }
        }
        return vocabulary
    }
}
