/// The engine's per-body storage: one column (a ``Pool``) per body record, indexed by body index, owned
/// by one value so that creating and freeing a body cannot drift apart.
///
/// ``add(_:)`` writes a ``BodyRow`` into every column (into the most recently freed slot, its generation
/// advanced, or appended to all of them), ``free(_:)`` clears what a freed slot must not keep and queues
/// it for reuse, and ``deallocate()`` frees every column. The columns are `private(set)`: the world reads
/// and writes their elements through ``Pool``'s subscript, but nothing outside this type can append to one
/// column alone, so every column always holds ``count`` bodies.
///
/// Hot columns are the ones the step's inner loops read and write every step (Box2D v3's body sims and
/// states); cold ones are read when pairs, manifolds, events or handles need them.
struct BodyColumns {
    // MARK: Hot

    /// Center of mass, angle and rotation.
    private(set) var pose = Pool<Pose>()
    /// Velocity, outside the substeps (see ``states``).
    private(set) var vel = Pool<Velocity>()
    /// Velocity and motion since the step began of the bodies in the constraint solvers, during the
    /// substeps (see ``BodyState``).
    private(set) var states = Pool<BodyState>()
    /// Pose when the step began: the start of each body's sweep for continuous collision.
    private(set) var pose0 = Pool<Pose>()
    /// This step's velocity change from gravity, forces and damping, applied in shares by the substeps.
    private(set) var velocityChange = Pool<Velocity>()
    private(set) var massData = Pool<MassData>()
    /// External influences of the current step, cleared after it.
    private(set) var forces = Pool<Forces>()
    /// Persistent mass-independent acceleration per body (the sum of its gravity behaviours), pt/s².
    private(set) var gravity = Pool<Vec2>()
    private(set) var damping = Pool<Damping>()
    private(set) var flags = Pool<BodyFlags>()
    /// Seconds the body has been slow enough to sleep.
    private(set) var sleepTime = Pool<Double>()
    /// The shape's bounding box grown by the speculative distance.
    private(set) var aabb = Pool<AABB>()

    // MARK: Cold

    /// Where the body's shape lives in the world's vertex pools.
    private(set) var shape = Pool<ShapeRef>()
    private(set) var material = Pool<Material>()
    private(set) var filter = Pool<Filter>()
    /// How many bodies have held the slot before this one: a handle or an event names a body by slot and
    /// generation, so it never names the body that took a removed body's slot.
    private(set) var generation = Pool<UInt32>()
    /// Freed slots, reused last freed first.
    private var freeSlots = Pool<Int32>()

    /// Slots in use or freed: every column's element count.
    var count: Int { pose.count }

    /// Puts a body with the starting values `row` in a slot and returns its index, and whether the slot is
    /// new (every column grew by one) rather than a freed one reused.
    mutating func add(_ row: BodyRow) -> (index: Int, isNew: Bool) {
        if freeSlots.count > 0 {
            let i = Int(freeSlots[freeSlots.count - 1])
            freeSlots.removeLast()
            write(row, at: i)
            generation[i] &+= 1
            return (i, false)
        }
        pose.append(row.pose); vel.append(row.vel); states.append(row.state); pose0.append(row.pose)
        velocityChange.append(.zero); massData.append(row.massData); forces.append(row.forces)
        gravity.append(row.gravity); damping.append(row.damping); flags.append(row.flags)
        sleepTime.append(row.sleepTime); aabb.append(row.aabb)
        shape.append(row.shape); material.append(row.material); filter.append(row.filter); generation.append(0)
        return (count - 1, true)
    }

    /// Writes `row` into every column at slot `i` (all but the generation).
    private func write(_ row: BodyRow, at i: Int) {
        pose[i] = row.pose; vel[i] = row.vel; states[i] = row.state; pose0[i] = row.pose
        velocityChange[i] = .zero; massData[i] = row.massData; forces[i] = row.forces
        gravity[i] = row.gravity; damping[i] = row.damping; flags[i] = row.flags
        sleepTime[i] = row.sleepTime; aabb[i] = row.aabb
        shape[i] = row.shape; material[i] = row.material; filter[i] = row.filter
    }

    /// Frees slot `i` (the world has already ended its contacts, joints and proxy): no flags (not alive),
    /// no shape, no mass and no velocity, and the slot is queued for reuse.
    mutating func free(_ i: Int) {
        flags[i] = []
        shape[i] = .none
        massData[i] = .none
        vel[i] = .zero
        freeSlots.append(Int32(i))
    }

    /// Frees every column. The columns must not be used afterwards.
    func deallocate() {
        pose.deallocate(); vel.deallocate(); states.deallocate(); pose0.deallocate(); velocityChange.deallocate()
        massData.deallocate(); forces.deallocate(); gravity.deallocate(); damping.deallocate(); flags.deallocate()
        sleepTime.deallocate(); aabb.deallocate(); shape.deallocate(); material.deallocate(); filter.deallocate()
        generation.deallocate(); freeSlots.deallocate()
    }
}

/// A body's starting values in every column of ``BodyColumns``: at rest, no forces, UIKit's default
/// material and damping (resistance 0.1, angular resistance 0.1), no collision behaviour, no mass until
/// the world computes it, an empty bounding box until the world computes it.
struct BodyRow {
    var pose: Pose
    var flags: BodyFlags
    var shape: ShapeRef
    var vel = Velocity.zero
    var state = BodyState.rest
    var massData = MassData.none
    var forces = Forces.zero
    var gravity = Vec2.zero
    var damping = Damping(linear: 0.1, angular: 0.1)
    var sleepTime = 0.0
    var aabb = AABB.empty
    var material = Material.itemDefault
    var filter = Filter.none
}
