import Foundation

/// A screen's geometry measured from one of its edges, so that a motion described once ("strips
/// folding towards the edge", "bands arriving from the edge") works for every edge and is
/// mirrored in right-to-left layouts: what the fold, cascade, cube, portal, turn, NatGeo and
/// explode use to place their screens and cut them into pieces.
///
/// `u` is the depth from the edge into the screen and `v` the position along the edge, both in
/// points: for the left edge `u` runs rightwards and `v` downwards; for the top edge `u` runs
/// downwards and `v` along the reading direction. ``ScreenEdge/leading`` and
/// ``ScreenEdge/trailing`` resolve to the left or right edge through the layout direction, and
/// along the top and bottom edges `v` runs from the leading side, so a motion described from
/// the leading edge is mirrored in right-to-left layouts.
///
/// ```swift
/// /// The incoming screen arrives in four strips sliding in from the trailing edge, one after
/// /// another (mirrored in right-to-left layouts; a pop sends them back out).
/// struct Blinds: Transition {
///     func plan(for context: TransitionContext) -> TransitionPlan {
///         if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
///         let frames = ScreenMotion.frames(in: context)
///         let screen = EdgeCoordinates(edge: .trailing, direction: context.layoutDirection, frame: frames.incoming)
///         let away = ScreenEdge.trailing.offscreenOffset(in: context.containerBounds, direction: context.layoutDirection)
///         var parts: [ScreenMotion.Part] = [.screen(.outgoing, frame: .constant(frames.outgoing))]
///         for index in 0..<4 {
///             let strip = screen.slice(from: CGFloat(index) * screen.span / 4, to: CGFloat(index + 1) * screen.span / 4)
///             let start = strip.offsetBy(dx: away.x, dy: away.y)
///             parts.append(ScreenMotion.Part(
///                 id: ParticipantID("blind-\(index)"), content: .region(.incoming, screen.region(of: strip)),
///                 frame: .keyframes(from: start, [
///                     Keyframe(relativeStartTime: CGFloat(index) * 0.15, relativeDuration: 0.55, value: strip),
///                 ])))
///         }
///         parts.append(ScreenMotion.takeOver(at: frames.incoming))   // the real screen takes over at the end
///         return ScreenMotion(parts: parts).plan(for: context, duration: 0.5, curve: .linear)
///     }
/// }
/// ```
///
/// Frames are in the container's coordinates, points. A frame with no area gives a depth or span
/// of 0; nothing here divides by it except ``region(of:)`` and ``anchor(at:in:)``, which answer
/// the whole screen and the centre for such a frame.
public struct EdgeCoordinates: Equatable, Sendable {
    /// A physical edge of the screen.
    enum Side: Hashable, Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
    }

    /// Which physical edge `u` is measured from.
    let side: Side
    /// The screen's frame in the container, points.
    public let frame: CGRect
    /// `true` when `v` runs right to left (along the top or bottom edge in a right-to-left layout).
    let runsBackwards: Bool

    /// The coordinates of a screen at `frame` (container coordinates, points) measured from `edge`,
    /// resolved for `direction`.
    public init(edge: ScreenEdge, direction: LayoutDirection, frame: CGRect) {
        let rightToLeft = direction == .rightToLeft
        switch edge {
        case .top: side = .top
        case .bottom: side = .bottom
        case .leading: side = rightToLeft ? .right : .left
        case .trailing: side = rightToLeft ? .left : .right
        }
        self.frame = frame
        runsBackwards = rightToLeft && (side == .top || side == .bottom)
    }

    /// `true` when `u` runs horizontally (the left or right edge).
    var isHorizontal: Bool { side == .left || side == .right }
    /// The screen's extent across the edge (along `u`), points.
    public var depth: CGFloat { isHorizontal ? frame.width : frame.height }
    /// The screen's extent along the edge (along `v`), points.
    public var span: CGFloat { isHorizontal ? frame.height : frame.width }

    /// The container point at depth `u` and position `v` along the edge.
    public func point(u: CGFloat, v: CGFloat) -> CGPoint {
        let along = runsBackwards ? span - v : v
        switch side {
        case .left: return CGPoint(x: frame.minX + u, y: frame.minY + along)
        case .right: return CGPoint(x: frame.maxX - u, y: frame.minY + along)
        case .top: return CGPoint(x: frame.minX + along, y: frame.minY + u)
        case .bottom: return CGPoint(x: frame.minX + along, y: frame.maxY - u)
        }
    }

    /// The container vector (points) of a step `du` away from the edge and `dv` along it, with a
    /// depth `dz` towards the viewer.
    public func vector(du: CGFloat, dv: CGFloat = 0, dz: CGFloat = 0) -> Vector3 {
        let along = runsBackwards ? -dv : dv
        switch side {
        case .left: return Vector3(x: du, y: along, z: dz)
        case .right: return Vector3(x: -du, y: along, z: dz)
        case .top: return Vector3(x: along, y: du, z: dz)
        case .bottom: return Vector3(x: along, y: -du, z: dz)
        }
    }

    /// The rotation (angles about x, y, z, radians) that turns a layer about an axis parallel to
    /// the edge so that its side further from the edge goes away from the viewer by `angle`
    /// (a negative angle brings it towards the viewer). Core Animation's rotation about y by a
    /// positive angle moves +x away; about x, it moves +y towards the viewer.
    public func tilt(_ angle: CGFloat) -> Vector3 {
        rotation(aboutV: angle)
    }

    /// The container rotation (angles about x, y, z, radians) of a rotation described in these
    /// coordinates: `aboutU` about the axis along `u`, `aboutV` about the axis along `v`,
    /// `aboutZ` in the screen's plane, each turning the way the same angle turns about x, y and
    /// z when measured from the left edge. Described from the leading edge, a motion is thereby
    /// mirrored exactly in a right-to-left layout (a mirror reverses every turn). Rotations about
    /// two axes are applied in the container's order (x, then y, then z).
    public func rotation(aboutU: CGFloat = 0, aboutV: CGFloat = 0, aboutZ: CGFloat = 0) -> Vector3 {
        let u = vector(du: 1), v = vector(du: 0, dv: 1)
        let handedness = u.x * v.y - u.y * v.x
        return (u * aboutU + v * aboutV + Vector3(x: 0, y: 0, z: aboutZ)) * handedness
    }

    /// The container rectangle of the band from depth `u0` to `u1` (the whole span along the edge).
    public func band(from u0: CGFloat, to u1: CGFloat) -> CGRect {
        rect(u0: u0, u1: u1, v0: 0, v1: span)
    }

    /// The container rectangle of the slice from position `v0` to `v1` along the edge (the
    /// whole depth).
    public func slice(from v0: CGFloat, to v1: CGFloat) -> CGRect {
        rect(u0: 0, u1: depth, v0: v0, v1: v1)
    }

    /// `rect` (a part of the screen, container coordinates) as a region of the screen, in unit
    /// coordinates.
    public func region(of rect: CGRect) -> SnapshotRegion {
        guard frame.width > 0, frame.height > 0 else { return .whole }
        return SnapshotRegion(
            x: (rect.minX - frame.minX) / frame.width, y: (rect.minY - frame.minY) / frame.height,
            width: rect.width / frame.width, height: rect.height / frame.height
        )
    }

    /// The unit anchor point of `rect` that lies at container point `point` (outside `0…1` when
    /// the point is outside the rectangle, as Core Animation allows).
    public static func anchor(at point: CGPoint, in rect: CGRect) -> CGPoint {
        CGPoint(
            x: rect.width > 0 ? (point.x - rect.minX) / rect.width : 0.5,
            y: rect.height > 0 ? (point.y - rect.minY) / rect.height : 0.5
        )
    }

    private func rect(u0: CGFloat, u1: CGFloat, v0: CGFloat, v1: CGFloat) -> CGRect {
        let a = point(u: u0, v: v0), b = point(u: u1, v: v1)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
