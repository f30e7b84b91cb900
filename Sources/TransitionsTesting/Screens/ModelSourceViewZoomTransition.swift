import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGRect.zero in default arguments must be imported directly on Apple platforms
#endif
import Transitions

/// A transition that finishes its description from the model of UIKit's context when the
/// transition runs: the model twin of the `UIKitResolvingTransition` protocol (a zoom from a view
/// reads where that view is at that moment). The kit's session code asks for it at the start, as
/// on iOS, after the to-screen is laid out.
@MainActor
public protocol ModelResolvingTransition: Transition {
    /// The transition to play for this model transition: a copy completed from `transitionContext`
    /// (`context` is the kit's reading of it), or `self` when nothing can be read.
    func resolved(for transitionContext: ModelTransitionContext, context: TransitionContext) -> any Transition
}

/// A view inside a model screen, such as a list's cell: its frame in the screen's own coordinates,
/// set by whoever lays the screen out (``ModelScreen/onLayout``, an appearance callback).
@MainActor
public final class ModelSubview {
    /// The screen whose view it is in. Weak.
    public private(set) weak var screen: ModelScreen?
    /// Its frame in the screen's coordinates, points.
    public var frame: CGRect

    /// A subview of `screen` at `frame` (the screen's coordinates).
    public init(in screen: ModelScreen, frame: CGRect = .zero) {
        self.screen = screen
        self.frame = frame
    }
}

/// A zoom whose source is a model subview, measured when the transition runs: the model twin of
/// `SourceViewZoomTransition` (`.zoom(source:)` on iOS), with the same decision of where the view
/// is measured (`ScreenCoordinateSpace.measuring(inContainersWindow:inToView:inFromView:)`: in the
/// to-screen first, then in the from-screen) and the same conversion into the container
/// (`TransitionContext.containerRect(_:in:)`). Model screens have no window coordinates, so a
/// subview is measured in the screen it belongs to.
public struct ModelSourceViewZoomTransition: ModelResolvingTransition, TransitionWrapper {
    /// The zoom's parameters and the source used when the subview cannot be found.
    public var zoom: ZoomTransition
    /// Returns the subview to zoom from, when the transition runs.
    public let sourceView: @MainActor @Sendable () -> ModelSubview?

    /// A zoom from the subview `sourceView` returns when the transition runs.
    public init(zoom: ZoomTransition = ZoomTransition(sourceRect: .zero), sourceView: @escaping @MainActor @Sendable () -> ModelSubview?) {
        self.zoom = zoom
        self.sourceView = sourceView
    }

    public nonisolated var name: String { zoom.name }

    public nonisolated var wrappedTransition: any Transition { zoom }

    /// The zoom from ``zoom``'s own source (no model to find the subview in).
    public nonisolated func plan(for context: TransitionContext) -> TransitionPlan {
        zoom.plan(for: context)
    }

    /// ``zoom`` with its source at the subview's rectangle in the container, or ``zoom`` unchanged
    /// when the subview is gone or in neither screen.
    public func resolved(for transitionContext: ModelTransitionContext, context: TransitionContext) -> any Transition {
        guard let view = sourceView(), let screen = view.screen else { return zoom }
        let space = ScreenCoordinateSpace.measuring(
            inContainersWindow: false,
            inToView: transitionContext.toScreen.map { screen.isView(inside: $0) } ?? false,
            inFromView: transitionContext.fromScreen.map { screen.isView(inside: $0) } ?? false)
        guard let space else { return zoom }
        var resolved = zoom
        resolved.sourceRect = context.containerRect(view.frame, in: space)
        return resolved
    }
}
