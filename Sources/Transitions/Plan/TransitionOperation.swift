import Foundation

/// The kind of view-controller change a transition animates.
///
/// Mirrors the three UIKit delegate families: a modal presentation (`present`/`dismiss`), a
/// navigation stack change (`push`/`pop`) and a tab bar selection change (`tabForward` when the
/// newly selected tab is after the old one in the tab bar, `tabBackward` otherwise).
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
    /// A modal presentation (`present(_:animated:)`); the to-view is the presented view.
    case present
    /// A modal dismissal (`dismiss(animated:)`); the from-view is the presented view.
    case dismiss
    /// `UINavigationController.Operation.push`.
    case push
    /// `UINavigationController.Operation.pop`.
    case pop
    /// A tab switch to a tab after the current one (by index, in reading order).
    case tabForward
    /// A tab switch to a tab before the current one (by index, in reading order).
    case tabBackward

    /// `true` for the operations that bring a new screen "in" (present, push, tab forward);
    /// built-in transitions play their forward motion for these and the mirrored motion otherwise.
    public var isForward: Bool {
        switch self {
        case .present, .push, .tabForward: true
        case .dismiss, .pop, .tabBackward: false
        }
    }

    /// The operation that undoes this one (present ↔ dismiss, push ↔ pop, tab forward ↔ backward).
    public var reversed: TransitionOperation {
        switch self {
        case .present: .dismiss
        case .dismiss: .present
        case .push: .pop
        case .pop: .push
        case .tabForward: .tabBackward
        case .tabBackward: .tabForward
        }
    }

    /// `true` for the tab bar operations.
    public var isTabSwitch: Bool { self == .tabForward || self == .tabBackward }
}
