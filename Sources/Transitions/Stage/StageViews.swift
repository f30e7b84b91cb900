import Foundation

/// The view operations a ``ViewStage`` needs from the world it plays in: UIKit's views over a
/// transition's container on iOS (`ContainerStage`), plain values in `TransitionsTesting`'s model
/// of UIKit's transition runner.
///
/// Every decision (what to snapshot, how often to render, which property to set, what to save and
/// give back) is the stage's, in pure code; an implementation only carries it out. The container
/// is implicit: "in the container" means a subview of the transition's container view.
@MainActor
public protocol StageViews: AnyObject {
    /// A view (`UIView` on iOS).
    associatedtype View: AnyObject
    /// One render of a view's content, shared by every tile cut from it (a `CGImage` on iOS).
    associatedtype Render

    /// Whether `view` is a subview of the container.
    func isInContainer(_ view: View) -> Bool
    /// Whether `view` is in a window (only such a view can be snapshotted or rendered).
    func isInWindow(_ view: View) -> Bool
    /// Puts `view` on top of the container's subviews (adding it, or bringing it to the front).
    func putOnTop(_ view: View)
    /// Puts `view` below every other subview of the container.
    func putAtBottom(_ view: View)
    /// Removes `view` from its superview.
    func remove(_ view: View)

    /// Sets `view`'s frame (with its current transform; used on views at rest).
    func setFrame(_ frame: CGRect, of view: View)
    /// Lays out `view`'s subviews now (`layoutIfNeeded()`), so a snapshot shows them.
    func layOut(_ view: View)
    /// `isHidden` of `view`.
    func isHidden(_ view: View) -> Bool
    /// Sets `isHidden` of `view`.
    func setHidden(_ hidden: Bool, of view: View)

    /// The layer properties of `view` a transition may change (see ``LayerState``).
    func layerState(of view: View) -> LayerState
    /// Puts `state` back on `view`, keeping its frame where it is (an anchor point change moves the
    /// layer's position so the frame stays).
    func restore(_ state: LayerState, of view: View)
    /// Applies `properties` of `state` to `view`, as Core Animation composes them: the anchor point
    /// first, then bounds size and centre, transform, alpha, corner radius (with
    /// ``LayerState/applying(_:properties:)``'s clipping rule) and zPosition. When `inAnimationBlock`
    /// is `true` the call is inside a keyframe of a view animation block and `properties` holds
    /// only what UIKit animates there.
    func apply(_ state: ParticipantState, to view: View, properties: ParticipantProperties, inAnimationBlock: Bool)

    /// A snapshot view of `view` (`snapshotView(afterScreenUpdates:)`), or `nil` when none can be
    /// made (UIKit returns `nil` for a view outside a window).
    func snapshot(of view: View, afterScreenUpdates: Bool) -> View?
    /// One render of `view`'s content at its current size (`drawHierarchy(in:afterScreenUpdates:)`
    /// into an image), or `nil` when it cannot be rendered.
    func render(_ view: View, afterScreenUpdates: Bool) -> Render?
    /// A view showing `region` of `render` scaled to its bounds (a layer whose `contents` is the
    /// render and whose `contentsRect` is the region), `size` points large. Cheap: no new render.
    func tile(of render: Render, region: SnapshotRegion, size: CGSize) -> View
    /// What stands in for a snapshot or tile that could not be made: a plain view `size` points
    /// large with `view`'s background colour (none when `view` is `nil`), not taking touches.
    func placeholder(copying view: View?, size: CGSize) -> View
    /// A plain view filled with `color` that does not take touches.
    func colorView(_ color: RGBAColor) -> View
}
