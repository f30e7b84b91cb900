import Foundation
import Transitions

/// A view in the model of UIKit's transition runner: a frame, the layer properties a transition
/// may change (``LayerState``), `isHidden`, and what it is.
@MainActor
public final class ModelView {
    /// What a model view is.
    public enum Kind: Equatable, Sendable {
        /// The from-view UIKit hands out.
        case fromView
        /// The to-view UIKit hands out.
        case toView
        /// A snapshot view (`snapshotView(afterScreenUpdates:)`) of the view named.
        case snapshot(of: String)
        /// A tile showing `region` of one render of the view named.
        case tile(of: String, region: SnapshotRegion)
        /// What stands in when a snapshot or tile could not be made.
        case placeholder
        /// A plain colour view.
        case color(RGBAColor)
        /// A presentation controller's dimming view (a card's): in the container before the
        /// transition and after it, owned by the presentation controller, animated by the plan.
        case presentationDimming

        /// `true` for the views UIKit hands out (the from- and to-views).
        public var isPermanent: Bool { self == .fromView || self == .toView }
    }

    /// What the view is.
    public let kind: Kind
    /// A name for messages (`"fromView"`, `"snapshot of toView"`).
    public let name: String
    /// The untransformed frame (bounds size and centre), points, in the container's coordinates.
    public var frame: CGRect
    /// The layer properties a transition may change.
    public var layer: LayerState
    /// `isHidden`.
    public var isHidden = false
    /// The properties ever set on this view by a stage, outside and inside animation blocks.
    public internal(set) var propertiesSet: ParticipantProperties = []

    /// A view of `kind` named `name`, at `frame` with `layer`.
    public init(kind: Kind, name: String, frame: CGRect, layer: LayerState = LayerState()) {
        self.kind = kind
        self.name = name
        self.frame = frame
        self.layer = layer
    }
}
