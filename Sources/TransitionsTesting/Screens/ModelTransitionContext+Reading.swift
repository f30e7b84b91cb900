import Foundation
import Transitions

extension ModelTransitionContext {
    /// The model context as the kit reads UIKit's (``TransitionContextReading``): the frames UIKit
    /// reports (``TransitionContext/rawFrames``, `.zero` where UIKit does not know one; the to-view
    /// controller's final frame only once UIKit has set it, `hasToEndFrame`), the
    /// to-view's own frame (when UIKit hands it out), the container's bounds as UIKit reports them
    /// (``containerBounds``) and its geometry, interactivity now, the Reduce Motion setting and the
    /// appearance of the presentation controller ``presentationDimming`` finds. The model's session
    /// platform builds plans from it through the same code as iOS
    /// (``TransitionPlan/forUIKitTransition(_:reading:reduceMotion:resolve:)``).
    package var reading: TransitionContextReading {
        let context = transitionContext
        return TransitionContextReading(
            operation: context.operation,
            containerBounds: containerBounds,
            fromInitialFrame: context.rawFrames.fromInitial,
            fromFinalFrame: context.rawFrames.fromFinal,
            toInitialFrame: context.rawFrames.toInitial,
            toFinalFrame: hasToEndFrame ? toEndFrame : .zero,
            toViewFrame: view(forKey: .to)?.frame,
            safeAreaInsets: context.safeAreaInsets,
            layoutDirection: context.layoutDirection,
            isInteractive: isInteractive,
            isSystemReduceMotionEnabled: context.isReduceMotionEnabled,
            presentation: presentationDimming?.dimming)
    }

    /// Where the transition goes, read from ``viewController(forKey:)`` as the kit reads UIKit's
    /// context (``TransitionOperationReading``): whether the to-screen is being presented and the
    /// from-screen dismissed, their indexes among the to-screen's tab bar controller's tabs, and in
    /// the stack of the navigation controller either is in.
    package var operationReading: TransitionOperationReading {
        let tabs = toScreen?.tabBarController?.tabs ?? []
        let stack = (toScreen?.navigationController ?? fromScreen?.navigationController)?.stack ?? []
        func index(of screen: ModelScreen?, in screens: [ModelScreen]) -> Int? {
            screen.flatMap { screen in screens.firstIndex { $0 === screen } }
        }
        return TransitionOperationReading(
            toIsBeingPresented: toScreen?.isBeingPresented ?? false,
            fromIsBeingDismissed: fromScreen?.isBeingDismissed ?? false,
            fromTabIndex: index(of: fromScreen, in: tabs), toTabIndex: index(of: toScreen, in: tabs),
            fromNavigationIndex: index(of: fromScreen, in: stack), toNavigationIndex: index(of: toScreen, in: stack))
    }
}
