import Foundation
import Testing
@testable import Dynamics

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
}
