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
/// A transition that moves should return ``CrossFadeTransition``'s plan when
/// ``TransitionContext/isReduceMotionEnabled`` is on, as every built-in does. The built-ins'
/// helpers: ``ScreenMotion`` (a motion played backwards for the way back) and ``EdgeCoordinates``
/// (mirrored in right-to-left layouts). `TransitionConformance` (`TransitionsTesting`) checks a
/// transition everywhere in one call.
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
