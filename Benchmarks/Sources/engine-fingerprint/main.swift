// engine-fingerprint: a hash of the kit engine's exact results on scenes that exercise every part of it
// (boxes and circles, stacks, many small bodies, joints, fields, snaps, pushes, continuous collision, the
// shatter plan).
//
//     swift run -c release engine-fingerprint [filter]   (only the scenes whose name contains filter)
//     swift run -c release engine-fingerprint --counters [filter]
//                    (also the engine's per-stage counters and times for the stack scenes)
//
// Run it on two commits: identical lines mean the engine's results did not change by a single bit
// (a speed-up that keeps them is free of behavioural risk). Not a test: it has no expected values.
@_spi(Benchmarking) import Dynamics
import Foundation
@_spi(Benchmarking) import ReferenceScene
import Transitions

/// FNV-1a over bit patterns.
struct Fingerprint {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    mutating func mix(_ d: Double) {
        var bits = d.bitPattern
        for _ in 0..<8 {
            h ^= bits & 0xFF
            h = h &* 0x100_0000_01B3
            bits >>= 8
        }
    }
    mutating func mix(_ s: ItemState?) {
        guard let s else { return mix(.nan) }
        mix(s.center.x); mix(s.center.y); mix(s.rotation); mix(s.velocity.dx); mix(s.velocity.dy); mix(s.angularVelocity)
    }
    var hex: String { String(h, radix: 16) }
}

let printsCounters = CommandLine.arguments.contains("--counters")
let filter = CommandLine.arguments.dropFirst().first { $0 != "--counters" }

/// The counters of the scene being reported, printed after its line.
var pendingCounters: StepCounters?

/// The engine's per-stage counters of a run of `steps` steps, per step, and its stage times (`--counters`).
func printCounters(_ c: StepCounters) {
    guard printsCounters, c.steps > 0 else { return }
    let n = Double(c.steps)
    func per(_ x: Int) -> String { String(format: "%.1f", Double(x) / n) }
    func ms(_ s: Double) -> String { String(format: "%.3f", s * 1000 / n) }
    print("    per step: broad phase \(per(c.proxiesMoved)) proxies moved, \(per(c.contactsCreated)) contacts created;"
          + " narrow phase \(per(c.manifoldsComputed)) manifolds computed, \(per(c.manifoldsKept)) kept,"
          + " \(per(c.contactsDestroyed)) contacts ended")
    print("    solver \(per(c.awakeBodies)) awake bodies, \(per(c.contactConstraints)) contacts"
          + " (\(per(c.uncolouredConstraints)) uncoloured) in \(per(c.laneBlocks)) lane blocks, \(per(c.jointConstraints)) joints,"
          + " \(per(c.solverPasses)) passes; continuous \(per(c.sweptBodies)) bodies swept, \(per(c.itemSweeps)) item pairs;"
          + " sleep \(c.awakeAfterLastStep) awake at the end")
    let t = c.seconds
    print("    ms per step: broad phase \(ms(t.broadPhase)), narrow phase \(ms(t.narrowPhase)), solver \(ms(t.solver)),"
          + " continuous \(ms(t.continuous)), sleep \(ms(t.sleep))")
}

@MainActor func report(_ name: String, _ body: () throws -> Fingerprint) rethrows {
    if let filter, !name.contains(filter) { return }
    let start = Date()
    let f = try body()
    print(name.padding(toLength: 32, withPad: " ", startingAt: 0), f.hex, String(format: "(%.3f s)", Date().timeIntervalSince(start)))
    if let counters = pendingCounters { printCounters(counters) }
    pendingCounters = nil
}

report("reference 500, 10 s") {
    let world = KitReferenceWorld(ReferenceScene(count: 500))!
    world.step(1200)
    var f = Fingerprint()
    for i in 0..<500 { let s = world.state(of: i); f.mix(s.x); f.mix(s.y); f.mix(s.angle) }
    return f
}
/// The hash of every body's center after `steps` steps of `scene` (its whole length when nil).
@MainActor func stackFingerprint(_ scene: StackScene, steps: Int? = nil) -> Fingerprint {
    let world = KitStackWorld(scene)!
    world.timesEngineStages = printsCounters
    world.step(steps ?? Int((scene.seconds / world.timeStep).rounded()))
    var f = Fingerprint()
    for i in 0..<scene.centers.count { let c = world.center(of: i); f.mix(c.x); f.mix(c.y) }
    pendingCounters = world.engineCounters
    return f
}
for scene in [StackScene.column(30), .pyramid(30)] {
    report("stack \(scene.name)") { stackFingerprint(scene) }
}
report("large_pyramid, 0.25 s") { stackFingerprint(.largePyramid, steps: 30) }
// Many small bodies: the sparse scene (falling apart) and the rain (landing one after another), whole.
for scene in [StackScene.sparse, .rain] {
    report("stack \(scene.name)") { stackFingerprint(scene) }
}
try report("mixed: circles, joints, fields") {
    // Boxes and balls in a container with an attachment, a spring, a snap, a push, a noise field and a
    // bullet thrown at a boundary segment: every behaviour and both shapes.
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 600))
    var items: [DynamicItem] = []
    for k in 0..<60 {
        let x = 30 + Double(k % 8) * 45, y = 30 + Double(k / 8) * 45
        items.append(try animator.addItem(center: CGPoint(x: x, y: y), size: CGSize(width: 34 + Double(k % 3) * 3, height: 30),
                                          collisionBounds: k % 4 == 0 ? .ellipse : .rectangle))
    }
    let bullet = try animator.addItem(center: CGPoint(x: 200, y: 560), size: CGSize(width: 8, height: 8))
    let collision = CollisionBehavior(items: items + [bullet])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 380))
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: items))
    animator.addBehavior(AttachmentBehavior(item: items[3], attachedTo: items[40]))
    let spring = AttachmentBehavior(item: items[10], attachedToAnchor: CGPoint(x: 200, y: 100))
    spring.frequency = 2
    spring.damping = 0.3
    animator.addBehavior(spring)
    animator.addBehavior(SnapBehavior(item: items[20], snapTo: CGPoint(x: 100, y: 100)))
    let push = PushBehavior(items: [items[30]], mode: .instantaneous)
    push.pushDirection = Vector2D(dx: 3, dy: -2)
    animator.addBehavior(push)
    let field = FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 1)
    for item in items.prefix(30) { field.addItem(item) }
    animator.addBehavior(field)
    let material = DynamicItemBehavior(items: [bullet])
    material.isBullet = true
    animator.addBehavior(material)
    animator.updateItem(bullet, usingCurrentState: ItemState(center: CGPoint(x: 200, y: 560), velocity: Vector2D(dx: 300, dy: -6000)))
    var f = Fingerprint()
    for step in 0..<1200 {
        animator.step()
        if step % 100 == 99 { for item in items + [bullet] { f.mix(animator.state(of: item)) } }
    }
    return f
}
let context = try TransitionContext(operation: .dismiss, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
for tiles in [200, 400] {
    try report("shatter \(tiles)") {
        let recording = try ShatterTransition(tiles: tiles).scene(for: context).simulate()
        var f = Fingerprint()
        f.mix(Double(recording.stepCount))
        for s in 0..<recording.sampleCount {
            for b in 0..<recording.bodyCount {
                let p = recording.pose(ofBody: b, atSample: s)
                f.mix(p.center.x); f.mix(p.center.y); f.mix(p.rotation)
            }
        }
        return f
    }
}
try report("snapshot at 5000 pt/s, floor") {
    let frame = CGRect(x: 150, y: 350, width: 100, height: 100)
    var scene = PhysicsScene(bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                             bodies: [PhysicsBody(id: .fromSnapshot, kind: .snapshotOfFromView, frame: frame, velocity: CGPoint(x: 700, y: 5000))])
    scene.gravity = 0
    scene.boundary = .floor(y: 850)
    scene.material.elasticity = 0.5
    scene.ending = .duration(0.5)
    let recording = try scene.simulate()
    var f = Fingerprint()
    for s in 0..<recording.sampleCount { let p = recording.pose(ofBody: 0, atSample: s); f.mix(p.center.x); f.mix(p.center.y); f.mix(p.rotation) }
    return f
}
