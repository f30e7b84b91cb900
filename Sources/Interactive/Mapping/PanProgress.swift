import Foundation
import Transitions

/// The way a finger moves to advance a pan-driven transition.
///
/// Horizontal directions are semantic: ``leading`` and ``trailing`` follow the layout direction,
/// so a "swipe towards trailing to go back" moves right in English and left in Arabic, as
/// `UINavigationController`'s back swipe does.
public enum PanDirection: Sendable, Hashable, CaseIterable {
    /// Towards the leading edge (left in left-to-right layouts, right in right-to-left ones).
    case leading
    /// Towards the trailing edge (right in left-to-right layouts, left in right-to-left ones).
    case trailing
    /// Up the screen (−y). Not mirrored.
    case up
    /// Down the screen (+y), e.g. a swipe down to dismiss. Not mirrored.
    case down

    /// Whether the pan is measured along x.
    package var isHorizontal: Bool { self == .leading || self == .trailing }

    /// The opposite direction.
    package var reversed: PanDirection {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .up: return .down
        case .down: return .up
        }
    }

    /// `+1` or `−1`: the sign of the screen-coordinate axis (x grows rightwards, y downwards)
    /// that points this way in `layoutDirection`.
    package func axisSign(in layoutDirection: LayoutDirection) -> CGFloat {
        switch self {
        case .trailing: return layoutDirection.trailingSign
        case .leading: return -layoutDirection.trailingSign
        case .down: return 1
        case .up: return -1
        }
    }
}

/// Maps a pan to transition progress: `progress = translation along the direction / extent`,
/// clamped to 0…1, mirrored in right-to-left layouts for horizontal pans.
///
/// The extent is the container's size along the pan's axis (width for horizontal pans, height for
/// vertical ones), in points. Moving against the direction gives 0, never a negative progress;
/// moving further than the extent gives 1.
///
/// ```swift
/// let pan = try PanProgress(direction: .down, containerSize: container.bounds.size)
/// // .changed: machine.handle(.changed(pan.sample(translation: recognizer.translation(in: container),
/// //                                             velocity: recognizer.velocity(in: container), time: now)))
/// ```
package struct PanProgress: Sendable, Equatable {
    /// The way the finger moves to advance the transition.
    package let direction: PanDirection
    /// Points of travel for a progress of 1; finite and positive.
    package let extent: CGFloat
    /// Reading direction; mirrors horizontal directions.
    package let layoutDirection: LayoutDirection

    /// Creates a mapper with an explicit extent.
    ///
    /// - Parameters:
    ///   - direction: The way the finger moves to advance the transition.
    ///   - extent: Points of travel for a full transition.
    ///   - layoutDirection: Default `.leftToRight`.
    /// - Throws: ``GestureMappingError/invalidExtent(_:)`` unless `extent` is finite and positive.
    package init(direction: PanDirection, extent: CGFloat, layoutDirection: LayoutDirection = .leftToRight) throws {
        guard extent.isFinite, extent > 0 else { throw GestureMappingError.invalidExtent(extent) }
        self.direction = direction
        self.extent = extent
        self.layoutDirection = layoutDirection
    }

    /// Creates a mapper whose extent is the container's width (horizontal) or height (vertical).
    ///
    /// - Throws: ``GestureMappingError/invalidExtent(_:)`` when that side is zero, negative or
    ///   not finite (a container not laid out yet).
    package init(direction: PanDirection, containerSize: CGSize, layoutDirection: LayoutDirection = .leftToRight) throws {
        try self.init(
            direction: direction,
            extent: direction.isHorizontal ? containerSize.width : containerSize.height,
            layoutDirection: layoutDirection
        )
    }

    /// The signed component of `vector` along the advancing direction, in its own units.
    private func along(_ vector: CGPoint) -> CGFloat {
        (direction.isHorizontal ? vector.x : vector.y) * direction.axisSign(in: layoutDirection)
    }

    /// Progress for a translation in points (`UIPanGestureRecognizer.translation(in:)`), clamped
    /// to 0…1; `nil` when the component along the axis is NaN or ±∞.
    package func progress(forTranslation translation: CGPoint) -> CGFloat? {
        Clamp.progress(along(translation) / extent)
    }

    /// Progress velocity, in fractions per second (positive towards finishing), for a velocity
    /// in points per second (`UIPanGestureRecognizer.velocity(in:)`); `nil` when not finite.
    package func progressVelocity(forVelocity velocity: CGPoint) -> CGFloat? {
        let v = along(velocity) / extent
        return v.isFinite ? v : nil
    }

    /// A machine sample for the recognizer's current values.
    ///
    /// - Parameters:
    ///   - translation: Points moved since the gesture began. NaN/∞ give a NaN progress, which the
    ///     machine ignores.
    ///   - velocity: Points per second, or `nil` to let the machine estimate velocity. Its
    ///     component along the axis, in screen coordinates, becomes ``GestureSample/rawVelocity``.
    ///   - time: Seconds on a monotonic clock.
    package func sample(translation: CGPoint, velocity: CGPoint? = nil, time: TimeInterval = 0) -> GestureSample {
        GestureSample(
            progress: progress(forTranslation: translation) ?? .nan,
            velocity: velocity.flatMap(progressVelocity(forVelocity:)),
            rawVelocity: velocity.map { direction.isHorizontal ? $0.x : $0.y },
            time: time
        )
    }
}
