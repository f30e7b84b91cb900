/// The engine's per-body storage: one column (a ``Pool``) per body record, indexed by body index, owned
/// by one value so that creating and freeing a body cannot drift apart.
///
/// The columns are defined once, in ``columns``: each one's storage and what a body's row puts in it.
/// ``add(_:)`` walks that list to write a ``BodyRow`` into every column (into the most recently freed
/// slot, its generation advanced, or appended to all of them), ``free(_:)`` clears what a freed slot must
/// not keep and queues it for reuse, and ``deallocate()`` walks the same list to free every column. The columns are `private(set)`: the world reads
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
            for column in Self.columns { column.write(row, at: i, in: self) }
            return (i, false)
        }
        for column in Self.columns { column.append(row, to: &self) }
        return (count - 1, true)
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
        for column in Self.columns { column.deallocate(in: self) }
        freeSlots.deallocate()
    }

    /// Every column, once, with what a body's row puts in it: the one list ``add(_:)`` and
    /// ``deallocate()`` walk, so that a column cannot be created without being filled and freed.
    /// (A test compares it with the stored columns found by reflection.)
    static let columns: [any BodyColumnFilling] = [
        BodyColumn(\.pose) { row, _ in row.pose },
        BodyColumn(\.vel) { row, _ in row.vel },
        BodyColumn(\.states) { row, _ in row.state },
        BodyColumn(\.pose0) { row, _ in row.pose },
        BodyColumn(\.velocityChange) { _, _ in .zero },
        BodyColumn(\.massData) { row, _ in row.massData },
        BodyColumn(\.forces) { row, _ in row.forces },
        BodyColumn(\.gravity) { row, _ in row.gravity },
        BodyColumn(\.damping) { row, _ in row.damping },
        BodyColumn(\.flags) { row, _ in row.flags },
        BodyColumn(\.sleepTime) { row, _ in row.sleepTime },
        BodyColumn(\.aabb) { row, _ in row.aabb },
        BodyColumn(\.shape) { row, _ in row.shape },
        BodyColumn(\.material) { row, _ in row.material },
        BodyColumn(\.filter) { row, _ in row.filter },
        // A new slot starts at generation 0; a reused one advances, so old handles never name its body.
        BodyColumn(\.generation) { _, previous in previous.map { $0 &+ 1 } ?? 0 },
    ]
}

/// A column of ``BodyColumns`` seen without its element type: what ``BodyColumns/add(_:)`` and
/// ``BodyColumns/deallocate()`` do to each one.
protocol BodyColumnFilling: Sendable {
    /// Appends the value `row` puts in this column.
    func append(_ row: BodyRow, to columns: inout BodyColumns)
    /// Overwrites slot `i` with the value `row` puts in this column (given the slot's previous value).
    func write(_ row: BodyRow, at i: Int, in columns: BodyColumns)
    /// Frees this column's memory.
    func deallocate(in columns: BodyColumns)
    /// The column's memory: what identifies it among the stored columns.
    func memory(in columns: BodyColumns) -> UnsafeMutableRawPointer
}

/// One column of ``BodyColumns``: where it is stored, and the value a body's row puts in a slot, given the
/// slot's previous value (`nil` for a new slot).
struct BodyColumn<Value>: BodyColumnFilling {
    let pool: WritableKeyPath<BodyColumns, Pool<Value>> & Sendable
    let value: @Sendable (_ row: BodyRow, _ previous: Value?) -> Value

    init(_ pool: WritableKeyPath<BodyColumns, Pool<Value>> & Sendable,
         value: @escaping @Sendable (_ row: BodyRow, _ previous: Value?) -> Value) {
        self.pool = pool
        self.value = value
    }

    func append(_ row: BodyRow, to columns: inout BodyColumns) {
        columns[keyPath: pool].append(value(row, nil))
    }

    func write(_ row: BodyRow, at i: Int, in columns: BodyColumns) {
        let column = columns[keyPath: pool]
        column[i] = value(row, column[i])
    }

    func deallocate(in columns: BodyColumns) { columns[keyPath: pool].deallocate() }

    func memory(in columns: BodyColumns) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(columns[keyPath: pool].base) }
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
