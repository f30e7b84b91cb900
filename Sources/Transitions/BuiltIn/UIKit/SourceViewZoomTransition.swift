#if canImport(UIKit)
import UIKit

/// A zoom whose source is a view, found and measured when the transition runs, so that one rule
/// serves a whole list: the screen grows out of the tapped cell (and shrinks back into it on the
/// way back, even if the list scrolled meanwhile).
///
/// It plays ``zoom``, a ``ZoomTransition``, with its source rectangle measured in UIKit, and is a
/// ``TransitionWrapper`` of it: `transition.plays(ZoomTransition.self)` and
/// `removeRules(playing: ZoomTransition.self)` include it (`transition is ZoomTransition` does not:
/// it is another type).
///
/// ```swift
/// // One rule for every photo: the source is whichever cell is selected when the push starts.
/// router.add(.navigation, to: .type(PhotoViewController.self), transition: .zoom(source: { [weak collectionView] in
///     collectionView?.indexPathsForSelectedItems?.first.flatMap { collectionView?.cellForItem(at: $0) }
/// }))
/// present(photo, with: .zoom(fromView: cell))      // a presentation from one known view
/// ```
///
/// When the transition runs (``UIKitResolvingTransition``), the view's bounds are converted into
/// the container's coordinates: directly while the view is in the container's window; otherwise
/// in the coordinates of the screen it belongs to, placed where that screen is (a list under a
/// pushed screen is out of the window when the pop starts; see `ScreenCoordinateSpace`). When
/// the closure returns `nil`, or the view belongs to neither screen nor the window, the zoom uses
/// ``zoom``'s own `sourceRect` (default `.zero`: the container's centre).
public struct SourceViewZoomTransition: UIKitResolvingTransition, TransitionWrapper {
    /// The zoom's parameters (corner radius, duration, curve) and the source rectangle used when
    /// the view cannot be found (container coordinates, points).
    public var zoom: ZoomTransition
    /// Returns the view to zoom from, on the main actor, when the transition runs.
    public let sourceView: @MainActor @Sendable () -> UIView?

    /// A zoom from the view `sourceView` returns when the transition runs.
    ///
    /// - Parameters:
    ///   - zoom: parameters and fallback source (default `ZoomTransition(sourceRect: .zero)`).
    ///   - sourceView: called on the main actor when the transition runs; should not retain the
    ///     view strongly (capture it `weak`).
    public init(zoom: ZoomTransition = ZoomTransition(sourceRect: .zero), sourceView: @escaping @MainActor @Sendable () -> UIView?) {
        self.zoom = zoom
        self.sourceView = sourceView
    }

    public var name: String { zoom.name }

    /// ``zoom``: what plays, its source measured when the transition runs.
    public var wrappedTransition: any Transition { zoom }

    /// The zoom from ``zoom``'s `sourceRect` (no UIKit to find the view in).
    public func plan(for context: TransitionContext) -> TransitionPlan {
        zoom.plan(for: context)
    }

    /// ``zoom`` with its source at the view's rectangle in the container, or ``zoom`` unchanged
    /// when the view cannot be found.
    @MainActor
    public func resolved(for transitionContext: UIViewControllerContextTransitioning, context: TransitionContext) -> any Transition {
        guard let view = sourceView(), let rect = Self.rect(of: view, in: transitionContext, context: context) else { return zoom }
        var resolved = zoom
        resolved.sourceRect = rect
        return resolved
    }

    /// `view`'s bounds in the container's coordinates, or `nil` when `view` is neither in the
    /// container's window nor inside one of the two screens.
    @MainActor
    static func rect(of view: UIView, in transitionContext: UIViewControllerContextTransitioning, context: TransitionContext) -> CGRect? {
        let container = transitionContext.containerView
        let toScreen = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view
        let fromScreen = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view
        let space = ScreenCoordinateSpace.measuring(
            inContainersWindow: view.window != nil && view.window === container.window,
            inToView: toScreen.map(view.isDescendant(of:)) ?? false,
            inFromView: fromScreen.map(view.isDescendant(of:)) ?? false)
        switch space {
        case .container: return context.containerRect(view.convert(view.bounds, to: container), in: .container)
        case .toView: return toScreen.map { context.containerRect(view.convert(view.bounds, to: $0), in: .toView) }
        case .fromView: return fromScreen.map { context.containerRect(view.convert(view.bounds, to: $0), in: .fromView) }
        case nil: return nil
        }
    }
}

extension Transition where Self == SourceViewZoomTransition {
    /// Zooms the incoming screen out of `view` (and back into it), measured when the transition
    /// runs; see ``SourceViewZoomTransition``. The view is held weakly.
    public static func zoom(fromView view: UIView) -> SourceViewZoomTransition {
        SourceViewZoomTransition { [weak view] in view }
    }

    /// Zooms the incoming screen out of the view `source` returns when the transition runs (the
    /// selected cell, say), so one rule serves a whole list; see ``SourceViewZoomTransition``.
    public static func zoom(source: @escaping @MainActor @Sendable () -> UIView?) -> SourceViewZoomTransition {
        SourceViewZoomTransition(sourceView: source)
    }
}
#endif
