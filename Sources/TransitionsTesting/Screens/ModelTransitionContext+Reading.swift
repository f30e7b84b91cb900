import Foundation
import Transitions

extension ModelTransitionContext {
    /// The model context as the kit reads UIKit's (``TransitionContextReading``): the frames UIKit
    /// reports (``TransitionContext/rawFrames``, `.zero` where UIKit does not know one), the
    /// to-view's own frame, the container's geometry, interactivity now, the Reduce Motion setting
    /// and a card's presentation appearance. The model's session platform builds plans from it
    /// through the same code as iOS (``TransitionPlan/forUIKitTransition(_:reading:reduceMotion:resolve:)``).
    public var reading: TransitionContextReading {
        let context = transitionContext
        return TransitionContextReading(
            operation: context.operation,
            containerBounds: context.containerBounds,
            fromInitialFrame: context.rawFrames.fromInitial,
            fromFinalFrame: context.rawFrames.fromFinal,
            toInitialFrame: context.rawFrames.toInitial,
            toFinalFrame: context.rawFrames.toFinal,
            toViewFrame: toView.frame,
            safeAreaInsets: context.safeAreaInsets,
            layoutDirection: context.layoutDirection,
            isInteractive: isInteractive,
            isSystemReduceMotionEnabled: context.isReduceMotionEnabled,
            presentation: context.presentation)
    }
}
