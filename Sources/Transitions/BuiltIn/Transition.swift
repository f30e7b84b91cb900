import Foundation

/// A transition: a function from a context to a plan. Implement it to write your own; the kit's
/// built-ins are available as `.scale`, `.swingDrop`, `.slideUp()`, `.crossFade`, `.slide(_:)`,
/// `.cover()`, `.uncover()`, `.zoom(from:)`, `.flip()`, `.cube()`, `.fold()`, `.portal`,
/// `.explode()`, `.turn()`, `.cardStack`, `.natGeo` and `.cascade()`, and the physics-backed ones (see
/// ``SimulatedTransition``) as `.drop`, `.dropAndSettle`, `.physicalSwingDrop`,
/// `.shatter(tiles:)`, `.snapIn` and `.throwAway`.
///
/// ```swift
/// struct Fade: Transition {
///     func plan(for context: TransitionContext) -> TransitionPlan {
///         // A fade moves nothing: it is its own Reduce Motion fallback.
///         TransitionPlan(context: context, participants: [
///             .fromView(in: context),
///             .toView(in: context, alpha: .tween(from: 0, to: 1)),
///         ], duration: 0.3)
///     }
/// }
/// ```
///
/// Every built-in returns the ``CrossFadeTransition`` plan when
/// ``TransitionContext/isReduceMotionEnabled`` is on; a transition that moves should do the same.
/// ``ScreenMotion`` writes a motion once and plays it backwards for dismissals, pops and tab
/// switches back, and ``EdgeCoordinates`` mirrors it in right-to-left layouts: the helpers the
/// built-ins are written with. `TransitionConformance` (in `TransitionsTesting`) checks a
/// transition in every operation, layout direction and Reduce Motion setting in one call.
public protocol Transition: Sendable {
    /// The plan that animates `context`. Must not fail: every context (already validated) gets a
    /// plan.
    func plan(for context: TransitionContext) -> TransitionPlan

    /// A short human-readable name with the parameters that matter (for galleries and logs).
    var name: String { get }
}

extension Transition {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
}
