import Foundation
import Transitions

/// How UIKit's navigation and tab bar controllers call their delegate, in the model of UIKit's
/// transition runner: they cache which optional methods the delegate answers when the delegate is
/// set, and later send a cached message without asking again (checked against UIKit's
/// implementation).
///
/// ```swift
/// var cache = DelegateCacheModel(role: .tabBar) { router.responds(to: $0) }   // delegate set
/// // ... the previous delegate is deallocated ...
/// cache.send("tabBarController:didSelectViewController:", implemented: router.implements)
/// ```
/// A message sent to a delegate that neither implements it nor forwards it is an "unrecognized
/// selector" crash: ``Delivery/unrecognizedSelector``.
package struct DelegateCacheModel: Sendable {
    /// What sending a message does.
    package enum Delivery: Hashable, Sendable {
        /// The delegate did not answer it when it was set: UIKit does not send it.
        case notSent
        /// Sent, and the delegate has a method for it.
        case delivered
        /// Sent, and nothing implements it: the app crashes.
        case unrecognizedSelector
    }

    /// The role of the delegate (`.navigation` or `.tabBar`; a transitioning delegate is asked
    /// each time and has no cache).
    package let role: DelegateRole
    /// The messages of the role the delegate answered when it was set.
    package let answered: Set<String>

    /// The cache UIKit fills when the delegate is set: every optional message of `role` (the
    /// kit's ``DelegateForwarding/messages``) for which `responds` is `true` now.
    package init(role: DelegateRole, responds: (String) -> Bool) {
        self.role = role
        self.answered = Set(DelegateForwarding.messages.filter { $0.role == role }.map(\.selector).filter(responds))
    }

    /// UIKit sends `selector` to the delegate.
    ///
    /// - Parameters:
    ///   - selector: the message.
    ///   - implemented: whether the delegate's class has a method for a selector (the kit's
    ///     router: ``DelegateForwarding/routerImplements(_:)``).
    ///   - forwarded: whether the delegate hands the message to another object now
    ///     (`forwardingTarget(for:)`); default none.
    package func send(_ selector: String, implemented: (String) -> Bool, forwarded: (String) -> Bool = { _ in false }) -> Delivery {
        guard answered.contains(selector) else { return .notSent }
        return implemented(selector) || forwarded(selector) ? .delivered : .unrecognizedSelector
    }
}
