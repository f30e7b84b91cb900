import Dynamics
import Foundation

/// Everything that makes a physics-driven layout springy, a carousel or Newtonian: the springs,
/// gravity, collisions, how scrolling pulls items, how far bodies are tiled, and how inserted,
/// moved and removed items move. Every number is configurable; the presets
/// (``springyList(_:axis:settleTime:)``, ``springyCarousel(itemWidth:settleTime:)``,
/// ``newtonian``) carry the classic designs' numbers, and a settle time picks their spring.
///
/// A ``DynamicLayoutModel`` reads its style through ``resolved``: non-finite values fall back to
/// the default, and every value is clamped to the range its documentation gives, so no style can
/// make the simulation produce NaN.
public struct DynamicLayoutStyle: Equatable, Sendable {
    /// The direction the content scrolls, along which scrolling displaces bodies.
    public enum ScrollAxis: Sendable, Hashable {
        /// Content scrolls vertically (a list).
        case vertical
        /// Content scrolls horizontally (a carousel).
        case horizontal
    }

    /// How the distance `d` between an item and the touch is measured for the scroll rule.
    public enum TouchDistance: Sendable, Hashable {
        /// Along the scroll axis only (the original springy-layout designs).
        case alongScrollAxis
        /// |dx| + |dy| (objc.io #5).
        case manhattan
    }

    /// What bodies collide with.
    public enum Collisions: Sendable, Hashable {
        /// Nothing (a springy list).
        case none
        /// The content bounds (the carousel), as UIKit's `translatesReferenceBoundsIntoBoundary`
        /// on the layout's reference space, kept exactly: a body inside the content never leaves
        /// it — not while the finger drags, not under its spring and gravity — and a body that
        /// reaches an edge stops there, its speed across the edge reflected by ``elasticity``
        /// (UIKit's boundary sits 1 pt outside and lets a body press into it). A body an update
        /// leaves outside (a deletion or a self-sizing pass shrinks the content under a shown
        /// card) is not moved: it stays where it is shown, its spring brings it in, and the
        /// boundary follows it so it never goes farther out. At rest every body is inside.
        case boundaries
        /// Each other (the Newtonian layout).
        case items
    }

    /// How live bodies move when a batch update moves their elements' places.
    public enum UpdateMotion: Sendable, Hashable {
        /// A body keeps its displacement from its place, so it jumps with its place and UIKit's
        /// batch-update animation moves the cell (a list).
        case keepsDisplacement
        /// A body stays where it is and its spring pulls it to the new place (the carousel and the
        /// Newtonian layout, as re-anchors neighbours of an insert). With
        /// ``Collisions/items``, a body whose place moved leaves the collisions until its path is
        /// clear, so bodies trading places pass each other instead of jamming; with
        /// ``Collisions/boundaries``, one left outside shrunken content stays where it is shown and
        /// comes in on its spring.
        case springsToNewPlace
    }

    /// Where an inserted element's body starts.
    public enum Entry: Sendable, Hashable {
        /// In its place, at rest (UIKit's batch-update animation fades it in).
        case none
        /// With its top edge at the content's top edge, directly above its place, so that it drops
        /// in: "one content height above its slot").
        case fromTop
        /// Just beyond the visible rectangle's trailing edge, at its place's height, so that its
        /// spring swings it in's Newtonian layout starts items off screen).
        case fromTrailingEdge
    }

    /// The spring (UIKit's `UIAttachmentBehavior`) from each body to its place.
    public struct Spring: Equatable, Sendable {
        /// Rest length in points (0 pins the item's centre to its place). A positive length hangs
        /// the item that far below its hanging point and needs gravity to pick the direction;
        /// without gravity it counts as 0. Clamped to 0…10 000.
        public var length: CGFloat
        /// Frequency in hertz. Clamped to 0.05…60 (0 would make a rigid rod, not a spring).
        public var frequency: CGFloat
        /// Damping ratio (1 = critical). Clamped to 0…10.
        public var damping: CGFloat

        /// Creates a spring; see the properties for units and ranges.
        public init(length: CGFloat = 0, frequency: CGFloat, damping: CGFloat) {
            self.length = length
            self.frequency = frequency
            self.damping = damping
        }
    }

    /// A short name for the style (shown by the gallery).
    public var name: String
    /// The scroll axis. Default vertical.
    public var axis: ScrollAxis
    /// The spring from each body to its place.
    public var spring: Spring
    /// Gravity magnitude in UIKit units (1 = 1000 pt/s², pointing down). Clamped to 0…100.
    /// The springs' hanging points are raised by the steady sag gravity causes, so that every item
    /// rests exactly in its place (the at-rest layout is the base layout).
    public var gravity: CGFloat
    /// The scroll rule's resistance R, points: scrolling by Δ moves each body by `clamp(Δ·d/R, Δ)`
    /// where `d` is its distance from the touch. `nil` makes scrolling displace nothing. Clamped
    /// to ≥ 1.
    public var scrollResistance: CGFloat?
    /// How `d` is measured. Default along the scroll axis.
    public var touchDistance: TouchDistance
    /// The largest displacement scrolling may give a body along the axis, points (it never moves a
    /// body against the scroll to enforce it). Clamped to 0…10 000.
    public var maximumDisplacement: CGFloat
    /// Bodies exist only for elements inside the visible rectangle grown by this margin on every
    /// side, points. Clamped to 0…100 000.
    public var tilingMargin: CGFloat
    /// How far the visible rectangle moves before the tiling window is recomputed, points (bodies
    /// are added and removed only then). Clamped to 0…``tilingMargin``; 0 recomputes on every scroll.
    public var tilingRefreshDistance: CGFloat
    /// What bodies collide with.
    public var collisions: Collisions
    /// Restitution of collisions 0…1 (UIKit's `elasticity`).
    public var elasticity: CGFloat
    /// Friction coefficient, clamped to 0…100.
    public var friction: CGFloat
    /// Linear damping per second, `v *= 1/(1 + h·resistance)` each step (UIKit's `resistance`).
    /// Clamped to 0…1 000.
    public var resistance: CGFloat
    /// The element categories that get bodies; the others stay pinned to their base frames.
    public var springyCategories: Set<LayoutElementCategory>
    /// How bodies move when batch updates move their places.
    public var updateMotion: UpdateMotion
    /// Where inserted elements' bodies start.
    public var entry: Entry
    /// The velocity a detached element leaves with, points per second (UIKit's flipped axes:
    /// negative `dy` is up). Each component clamped to ±10 000.
    public var departureVelocity: Vector2D

    /// Creates a style; see the properties for units and ranges.
    public init(
        name: String, axis: ScrollAxis = .vertical, spring: Spring, gravity: CGFloat = 0, scrollResistance: CGFloat?,
        touchDistance: TouchDistance = .alongScrollAxis, maximumDisplacement: CGFloat = 100, tilingMargin: CGFloat = 100,
        tilingRefreshDistance: CGFloat = 50, collisions: Collisions = .none, elasticity: CGFloat = 0.2, friction: CGFloat = 0.2,
        resistance: CGFloat = 0.1, springyCategories: Set<LayoutElementCategory> = [.cell, .supplementaryView],
        updateMotion: UpdateMotion = .keepsDisplacement, entry: Entry = .none,
        departureVelocity: Vector2D = Vector2D(dx: 0, dy: -250)
    ) {
        self.name = name
        self.axis = axis
        self.spring = spring
        self.gravity = gravity
        self.scrollResistance = scrollResistance
        self.touchDistance = touchDistance
        self.maximumDisplacement = maximumDisplacement
        self.tilingMargin = tilingMargin
        self.tilingRefreshDistance = tilingRefreshDistance
        self.collisions = collisions
        self.elasticity = elasticity
        self.friction = friction
        self.resistance = resistance
        self.springyCategories = springyCategories
        self.updateMotion = updateMotion
        self.entry = entry
        self.departureVelocity = departureVelocity
    }

    /// The style with every value made finite and clamped to its documented range (non-finite
    /// values take the preset-independent defaults: length 0, frequency 1 Hz, damping 1, gravity 0,
    /// no scroll response, displacement 100, margin 100, refresh 50, elasticity 0.2, friction 0.2,
    /// resistance 0.1, departure velocity 0).
    public var resolved: DynamicLayoutStyle {
        func clean(_ v: CGFloat, _ range: ClosedRange<CGFloat>, _ fallback: CGFloat) -> CGFloat {
            v.isFinite ? min(max(v, range.lowerBound), range.upperBound) : fallback
        }
        var s = self
        s.gravity = clean(gravity, 0...100, 0)
        s.spring.frequency = clean(spring.frequency, 0.05...60, 1)
        s.spring.damping = clean(spring.damping, 0...10, 1)
        s.spring.length = s.gravity > 0 ? clean(spring.length, 0...10_000, 0) : 0
        s.scrollResistance = scrollResistance.flatMap { $0.isFinite ? max($0, 1) : nil }
        s.maximumDisplacement = clean(maximumDisplacement, 0...10_000, 100)
        s.tilingMargin = clean(tilingMargin, 0...100_000, 100)
        s.tilingRefreshDistance = clean(tilingRefreshDistance, 0...s.tilingMargin, min(50, s.tilingMargin))
        s.elasticity = clean(elasticity, 0...1, 0.2)
        s.friction = clean(friction, 0...100, 0.2)
        s.resistance = clean(resistance, 0...1_000, 0.1)
        s.departureVelocity = Vector2D(dx: clean(departureVelocity.dx, -10_000...10_000, 0),
                                            dy: clean(departureVelocity.dy, -10_000...10_000, 0))
        return s
    }
}

extension DynamicLayoutStyle {
    /// The damping ratio the spring itself applies. A zero-length spring (a distance constraint
    /// of length 0, like UIKit's) damps only along the line to its anchor, so a body displaced
    /// sideways orbits its anchor undamped — the "cells moving in circles" of earlier springy
    /// layouts. For zero-length springs the kit therefore applies the spring's damping to the
    /// whole velocity instead (``attachedResistance``) and leaves the spring undamped; a hanging
    /// spring (positive length) damps along its length, so its pendulum swing survives.
    var attachmentDamping: CGFloat { spring.length > 0 ? spring.damping : 0 }

    /// The resistance of attached bodies, per second: the style's ``resistance``, plus, for a
    /// zero-length spring, the spring's damping as isotropic damping `2·ζ·ω` (ω = 2π·frequency),
    /// which damps every direction as the spring would damp its own.
    var attachedResistance: CGFloat {
        guard spring.length == 0 else { return resistance }
        return resistance + 2 * spring.damping * 2 * .pi * spring.frequency
    }
}
