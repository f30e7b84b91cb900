import Foundation

/// An edge of the container, in reading-direction terms: `leading` and `trailing` swap sides in
/// right-to-left layouts (``LayoutDirection``), `top` and `bottom` do not.
public enum ScreenEdge: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge in left-to-right layouts, the right edge in right-to-left ones.
    case leading
    /// The right edge in left-to-right layouts, the left edge in right-to-left ones.
    case trailing

    /// The edge on the other side.
    public var opposite: ScreenEdge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// The offset, in points, that moves a frame lying in `container` just past this edge:
    /// a full container width or height towards the edge, mirrored for `direction`.
    public func offscreenOffset(in container: CGRect, direction: LayoutDirection) -> CGPoint {
        switch self {
        case .top: CGPoint(x: 0, y: -container.height)
        case .bottom: CGPoint(x: 0, y: container.height)
        case .leading: CGPoint(x: -container.width * direction.trailingSign, y: 0)
        case .trailing: CGPoint(x: container.width * direction.trailingSign, y: 0)
        }
    }
}

extension CGRect {
    /// The rectangle moved by `offset` (points).
    func moved(by offset: CGPoint) -> CGRect {
        offsetBy(dx: offset.x, dy: offset.y)
    }
}
