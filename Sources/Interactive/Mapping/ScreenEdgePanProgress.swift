import Foundation

/// A screen edge a pan can start from, named by reading direction (``leading``/``trailing``) so
/// that it mirrors in right-to-left layouts.
public enum ScreenEdge: Sendable, Hashable, CaseIterable {
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones. The edge of
    /// `UINavigationController`'s back swipe.
    case leading
    /// The trailing edge.
    case trailing
    /// The top edge. Not mirrored.
    case top
    /// The bottom edge. Not mirrored.
    case bottom

    /// The edge in screen terms, for `UIScreenEdgePanGestureRecognizer.edges`, whose
    /// `UIRectEdge.left`/`.right` are physical and do not follow the layout direction.
    public func physical(in layoutDirection: LayoutDirection) -> PhysicalEdge {
        switch (self, layoutDirection) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): return .right
        case (.top, _): return .top
        case (.bottom, _): return .bottom
        }
    }

    /// The way a finger moves when it pans in from this edge.
    public var inwardDirection: PanDirection {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .down
        case .bottom: return .up
        }
    }
}

/// A screen edge in screen terms, mirroring the single-edge members of `UIRectEdge`.
public enum PhysicalEdge: Sendable, Hashable, CaseIterable {
    /// `UIRectEdge.left`.
    case left
    /// `UIRectEdge.right`.
    case right
    /// `UIRectEdge.top`.
    case top
    /// `UIRectEdge.bottom`.
    case bottom
}

/// Maps a screen-edge pan to transition progress: the distance travelled inwards from the edge
/// divided by the container's extent across it, clamped to 0…1, mirrored in right-to-left
/// layouts.
///
/// A ``PanProgress`` whose direction is the edge's ``ScreenEdge/inwardDirection``: a pan from the
/// leading edge advances towards trailing, as the system back swipe does. Configure the
/// recognizer with ``physicalEdge``.
public struct ScreenEdgePanProgress: Sendable, Equatable {
    /// The edge the pan starts from.
    public let edge: ScreenEdge
    /// The pan mapping inwards from ``edge``.
    public let pan: PanProgress

    /// Creates a mapper for pans from `edge` across a container of `containerSize` points.
    ///
    /// - Throws: ``GestureMappingError/invalidExtent(_:)`` when the container's width (for
    ///   leading/trailing) or height (for top/bottom) is zero, negative or not finite.
    public init(edge: ScreenEdge, containerSize: CGSize, layoutDirection: LayoutDirection = .leftToRight) throws(GestureMappingError) {
        self.edge = edge
        self.pan = try PanProgress(direction: edge.inwardDirection, containerSize: containerSize, layoutDirection: layoutDirection)
    }

    /// The edge in screen terms, for `UIScreenEdgePanGestureRecognizer.edges`.
    public var physicalEdge: PhysicalEdge { edge.physical(in: pan.layoutDirection) }

    /// Progress for a translation in points, clamped to 0…1; `nil` when not finite.
    public func progress(forTranslation translation: CGPoint) -> CGFloat? {
        pan.progress(forTranslation: translation)
    }

    /// Progress velocity in fractions per second, positive inwards; `nil` when not finite.
    public func progressVelocity(forVelocity velocity: CGPoint) -> CGFloat? {
        pan.progressVelocity(forVelocity: velocity)
    }

    /// A machine sample for the recognizer's current values (see ``PanProgress/sample(translation:velocity:time:)``).
    public func sample(translation: CGPoint, velocity: CGPoint? = nil, time: TimeInterval = 0) -> GestureSample {
        pan.sample(translation: translation, velocity: velocity, time: time)
    }
}
