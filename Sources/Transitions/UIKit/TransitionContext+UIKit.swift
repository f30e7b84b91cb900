#if canImport(UIKit)
import UIKit

extension TransitionContext {
    /// Reads a context from UIKit's transition context.
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
        let container = context.containerView
        let fromController = context.viewController(forKey: .from)
        let toController = context.viewController(forKey: .to)
        let insets = container.safeAreaInsets
        try self.init(
            operation: operation,
            containerBounds: container.bounds,
            fromInitialFrame: fromController.map { context.initialFrame(for: $0) } ?? .zero,
            fromFinalFrame: fromController.map { context.finalFrame(for: $0) } ?? .zero,
            toInitialFrame: toController.map { context.initialFrame(for: $0) } ?? .zero,
            toFinalFrame: toController.map { context.finalFrame(for: $0) } ?? .zero,
            safeAreaInsets: SafeAreaInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            isInteractive: context.isInteractive,
            isReduceMotionEnabled: reduceMotion ?? UIAccessibility.isReduceMotionEnabled,
            presentation: context.presentationDimming?.presentationAppearance
        )
    }
}
#endif
