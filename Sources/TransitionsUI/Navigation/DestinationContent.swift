import Foundation

/// Whether a destination builder returned nothing for a path value: `nil` from an `if` without an
/// `else` (an `Optional` view), or a value whose type says it shows nothing.
///
/// A `TransitionNavigationStack` still pushes a screen for such a value, so the stack and the path
/// stay equal and nothing in the path is lost: the screen shows a placeholder naming the value
/// (which the back button, the gestures and the path can pop like any screen), and debug builds
/// print which value had no destination.
package enum DestinationContent {
    /// `true` when `destination` shows nothing: an `Optional` that is `nil` (looked through
    /// nested optionals) or an instance of one of `emptyTypes` (SwiftUI's `EmptyView` on iOS).
    package static func isNothing(_ destination: Any, emptyTypes: [Any.Type] = []) -> Bool {
        if let optional = destination as? any OptionalContent { return optional.isNothing(emptyTypes: emptyTypes) }
        let type = Swift.type(of: destination)
        return emptyTypes.contains { $0 == type }
    }
}

/// An `Optional`, seen without its wrapped type.
private protocol OptionalContent {
    func isNothing(emptyTypes: [Any.Type]) -> Bool
}

extension Optional: OptionalContent {
    fileprivate func isNothing(emptyTypes: [Any.Type]) -> Bool {
        switch self {
        case .none: true
        case .some(let wrapped): DestinationContent.isNothing(wrapped, emptyTypes: emptyTypes)
        }
    }
}
