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
package struct TransitionContextReading: Sendable, Equatable {
    /// The operation being animated (the animation controller's).
    package var operation: TransitionOperation
    /// `containerView.bounds`, points, as UIKit reports it (possibly zero before layout).
    package var containerBounds: CGRect
    /// `initialFrame(for:)` of the from-view controller; `nil` when there is none.
    package var fromInitialFrame: CGRect?
    /// `finalFrame(for:)` of the from-view controller; `nil` when there is none.
    package var fromFinalFrame: CGRect?
    /// `initialFrame(for:)` of the to-view controller; `nil` when there is none.
    package var toInitialFrame: CGRect?
    /// `finalFrame(for:)` of the to-view controller; `nil` when there is none.
    package var toFinalFrame: CGRect?
    /// `view(forKey: .to)?.frame`: the to-view's own frame, `nil` when UIKit hands out no to-view.
    package var toViewFrame: CGRect?
    /// `containerView.safeAreaInsets`, points.
    package var safeAreaInsets: SafeAreaInsets
    /// The container's `effectiveUserInterfaceLayoutDirection`.
    package var layoutDirection: LayoutDirection
    /// The context's `isInteractive` when the plan is built.
    package var isInteractive: Bool
    /// `UIAccessibility.isReduceMotionEnabled` when the plan is built.
    package var isSystemReduceMotionEnabled: Bool
    /// The appearance of the presentation controller with a dimming view presenting or dismissing
    /// one of the transition's controllers (see ``PresentationDimmingLookup``); `nil` without one.
    package var presentation: PresentationAppearance?

    /// A reading; every field but the operation and container defaults to "not there".
    package init(
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
    package init(reading: TransitionContextReading, reduceMotion: Bool? = nil) throws {
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

extension TransitionContextReading {
    /// Whether a plan built for this reading is the plan for `other`: the same
    /// ``TransitionContext`` once UIKit's unknown frames are replaced (``TransitionContext/sharesPlan(with:)``),
    /// or, for a container with no usable size, the same reading (the immediate plan reads it).
    package func buildsTheSamePlan(as other: TransitionContextReading, reduceMotion: Bool?) -> Bool {
        let mine = try? TransitionContext(reading: self, reduceMotion: reduceMotion)
        let theirs = try? TransitionContext(reading: other, reduceMotion: reduceMotion)
        switch (mine, theirs) {
        case let (mine?, theirs?): return mine.sharesPlan(with: theirs)
        case (nil, nil): return self == other
        default: return false
        }
    }
}

extension TransitionContext {
    /// Whether a transition's plan for this context is its plan for `other`: every value a plan is
    /// built from is the same (``rawFrames``, which no plan reads, may differ: UIKit's `.zero`
    /// and the frame it stands for give one plan).
    package func sharesPlan(with other: TransitionContext) -> Bool {
        operation == other.operation && containerBounds == other.containerBounds
            && fromInitialFrame == other.fromInitialFrame && fromFinalFrame == other.fromFinalFrame
            && toInitialFrame == other.toInitialFrame && toFinalFrame == other.toFinalFrame
            && safeAreaInsets == other.safeAreaInsets && layoutDirection == other.layoutDirection
            && isInteractive == other.isInteractive && isReduceMotionEnabled == other.isReduceMotionEnabled
            && presentation == other.presentation
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
    package static func forUIKitTransition(
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
    package static func immediate(reading: TransitionContextReading) -> TransitionPlan {
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
package enum PresentationDimmingLookup {
    /// The order the transition's controllers are asked in.
    package enum Side: Sendable, CaseIterable {
        /// The to-view controller (presented).
        case to
        /// The from-view controller (dismissed).
        case from
    }

    /// The sides in the order they are asked.
    package static let order: [Side] = [.to, .from]

    /// Whether a controller's presentation controller is the one to animate.
    ///
    /// - Parameters:
    ///   - isBeingPresentedOrDismissed: `isBeingPresented || isBeingDismissed`.
    ///   - hasDimmingView: its presentation controller adopts `PresentationDimming`.
    ///   - presentsThisController: that presentation controller's `presentedViewController` is it.
    package static func accepts(isBeingPresentedOrDismissed: Bool, hasDimmingView: Bool, presentsThisController: Bool) -> Bool {
        isBeingPresentedOrDismissed && hasDimmingView && presentsThisController
    }

    /// What a transition's controller on one side says, read as UIKit says it.
    package struct Candidate<Presentation> {
        /// `isBeingPresented || isBeingDismissed`.
        package var isBeingPresentedOrDismissed: Bool
        /// Its `presentationController`, when that has a dimming view the kit animates; `nil`
        /// otherwise.
        package var presentation: Presentation?
        /// Whether that presentation controller's `presentedViewController` is this controller
        /// (not an ancestor it presents).
        package var presentsThisController: Bool

        /// A candidate.
        package init(isBeingPresentedOrDismissed: Bool, presentation: Presentation?, presentsThisController: Bool) {
            self.isBeingPresentedOrDismissed = isBeingPresentedOrDismissed
            self.presentation = presentation
            self.presentsThisController = presentsThisController
        }
    }

    /// The presentation controller whose dimming view the transition animates: the first side in
    /// ``order`` whose candidate ``accepts(isBeingPresentedOrDismissed:hasDimmingView:presentsThisController:)``;
    /// `nil` when none does.
    ///
    /// - Parameter candidate: reads the transition's controller on a side (`nil`: UIKit's
    ///   `viewController(forKey:)` has none).
    package static func find<Presentation>(_ candidate: (Side) -> Candidate<Presentation>?) -> Presentation? {
        for side in order {
            guard let read = candidate(side), let presentation = read.presentation,
                  accepts(isBeingPresentedOrDismissed: read.isBeingPresentedOrDismissed, hasDimmingView: true,
                          presentsThisController: read.presentsThisController)
            else { continue }
            return presentation
        }
        return nil
    }
}

/// What UIKit's transition context says about where the transition goes, read as UIKit says it:
/// the facts an interaction controller that plays the transition itself, with no animation
/// controller paired to tell it, reads the operation from (``operation``).
///
/// UIKit's context names no operation; its view controllers do. The UIKit layer fills this with
/// plain reads (`TransitionOperationReading(_:)` on iOS); `TransitionsTesting`'s model of UIKit's
/// runner fills it from its model screens.
package struct TransitionOperationReading: Sendable, Equatable {
    /// `viewController(forKey: .to)?.isBeingPresented`.
    package var toIsBeingPresented: Bool
    /// `viewController(forKey: .from)?.isBeingDismissed`.
    package var fromIsBeingDismissed: Bool
    /// The index of the from-view controller in its tab bar controller's `viewControllers`, when
    /// the to-view controller is a tab of the same one; `nil` otherwise.
    package var fromTabIndex: Int?
    /// The index of the to-view controller in that tab bar controller's `viewControllers`.
    package var toTabIndex: Int?
    /// The index of the from-view controller in the `viewControllers` of the navigation controller
    /// the to- or from-view controller is in; `nil` when it is not in that stack (a pop may have
    /// removed it already).
    package var fromNavigationIndex: Int?
    /// The index of the to-view controller in the same stack; `nil` when it is not in it.
    package var toNavigationIndex: Int?

    /// A reading; every field defaults to "nothing there".
    package init(
        toIsBeingPresented: Bool = false, fromIsBeingDismissed: Bool = false, fromTabIndex: Int? = nil, toTabIndex: Int? = nil,
        fromNavigationIndex: Int? = nil, toNavigationIndex: Int? = nil
    ) {
        self.toIsBeingPresented = toIsBeingPresented
        self.fromIsBeingDismissed = fromIsBeingDismissed
        self.fromTabIndex = fromTabIndex
        self.toTabIndex = toTabIndex
        self.fromNavigationIndex = fromNavigationIndex
        self.toNavigationIndex = toNavigationIndex
    }

    /// The operation UIKit is running, or `nil` when the reading does not tell:
    /// - `.present` when the to-view controller is being presented, else `.dismiss` when the
    ///   from-view controller is being dismissed;
    /// - a tab switch (`TabSwitch/operation(fromIndex:toIndex:)`) when both are tabs of one tab
    ///   bar controller;
    /// - in a navigation stack, `.push` when the to-view controller is above the from-view
    ///   controller, or the only one of the two in the stack is the from-view controller (not added
    ///   yet); `.pop` when it is below, or the only one in the stack is the to-view controller (the
    ///   from-view controller already removed). A replacement of the top by
    ///   `setViewControllers(_:animated:)` therefore reads as a pop.
    package var operation: TransitionOperation? {
        if toIsBeingPresented { return .present }
        if fromIsBeingDismissed { return .dismiss }
        if let from = fromTabIndex, let to = toTabIndex { return TabSwitch.operation(fromIndex: from, toIndex: to) }
        switch (fromNavigationIndex, toNavigationIndex) {
        case let (from?, to?) where from != to: return from < to ? .push : .pop
        case (_?, nil): return .push
        case (nil, _?): return .pop
        default: return nil
        }
    }
}
