import Foundation

/// What the layout knows about the finger when the content scrolls.
public enum ScrollTouch: Equatable, Sendable {
    /// A finger drags the content; the point is in content coordinates (UIKit: the pan gesture
    /// recognizer's location in the collection view while `isTracking`).
    case dragging(CGPoint)
    /// The content coasts after a fling (UIKit's `isDecelerating`): the last drag's touch point,
    /// at the same place on screen, keeps pulling.
    case decelerating
    /// Code moved the content (`setContentOffset`, `scrollToItem`, scroll to top): bodies move
    /// with the content and nothing springs, so programmatic scrolling never fights the springs.
    case programmatic
}

extension DynamicLayoutStyle {
    /// How far scrolling by `delta` points moves a body whose place is `distance` points from the
    /// touch: `clamp(delta·distance/R, delta)` — `min(delta·d/R, delta)` for positive deltas,
    /// `max(delta·d/R, delta)` for negative ones — so the shift always has the sign of `delta` (or
    /// is 0) and is never larger than the scroll itself (the original springy-layout designs).
    ///
    /// 0 without a ``scrollResistance``, for a non-finite input, or for a negative distance.
    func scrollShift(delta: CGFloat, distance: CGFloat) -> CGFloat {
        guard let resistance = scrollResistance, resistance.isFinite, delta.isFinite, distance.isFinite, distance >= 0 else { return 0 }
        let shift = delta * distance / max(resistance, 1)
        return delta < 0 ? max(delta, shift) : min(delta, shift)
    }

    /// The distance `d` of the scroll rule between a place's centre and the touch, points.
    func touchDistance(from center: CGPoint, to touch: CGPoint) -> CGFloat {
        let dx = abs(center.x - touch.x), dy = abs(center.y - touch.y)
        switch touchDistance {
        case .alongScrollAxis: return axis == .vertical ? dy : dx
        case .manhattan: return dx + dy
        }
    }
}
