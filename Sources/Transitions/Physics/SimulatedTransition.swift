import Foundation

/// A transition whose plan comes from a physics simulation: it describes a ``PhysicsScene``
/// (snapshots as bodies, the container as a boundary, gravity, pins, snaps), and the kit's
/// Dynamics engine (UIKit Dynamics semantics) runs it and bakes the motion into `.samples`
/// tracks.
///
/// The plan is an ordinary ``TransitionPlan``, so everything that plays plans plays a simulated
/// transition unchanged: the ``TransitionDriver`` (scrubbing by progress, cancelling back to the
/// start, reversing), the headless stage, and on iOS the `TransitionAnimationController` and the
/// router. Its duration is the simulated time (until rest or the scene's ending, never beyond
/// ``PhysicsScene/maximumDuration``), with linear timing.
///
/// Deterministic: the same context gives the same plan, bit for bit (the engine is, and any
/// randomness comes from a seeded generator).
///
/// Conformers implement ``scene(for:)``; ``Transition/plan(for:)`` is provided (Reduce Motion gives the
/// ``CrossFadeTransition`` plan, like every built-in).
public protocol SimulatedTransition: Transition {
    /// The world to simulate for `context`.
    func scene(for context: TransitionContext) -> PhysicsScene
}

extension SimulatedTransition {
    /// Simulates ``scene(for:)`` and bakes it into a plan; the cross-fade with Reduce Motion on,
    /// or when the engine refuses the scene (see ``PhysicsScene/plan(for:)``).
    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        return scene(for: context).plan(for: context)
    }
}
