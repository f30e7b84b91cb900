import Dynamics
import Foundation

extension DynamicLayoutStyle {
    /// The springy message lists of the founding documents.
    public enum SpringyListPreset: Sendable, Hashable, CaseIterable {
        /// Founding document 004 (the untiled message list): critically damped (damping 1),
        /// 6.8 Hz, a factor of 0.002 per point (R = 500) measured along the scroll axis. Stiff and
        /// quick: bubbles trail the finger by a few points and settle within 0.2 s.
        case messages
        /// Founding document 003 (objc.io #5 after WWDC 2013 session 217, with tiling): damping
        /// 0.8, 1 Hz, R = 1500 with the distance measured as |dx| + |dy|, tiling margin 100 pt.
        case tiled
        /// Founding document 002's example numbers: damping 0.5, 0.8 Hz, with R = 900 (the
        /// resistance factor TeehanLax's spring demo ships with). Loose and wobbly: it takes about
        /// two seconds to settle after a hard drag.
        case loose
    }

    /// A springy list (message bubbles): every cell and supplementary view (headers, footers)
    /// hangs on a zero-length spring at its place and lags the scroll by the scroll rule;
    /// decoration views stay pinned. No gravity, no collisions; tiling margin 100 pt, refreshed
    /// every 50 pt; displacement capped at 100 pt.
    public static func springyList(_ preset: SpringyListPreset = .messages, axis: ScrollAxis = .vertical) -> DynamicLayoutStyle {
        switch preset {
        case .messages:
            return DynamicLayoutStyle(name: "Springy list (messages)", axis: axis, spring: Spring(frequency: 6.8, damping: 1),
                                      scrollResistance: 500)
        case .tiled:
            return DynamicLayoutStyle(name: "Springy list (tiled)", axis: axis, spring: Spring(frequency: 1, damping: 0.8),
                                      scrollResistance: 1500, touchDistance: .manhattan)
        case .loose:
            return DynamicLayoutStyle(name: "Springy list (loose)", axis: axis, spring: Spring(frequency: 0.8, damping: 0.5),
                                      scrollResistance: 900)
        }
    }

    /// The springy carousel of founding document 000: a horizontal row of cells on springs
    /// (damping 0.5, 0.8 Hz, length 0) under a shared gravity of 0.3 (300 pt/s²) inside a collision
    /// boundary around the content; scrolling displaces each cell by `min(1, d/500)` of the delta;
    /// bodies are tiled ±2 item widths around the visible rectangle. An inserted cell drops in from
    /// the top and its neighbours spring to their new places.
    ///
    /// Elasticity is 0 where the founding demo used 1: with a fully elastic floor a dropped cell
    /// bounces for seconds; with an absorbing one it lands in its slot and settles within 1.5 s.
    /// Only cells get bodies.
    public static func springyCarousel(itemWidth: CGFloat) -> DynamicLayoutStyle {
        let width = itemWidth.isFinite ? max(itemWidth, 0) : 0
        return DynamicLayoutStyle(
            name: "Springy carousel", axis: .horizontal, spring: Spring(frequency: 0.8, damping: 0.5), gravity: 0.3,
            scrollResistance: 500, maximumDisplacement: max(width, 100), tilingMargin: 2 * width, tilingRefreshDistance: width / 2,
            collisions: .boundaries, elasticity: 0, friction: 0.2, resistance: 0.1, springyCategories: [.cell],
            updateMotion: .springsToNewPlace, entry: .fromTop)
    }

    /// The Newtonian layout of founding document 003: every cell hangs 300 pt below a hanging
    /// point on a spring (damping 0.4, 1 Hz) under full gravity (1000 pt/s²), the cells collide
    /// with each other, an inserted cell swings in from the trailing edge and knocks its
    /// neighbours, and a detached cell falls away (``DynamicLayoutModel/detach(_:)``) before the
    /// app deletes it — no timer. The hanging points sit above each cell's place in the base
    /// layout, so the cells come to rest exactly there.
    ///
    /// Resistance is 2 per second where the founding demo kept UIKit's 0.1: a 300 pt pendulum
    /// barely damped swings for a minute; this one settles in a few seconds. Elasticity 0.5.
    /// Scrolling displaces nothing.
    public static var newtonian: DynamicLayoutStyle {
        DynamicLayoutStyle(
            name: "Newtonian", axis: .vertical, spring: Spring(length: 300, frequency: 1, damping: 0.4), gravity: 1,
            scrollResistance: nil, maximumDisplacement: 0, tilingMargin: 400, tilingRefreshDistance: 100,
            collisions: .items, elasticity: 0.5, friction: 0.2, resistance: 2, springyCategories: [.cell],
            updateMotion: .springsToNewPlace, entry: .fromTrailingEdge, departureVelocity: Vector2D(dx: 0, dy: -300))
    }
}
