import Foundation
import Testing
@testable import Dynamics

/// A tiny deterministic random generator (SplitMix64) for property tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Whether `a` is within `tolerance` of `b`.
func isClose(_ a: Double, _ b: Double, tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// Whether `a` is within `fraction` (relative) of `b`.
func isClose(_ a: Double, _ b: Double, relative fraction: Double) -> Bool { abs(a - b) <= fraction * abs(b) }

/// Builds a scene like the benchmark's: `n` boxes of 40×40 on a 45 pt grid from (25, 25) in a
/// 400×800 container scaled by √(n/500) (made taller when the grid would not fit), with gravity, a
/// boundary and UIKit's default-like materials.
func referenceScene(boxes n: Int) throws -> (DynamicAnimator, [DynamicItem]) {
    let scale = (Double(n) / 500).squareRoot()
    let width = 400 * scale
    let columns = max(Int((width - 25) / 45), 1)
    let rows = (n + columns - 1) / columns
    let height = max(800 * scale, Double(rows) * 45 + 25)
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: width, height: height))
    var items: [DynamicItem] = []
    for k in 0..<n {
        let center = CGPoint(x: 25 + Double(k % columns) * 45, y: 25 + Double(k / columns) * 45)
        items.append(try animator.addItem(center: center, size: CGSize(width: 40, height: 40)))
    }
    animator.addBehavior(GravityBehavior(items: items))
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let props = DynamicItemBehavior(items: items)
    props.density = 1
    props.friction = 0.2
    props.elasticity = 0.2
    props.resistance = 0.1
    props.angularResistance = 0.1
    animator.addBehavior(props)
    return (animator, items)
}

/// A pyramid of `rows` rows of 40×40 boxes, `pitch` pt apart, centred in `bounds` with its bottom row's
/// centres at `bottomY`, under gravity and colliding with `bounds`' edges; boxes bottom row first.
func pyramidScene(rows: Int, bounds: CGRect, pitch: Double = 40, bottomY: Double) throws -> (DynamicAnimator, [DynamicItem]) {
    let animator = DynamicAnimator(referenceBounds: bounds)
    var boxes: [DynamicItem] = []
    for row in 0..<rows {
        for column in 0..<(rows - row) {
            let x = Double(bounds.midX) - Double(rows - row) * pitch / 2 + Double(column) * pitch + pitch / 2
            boxes.append(try animator.addItem(center: CGPoint(x: x, y: bottomY - 40 * Double(row)), size: CGSize(width: 40, height: 40)))
        }
    }
    animator.addBehavior(GravityBehavior(items: boxes))
    let collision = CollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    return (animator, boxes)
}

/// A fresh animator with one 100×100 item (1 kg at density 1) at (200, 200) and an item behaviour
/// setting resistance and angular resistance to 0 unless told otherwise.
func singleItemScene(size: CGSize = CGSize(width: 100, height: 100), resistance: CGFloat = 0,
                     bounds: CGRect? = CGRect(x: 0, y: 0, width: 400, height: 800)) throws -> (DynamicAnimator, DynamicItem, DynamicItemBehavior) {
    let animator = DynamicAnimator(referenceBounds: bounds)
    let item = try animator.addItem(center: CGPoint(x: 200, y: 200), size: size)
    let props = DynamicItemBehavior(items: [item])
    props.resistance = resistance
    props.angularResistance = resistance
    animator.addBehavior(props)
    return (animator, item, props)
}

extension DynamicAnimator {
    /// Steps `count` fixed steps (ignoring pauses' early stop: a paused animator simply does not move).
    func run(steps count: Int) {
        for _ in 0..<count { step() }
    }
}
