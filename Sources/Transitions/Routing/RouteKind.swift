import Foundation

/// Which operations a route applies to: one operation (`.push`), a family (`.navigation`), any
/// set of operations, or ``any`` — every operation, modal, navigation and tab alike.
///
/// A route table prefers the rule whose kind names the fewest operations (see
/// ``specificity``): `.push` beats `.navigation`, which beats `.any`.
///
/// ```swift
/// table.add(.navigation, transition: .slide())     // push and pop
/// table.add(.present, transition: .slideUp())      // one operation
/// table.add(.any, transition: .crossFade)          // every operation, tabs and modals included
/// ```
public struct RouteKind: Hashable, Sendable, CustomStringConvertible {
    /// The operations this kind matches. Empty matches nothing: a rule of an empty kind is never
    /// chosen.
    public let operations: Set<TransitionOperation>

    /// A kind matching exactly `operations`; an empty set matches nothing.
    public init(_ operations: Set<TransitionOperation>) {
        self.operations = operations
    }

    /// A kind matching exactly one operation.
    public init(_ operation: TransitionOperation) {
        self.operations = [operation]
    }

    /// `true` when `operation` is one of ``operations``.
    public func matches(_ operation: TransitionOperation) -> Bool {
        operations.contains(operation)
    }

    /// How narrow the kind is: the number of operations it leaves out, from 0 (``any``) to 5
    /// (a single operation). An empty kind has specificity 6 but never matches.
    package var specificity: Int {
        TransitionOperation.allCases.count - operations.count
    }

    public var description: String {
        if operations.count == TransitionOperation.allCases.count { return "any" }
        if self == .modal { return "modal" }
        if self == .navigation { return "navigation" }
        if self == .tab { return "tab" }
        let names = TransitionOperation.allCases.filter(operations.contains).map(\.rawValue)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

extension RouteKind {
    /// Every operation: modal present and dismiss, navigation push and pop, tab forward and
    /// backward.
    public static let any = RouteKind(Set(TransitionOperation.allCases))
    /// Modal presentation and dismissal (`UIViewControllerTransitioningDelegate`).
    public static let modal = RouteKind([.present, .dismiss])
    /// Navigation push and pop (`UINavigationControllerDelegate`).
    public static let navigation = RouteKind([.push, .pop])
    /// Tab switches in both directions (`UITabBarControllerDelegate`).
    public static let tab = RouteKind([.tabForward, .tabBackward])

    /// A modal presentation.
    public static let present = RouteKind(.present)
    /// A modal dismissal.
    public static let dismiss = RouteKind(.dismiss)
    /// A navigation push.
    public static let push = RouteKind(.push)
    /// A navigation pop.
    public static let pop = RouteKind(.pop)
    /// A tab switch to a later tab (see `TabSwitch`).
    public static let tabForward = RouteKind(.tabForward)
    /// A tab switch to an earlier tab (see `TabSwitch`).
    public static let tabBackward = RouteKind(.tabBackward)
}
