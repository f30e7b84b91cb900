import Foundation

/// Where a snippet is compiled.
public enum SnippetPlatform: String, Equatable, Sendable {
    /// Plain Swift: compiled on every platform (`scripts/check-snippets.sh` on the host and
    /// `scripts/build-ios.sh`; a plain `swift build` skips the generated files, which are inside
    /// `#if DOC_SNIPPETS`), with the pure fixtures.
    case pure
    /// UIKit code: compiled where UIKit exists (`scripts/build-ios.sh`), with the UIKit fixtures.
    case uikit
    /// SwiftUI code: compiled where UIKit and SwiftUI exist (`scripts/build-ios.sh`), with the
    /// UIKit fixtures and the SwiftUI ones, importing `SwiftUI` and `TransitionsUI`.
    case swiftUI

    /// The platform a block's code needs: ``swiftUI`` when it imports SwiftUI or `TransitionsUI`
    /// or uses the kit's SwiftUI-only vocabulary (the types declared in `SwiftUI/` folders and
    /// the methods they add to `View`, such as `transitionPresentation(isPresented:…)`); else
    /// ``uikit`` when it imports UIKit, names a UIKit type (`UI` followed by a capital letter) or
    /// uses the kit's UIKit-only vocabulary (its UIKit types, and the methods it adds to UIKit
    /// classes, such as `present(_:with:)`); ``pure`` otherwise. A marker overrides this.
    public static func classify(_ code: [String], vocabulary: UIKitVocabulary) -> SnippetPlatform {
        var usesUIKit = false
        for line in code {
            let tokens = identifiers(in: stripComment(line))
            for token in tokens {
                let word = token.word
                if word == "SwiftUI" || word == "TransitionsUI" || vocabulary.swiftUITypes.contains(word) { return .swiftUI }
                if token.isCalled, vocabulary.swiftUIMethods.contains(word) { return .swiftUI }
                if word == "UIKit" || vocabulary.types.contains(word) { usesUIKit = true }
                if token.isCalled, vocabulary.methods.contains(word) { usesUIKit = true }
                let scalars = Array(word.unicodeScalars)
                if scalars.count > 2, scalars[0] == "U", scalars[1] == "I", CharacterSet.uppercaseLetters.contains(scalars[2]) {
                    usesUIKit = true
                }
            }
        }
        return usesUIKit ? .uikit : .pure
    }

    /// Whether the platform needs UIKit (``uikit`` and ``swiftUI``: compiled only by the iOS
    /// build, written inside a view controller with the UIKit fixtures).
    public var needsUIKit: Bool { self != .pure }

    /// The identifiers of a line of code, in order, each with whether a `(` follows it at once
    /// (a call or a declaration's parameter list).
    static func identifiers(in line: String) -> [(word: String, isCalled: Bool)] {
        var tokens: [(word: String, isCalled: Bool)] = []
        var current = ""
        func flush(calledBy character: Character?) {
            if !current.isEmpty, !(current.first?.isNumber ?? true) {
                tokens.append((current, character == "("))
            }
            current = ""
        }
        for character in line {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                flush(calledBy: character)
            }
        }
        flush(calledBy: nil)
        return tokens
    }

    /// `line` without a trailing `//` comment (a `//` inside a string literal is kept).
    static func stripComment(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
            index = line.index(after: index)
        }
        return line
    }
}
