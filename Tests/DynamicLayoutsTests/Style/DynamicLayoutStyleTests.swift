import Dynamics
import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// The styles: the founding numbers in the presets, the scroll rule, and bad values clamped.
@Suite struct DynamicLayoutStyleTests {
    @Test func presetsCarryTheFoundingNumbers() {
        let messages = DynamicLayoutStyle.springyList(.messages)
        #expect(messages.spring == .init(length: 0, frequency: 6.8, damping: 1))
        #expect(messages.scrollResistance == 500)  // 0.002 per point
        let tiled = DynamicLayoutStyle.springyList(.tiled)
        #expect(tiled.spring == .init(length: 0, frequency: 1, damping: 0.8))
        #expect(tiled.scrollResistance == 1500 && tiled.touchDistance == .manhattan && tiled.tilingMargin == 100)
        let loose = DynamicLayoutStyle.springyList(.loose, axis: .horizontal)
        #expect(loose.spring == .init(length: 0, frequency: 0.8, damping: 0.5) && loose.axis == .horizontal)
        let carousel = DynamicLayoutStyle.springyCarousel(itemWidth: 160)
        #expect(carousel.gravity == 0.3 && carousel.spring == .init(length: 0, frequency: 0.8, damping: 0.5))
        #expect(carousel.collisions == .boundaries && carousel.tilingMargin == 320 && carousel.scrollResistance == 500)
        #expect(carousel.axis == .horizontal && carousel.entry == .fromTop && carousel.updateMotion == .springsToNewPlace)
        let newtonian = DynamicLayoutStyle.newtonian
        #expect(newtonian.spring == .init(length: 300, frequency: 1, damping: 0.4) && newtonian.gravity == 1)
        #expect(DynamicLayoutStyle.springyList(.tiled, settleTime: nil) == tiled)
        #expect(DynamicLayoutStyle.springyCarousel(itemWidth: 160, settleTime: .nan) == carousel)
        #expect(newtonian.collisions == .items && newtonian.entry == .fromTrailingEdge && newtonian.scrollResistance == nil)
    }

    @Test func theScrollRuleIsClampedToTheDelta() {
        let style = DynamicLayoutStyle.springyList(.messages)  // R = 500
        #expect(style.scrollShift(delta: 10, distance: 100) == 2)
        #expect(style.scrollShift(delta: -10, distance: 100) == -2)
        #expect(style.scrollShift(delta: 10, distance: 800) == 10)  // d/R > 1: the whole delta
        #expect(style.scrollShift(delta: -10, distance: 800) == -10)
        #expect(style.scrollShift(delta: 10, distance: 0) == 0)
        #expect(style.scrollShift(delta: .nan, distance: 10) == 0)
        #expect(style.scrollShift(delta: 10, distance: -1) == 0)
        #expect(DynamicLayoutStyle.newtonian.scrollShift(delta: 10, distance: 100) == 0)
        #expect(style.touchDistance(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: -40)) == 40)
        #expect(DynamicLayoutStyle.springyList(.tiled).touchDistance(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: -40)) == 70)
        #expect(DynamicLayoutStyle.springyCarousel(itemWidth: 100).touchDistance(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: -40)) == 30)
    }

    /// Property: whatever the delta and distance, the shift has the delta's sign (or is zero) and
    /// is never larger than the delta.
    @Test func theScrollRuleNeverMovesAgainstTheScroll() {
        var random = SplitMix64(seed: 12)
        for preset in DynamicLayoutStyle.SpringyListPreset.allCases {
            let style = DynamicLayoutStyle.springyList(preset)
            for _ in 0..<10_000 {
                let delta = CGFloat.random(in: -300...300, using: &random), distance = CGFloat.random(in: 0...5_000, using: &random)
                let shift = style.scrollShift(delta: delta, distance: distance)
                #expect(shift * delta >= 0)
                #expect(abs(shift) <= abs(delta))
            }
        }
    }

    @Test func resolvingClampsEveryValueAndReplacesNonFiniteOnes() {
        var style = DynamicLayoutStyle(name: "bad", spring: .init(length: 50, frequency: .nan, damping: -3), gravity: .infinity,
                                       scrollResistance: 0, maximumDisplacement: -1, tilingMargin: .nan, tilingRefreshDistance: 1e9,
                                       elasticity: 7, friction: -1, resistance: .nan, departureVelocity: Vector2D(dx: .nan, dy: 1e9))
        var r = style.resolved
        #expect(r.spring == .init(length: 0, frequency: 1, damping: 0))  // no gravity: a length means nothing
        #expect(r.gravity == 0 && r.scrollResistance == 1 && r.maximumDisplacement == 0)
        #expect(r.tilingMargin == 100 && r.tilingRefreshDistance == 100)
        #expect(r.elasticity == 1 && r.friction == 0 && r.resistance == 0.1)
        #expect(r.departureVelocity == Vector2D(dx: 0, dy: 10_000))
        style.gravity = 2
        style.scrollResistance = .nan
        style.spring.frequency = 0
        r = style.resolved
        #expect(r.spring.length == 50 && r.spring.frequency == 0.05 && r.scrollResistance == nil)
    }

    @Test func zeroLengthSpringsDampEveryDirectionAndHangingOnesAlongTheirLength() {
        let messages = DynamicLayoutStyle.springyList(.messages)
        #expect(messages.attachmentDamping == 0)
        #expect(abs(messages.attachedResistance - (0.1 + 2 * 1 * 2 * .pi * 6.8)) < 1e-9)
        // A hanging spring damps along its length; the swing is damped by the resistance,
        // critically: 2·√(g/ℓ) for the pendulum's length ℓ (the spring's and gravity's sag).
        let newtonian = DynamicLayoutStyle.newtonian
        let drop = 300 + 1000 / pow(2 * CGFloat.pi, 2)
        #expect(newtonian.attachmentDamping == 0.4)
        #expect(abs(newtonian.attachedResistance - 2 * (1000 / drop).squareRoot()) < 1e-9)
    }
}
