#if canImport(UIKit)
import ObjectiveC
import UIKit

/// UIKit's transition context as a ``SessionContext``: one object per UIKit context (kept on the
/// context itself, so every call about the same transition gets the same object), holding the
/// context weakly.
///
/// ```swift
/// let context = UIKitSessionContext.of(transitionContext)
/// ```
/// It also carries the transition's ``TransitionSession`` (``attachedSession``), which is how an
/// interaction controller handed only UIKit's context finds the one session of the transition;
/// once the transition is over, only its ``CompletedTransition`` (no view), since UIKit may keep
/// its context longer than the transition.
/// Once UIKit has released its context, the object reports a transition that is not animated, not
/// interactive and cancelled, and forwards nothing.
@MainActor
package final class UIKitSessionContext: SessionContext {
    /// UIKit's context. Weak.
    package private(set) weak var context: UIViewControllerContextTransitioning?
    /// The transition's session while it runs, then its ``CompletedTransition``.
    package var attachedSession: AnyObject?

    private init(_ context: UIViewControllerContextTransitioning) {
        self.context = context
    }

    private final class Key {}
    private static var key: UnsafeRawPointer { unsafeBitCast(ObjectIdentifier(Key.self), to: UnsafeRawPointer.self) }

    /// The object standing for `context`: made on the first call, the same one afterwards.
    package static func of(_ context: UIViewControllerContextTransitioning) -> UIKitSessionContext {
        if let existing = objc_getAssociatedObject(context, key) as? UIKitSessionContext { return existing }
        let made = UIKitSessionContext(context)
        objc_setAssociatedObject(context, key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    package var isAnimated: Bool { context?.isAnimated ?? false }
    package var isInteractive: Bool { context?.isInteractive ?? false }
    package var transitionWasCancelled: Bool { context?.transitionWasCancelled ?? true }
    package func updateInteractiveTransition(_ percentComplete: CGFloat) { context?.updateInteractiveTransition(percentComplete) }
    package func finishInteractiveTransition() { context?.finishInteractiveTransition() }
    package func cancelInteractiveTransition() { context?.cancelInteractiveTransition() }
    package func completeTransition(_ didComplete: Bool) { context?.completeTransition(didComplete) }
    package func enqueue(_ body: @escaping @MainActor () -> Void) { Task { @MainActor in body() } }
}
#endif
