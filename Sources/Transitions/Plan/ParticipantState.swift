import Foundation

/// The exact visual state of one participant at one instant: what a stage applies to its view.
///
/// Geometry follows `UIView`/`CALayer`: ``frame`` is the untransformed frame (the view's `center`
/// and `bounds.size`, in the container's coordinates, points); ``transform`` is applied about
/// the ``anchorPoint`` (unit coordinates of the bounds, like `CALayer.anchorPoint`, default the
/// centre); ``alpha`` is `UIView.alpha` in `0…1`; ``cornerRadius`` is `CALayer.cornerRadius` in
/// points; ``zPosition`` is `CALayer.zPosition`, which orders siblings (higher on top, ties keep
/// the plan's order).
public struct ParticipantState: Equatable, Sendable {
    /// The untransformed frame (centre and bounds size) in the container, points.
    public var frame: CGRect
    /// The point of the bounds the transform pivots about, in unit coordinates (`0…1` inside
    /// the bounds; values outside are allowed, as in Core Animation). Default `(0.5, 0.5)`.
    public var anchorPoint: CGPoint
    /// The transform, as components so that angles interpolate the intended way.
    public var transform: TransformComponents
    /// Opacity, `0…1`.
    public var alpha: CGFloat
    /// Corner radius in points, ≥ 0.
    public var cornerRadius: CGFloat
    /// Sibling order key (`CALayer.zPosition`); higher draws on top.
    public var zPosition: CGFloat

    /// The centre of a unit anchor point: `(0.5, 0.5)`.
    public static let centerAnchor = CGPoint(x: 0.5, y: 0.5)

    /// Creates a state; every argument but `frame` defaults to a view at rest (centre anchor,
    /// identity transform, alpha 1, no corner radius, zPosition 0). Values are stored as given;
    /// ``sanitized()`` is what plans emit.
    public init(
        frame: CGRect,
        anchorPoint: CGPoint = ParticipantState.centerAnchor,
        transform: TransformComponents = .identity,
        alpha: CGFloat = 1,
        cornerRadius: CGFloat = 0,
        zPosition: CGFloat = 0
    ) {
        self.frame = frame
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.zPosition = zPosition
    }

    /// The anchor point in the container's coordinates (`CALayer.position`), points.
    package var anchorPosition: CGPoint {
        CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
    }

    /// The transform as a matrix that maps container points of the untransformed frame to where
    /// they are drawn: ``transform`` applied about ``anchorPosition``.
    package var containerTransform: Transform3D {
        transform.transform.applied(aboutAnchor: anchorPosition)
    }

    /// The four corners of the frame as drawn (transform and perspective applied), in the
    /// container's coordinates: top-left, top-right, bottom-right, bottom-left.
    public var corners: [CGPoint] {
        let matrix = containerTransform
        return [
            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
            CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
        ].map { matrix.project($0) }
    }

    /// Where a point given in the frame's unit coordinates (`(0, 1)` is the bottom-left corner)
    /// is drawn in the container, points.
    package func projectedPoint(atUnit unit: CGPoint) -> CGPoint {
        let point = CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        return containerTransform.project(point)
    }

    /// The state with every value made safe to hand to UIKit: non-finite frame and anchor
    /// components become 0 (anchor: 0.5), a negative frame size becomes 0, alpha is clamped to
    /// `0…1` (NaN → 1), a negative or non-finite corner radius becomes 0, a non-finite zPosition
    /// becomes 0 and a transform with any non-finite component becomes the identity.
    public func sanitized() -> ParticipantState {
        func finite(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }
        var result = self
        result.frame = CGRect(
            x: finite(frame.origin.x, 0), y: finite(frame.origin.y, 0),
            width: max(0, finite(frame.size.width, 0)), height: max(0, finite(frame.size.height, 0))
        )
        result.anchorPoint = CGPoint(x: finite(anchorPoint.x, 0.5), y: finite(anchorPoint.y, 0.5))
        result.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        result.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        result.zPosition = finite(zPosition, 0)
        if !Self.isFinite(transform) { result.transform = .identity }
        return result
    }

    /// `true` when every number of the state (frame, anchor, transform components, alpha,
    /// corner radius, zPosition) is finite.
    public var isFinite: Bool {
        [frame.minX, frame.minY, frame.width, frame.height, anchorPoint.x, anchorPoint.y, alpha, cornerRadius, zPosition]
            .allSatisfy(\.isFinite) && Self.isFinite(transform)
    }

    private static func isFinite(_ components: TransformComponents) -> Bool {
        components.translation.isFinite && components.scale.isFinite && components.rotation.isFinite
            && components.perspective.isFinite
    }
}

extension ParticipantState: Interpolatable {
    /// Component-wise interpolation of every property (the anchor point included); the
    /// transform interpolates by components, so angles turn the intended way.
    public func interpolated(to other: ParticipantState, fraction: CGFloat) -> ParticipantState {
        ParticipantState(
            frame: frame.interpolated(to: other.frame, fraction: fraction),
            anchorPoint: anchorPoint.interpolated(to: other.anchorPoint, fraction: fraction),
            transform: transform.interpolated(to: other.transform, fraction: fraction),
            alpha: alpha.interpolated(to: other.alpha, fraction: fraction),
            cornerRadius: cornerRadius.interpolated(to: other.cornerRadius, fraction: fraction),
            zPosition: zPosition.interpolated(to: other.zPosition, fraction: fraction)
        )
    }
}
