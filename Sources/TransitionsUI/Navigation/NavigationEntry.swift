import Foundation

/// The identity of one screen a navigation path put on the stack: stable while the screen is on
/// the stack, never reused by the same sync.
///
/// Path values need not be unique (a path may show the same value twice, as SwiftUI's
/// `NavigationStack(path:)` allows), so screens are told apart by this identity, not by value.
package struct NavigationEntryID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number the sync gave the screen, from 1, in the order screens were made.
    package let rawValue: Int

    /// An identity with `rawValue`.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    package static func < (a: NavigationEntryID, b: NavigationEntryID) -> Bool {
        a.rawValue < b.rawValue
    }

    package var description: String { "#\(rawValue)" }
}

/// One screen of a navigation path: the path value it shows and its identity on the stack.
///
/// The root screen (the stack's own content) is not an entry: entries are the screens above it,
/// bottom to top, one per element of the path.
package struct NavigationEntry<Value: Hashable>: Hashable {
    /// The screen's identity (see ``NavigationEntryID``).
    package let id: NavigationEntryID
    /// The path value the screen shows.
    package let value: Value

    /// An entry showing `value`.
    package init(id: NavigationEntryID, value: Value) {
        self.id = id
        self.value = value
    }
}

extension NavigationEntry: Sendable where Value: Sendable {}
