import Foundation

/// A test on one side of a route — the view controller a transition leaves (`from`) or the one
/// it reaches (`to`).
///
/// Generic over the endpoint type so the route table runs anywhere: the UIKit router uses
/// `EndpointMatcher<UIViewController>`, tests use plain classes.
///
/// ```swift
/// .any                                   // every endpoint, and an unknown one
/// .type(PhotoViewController.self)        // instances of the class or its subclasses
/// .matching { $0.title == "Settings" }   // any test on the main actor
/// ```
///
/// An endpoint the caller does not know (`nil`, e.g. the presenting controller of a dismissal
/// that UIKit no longer reports) is matched only by ``any``.
public struct EndpointMatcher<Endpoint: AnyObject>: Sendable, CustomStringConvertible {
    private let test: (@MainActor @Sendable (Endpoint) -> Bool)?
    /// A short label for logs: `any`, the type name, or `predicate`.
    public let description: String

    private init(test: (@MainActor @Sendable (Endpoint) -> Bool)?, description: String) {
        self.test = test
        self.description = description
    }

    /// Matches every endpoint, known or not. Adds nothing to a rule's specificity.
    public static var any: EndpointMatcher { EndpointMatcher(test: nil, description: "any") }

    /// Matches instances of `type`, subclasses included (`endpoint is T`); `T` may also be a
    /// protocol the endpoint conforms to. Adds one to a rule's specificity.
    public static func type<T>(_ type: T.Type) -> EndpointMatcher {
        EndpointMatcher(test: { $0 is T }, description: String(describing: type))
    }

    /// Matches the endpoints for which `predicate` returns `true`. Adds one to a rule's
    /// specificity. The predicate runs on the main actor, during the delegate call that asks for
    /// a transition; it must not retain the endpoint.
    public static func matching(_ predicate: @escaping @MainActor @Sendable (Endpoint) -> Bool) -> EndpointMatcher {
        EndpointMatcher(test: predicate, description: "predicate")
    }

    /// Matches an endpoint of type `T`, or a container whose visible content is one, looking
    /// through `content` (which returns a container's visible child, or `nil` for a leaf) at most
    /// 16 levels deep — so a container that lists itself cannot loop. Adds one to a rule's
    /// specificity. On iOS, `.showing(_:)` looks through navigation and tab bar controllers.
    public static func showing<T>(
        _ type: T.Type, through content: @escaping @MainActor @Sendable (Endpoint) -> Endpoint?
    ) -> EndpointMatcher {
        EndpointMatcher(test: { endpoint in
            var current: Endpoint? = endpoint
            for _ in 0..<16 {
                guard let candidate = current else { return false }
                if candidate is T { return true }
                current = content(candidate)
            }
            return false
        }, description: "showing \(type)")
    }

    /// `true` for ``any``.
    package var isAny: Bool { test == nil }

    /// Whether `endpoint` passes; `nil` (unknown) passes only ``any``.
    @MainActor
    public func matches(_ endpoint: Endpoint?) -> Bool {
        guard let test else { return true }
        guard let endpoint else { return false }
        return test(endpoint)
    }
}
