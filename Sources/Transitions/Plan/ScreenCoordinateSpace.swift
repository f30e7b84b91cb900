import Foundation

/// The coordinate space a rectangle is given in, before a transition uses it in the container's
/// coordinates (where every frame of a ``TransitionContext`` and of a plan is).
///
/// A zoom's source rectangle comes from a view of one of the two screens. While the view is in
/// the container's window it is converted to the container directly (``container``). A view
/// that is not in a window — a list under a pushed screen, when the pop back starts — is still
/// laid out in its own screen: its rectangle is taken in that screen's coordinates and placed
/// where that screen is (``fromView`` at ``TransitionContext/fromInitialFrame``, ``toView`` at
/// ``TransitionContext/toFinalFrame``).
package enum ScreenCoordinateSpace: Sendable, Hashable {
    /// The container view's coordinates.
    case container
    /// The from-view's own coordinates (its bounds' origin at its top-left corner).
    case fromView
    /// The to-view's own coordinates.
    case toView

    /// Where a view's rectangle is measured, from where the view is: in the container's window
    /// (``container``: converted directly, whatever screen it belongs to), else inside the to-view
    /// (``toView``), else inside the from-view (``fromView``); `nil` when it is in none of them (a
    /// zoom then uses its own `sourceRect`). The to-view is asked first because a pop or dismissal
    /// zooms back into the screen it reveals, which is out of the window when the transition starts.
    package static func measuring(inContainersWindow: Bool, inToView: Bool, inFromView: Bool) -> ScreenCoordinateSpace? {
        if inContainersWindow { return .container }
        if inToView { return .toView }
        if inFromView { return .fromView }
        return nil
    }
}

extension TransitionContext {
    /// `rect`, given in `space`, in the container's coordinates, points: offset by the from-view's
    /// initial frame origin (`ScreenCoordinateSpace/fromView`) or the to-view's final frame
    /// origin (`ScreenCoordinateSpace/toView`); unchanged for
    /// `ScreenCoordinateSpace/container`. A non-finite rectangle is returned as it is (a zoom
    /// then zooms from the container's centre).
    package func containerRect(_ rect: CGRect, in space: ScreenCoordinateSpace) -> CGRect {
        switch space {
        case .container: rect
        case .fromView: rect.offsetBy(dx: fromInitialFrame.minX, dy: fromInitialFrame.minY)
        case .toView: rect.offsetBy(dx: toFinalFrame.minX, dy: toFinalFrame.minY)
        }
    }
}
