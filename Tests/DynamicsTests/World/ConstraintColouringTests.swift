import Foundation
import Testing
@_spi(Benchmarking) @testable import Dynamics

/// The contact solver's graph colouring (``World/colourContacts()``): constraints of one colour share no
/// dynamic body, so their lanes can be solved side by side, and each constraint takes the first colour
/// free for both of its dynamic bodies, in contact order (the order the solver's results depend on).
@Suite struct ConstraintColouringTests {
    /// A pyramid of 15 rows resting on the floor of its reference bounds, stepped until it has touched.
    func restingPyramid() throws -> DynamicAnimator {
        let (animator, _) = try pyramidScene(rows: 15, bounds: CGRect(x: 0, y: 0, width: 800, height: 700), bottomY: 680)
        animator.run(steps: 30)
        return animator
    }

    @Test func noColourHoldsADynamicBodyTwiceAndEachConstraintTakesTheFirstFreeColour() throws {
        let world = try restingPyramid().world
        let order = world.constraintOrder, contacts = world.contacts, flags = world.flags
        #expect(world.solverContacts.count > 300)
        // Each colour's constraints, in the order they were coloured (contact order), by colour.
        var byColour = [[Int32]](repeating: [], count: World.maxColours)
        var colourOf: [Int32: Int] = [:]
        var first = 0
        for colour in 0..<World.maxColours {
            let blocks = Int(world.colourBlocks[colour + 1] - world.colourBlocks[colour])
            var members: [Int32] = []
            for b in 0..<blocks {
                for lane in 0..<4 {
                    let k = world.contactLanes[Int(world.colourBlocks[colour]) + b].contact[lane]
                    if k >= 0 { members.append(k) }
                }
            }
            first += members.count
            byColour[colour] = members
            for k in members { colourOf[k] = colour }
        }
        #expect(first == world.overflowStart)
        #expect(byColour.filter { !$0.isEmpty }.count >= 4)
        for colour in 0..<World.maxColours {
            var held = Set<Int32>()
            for k in byColour[colour] {
                for body in [contacts[Int(k)].a, contacts[Int(k)].b] where flags[Int(body)].contains(.dynamic) {
                    #expect(held.insert(body).inserted, "colour \(colour) holds body \(body) twice")
                }
            }
        }
        // First fit: for every earlier colour, one of the constraint's dynamic bodies was already in it,
        // taken by a constraint that comes before it in contact order.
        for position in 0..<world.overflowStart {
            let k = order[position]
            let colour = try #require(colourOf[k])
            let bodies = [contacts[Int(k)].a, contacts[Int(k)].b].filter { flags[Int($0)].contains(.dynamic) }
            for earlier in 0..<colour {
                let blocked = byColour[earlier].contains { other in
                    other < k && bodies.contains { $0 == contacts[Int(other)].a || $0 == contacts[Int(other)].b }
                }
                #expect(blocked, "constraint \(k) skipped the free colour \(earlier) for \(colour)")
            }
        }
    }

    /// The blocks' padding lanes (contact -1) are inert: every other field of the lane is zero (bodies 0,
    /// masses, normal, softness, points), also after the step's passes; a constraint's lane holds its
    /// contact's bodies and their inverse masses.
    @Test func paddingLanesAreAllZeroAndConstraintLanesHoldTheirBodies() throws {
        let world = try restingPyramid().world
        let fields = MemoryLayout<ContactLanes>.size / 16
        var padding = 0
        for block in 0..<world.contactLanes.count {
            var lanes = world.contactLanes[block]
            let words = withUnsafeBytes(of: &lanes) { Array($0.bindMemory(to: UInt32.self)) }
            for lane in 0..<4 {
                let k = Int(lanes.contact[lane])
                if k < 0 {
                    padding += 1
                    let nonZero = (1..<fields).filter { words[$0 * 4 + lane] != 0 }
                    #expect(nonZero.isEmpty, "block \(block) lane \(lane): fields \(nonZero) not zero")
                } else {
                    let a = Int(world.contacts[k].a), b = Int(world.contacts[k].b)
                    #expect(lanes.a[lane] == Int32(a) && lanes.b[lane] == Int32(b))
                    #expect(lanes.mA[lane] == Float(world.massData[a].invMass) && lanes.mB[lane] == Float(world.massData[b].invMass))
                }
            }
        }
        #expect(padding > 0)
    }

    /// A step whose constraints read nothing new (the same contacts in the same order, the same bodies
    /// dynamic, the same point counts) keeps the last colouring; whatever changed, the colouring the step
    /// uses is exactly the one colouring from scratch gives. A pyramid settles while tilted boxes land on
    /// it one after another, a box in the middle is anchored (its contacts stay, now with a static body) and freed, and one is removed.
    @Test func aKeptColouringIsExactlyTheColouringFromScratch() throws {
        let (animator, boxes) = try pyramidScene(rows: 12, bounds: CGRect(x: 0, y: 0, width: 800, height: 700), bottomY: 680)
        let world = animator.world
        let gravity = try #require(animator.behaviors.compactMap { $0 as? GravityBehavior }.first)
        let collision = try #require(animator.behaviors.compactMap { $0 as? CollisionBehavior }.first)
        var fresh = 0
        for step in 1...150 {
            if step % 25 == 0 {
                // A tilted box dropped onto the pyramid: contacts begin, and its manifolds change point count.
                let box = try animator.addItem(center: CGPoint(x: 330 + Double(step), y: 120), size: CGSize(width: 30, height: 30))
                world.setItemPose(try #require(animator.bodyIndex(box)), center: Vec2(330 + Double(step), 120), angle: 0.3)
                gravity.addItem(box)
                collision.addItem(box)
            }
            if step == 40 { world.setDynamic(try #require(animator.bodyIndex(boxes[45])), false) }
            if step == 60 { world.setDynamic(try #require(animator.bodyIndex(boxes[45])), true) }
            if step == 80 { animator.removeItem(boxes[40]) }
            let before = world.counters.colourings
            animator.step()
            if world.counters.colourings > before { fresh += 1 }
            let kept = (order: (0..<world.constraintOrder.count).map { world.constraintOrder[$0] }, blocks: (0..<world.colourBlocks.count).map { world.colourBlocks[$0] }, overflow: world.overflowStart,
                        result: world.lastColouring)
            world.lastColouring = nil
            let scratch = world.colourContacts()
            #expect((0..<world.constraintOrder.count).map { world.constraintOrder[$0] } == kept.order, "step \(step): the order differs from colouring from scratch")
            #expect((0..<world.colourBlocks.count).map { world.colourBlocks[$0] } == kept.blocks, "step \(step)")
            #expect(world.overflowStart == kept.overflow, "step \(step)")
            #expect(kept.result.map { $0.blocks == scratch.blocks && $0.start == scratch.start && $0.sizes == scratch.sizes } == true,
                    "step \(step)")
        }
        // Both kinds of step happened: colourings kept (resting) and colourings made again (changes).
        #expect(fresh > 10 && fresh < 140, "\(fresh) of 150 steps coloured again")
    }
}
