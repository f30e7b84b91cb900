import Foundation
import Testing
@testable import Dynamics

/// Fast items thrown at each other never pass through each other, and thin bars thrown at the engine's
/// speed cap never leave through a boundary (issue 24).
@Suite struct FastPairTests {
    /// Throws `count` seeded pairs (see ``headOnPair(side:speed:bullets:random:)``) and returns how many
    /// passed through each other: their centers swapped sides along the line of the throw before any
    /// contact between them began. (Once they touch they may deflect and swap sides legitimately: two
    /// boxes meeting corner to face slide off each other.)
    func passes(side: Double, speed: Double, bullets: Bool, seed: UInt64, count: Int = 24, leftResting: Bool = false) throws -> Int {
        var random = SplitMix64(seed: seed)
        var passed = 0
        for _ in 0..<count {
            let (animator, left, right) = try headOnPair(side: side, speed: speed, bullets: bullets, leftResting: leftResting, random: &random)
            var touched = false
            (animator.behaviors.first as? CollisionBehavior)?.onContact = { _, event in
                if case .began = event { touched = true }
            }
            for _ in 0..<40 where !touched {
                animator.step()
                let a = try #require(animator.state(of: left)).center, b = try #require(animator.state(of: right)).center
                if a.x >= b.x && !touched {
                    passed += 1
                    break
                }
            }
        }
        return passed
    }

    /// Two `side`-pt items thrown head-on at each other, each at `speed` pt/s, with a seeded random gap,
    /// vertical offset and spin; no gravity, no resistance (`leftResting`: the left one, created first, stays
    /// at rest and the right one comes at twice the speed). Returns the animator and the two items (left one
    /// first).
    func headOnPair(side: Double, speed: Double, bullets: Bool, leftResting: Bool = false, random: inout SplitMix64) throws
        -> (DynamicAnimator, DynamicItem, DynamicItem) {
        let animator = DynamicAnimator()
        let gap = 40 + Double.random(in: 0..<(speed / 60), using: &random)
        let offset = Double.random(in: -0.3...0.3, using: &random) * side
        let left = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: side, height: side))
        let right = try animator.addItem(center: CGPoint(x: side + gap, y: offset), size: CGSize(width: side, height: side),
                                         rotation: Double.random(in: 0..<1, using: &random))
        animator.addBehavior(CollisionBehavior(items: [left, right]))
        let props = DynamicItemBehavior(items: [left, right])
        props.resistance = 0
        props.angularResistance = 0
        props.isBullet = bullets
        animator.addBehavior(props)
        if !leftResting { props.addLinearVelocity(Vector2D(dx: speed, dy: 0), for: left) }
        props.addLinearVelocity(Vector2D(dx: leftResting ? -2 * speed : -speed, dy: 0), for: right)
        props.addAngularVelocity(Double.random(in: -20...20, using: &random), for: right)
        return (animator, left, right)
    }

    /// Bullets from 2 pt, from 1 000 to 24 000 pt/s (the engine's speed cap), 24 seeded throws each: they
    /// always meet (a contact begins) before they could pass.
    @Test(arguments: [2.0, 5.0, 10.0, 40.0], [1000.0, 4000.0, 8000.0, 24000.0])
    func bulletsThrownAtEachOtherNeverPass(side: Double, speed: Double) throws {
        let passed = try passes(side: side, speed: speed, bullets: true, seed: UInt64(side * 1000 + speed))
        #expect(passed == 0, "\(passed) of 24 pairs of \(side)-pt bullets at \(speed) pt/s passed through each other")
    }

    /// Non-bullets with item sweeps on (the default) make the same promise once each moves more than half
    /// its width per step; slower ones meet through their speculative contacts.
    @Test(arguments: [2.0, 10.0], [1000.0, 8000.0])
    func fastItemsThrownAtEachOtherNeverPass(side: Double, speed: Double) throws {
        let passed = try passes(side: side, speed: speed, bullets: false, seed: UInt64(side * 7 + speed))
        #expect(passed == 0, "\(passed) of 24 pairs of \(side)-pt items at \(speed) pt/s passed through each other")
    }

    /// A fast item thrown at one at rest that was created before it (the pair's contact lists the resting
    /// one first, and only the second is swept) meets it before it could pass.
    @Test(arguments: [2.0, 10.0], [1000.0, 4000.0])
    func aFastItemThrownAtAnEarlierRestingOneNeverPasses(side: Double, speed: Double) throws {
        let passed = try passes(side: side, speed: speed, bullets: false, seed: UInt64(side * 13 + speed), leftResting: true)
        #expect(passed == 0, "\(passed) of 24 \(side)-pt items at \(2 * speed) pt/s passed through one at rest")
    }

    /// What holds a thrown bar in.
    enum Walls: String, CaseIterable, Sendable {
        /// The reference bounds as a boundary (thick walls 1 pt outside the screen).
        case referenceBounds
        /// A closed path of named segments along the screen's edges (thin, two-sided).
        case segments
        /// Four anchored items, 20 pt thick, just outside the screen.
        case anchoredItems
    }

    /// A 100×2 pt bar thrown at 24 000 pt/s (the cap) in a seeded random direction with a random spin up
    /// to the engine's ½π per step, with gravity, inside a 390×844 screen walled in by `walls` (1 pt outside
    /// it, as UIKit's reference-bounds boundary): over 2 s its center never crosses a wall, its outline never
    /// presses more than 1.5 pt into one (soft contacts give a little at that speed), and it ends with its
    /// outline within 0.5 pt of the walls.
    @Test(arguments: Walls.allCases, 0..<3)
    func thinBarsThrownAtTheCapNeverLeaveTheScreen(walls: Walls, batch: Int) throws {
        var random = SplitMix64(seed: 24_000 + UInt64(batch))
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        var escaped = 0
        for _ in 0..<16 {
            let animator = DynamicAnimator(referenceBounds: screen)
            let bar = try animator.addItem(center: CGPoint(x: Double.random(in: 80...310, using: &random),
                                                           y: Double.random(in: 80...760, using: &random)),
                                           size: CGSize(width: 100, height: 2), rotation: Double.random(in: 0..<(2 * .pi), using: &random))
            let collision = CollisionBehavior(items: [bar])
            switch walls {
            case .referenceBounds:
                collision.translatesReferenceBoundsIntoBoundary = true
            case .segments:
                collision.addBoundary(withIdentifier: "screen", path: [CGPoint(x: -1, y: -1), CGPoint(x: 391, y: -1),
                                                                        CGPoint(x: 391, y: 845), CGPoint(x: -1, y: 845)])
            case .anchoredItems:
                for frame in [CGRect(x: -21, y: -21, width: 432, height: 20), CGRect(x: -21, y: 845, width: 432, height: 20),
                              CGRect(x: -21, y: -1, width: 20, height: 846), CGRect(x: 391, y: -1, width: 20, height: 846)] {
                    collision.addItem(try animator.addItem(ItemDefinition(center: CGPoint(x: frame.midX, y: frame.midY),
                                                                          size: frame.size, isAnchored: true)))
                }
            }
            animator.addBehavior(collision)
            animator.addBehavior(GravityBehavior(items: [bar]))
            let direction = Double.random(in: 0..<(2 * .pi), using: &random)
            let start = try #require(animator.state(of: bar))
            animator.updateItem(bar, usingCurrentState: ItemState(
                center: start.center, rotation: start.rotation,
                velocity: Vector2D(dx: 24_000 * cos(direction), dy: 24_000 * sin(direction)),
                angularVelocity: Double.random(in: -188...188, using: &random)))
            let walledIn = screen.insetBy(dx: -1, dy: -1)
            for step in 0..<240 {
                animator.step()
                let frame = try #require(animator.frame(of: bar)), center = try #require(animator.state(of: bar)).center
                let allowed = walledIn.insetBy(dx: step == 239 ? -0.5 : -1.5, dy: step == 239 ? -0.5 : -1.5)
                if !walledIn.contains(center) || !allowed.contains(frame) {
                    escaped += 1
                    break
                }
            }
        }
        #expect(escaped == 0, "\(escaped) of 16 bars left the screen through \(walls)")
    }
}
