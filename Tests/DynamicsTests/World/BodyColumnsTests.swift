import Foundation
import Testing
@_spi(Benchmarking) @testable import Dynamics

/// The engine's per-body storage and its per-stage counters.
@Suite struct BodyColumnsTests {
    /// Every column's element count (every stored `Pool` of the columns but the free list), read by
    /// reflection so that a column added later is checked too.
    func columnCounts(_ columns: BodyColumns) -> [String: Int] {
        var counts: [String: Int] = [:]
        for child in Mirror(reflecting: columns).children {
            guard let label = child.label, label != "freeSlots" else { continue }
            let count = Mirror(reflecting: child.value).children.first { $0.label == "count" }?.value as? Int
            counts[label] = count
        }
        return counts
    }

    /// Every stored column (found by reflection: every `Pool` but the free list) is in the column list
    /// that creating, reusing and freeing a body walk, once, so a column added to the storage but not to
    /// the list fails here rather than staying empty or leaking.
    @Test func theColumnListNamesEveryStoredColumnOnce() throws {
        let columns = BodyColumns()
        defer { columns.deallocate() }
        var stored: [UnsafeMutableRawPointer: String] = [:]
        for child in Mirror(reflecting: columns).children {
            guard let label = child.label, label != "freeSlots" else { continue }
            let column = try #require(child.value as? any InspectableColumn, "\(label) is not a column")
            stored[column.memory] = label
        }
        let listed = BodyColumns.columns.map { $0.memory(in: columns) }
        #expect(Set(listed).count == listed.count, "a column is listed twice")
        let unlisted = stored.filter { !listed.contains($0.key) }.map(\.value).sorted()
        #expect(unlisted.isEmpty, "stored columns missing from BodyColumns.columns: \(unlisted)")
        #expect(Set(listed) == Set(stored.keys))
    }

    /// A reused slot holds exactly what a new body's slot holds, in every column but the
    /// generation: each column (found by reflection, so one added later is checked too) is
    /// scribbled over at the slot before it is freed and reused.
    @Test func aReusedSlotIsWrittenInEveryColumn() {
        var columns = BodyColumns()
        defer { columns.deallocate() }
        let row = BodyRow(pose: Pose(c: Vec2(10, 20), a: 0.5, q: Rot(angle: 0.5)), flags: [.alive, .dynamic, .awake], shape: .none)
        _ = columns.add(row)
        _ = columns.add(row)
        let inspected = Mirror(reflecting: columns).children.compactMap { child -> (String, any InspectableColumn)? in
            guard let label = child.label, label != "freeSlots", label != "generation",
                  let column = child.value as? any InspectableColumn else { return nil }
            return (label, column)
        }
        #expect(inspected.count == BodyColumns.columns.count - 1)
        for (_, column) in inspected { column.scribble(1) }
        columns.free(1)
        #expect(columns.add(row) == (1, false))
        for (label, column) in inspected {
            #expect(column.describe(1) == column.describe(0), "column \(label) keeps the freed body's value")
        }
    }

    @Test func creatingAndFreeingBodiesKeepsEveryColumnInStep() throws {
        var columns = BodyColumns()
        defer { columns.deallocate() }
        let row = BodyRow(pose: Pose(c: Vec2(10, 20), a: 0, q: Rot(angle: 0)), flags: [.alive, .dynamic, .awake], shape: .none)
        #expect(columns.add(row) == (0, true))
        #expect(columns.add(row) == (1, true))
        #expect(columns.add(row) == (2, true))
        let counts = columnCounts(columns)
        #expect(counts.count == BodyColumns.columns.count, "columns found: \(counts.keys.sorted())")
        #expect(counts.values.allSatisfy { $0 == 3 }, "column counts drifted apart: \(counts)")

        // Slot 1 in use: moving, pushed, nearly asleep, with its own material.
        columns.vel[1] = Velocity(v: Vec2(5, -5), w: 2)
        columns.forces[1] = Forces(accel: Vec2(0, 1000), force: Vec2(3, 4), torque: 1)
        columns.sleepTime[1] = 0.4
        columns.material[1] = Material(friction: 1, restitution: 1, density: 3, charge: 2)
        columns.free(1)
        #expect(!columns.flags[1].contains(.alive))
        #expect(columns.vel[1].v == .zero && columns.vel[1].w == 0)

        // The freed slot is reused, last freed first, with a new generation and every value a new body's.
        let reused = columns.add(row)
        #expect(reused == (1, false))
        #expect(columns.generation[1] == 1 && columns.generation[0] == 0)
        #expect(columns.vel[1].v == .zero && columns.forces[1].force == .zero && columns.forces[1].torque == 0)
        #expect(columns.sleepTime[1] == 0 && columns.material[1].density == Material.itemDefault.density)
        #expect(columns.pose0[1].c == Vec2(10, 20) && columns.flags[1] == [.alive, .dynamic, .awake])
        #expect(columnCounts(columns).values.allSatisfy { $0 == 3 })

        // A new slot once no freed one is left.
        #expect(columns.add(row) == (3, true))
        #expect(columnCounts(columns).values.allSatisfy { $0 == 4 })
    }

    /// A column of boxes on a boundary, stepped `steps` times, timing the engine's stages or not.
    func stack(steps: Int, timed: Bool) throws -> (states: [ItemState], counters: StepCounters) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
        animator.timesEngineStages = timed
        var boxes: [DynamicItem] = []
        for k in 0..<8 {
            boxes.append(try animator.addItem(center: CGPoint(x: 200 + 0.3 * Double(k % 2), y: 781 - 40 * Double(k)),
                                              size: CGSize(width: 40, height: 40)))
        }
        let bullet = try animator.addItem(center: CGPoint(x: 20, y: 100), size: CGSize(width: 4, height: 4))
        let collision = CollisionBehavior(items: boxes + [bullet])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: boxes))
        let props = DynamicItemBehavior(items: [bullet])
        props.isBullet = true
        animator.addBehavior(props)
        props.addLinearVelocity(Vector2D(dx: 6000, dy: 0), for: bullet)
        for _ in 0..<steps { animator.step() }
        return (try (boxes + [bullet]).map { try #require(animator.state(of: $0)) }, animator.engineCounters)
    }

    @Test func countersCountEachStageAndTimingChangesNoResult() throws {
        let counted = try stack(steps: 120, timed: false)
        let timed = try stack(steps: 120, timed: true)
        #expect(counted.states == timed.states)
        let c = counted.counters
        // Steps the engine took (none once everything sleeps), 4 substeps of two passes each.
        #expect(c.steps > 60 && c.steps <= 120)
        #expect(c.solverPasses == c.steps * 8)
        #expect(c.contactsCreated >= 8, "the boxes touch each other and the floor")
        #expect(c.contactConstraints > 0 && c.laneBlocks > 0)
        #expect(c.manifoldsComputed > 0 && c.proxiesMoved > 0)
        #expect(c.sweptBodies > 0, "the bullet crosses the screen")
        #expect(c.seconds == StepCounters.StageSeconds(), "untimed: no seconds")
        #expect(timed.counters.seconds.solver > 0 && timed.counters.seconds.broadPhase > 0)
        // The same work counted either way.
        var timedCounts = timed.counters
        timedCounts.seconds = StepCounters.StageSeconds()
        #expect(timedCounts == c)
    }
}

/// A column seen without its element type: what the reuse test reads and writes.
protocol InspectableColumn {
    /// The column's memory, which identifies it.
    var memory: UnsafeMutableRawPointer { get }
    /// The element at `i`, described.
    func describe(_ i: Int) -> String
    /// Overwrites the element at `i` with bytes no body writes (0xA5).
    func scribble(_ i: Int)
}

extension Pool: InspectableColumn {
    var memory: UnsafeMutableRawPointer { UnsafeMutableRawPointer(base) }
    func describe(_ i: Int) -> String { String(describing: self[i]) }
    func scribble(_ i: Int) {
        UnsafeMutableRawPointer(base + i).initializeMemory(as: UInt8.self, repeating: 0xA5, count: MemoryLayout<Element>.stride)
    }
}
