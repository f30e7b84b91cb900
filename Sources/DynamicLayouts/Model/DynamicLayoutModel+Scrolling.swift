import Dynamics
import Foundation

extension DynamicLayoutModel {
    /// The content scrolled: the visible rectangle is now `rect` (content coordinates).
    ///
    /// With a touch (``ScrollTouch/dragging(_:)``, or ``ScrollTouch/decelerating`` after one), each
    /// attached body moves by the scroll rule `clamp(Δ·d/R, Δ)` (Δ the scroll delta along the scroll
    /// axis, d the body's ``DynamicLayoutStyle/touchDistance`` from the touch, R the style's
    /// ``DynamicLayoutStyle/scrollResistance``) — never against the scroll, and never past
    /// ``DynamicLayoutStyle/maximumDisplacement`` — and its spring pulls it back as time passes.
    /// A ``ScrollTouch/programmatic`` scroll, or a jump farther than the visible length along the
    /// axis (scroll to top, `scrollToItem` without animation), moves nothing: the content and the
    /// bodies move together. The tiling window follows (bodies created mid-scroll start displaced
    /// by the latest delta, as if they had been there).
    ///
    /// A rectangle that is not finite or has no area is ignored; one of another size is a
    /// ``resize(to:)``.
    public func scroll(to rect: CGRect, touch: ScrollTouch) {
        guard Self.isUsable(rect) else { return }
        let r = rect.standardized
        guard r.size == visibleRect.size else {
            resize(to: r)
            return
        }
        let vertical = style.axis == .vertical
        let delta = vertical ? r.minY - visibleRect.minY : r.minX - visibleRect.minX
        let length = vertical ? r.height : r.width
        visibleRect = r
        var point: CGPoint?
        switch touch {
        case .dragging(let p):
            if p.x.isFinite && p.y.isFinite {
                point = p
                touchInViewport = CGPoint(x: p.x - r.minX, y: p.y - r.minY)
            }
        case .decelerating:
            point = touchInViewport.map { CGPoint(x: $0.x + r.minX, y: $0.y + r.minY) }
        case .programmatic:
            touchInViewport = nil
        }
        let isJump = abs(delta) > length
        if isJump || isReduceMotionEnabled || style.scrollResistance == nil || delta == 0 { point = nil }
        if let point {
            for k in bodies.indices where bodies[k].phase == .attached {
                push(k, by: delta, touch: point)
            }
            if !bodies.isEmpty { isAnimating = true }
        }
        refreshWindowIfNeeded(force: isJump, scroll: point.map { (delta, $0) })
        updateOffsets()
    }

    /// The displacement scrolling by `delta` adds to a body whose place's centre is `rest` and
    /// which is displaced by `current` along the axis: the scroll rule's shift, reduced so the
    /// displacement stays within the maximum without ever reversing its sign.
    func scrollShift(delta: CGFloat, rest: CGPoint, current: CGFloat, touch: CGPoint) -> CGFloat {
        let shift = style.scrollShift(delta: delta, distance: style.touchDistance(from: rest, to: touch))
        let limit = style.maximumDisplacement
        return shift > 0 ? max(0, min(shift, limit - current)) : min(0, max(shift, -limit - current))
    }

    /// Moves body `k` by the scroll rule, keeping its velocity.
    func push(_ k: Int, by delta: CGFloat, touch: CGPoint) {
        guard let state = engineState(of: bodies[k]) else { return }
        let rest = bodies[k].element.center
        let vertical = style.axis == .vertical
        let current = vertical ? state.center.y - rest.y : state.center.x - rest.x
        let shift = scrollShift(delta: delta, rest: rest, current: current, touch: touch)
        guard shift != 0 else { return }
        let moved = vertical ? CGPoint(x: state.center.x, y: state.center.y + shift) : CGPoint(x: state.center.x + shift, y: state.center.y)
        setEngineState(of: bodies[k], center: contained(moved, size: bodies[k].element.frame.size, outside: bodies[k].outsideCenter),
                       velocity: state.velocity)
    }

    /// Recomputes the tiling window when the visible rectangle moved at least the refresh
    /// distance since the last time (or when forced).
    func refreshWindowIfNeeded(force: Bool, scroll: (delta: CGFloat, touch: CGPoint)?) {
        if !force, let last = lastRefreshOrigin {
            let moved = max(abs(visibleRect.minX - last.x), abs(visibleRect.minY - last.y))
            guard moved >= style.tilingRefreshDistance else { return }
        }
        refreshWindow(scroll: scroll)
    }

    /// Removes the bodies whose place and shown frame are both outside the tiling window, and adds
    /// bodies for the springy elements inside it that have none: at rest, or — during a scroll with
    /// a touch (`scroll`) — displaced by that scroll's delta, as if they had been there already.
    func refreshWindow(scroll: (delta: CGFloat, touch: CGPoint)? = nil) {
        guard Self.isUsable(visibleRect) else { return }
        lastRefreshOrigin = visibleRect.origin
        guard !isReduceMotionEnabled else { return }
        rebuildSimulationIfNeeded()
        let window = tilingWindow
        var k = bodies.count - 1
        while k >= 0 {
            let body = bodies[k]
            if body.phase == .attached, !body.element.frame.intersects(window), !body.displayedFrame.intersects(window) {
                removeBody(at: k)
            }
            k -= 1
        }
        scratch.removeAll(keepingCapacity: true)
        source.appendElements(in: window, to: &scratch)
        let vertical = style.axis == .vertical
        for e in scratch where bodyIndex[e.id] == nil && isSpringy(e) {
            var center = e.center
            if let scroll {
                let shift = scrollShift(delta: scroll.delta, rest: center, current: 0, touch: scroll.touch)
                if vertical { center.y += shift } else { center.x += shift }
                center = contained(center, size: e.frame.size)
                isAnimating = true
            }
            addBody(e, center: center)
        }
    }
}
