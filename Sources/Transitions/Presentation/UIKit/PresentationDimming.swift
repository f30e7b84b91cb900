#if canImport(UIKit)
import UIKit

/// A presentation controller with a dimming view that the kit's transitions animate:
/// ``CardPresentationController``, or one of your own.
///
/// When a presentation or dismissal runs through such a presentation controller, the animation
/// controller reads ``presentationAppearance`` into the ``TransitionContext`` (its
/// ``TransitionContext/presentation``), so the plan animates the dimming view (every built-in
/// fades it; the swing-drop uses it as its cover), and ``ContainerStage`` plays the plan's
/// ``TransitionParticipant/Kind/presentationDimming`` participant with ``dimmingView``, first
/// calling ``transitionWillAnimateDimming()``.
@MainActor
public protocol PresentationDimming: UIPresentationController {
    /// The view between the presenting screen and the presented one, covering the container;
    /// in the container from `presentationTransitionWillBegin()` until the dismissal ends.
    var dimmingView: UIView { get }
    /// The dimming view's alpha while the presented screen is shown and the presented view's
    /// corner radius.
    var presentationAppearance: PresentationAppearance { get }
    /// A transition of the kit is about to animate ``dimmingView``'s alpha: the presentation
    /// controller must not animate it alongside the transition as well.
    func transitionWillAnimateDimming()
}

extension UIViewControllerContextTransitioning {
    /// The presentation controller with a dimming view that is presenting or dismissing one of
    /// this transition's view controllers, or `nil` (a push, a tab switch, a full-screen
    /// presentation): ``PresentationDimmingLookup``'s rule over UIKit's reads.
    @MainActor
    var presentationDimming: (any PresentationDimming)? {
        PresentationDimmingLookup.find { side in
            viewController(forKey: side == .to ? .to : .from).map { controller in
                let presentation = controller.presentationController as? PresentationDimming
                return PresentationDimmingLookup.Candidate(
                    isBeingPresentedOrDismissed: controller.isBeingPresented || controller.isBeingDismissed,
                    presentation: presentation, presentsThisController: presentation?.presentedViewController === controller)
            }
        }
    }
}
#endif
