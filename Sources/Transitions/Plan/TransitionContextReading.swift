import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGRect.zero in default arguments must be imported directly on Apple platforms
#endif

/// What UIKit's transition context says, read in one go and as UIKit says it, before the kit
/// decides anything: the raw material of a ``TransitionContext``.
///
/// The UIKit layer fills it from `UIViewControllerContextTransitioning` with plain reads
/// (`TransitionContextReading(_:operation:)` on iOS); `TransitionsTesting`'s model of UIKit's runner
/// fills it from its model context. Everything decided from it is here, pure: the frames a missing
/// view controller leaves `.zero` (``TransitionContext/init(reading:reduceMotion:)``), the Reduce
/// Motion override, and the zero-duration plan that plays when the container has no usable size
/// (``TransitionPlan/immediate(reading:)``).
public struct TransitionContextReading: Sendable, Equatable {
    /// The operation being animated (the animation controller's).
    public var operation: TransitionOperation
    /// `containerView.bounds`, points, as UIKit reports it (possibly zero before layout).
    public var containerBounds: CGRect
    /// `initialFrame(for:)` of the from-view controller; `nil` when there is none.
    public var fromInitialFrame: CGRect?
    /// `finalFrame(for:)` of the from-view controller; `nil` when there is none.
    public var fromFinalFrame: CGRect?
    /// `initialFrame(for:)` of the to-view controller; `nil` when there is none.
    public var toInitialFrame: CGRect?
    /// `finalFrame(for:)` of the to-view controller; `nil` when there is none.
    public var toFinalFrame: CGRect?
    /// `view(forKey: .to)?.frame`: the to-view's own frame, `nil` when UIKit hands out no to-view.
    public var toViewFrame: CGRect?
    /// `containerView.safeAreaInsets`, points.
    public var safeAreaInsets: SafeAreaInsets
    /// The container's `effectiveUserInterfaceLayoutDirection`.
    public var layoutDirection: LayoutDirection
    /// The context's `isInteractive` when the plan is built.
    public var isInteractive: Bool
    /// `UIAccessibility.isReduceMotionEnabled` when the plan is built.
    public var isSystemReduceMotionEnabled: Bool
    /// The appearance of the presentation controller with a dimming view presenting or dismissing
    /// one of the transition's controllers (see ``PresentationDimmingLookup``); `nil` without one.
    public var presentation: PresentationAppearance?

    /// A reading; every field but the operation and container defaults to "not there".
    public init(
        operation: TransitionOperation, containerBounds: CGRect,
        fromInitialFrame: CGRect? = nil, fromFinalFrame: CGRect? = nil,
        toInitialFrame: CGRect? = nil, toFinalFrame: CGRect? = nil, toViewFrame: CGRect? = nil,
        safeAreaInsets: SafeAreaInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
        isInteractive: Bool = false, isSystemReduceMotionEnabled: Bool = false, presentation: PresentationAppearance? = nil
    ) {
        self.operation = operation
        self.containerBounds = containerBounds
        self.fromInitialFrame = fromInitialFrame
        self.fromFinalFrame = fromFinalFrame
        self.toInitialFrame = toInitialFrame
        self.toFinalFrame = toFinalFrame
        self.toViewFrame = toViewFrame
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.isInteractive = isInteractive
        self.isSystemReduceMotionEnabled = isSystemReduceMotionEnabled
        self.presentation = presentation
    }
}

extension TransitionContext {
    /// The context UIKit's context describes: a missing view controller's frames are `.zero`
    /// (unknown, then replaced as "Unknown frames" says); Reduce Motion is `reduceMotion` when
    /// given, else the system setting read.
    ///
    /// - Throws: ``Error/invalidContainerBounds(_:)`` when the container has no usable size (UIKit
    ///   has not laid it out): play ``TransitionPlan/immediate(reading:)`` instead.
    public init(reading: TransitionContextReading, reduceMotion: Bool? = nil) throws {
        try self.init(
            operation: reading.operation,
            containerBounds: reading.containerBounds,
            fromInitialFrame: reading.fromInitialFrame ?? .zero,
            fromFinalFrame: reading.fromFinalFrame ?? .zero,
            toInitialFrame: reading.toInitialFrame ?? .zero,
            toFinalFrame: reading.toFinalFrame ?? .zero,
            safeAreaInsets: reading.safeAreaInsets,
            layoutDirection: reading.layoutDirection,
            isInteractive: reading.isInteractive,
            isReduceMotionEnabled: reduceMotion ?? reading.isSystemReduceMotionEnabled,
            presentation: reading.presentation)
    }
}

extension TransitionPlan {
    /// The plan `transition` plays for the UIKit transition `reading` describes: its plan for
    /// ``TransitionContext/init(reading:reduceMotion:)``, or, when the container has no usable
    /// size, ``immediate(reading:)``, so the transition completes at once rather than hang.
    ///
    /// - Parameters:
    ///   - transition: the transition to play.
    ///   - reading: UIKit's context, read.
    ///   - reduceMotion: overrides the system Reduce Motion setting when not `nil`.
    ///   - resolve: completes a transition that reads UIKit when it runs (a zoom from a view) for
    ///     the context; `nil` (the default) plays `transition` as it is.
    public static func forUIKitTransition(
        _ transition: any Transition, reading: TransitionContextReading, reduceMotion: Bool? = nil,
        resolve: ((TransitionContext) -> any Transition)? = nil
    ) -> TransitionPlan {
        guard let context = try? TransitionContext(reading: reading, reduceMotion: reduceMotion) else {
            return immediate(reading: reading)
        }
        return (resolve?(context) ?? transition).plan(for: context)
    }

    /// A zero-duration plan that only puts the to-view at its final frame: what plays when the
    /// container has no usable size. The frame is UIKit's final frame for the to-view controller,
    /// else the to-view's own frame (the fallback a 1 × 1 container would compute shrinks it to
    /// 1 × 1 points), else `.zero` (the to-view keeps its frame).
    public static func immediate(reading: TransitionContextReading) -> TransitionPlan {
        let toFrame = [reading.toFinalFrame, reading.toViewFrame].compactMap { $0 }.first { !$0.isEmpty }
        // A 1×1 container is always valid, so this initializer cannot throw.
        let context = try! TransitionContext(
            operation: reading.operation, containerBounds: CGRect(x: 0, y: 0, width: 1, height: 1),
            toFinalFrame: toFrame ?? .zero)
        return TransitionPlan(context: context, participants: [.toView(in: context)], duration: 0)
    }
}

/// Which presentation controller's dimming view a transition animates: the kit's rule, read by
/// `UIViewControllerContextTransitioning.presentationDimming` on iOS.
///
/// The to-view controller is asked first, then the from-view controller; a controller counts only
/// while it is being presented or dismissed, and only through its own presentation controller
/// (`presentationController.presentedViewController === controller`) when that has a dimming view
/// the kit animates (`PresentationDimming`, e.g. `CardPresentationController`). A push, a tab
/// switch or a full-screen presentation has none.
public enum PresentationDimmingLookup {
    /// The order the transition's controllers are asked in.
    public enum Side: Sendable, CaseIterable {
        /// The to-view controller (presented).
        case to
        /// The from-view controller (dismissed).
        case from
    }

    /// The sides in the order they are asked.
    public static let order: [Side] = [.to, .from]

    /// Whether a controller's presentation controller is the one to animate.
    ///
    /// - Parameters:
    ///   - isBeingPresentedOrDismissed: `isBeingPresented || isBeingDismissed`.
    ///   - hasDimmingView: its presentation controller adopts `PresentationDimming`.
    ///   - presentsThisController: that presentation controller's `presentedViewController` is it.
    public static func accepts(isBeingPresentedOrDismissed: Bool, hasDimmingView: Bool, presentsThisController: Bool) -> Bool {
        isBeingPresentedOrDismissed && hasDimmingView && presentsThisController
    }
}
