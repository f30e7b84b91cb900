import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// The base of every behaviour, and a composite of child behaviours (UIKit's `UIDynamicBehavior`).
///
/// Subclass it (or use it directly) to group behaviours: add children with ``addChildBehavior(_:)``,
/// add the parent to an animator, and every child takes part. ``action`` runs after every simulation step
/// while the behaviour is in an animator, for per-step logic (UIKit calls it on every animation tick).
///
/// ```swift
/// let drop = Behavior()
/// drop.addChildBehavior(GravityBehavior(items: [card]))
/// drop.addChildBehavior(collision)
/// drop.action = { print(animator.state(of: card)!.center) }
/// animator.addBehavior(drop)
/// ```
open class Behavior {
    /// The children, in the order they were added.
    public private(set) var childBehaviors: [Behavior] = []
    /// Runs after each fixed step while the behaviour is in an animator. Avoid capturing the animator
    /// strongly from a behaviour it owns (use `[weak animator]`).
    public var action: (() -> Void)?
    /// The animator the behaviour (or its top-most parent) has been added to.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    weak var parent: Behavior?

    /// Creates an empty behaviour.
    public init() {}

    /// Adds `child`. Ignored if `child` is this behaviour, one of its ancestors, or already has a parent.
    public func addChildBehavior(_ child: Behavior) {
        guard child !== self, child.parent == nil, child.dynamicAnimator == nil else { return }
        var ancestor: Behavior? = self
        while let a = ancestor {
            if a === child { return }
            ancestor = a.parent
        }
        childBehaviors.append(child)
        child.parent = self
        dynamicAnimator?.behaviorTreeDidChange()
    }

    /// Removes `child` (no effect if it is not a child).
    public func removeChildBehavior(_ child: Behavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === child }) else { return }
        let animator = dynamicAnimator
        childBehaviors.remove(at: i)
        child.parent = nil
        animator?.behaviorTreeDidChange()
    }

    /// This behaviour and its descendants, depth first, parents first.
    func appendFlattened(to list: inout [Behavior]) {
        list.append(self)
        for child in childBehaviors { child.appendFlattened(to: &list) }
    }

    // MARK: Hooks for the kit's behaviours

    /// Called when the behaviour starts taking part in `animator` (after it is set).
    func didAttach(to animator: DynamicAnimator) {}
    /// Called when the behaviour stops taking part in `animator`.
    func willDetach(from animator: DynamicAnimator) {}
    /// Applies forces or changes for the coming step. Called before each fixed step, parents first.
    func prepareStep(_ animator: DynamicAnimator) {}
    /// Items to wake when the behaviour is added, removed or changed.
    var affectedItems: [DynamicItem] { [] }

    /// Tells the animator that a property changed: affected items wake and a paused animator resumes.
    func didChange() { dynamicAnimator?.behaviorDidChange(self) }
}
