import Dynamics
import Foundation

extension DynamicLayoutStyle {
    /// The springy message lists of the classic designs.
    ///
    /// Settle times after the hardest drag (displacement at the 100 pt cap), at any scale up to
    /// @3x, for both readings of settled (every element within half a pixel, and the model
    /// stopped): within 0.25 s, 1.35 s and 2.6 s (docs/layouts.md has the measured table at @1x,
    /// @2x and @3x).
    public enum SpringyListPreset: Sendable, Hashable, CaseIterable {
        /// The untiled message list: critically damped (damping 1),
        /// 6.8 Hz, a factor of 0.002 per point (R = 500) measured along the scroll axis. Stiff and
        /// quick: bubbles trail the finger by a few points and settle within 0.25 s.
        case messages
        /// objc.io #5 after WWDC 2013 session 217, with tiling: damping
        /// 0.8, 1 Hz, R = 1500 with the distance measured as |dx| + |dy|, tiling margin 100 pt.
        /// Settles within 1.35 s.
        case tiled
        /// The loose preset: damping 0.5, 0.8 Hz, with R = 900 (the
        /// resistance factor TeehanLax's spring demo ships with). Loose and wobbly: it settles
        /// within 2.6 s of a hard drag.
        case loose
    }

    /// A springy list (message bubbles): every cell and supplementary view (headers, footers)
    /// hangs on a zero-length spring at its place and lags the scroll by the scroll rule;
    /// decoration views stay pinned. No gravity, no collisions; tiling margin 100 pt, refreshed
    /// every 50 pt; displacement capped at 100 pt.
    ///
    /// - Parameters:
    ///   - preset: the classic numbers to start from. Default ``SpringyListPreset/messages``.
    ///   - axis: the scroll axis. Default vertical.
    ///   - settleTime: seconds within which every element is home and the model stops after the
    ///     hardest drag, at any display scale up to @3x; the spring's frequency is chosen for it
    ///     (the preset's damping ratio kept, 0.05…60 Hz, so a time too short for 60 Hz is not
    ///     met). Nil (default) keeps the preset's original frequency; a time that is not finite
    ///     or not positive counts as nil.
    public static func springyList(_ preset: SpringyListPreset = .messages, axis: ScrollAxis = .vertical,
                                   settleTime: TimeInterval? = nil) -> DynamicLayoutStyle {
        let style: DynamicLayoutStyle
        switch preset {
        case .messages:
            style = DynamicLayoutStyle(name: "Springy list (messages)", axis: axis, spring: Spring(frequency: 6.8, damping: 1),
                                       scrollResistance: 500)
        case .tiled:
            style = DynamicLayoutStyle(name: "Springy list (tiled)", axis: axis, spring: Spring(frequency: 1, damping: 0.8),
                                       scrollResistance: 1500, touchDistance: .manhattan)
        case .loose:
            style = DynamicLayoutStyle(name: "Springy list (loose)", axis: axis, spring: Spring(frequency: 0.8, damping: 0.5),
                                       scrollResistance: 900)
        }
        return style.settling(within: settleTime)
    }

    /// The springy carousel: a horizontal row of cells on springs (damping 0.5, 0.8 Hz, length 0)
    /// under a shared gravity of 0.3 (300 pt/s²) inside the content's bounds (``Collisions/boundaries``).
    ///
    /// Scrolling displaces each cell by `min(1, d/500)` of the delta; bodies are tiled ±2 item widths
    /// around the visible rectangle; only cells get bodies, and no card leaves the content (one an
    /// update leaves outside is not moved: it comes in on its spring). An
    /// inserted cell drops in from the top and lands in its slot (elasticity 0 where the original demo
    /// had 1); its neighbours spring to their new places. Settling times: docs/layouts.md.
    ///
    /// - Parameters:
    ///   - itemWidth: the cards' width, points: the displacement cap (at least 100 pt) and the
    ///     tiling margin (two widths). Negative or non-finite widths count as 0.
    ///   - settleTime: seconds within which every card is home and the model stops, at any scale up
    ///     to @3x, after the hardest drag (a card released at the cap) and after an insert whose card
    ///     drops up to 1 000 pt onto its place (a phone's or a landscape iPad's height; a longer drop
    ///     takes a little longer, the time growing with the logarithm of the distance); the spring's
    ///     frequency is chosen for it (damping 0.5 kept). Nil (default) keeps the original 0.8 Hz:
    ///     every such motion within 3.5 s.
    public static func springyCarousel(itemWidth: CGFloat, settleTime: TimeInterval? = nil) -> DynamicLayoutStyle {
        let width = itemWidth.isFinite ? max(itemWidth, 0) : 0
        return DynamicLayoutStyle(
            name: "Springy carousel", axis: .horizontal, spring: Spring(frequency: 0.8, damping: 0.5), gravity: 0.3,
            scrollResistance: 500, maximumDisplacement: max(width, 100), tilingMargin: 2 * width, tilingRefreshDistance: width / 2,
            collisions: .boundaries, elasticity: 0, friction: 0.2, resistance: 0.1, springyCategories: [.cell],
            updateMotion: .springsToNewPlace, entry: .fromTop).settling(within: settleTime)
    }

    /// The Newtonian layout of: every cell hangs 300 pt below a hanging
    /// point on a spring (damping 0.4, 1 Hz) under full gravity (1000 pt/s²), the cells collide
    /// with each other, an inserted cell swings in from the trailing edge and knocks its
    /// neighbours, and a detached cell falls away (``DynamicLayoutModel/detach(_:)``) before the
    /// app deletes it — no timer. The hanging points sit above each cell's place in the base
    /// layout, so the cells come to rest exactly there. Scrolling displaces nothing.
    ///
    /// Cards on their way to a new place pass the others: a card whose place an update moves, that
    /// enters, or that another card holds away from its place, leaves the collisions until its path
    /// is clear (``UpdateMotion``), so a swap, an insertion among wide cards or a card caught on
    /// another's edge never jams. Elasticity 0.5.
    ///
    /// The swing is critically damped (resistance 2·√(g/ℓ) ≈ 3.5 per second where the original
    /// demo kept UIKit's 0.1, which swings for a minute): a card swinging in from a phone's edge,
    /// or passing others on its way to its place, rests within 6 s at any scale up to @3x
    /// (``newtonian(settleTime:)`` trades the length of the pendulum for a shorter time).
    public static var newtonian: DynamicLayoutStyle { newtonian(settleTime: nil) }

    /// The Newtonian layout (``newtonian``) with its pendulum chosen to come to rest within
    /// `settleTime` seconds at @3x after a card swings in from 480 pt away (a phone's width and a
    /// card): the hanging length is shortened (a shorter pendulum swings faster), the swing kept
    /// critically damped and the spring at least twice as fast as the swing. Nil (default), or a
    /// time that is not finite or not positive, keeps the original 300 pt; times so short that the
    /// length would drop below 20 pt are held there (about 2.2 s).
    public static func newtonian(settleTime: TimeInterval?) -> DynamicLayoutStyle {
        let g = GravityBehavior.pointsPerSecondSquared
        var length: CGFloat = 300, frequency: CGFloat = 1
        var swing = (g / (length + g / pow(2 * .pi * frequency, 2))).squareRoot()
        if let time = settleTime, time.isFinite, time > 0 {
            let radius = 0.5 / settleScale, budget = max(0.9 * time - 1.0 / 60, time / 2)
            func rests(_ w: CGFloat) -> Bool {
                restTime(omega: w, damping: 2 * w, displacement: newtonianSwingDistance, radius: radius) <= budget
            }
            var low: CGFloat = 0.1, high: CGFloat = 50
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if rests(mid) { high = mid } else { low = mid }
            }
            frequency = max(1, high / .pi)
            let sag = g / pow(2 * .pi * frequency, 2)
            length = max(g / (high * high) - sag, 20)
            swing = (g / (length + sag)).squareRoot()
        }
        return DynamicLayoutStyle(
            name: "Newtonian", axis: .vertical, spring: Spring(length: length, frequency: frequency, damping: 0.4), gravity: 1,
            scrollResistance: nil, maximumDisplacement: 0, tilingMargin: 400, tilingRefreshDistance: 100,
            collisions: .items, elasticity: 0.5, friction: 0.2, resistance: 2 * swing, springyCategories: [.cell],
            updateMotion: .springsToNewPlace, entry: .fromTrailingEdge, departureVelocity: Vector2D(dx: 0, dy: -300))
    }

    /// How far a Newtonian card swings in from, points, for ``newtonian(settleTime:)``: a phone's
    /// width (390 pt) and a card (90 pt).
    static let newtonianSwingDistance: CGFloat = 480
}
