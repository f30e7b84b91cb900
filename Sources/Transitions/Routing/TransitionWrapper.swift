import Foundation

/// A transition that plays another one, completed when it runs: the zoom from a view
/// (`.zoom(fromView:)`, `.zoom(source:)`, a `SourceViewZoomTransition` on iOS) plays a
/// ``ZoomTransition`` whose source rectangle it measures in UIKit.
///
/// Adopt it for a transition of your own that wraps another, so that asking a route which kind of
/// transition it plays (``Transition/plays(_:)``, ``RouteTable/removeRules(playing:)``) sees
/// through it. `route.transition is ZoomTransition` tests the wrapper's own type, which is not
/// the zoom's.
///
/// ```swift
/// struct Logged: TransitionWrapper {
///     var wrappedTransition: any Transition
///     func plan(for context: TransitionContext) -> TransitionPlan {
///         print("playing \(wrappedTransition.name)")
///         return wrappedTransition.plan(for: context)
///     }
/// }
/// ```
public protocol TransitionWrapper: Transition {
    /// The transition this one plays (before it is completed at run time).
    var wrappedTransition: any Transition { get }
}

extension Transition {
    /// Whether this transition is a `T`, or wraps one (``TransitionWrapper``, looked through at
    /// most 16 levels deep, so a wrapper that wraps itself cannot loop).
    ///
    /// ```swift
    /// SlideTransition().plays(SlideTransition.self)        // true
    /// zoomFromCell.plays(ZoomTransition.self)              // true for .zoom(fromView:) and .zoom(source:)
    /// ```
    public func plays<T: Transition>(_ type: T.Type) -> Bool {
        var current: any Transition = self
        for _ in 0..<16 {
            if current is T { return true }
            guard let wrapper = current as? any TransitionWrapper else { return false }
            current = wrapper.wrappedTransition
        }
        return false
    }
}

extension Route {
    /// Whether the route's transition is a `T` or wraps one (see ``Transition/plays(_:)``).
    public func plays<T: Transition>(_ type: T.Type) -> Bool {
        transition.plays(type)
    }
}

extension RouteTable {
    /// Removes the ordinary rules and defaults whose transition is a `T` or wraps one
    /// (``Transition/plays(_:)``), whichever way it was made: `removeRules(playing:
    /// ZoomTransition.self)` removes the rules made with `.zoom(from:)`, `.zoom(fromView:)` and
    /// `.zoom(source:)` alike.
    ///
    /// ```swift
    /// router.updateRoutes { $0.removeRules(playing: ZoomTransition.self) }
    /// ```
    public mutating func removeRules<T: Transition>(playing type: T.Type) {
        removeRules { $0.route.plays(type) }
    }
}
