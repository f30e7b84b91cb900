#if canImport(UIKit)
import UIKit

/// ``StageViews`` over UIKit: the container view of a transition and its subviews. Carries out
/// what ``ViewStage`` decides; decides nothing.
///
/// - Snapshots: `snapshotView(afterScreenUpdates:)`.
/// - Renders: one `UIGraphicsImageRenderer` image of the view at the screen's scale, drawn with
///   `drawHierarchy(in:afterScreenUpdates:)` when the view is in a window (what the screen shows),
///   else with `layer.render(in:)`. Tiles are plain views whose layer shows the image through
///   `contentsRect` (unit coordinates of the image), so any number of tiles costs one render.
/// - States: the anchor point first (when it changes), then `bounds.size` and `center` (the
///   layer's position, i.e. the anchor point in the container), `transform3D` about the anchor
///   point, `alpha`, `layer.cornerRadius` (clipping turned on while it is positive, outside
///   animation blocks: ``LayerState/applying(_:properties:)``'s rule) and `layer.zPosition`.
@MainActor
public final class UIKitStageViews: StageViews {
    /// The transition's container view.
    public let containerView: UIView

    /// Views over `containerView`.
    public init(containerView: UIView) {
        self.containerView = containerView
    }

    public func isInContainer(_ view: UIView) -> Bool { view.superview === containerView }

    public func isInWindow(_ view: UIView) -> Bool { view.window != nil }

    public func putOnTop(_ view: UIView) {
        if view.superview === containerView {
            containerView.bringSubviewToFront(view)
        } else {
            containerView.addSubview(view)
        }
    }

    public func putAtBottom(_ view: UIView) {
        containerView.insertSubview(view, at: 0)
    }

    public func remove(_ view: UIView) { view.removeFromSuperview() }

    public func setFrame(_ frame: CGRect, of view: UIView) { view.frame = frame }

    public func layOut(_ view: UIView) { view.layoutIfNeeded() }

    public func isHidden(_ view: UIView) -> Bool { view.isHidden }

    public func setHidden(_ hidden: Bool, of view: UIView) { view.isHidden = hidden }

    public func layerState(of view: UIView) -> LayerState {
        LayerState(
            anchorPoint: view.layer.anchorPoint, transform: Transform3D(view.transform3D), alpha: view.alpha,
            cornerRadius: view.layer.cornerRadius, masksToBounds: view.layer.masksToBounds, zPosition: view.layer.zPosition)
    }

    public func restore(_ state: LayerState, of view: UIView) {
        view.alpha = state.alpha
        view.layer.cornerRadius = state.cornerRadius
        view.layer.masksToBounds = state.masksToBounds
        view.layer.zPosition = state.zPosition
        if view.layer.anchorPoint != state.anchorPoint {
            let frame = view.frame
            view.layer.anchorPoint = state.anchorPoint
            view.frame = frame
        }
        let transform = CATransform3D(state.transform)
        if !CATransform3DEqualToTransform(view.transform3D, transform) { view.transform3D = transform }
    }

    public func apply(_ state: ParticipantState, to view: UIView, properties: ParticipantProperties, inAnimationBlock: Bool) {
        if properties.contains(.anchorPoint), view.layer.anchorPoint != state.anchorPoint { view.layer.anchorPoint = state.anchorPoint }
        if properties.contains(.frame) {
            view.bounds.size = state.frame.size
            view.center = state.anchorPosition
        }
        if properties.contains(.transform) { view.transform3D = CATransform3D(state.transform.transform) }
        if properties.contains(.alpha) { view.alpha = state.alpha }
        if properties.contains(.cornerRadius) {
            view.layer.cornerRadius = state.cornerRadius
            // Clipping is not animatable: the player turns it on before the animation instead.
            if !inAnimationBlock, state.cornerRadius > 0 { view.layer.masksToBounds = true }
        }
        if properties.contains(.zPosition), view.layer.zPosition != state.zPosition { view.layer.zPosition = state.zPosition }
    }

    public func snapshot(of view: UIView, afterScreenUpdates: Bool) -> UIView? {
        view.snapshotView(afterScreenUpdates: afterScreenUpdates)
    }

    public func render(_ view: UIView, afterScreenUpdates: Bool) -> UIImage? {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let format = UIGraphicsImageRendererFormat(for: view.traitCollection)
        var drawn = true
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
            if view.window != nil {
                drawn = view.drawHierarchy(in: bounds, afterScreenUpdates: afterScreenUpdates)
            } else {
                view.layer.render(in: context.cgContext)
            }
        }
        return drawn ? image : nil
    }

    public func tile(of render: UIImage, region: SnapshotRegion, size: CGSize) -> UIView {
        let tile = UIView(frame: CGRect(origin: .zero, size: size))
        tile.isUserInteractionEnabled = false
        tile.layer.contents = render.cgImage
        tile.layer.contentsRect = region.unitRect
        tile.layer.contentsGravity = .resize
        tile.layer.contentsScale = render.scale
        return tile
    }

    public func placeholder(copying view: UIView?, size: CGSize) -> UIView {
        let placeholder = UIView(frame: CGRect(origin: .zero, size: size))
        placeholder.backgroundColor = view?.backgroundColor
        placeholder.isUserInteractionEnabled = false
        return placeholder
    }

    public func colorView(_ color: RGBAColor) -> UIView {
        let view = UIView()
        view.backgroundColor = UIColor(color)
        view.isUserInteractionEnabled = false
        return view
    }
}
#endif
