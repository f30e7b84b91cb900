#if canImport(UIKit)
import UIKit

extension TransitionContextReading {
    /// Reads UIKit's transition context as it is (plain reads; every decision is
    /// ``TransitionContext/init(reading:reduceMotion:)``'s and `TransitionPlan.immediate(reading:)`'s):
    /// the container's bounds, safe-area insets and layout direction; the from- and to-view
    /// controllers' `initialFrame(for:)`/`finalFrame(for:)` (`nil` without the controller); the
    /// to-view's own frame; `isInteractive`; `UIAccessibility.isReduceMotionEnabled`; and the
    /// appearance of the presentation controller with a dimming view presenting or dismissing one
    /// of the controllers (``PresentationDimming``).
    @MainActor
    package init(_ context: UIViewControllerContextTransitioning, operation: TransitionOperation) {
        let container = context.containerView
        let fromController = context.viewController(forKey: .from)
        let toController = context.viewController(forKey: .to)
        let insets = container.safeAreaInsets
        self.init(
            operation: operation,
            containerBounds: container.bounds,
            fromInitialFrame: fromController.map { context.initialFrame(for: $0) },
            fromFinalFrame: fromController.map { context.finalFrame(for: $0) },
            toInitialFrame: toController.map { context.initialFrame(for: $0) },
            toFinalFrame: toController.map { context.finalFrame(for: $0) },
            toViewFrame: context.view(forKey: .to)?.frame,
            safeAreaInsets: SafeAreaInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            isInteractive: context.isInteractive,
            isSystemReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
            presentation: context.presentationDimming?.presentationAppearance)
    }
}

extension TransitionContext {
    /// Reads a context from UIKit's transition context
    /// (`TransitionContextReading.init(_:operation:)`, then ``init(reading:reduceMotion:)``).
    ///
    /// - Frames come from `initialFrame(for:)`/`finalFrame(for:)` of the from- and to-view
    ///   controllers; UIKit returns `.zero` when it does not know one (a custom modal dismissal,
    ///   a controller already removed), and the context then computes it from the container (see
    ///   "Unknown frames" on ``TransitionContext``).
    /// - Safe-area insets and layout direction are the container view's
    ///   (`safeAreaInsets`, `effectiveUserInterfaceLayoutDirection`).
    /// - `isInteractive` is the UIKit context's `isInteractive` when the transition starts.
    /// - Reduce Motion is `UIAccessibility.isReduceMotionEnabled` unless `reduceMotion` says otherwise.
    /// - ``presentation`` is the appearance of the presentation controller presenting or
    ///   dismissing one of the view controllers, when it has a dimming view the kit animates
    ///   (``PresentationDimming``, e.g. ``CardPresentationController``).
    ///
    /// - Throws: ``TransitionContext/Error/invalidContainerBounds(_:)`` when the container has no
    ///   usable size (UIKit has not laid it out); the animation controller then completes the
    ///   transition without animation.
    @MainActor
    public init(
        _ context: UIViewControllerContextTransitioning,
        operation: TransitionOperation,
        reduceMotion: Bool? = nil
    ) throws {
        try self.init(reading: TransitionContextReading(context, operation: operation), reduceMotion: reduceMotion)
    }
}

extension TransitionOperationReading {
    /// Reads where UIKit's transition goes from its view controllers (plain reads; the decision is
    /// ``operation``'s): whether the to-view controller is being presented and the from-view
    /// controller dismissed, their indexes among the tabs of the to-view controller's tab bar
    /// controller, and in the stack of the navigation controller either is in.
    @MainActor
    package init(_ context: UIViewControllerContextTransitioning) {
        self.init(from: context.viewController(forKey: .from), to: context.viewController(forKey: .to))
    }

    /// Reads where a transition from `from` to `to` goes (a transition context's or a transition
    /// coordinator's two view controllers), as ``init(_:)`` does.
    @MainActor
    package init(from: UIViewController?, to: UIViewController?) {
        let tabs = to?.tabBarController?.viewControllers ?? []
        let stack = (to?.navigationController ?? from?.navigationController)?.viewControllers ?? []
        self.init(
            toIsBeingPresented: to?.isBeingPresented ?? false,
            fromIsBeingDismissed: from?.isBeingDismissed ?? false,
            fromTabIndex: from.flatMap { tabs.firstIndex(of: $0) }, toTabIndex: to.flatMap { tabs.firstIndex(of: $0) },
            fromNavigationIndex: from.flatMap { stack.firstIndex(of: $0) }, toNavigationIndex: to.flatMap { stack.firstIndex(of: $0) })
    }
}
#endif
