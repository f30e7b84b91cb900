import Foundation
import Transitions

/// The container view of a transition in the model of UIKit's transition runner, and the
/// ``StageViews`` the kit's ``ViewStage`` plays on there: the same stage code as on iOS, with views
/// as values and every snapshot and render counted.
///
/// Like UIKit: the container is in a window; a view is in a window only while it is in the
/// container; a snapshot or render of a view outside a window fails (`nil`).
@MainActor
public final class ModelContainer: StageViews {
    /// One render of a view's content.
    public struct Render: Sendable, Equatable {
        /// The name of the view rendered.
        public var source: String
    }

    /// The container's subviews, bottom to top.
    public private(set) var subviews: [ModelView] = []
    /// `snapshotView(afterScreenUpdates:)` calls.
    public private(set) var snapshotCalls = 0
    /// Renders of a whole view for tiles (`drawHierarchy`).
    public private(set) var renderCalls = 0
    /// Tiles made from renders (no snapshot call each).
    public private(set) var tilesMade = 0
    /// Individual property writes inside animation blocks (one per property per view per
    /// keyframe): what Core Animation has to record.
    public private(set) var propertyWritesInAnimationBlocks = 0
    /// Stages made over this container (one per transition, plus a continuation for a throw
    /// re-simulated on release).
    public internal(set) var stagesMade = 0

    /// Every animator made for the transition in this container (by the model platform, and the
    /// one UIKit got), so the runner can move them and check that they end inactive.
    public private(set) var animators: [ModelAnimator] = []

    /// An empty container.
    public init() {}

    /// Told when an animator of this container opens an animation block (see
    /// ``ModelAnimator/animationCount``): the runner runs the alongside animations registered
    /// before the start in the first one opened during the start.
    package var onAnimationBlock: (@MainActor (ModelAnimator) -> Void)?

    /// Registers an animator made for the transition in this container.
    public func register(_ animator: ModelAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        animators.append(animator)
        animator.onAnimationBlock = { [weak self] animator in self?.onAnimationBlock?(animator) }
    }

    /// Every snapshot or render: what the "snapshot calls" counts.
    public var snapshotRequests: Int { snapshotCalls + renderCalls }

    /// Puts `view` in the container, on top (for setting up a transition's from-view).
    public func add(_ view: ModelView) {
        putOnTop(view)
    }

    // MARK: StageViews

    public func isInContainer(_ view: ModelView) -> Bool { subviews.contains { $0 === view } }

    public func isInWindow(_ view: ModelView) -> Bool { isInContainer(view) }

    public func putOnTop(_ view: ModelView) {
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    public func putAtBottom(_ view: ModelView) {
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }

    public func remove(_ view: ModelView) {
        subviews.removeAll { $0 === view }
    }

    public func setFrame(_ frame: CGRect, of view: ModelView) { view.frame = frame }

    public func layOut(_ view: ModelView) {}

    public func isHidden(_ view: ModelView) -> Bool { view.isHidden }

    public func setHidden(_ hidden: Bool, of view: ModelView) { view.isHidden = hidden }

    public func layerState(of view: ModelView) -> LayerState { view.layer }

    public func restore(_ state: LayerState, of view: ModelView) { view.layer = state }

    public func apply(_ state: ParticipantState, to view: ModelView, properties: ParticipantProperties, inAnimationBlock: Bool) {
        if properties.contains(.frame) { view.frame = state.frame }
        var layer = view.layer.applying(state, properties: properties)
        // Clipping is not animatable: inside a block it is left as it is.
        if inAnimationBlock { layer.masksToBounds = view.layer.masksToBounds }
        view.layer = layer
        view.propertiesSet.formUnion(properties)
        if inAnimationBlock {
            propertyWritesInAnimationBlocks += [ParticipantProperties.frame, .transform, .alpha, .cornerRadius, .zPosition, .anchorPoint]
                .filter { properties.contains($0) }.count
        }
    }

    public func snapshot(of view: ModelView, afterScreenUpdates: Bool) -> ModelView? {
        snapshotCalls += 1
        guard isInWindow(view) else { return nil }
        return ModelView(kind: .snapshot(of: view.name), name: "snapshot of \(view.name)", frame: CGRect(origin: .zero, size: view.frame.size))
    }

    public func render(_ view: ModelView, afterScreenUpdates: Bool) -> Render? {
        renderCalls += 1
        guard isInWindow(view), view.frame.width > 0, view.frame.height > 0 else { return nil }
        return Render(source: view.name)
    }

    public func tile(of render: Render, region: SnapshotRegion, size: CGSize) -> ModelView {
        tilesMade += 1
        return ModelView(kind: .tile(of: render.source, region: region), name: "tile \(region) of \(render.source)",
                         frame: CGRect(origin: .zero, size: size))
    }

    public func placeholder(copying view: ModelView?, size: CGSize) -> ModelView {
        ModelView(kind: .placeholder, name: "placeholder", frame: CGRect(origin: .zero, size: size))
    }

    public func colorView(_ color: RGBAColor) -> ModelView {
        ModelView(kind: .color(color), name: "colour view", frame: .zero)
    }
}
