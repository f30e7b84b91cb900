import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// The rigid-body engine behind ``DynamicAnimator``: bodies, contacts, joints and the solver.
///
/// Shaped like Box2D: bodies live in contiguous per-field pools indexed by body index (hot pose,
/// velocity and mass apart from bookkeeping); each ``step(_:)`` runs named phases in order
/// (broad phase, narrow phase, islands, the step's velocity changes, constraint preparation, the
/// substeps of Box2D v3's soft step, restitution, the free bodies' lead, continuous collision, sleep;
/// see ``step(_:)``). Body 0 is a static ground body that anchors joints to points
/// in space. Deterministic: the same calls give bit-identical results. Allocates nothing per step once its
/// pools have grown to the scene.
///
/// Its stored properties are `@exclusivity(unchecked)`: Swift would otherwise check every access to a class
/// property at run time (a call into the runtime each, about a third of a layout frame's instructions, and
/// most of reading one item's state). The world is used from one thread, and no access to a property
/// overlaps another to the same property: `Pool` and `PairTable` writes go through their pointers, and
/// their mutating methods never call back into the world.
final class World {
    // MARK: Tuning (Box2D's values at 100 points per metre)

    /// A length that is numerically significant but visually not (Box2D's linear slop, 0.005 m): the
    /// gap continuous collision leaves between a fast body and what it would have hit.
    let linearSlop = 0.5
    /// Contacts are reported up to this gap so the solver can stop bodies before they touch.
    let speculativeDistance = 2.0
    /// Fraction of a rigid joint's error corrected per step (Baumgarte).
    let baumgarte = 0.2
    /// Stiffness of contacts between two dynamic bodies, hertz, at most a quarter of the substep rate
    /// (Box2D v3.0's cap; v3.1's is an eighth, the same 60 Hz at the default 480 substeps per second);
    /// contacts with a static body are twice as stiff. A resting load presses a
    /// contact in by about its weight over (normal mass × ω²): 0.03 pt per 40-pt box above it at 60 Hz.
    @exclusivity(unchecked) var contactHertz = 60.0
    /// Damping ratio of contacts (Box2D v3's 10: strongly overdamped, no bounce from the push-out).
    @exclusivity(unchecked) var contactDampingRatio = 10.0
    /// Fastest speed at which overlapping bodies are pushed apart, pt/s (Box2D v3's 3 m/s).
    let maxPushoutSpeed = 300.0
    /// Relative approach speed below which collisions are inelastic (Box2D's 1 m/s).
    let velocityThreshold = 100.0
    /// Largest movement per step, points (Box2D's 2 m).
    let maxTranslation = 200.0
    /// Largest rotation per step, radians (Box2D's ½π).
    let maxRotation = Double.pi / 2
    /// Sleep thresholds (UIKit, reverse-engineered): 0.5 s below 1 pt/s and 2°/s.
    let timeToSleep = 0.5
    let linearSleepTolerance = 1.0
    let angularSleepTolerance = 2.0 * Double.pi / 180
    /// Whether bodies may fall asleep (always, in the animator; tests and benchmarks turn it off to see a
    /// scene's own stability, as Box2D's `enableSleep`).
    @exclusivity(unchecked) var allowsSleeping = true
    /// Whether continuous collision sweeps bodies faster than half their width per step against dynamic
    /// bodies too (bullets are, either way).
    @exclusivity(unchecked) var sweepsFastBodiesAgainstDynamic = true

    /// Positions are kept within ±this many points on both axes (clamped), so sums and squares of
    /// coordinates stay finite.
    static let maxCoordinate = 10_000_000.0

    /// `v` with both components clamped to ±``maxCoordinate``.
    static func clampPosition(_ v: Vec2) -> Vec2 {
        Vec2(min(max(v.x, -maxCoordinate), maxCoordinate), min(max(v.y, -maxCoordinate), maxCoordinate))
    }

    /// Solver passes per step (UIKit and Box2D 2.4: 8 velocity iterations). The soft-step solver spends
    /// them as `velocityIterations / 2` substeps (at least 1) of two passes each, one solving with soft
    /// push-out and one relaxing (default 4 substeps: 480 per second, twice Box2D v3's default rate).
    @exclusivity(unchecked) var velocityIterations = 8
    /// Kept for the public API (UIKit and Box2D 2.4: 3 position iterations); the soft-step solver has no
    /// position iterations: its soft push-out and relaxing passes take their place.
    @exclusivity(unchecked) var positionIterations = 3
    /// Substeps per step (see ``velocityIterations``): each applies its share of the step's forces,
    /// solves the constraints once with their soft push-out, moves the bodies by its share of the step,
    /// and solves them once more without push-out (Box2D v3's soft step).
    var substeps: Int { max(1, velocityIterations / 2) }

    // MARK: Bodies

    /// Every per-body column (see ``BodyColumns``); the properties below read its columns.
    @exclusivity(unchecked) private(set) var bodies = BodyColumns()
    var pose: Pool<Pose> { bodies.pose }
    var vel: Pool<Velocity> { bodies.vel }
    var states: Pool<BodyState> { bodies.states }
    var pose0: Pool<Pose> { bodies.pose0 }
    var velocityChange: Pool<Velocity> { bodies.velocityChange }
    var massData: Pool<MassData> { bodies.massData }
    var forces: Pool<Forces> { bodies.forces }
    var gravity: Pool<Vec2> { bodies.gravity }
    var damping: Pool<Damping> { bodies.damping }
    var flags: Pool<BodyFlags> { bodies.flags }
    var sleepTime: Pool<Double> { bodies.sleepTime }
    var aabb: Pool<AABB> { bodies.aabb }
    var shape: Pool<ShapeRef> { bodies.shape }
    var material: Pool<Material> { bodies.material }
    var filter: Pool<Filter> { bodies.filter }
    var generation: Pool<UInt32> { bodies.generation }

    // MARK: Shapes

    @exclusivity(unchecked) var vertices = Pool<Vec2>(capacity: 64)
    @exclusivity(unchecked) var normals = Pool<Vec2>(capacity: 64)
    /// Number of vertices in the pools that belong to destroyed bodies.
    @exclusivity(unchecked) var garbageVertices = 0

    // MARK: Contacts and joints

    @exclusivity(unchecked) var contacts = Pool<Contact>(capacity: 64)
    @exclusivity(unchecked) var pairs = PairTable()
    @exclusivity(unchecked) var joints = Pool<Joint>()
    @exclusivity(unchecked) var nextJointID: Int32 = 0

    // MARK: Per-step scratch (reused)

    @exclusivity(unchecked) var awakeBodies = Pool<Int32>()
    /// This step's awake bodies in a contact or a joint, and the others (see ``loadStates()``).
    @exclusivity(unchecked) var solverBodies = Pool<Int32>()
    @exclusivity(unchecked) var freeBodies = Pool<Int32>()
    /// The touching contacts with restitution and an awake body, while impacts are resolved.
    @exclusivity(unchecked) var impactContacts = Pool<ImpactContact>(capacity: 64)
    /// The impact pass in which each body was last struck, by body index (0: not this step).
    @exclusivity(unchecked) var impactStamps = Pool<UInt8>()
    /// The contacts that get a constraint this step (touching, with an awake body), in contact order,
    /// listed by the narrow phase (see ``updateContacts()``).
    @exclusivity(unchecked) var solverContacts = Pool<Int32>(capacity: 64)
    /// Those contacts by colour, those that fit no colour last (see ``colourContacts()``).
    @exclusivity(unchecked) var constraintOrder = Pool<Int32>(capacity: 64)
    /// Each of those contacts' colour bucket while colouring.
    @exclusivity(unchecked) var constraintColour = Pool<Int32>(capacity: 64)
    /// One bit per body per colour: the dynamic bodies each colour already holds.
    @exclusivity(unchecked) var colourBits = Pool<UInt64>()
    /// The first block of each colour in ``contactLanes``, and the end.
    @exclusivity(unchecked) var colourBlocks = Pool<Int32>()
    /// The coloured constraints, four to a block.
    @exclusivity(unchecked) var contactLanes = Pool<ContactLanes>()
    /// One block's inputs while ``prepareContacts(_:)`` gathers them lane by lane (in memory: too large for
    /// the stack's temporary allocations, which would fall back to the heap every step).
    @exclusivity(unchecked) var prepareInputs = Pool<PrepareInputs>(capacity: 1)
    /// Where the contacts that fit no colour start in ``constraintOrder``.
    @exclusivity(unchecked) var overflowStart = 0
    /// What the last colouring read, one key per constraint in ``solverContacts``' order (see
    /// ``colourContacts()``), and what it returned (nil: nothing coloured yet).
    @exclusivity(unchecked) var colouringKeys = Pool<ColouringKey>(capacity: 64)
    @exclusivity(unchecked) var lastColouring: (blocks: Int, start: SIMD32<Int32>, sizes: SIMD32<Int32>)?
    /// Fast bodies of this step and when, as a fraction of the step, each first hits something.
    @exclusivity(unchecked) var fastBodies = Pool<FastBody>()
    /// Boxes over a body's whole motion this step (continuous collision), by body index: each fast
    /// body's, and every awake body's when a fast body is swept against dynamic bodies; others are stale.
    @exclusivity(unchecked) var sweptBoxes = Pool<AABB>()
    /// Where each body stops this step, by body index (continuous collision; see ``ContinuousMotion``).
    @exclusivity(unchecked) var continuousMotion = Pool<ContinuousMotion>()
    /// The pairs of bodies swept against each other this step, with their times of impact.
    @exclusivity(unchecked) var fastPairs = Pool<FastPair>()
    @exclusivity(unchecked) var islandParent = Pool<Int32>()
    @exclusivity(unchecked) var islandSleep = Pool<Double>()
    @exclusivity(unchecked) var islandAwake = Pool<Bool>()
    /// Whether ``islandParent`` holds this step's islands (built when a body is asleep, or may fall asleep).
    @exclusivity(unchecked) var islandsBuilt = false
    @exclusivity(unchecked) var broadPhase = BroadPhase()
    @exclusivity(unchecked) var events = Pool<ContactEventRecord>()
    /// Whether to record contact began/ended events (only when someone listens).
    @exclusivity(unchecked) var recordsEvents = false
    /// Number of awake dynamic bodies after the last step.
    @exclusivity(unchecked) var awakeCount = 0
    /// What each stage did since the counters were reset (see ``StepCounters``).
    @exclusivity(unchecked) var counters = StepCounters()
    /// Whether ``step(_:)`` times its stages into ``counters``.
    @exclusivity(unchecked) var timesStages = false

    init() {
        let ground = createBody(at: .zero, angle: 0, shape: nil, isDynamic: false)
        assert(ground == 0)
    }

    deinit {
        bodies.deallocate(); vertices.deallocate(); normals.deallocate()
        contacts.deallocate(); pairs.deallocate(); joints.deallocate(); awakeBodies.deallocate(); solverBodies.deallocate(); freeBodies.deallocate()
        solverContacts.deallocate(); impactContacts.deallocate(); impactStamps.deallocate(); constraintOrder.deallocate(); colouringKeys.deallocate(); constraintColour.deallocate(); colourBits.deallocate()
        colourBlocks.deallocate(); contactLanes.deallocate(); fastBodies.deallocate(); sweptBoxes.deallocate(); continuousMotion.deallocate(); fastPairs.deallocate(); islandParent.deallocate(); islandSleep.deallocate(); islandAwake.deallocate()
        prepareInputs.deallocate()
        broadPhase.deallocate(); events.deallocate()
    }

    var bodyCapacity: Int { pose.count }

    @inline(__always) func isAlive(_ i: Int) -> Bool { i >= 0 && i < pose.count && flags[i].contains(.alive) }

    // MARK: Creating and destroying bodies

    /// Creates a body whose item center is `center` (points) at `angle` (radians) with an optional shape.
    /// Dynamic bodies get UIKit's default material and damping and are awake.
    @discardableResult
    func createBody(at center: Vec2, angle: Double, shape geometry: ShapeGeometry?, isDynamic: Bool, isBoundary: Bool = false,
                    isInSimulation: Bool = true) -> Int {
        var ref = ShapeRef.none
        if let g = geometry {
            ref = ShapeRef(kind: g.kind == .circle ? .circle : .polygon, radius: g.radius, start: Int32(vertices.count),
                           count: Int32(g.vertices.count), localCenter: g.centroid, area: g.area, polarMoment: g.polarMoment)
            let n = g.vertices.count
            for k in 0..<n {
                vertices.append(g.vertices[k])
                normals.append((g.vertices[(k + 1) % n] - g.vertices[k]).normalized.rightPerp)
            }
            let view = Self.shapeView(ref, vertices, normals)
            ref.extent = Collide.extent(view)
            ref.halfWidth = Self.halfWidth(view)
            ref.isBox = Collide.isBox(view)
        }
        let q = Rot(angle: angle)
        let p = Pose(c: Self.clampPosition(center + q.apply(ref.localCenter)), a: angle, q: q)
        var f: BodyFlags = [.alive]
        if !isInSimulation { f.insert(.outOfSimulation) }
        if isDynamic {
            f.insert(.dynamic)
            if isInSimulation {
                f.insert(.awake)
                awakeCount += 1
            }
        }
        if isBoundary { f.insert(.boundary) }
        if geometry != nil { f.insert(.collides) }
        let (i, isNew) = bodies.add(BodyRow(pose: p, flags: f, shape: ref))
        if isNew { reserveStepBuffers(forBodies: bodies.count) }
        updateMass(i)
        aabb[i] = computeAABB(i)
        insertProxy(i)
        return i
    }

    /// Destroys body `i`, its contacts (reporting ended touches) and the joints on it.
    func destroyBody(_ i: Int) {
        guard i > 0, isAlive(i) else { return }
        var k = 0
        while k < contacts.count {
            let c = contacts[k]
            if Int(c.a) == i || Int(c.b) == i { destroyContact(k, byRemoval: true) } else { k += 1 }
        }
        removeJoints(of: i)
        removeProxy(i, wasDynamic: flags[i].contains(.dynamic))
        garbageVertices += Int(shape[i].count)
        bodies.free(i)
        if garbageVertices > 256, garbageVertices * 2 > vertices.count { compactVertices() }
    }

    /// Rewrites the vertex pools without the vertices of destroyed bodies.
    private func compactVertices() {
        var fresh = Pool<Vec2>(capacity: max(vertices.count - garbageVertices, 16))
        var freshNormals = Pool<Vec2>(capacity: max(vertices.count - garbageVertices, 16))
        for i in 0..<pose.count where flags[i].contains(.alive) && shape[i].count > 0 {
            var ref = shape[i]
            let start = Int(ref.start)
            ref.start = Int32(fresh.count)
            for k in 0..<Int(ref.count) {
                fresh.append(vertices[start + k])
                freshNormals.append(normals[start + k])
            }
            shape[i] = ref
        }
        vertices.deallocate(); normals.deallocate()
        vertices = fresh
        normals = freshNormals
        garbageVertices = 0
    }

    // MARK: Properties

    /// Recomputes mass and inertia of body `i` from its shape, density and flags.
    func updateMass(_ i: Int) {
        let f = flags[i], ref = shape[i]
        guard f.contains(.dynamic) else {
            massData[i] = .none
            vel[i] = .zero
            velocityChange[i] = .zero
            return
        }
        let density = material[i].density
        // A body without area (or zero density) still needs a finite mass to move: 1 kg floor of sorts.
        var m = density * ref.area / 10_000
        var inertia = density * ref.polarMoment / 10_000
        if !(m > 1e-9) || !m.isFinite {
            m = ref.area > 0 ? max(1e-9 * ref.area / 10_000, 1e-12) : 1
            inertia = ref.polarMoment > 0 ? m * ref.polarMoment / ref.area : 1
        }
        let invI = f.contains(.fixedRotation) || !(inertia > 0) ? 0 : 1 / inertia
        massData[i] = MassData(invMass: 1 / m, invI: invI, mass: m, inertia: inertia)
        if invI == 0 { vel[i].w = 0 }
    }

    /// Sets whether body `i` is dynamic (false = anchored: static, infinite mass).
    func setDynamic(_ i: Int, _ dynamic: Bool) {
        guard isAlive(i), !flags[i].contains(.boundary), flags[i].contains(.dynamic) != dynamic else { return }
        removeProxy(i, wasDynamic: !dynamic)
        if dynamic {
            flags[i].insert(.dynamic)
            if !flags[i].contains(.outOfSimulation) {
                flags[i].insert(.awake)
                awakeCount += 1
            }
        } else {
            if flags[i].contains(.awake) { awakeCount -= 1 }
            flags[i].remove([.dynamic, .awake])
        }
        sleepTime[i] = 0
        updateMass(i)
        insertProxy(i)
    }

    /// Takes body `i` out of the simulation (see ``BodyFlags/outOfSimulation``): its contacts end (ended
    /// events recorded; the bodies it touched wake), it leaves the broad phase and stops where it is.
    func takeOutOfSimulation(_ i: Int) {
        guard i > 0, isAlive(i), !flags[i].contains(.outOfSimulation) else { return }
        var k = 0
        while k < contacts.count {
            let c = contacts[k]
            if Int(c.a) == i || Int(c.b) == i {
                wake(Int(c.a) == i ? Int(c.b) : Int(c.a))
                destroyContact(k)
            } else {
                k += 1
            }
        }
        removeProxy(i, wasDynamic: flags[i].contains(.dynamic))
        if flags[i].contains(.awake) { awakeCount -= 1 }
        flags[i].remove(.awake)
        flags[i].insert(.outOfSimulation)
        vel[i] = .zero
        velocityChange[i] = .zero
        forces[i] = .zero
        sleepTime[i] = 0
    }

    /// Brings body `i` back into the simulation where it is, with the velocity it has (zero unless it was
    /// given one while out), awake.
    func bringIntoSimulation(_ i: Int) {
        guard isAlive(i), flags[i].contains(.outOfSimulation) else { return }
        flags[i].remove(.outOfSimulation)
        aabb[i] = computeAABB(i)
        insertProxy(i)
        wake(i)
    }

    /// Wakes body `i` (resetting its sleep timer). A body out of the simulation stays out.
    @inline(__always) func wake(_ i: Int) {
        guard flags[i].contains(.dynamic), !flags[i].contains(.outOfSimulation) else { return }
        if !flags[i].contains(.awake) {
            flags[i].insert(.awake)
            awakeCount += 1
        }
        sleepTime[i] = 0
    }

    /// The transform of body `i`'s center of mass.
    @inline(__always) func transform(_ i: Int) -> Transform { Transform(p: pose[i].c, q: pose[i].q) }

    /// The item center of body `i` (differs from the center of mass for off-center polygons).
    func itemCenter(_ i: Int) -> Vec2 { pose[i].c - pose[i].q.apply(shape[i].localCenter) }

    /// Moves body `i` so its item center is `center` at `angle`, keeping velocity.
    func setItemPose(_ i: Int, center: Vec2, angle: Double) {
        let q = Rot(angle: angle)
        pose[i] = Pose(c: Self.clampPosition(center + q.apply(shape[i].localCenter)), a: angle, q: q)
        aabb[i] = computeAABB(i)
        refreshProxy(i, step: 0)
        wake(i)
        if !flags[i].contains(.dynamic) {
            // Whatever rests on a moved anchored item must notice.
            for k in 0..<contacts.count {
                let c = contacts[k]
                if Int(c.a) == i { wake(Int(c.b)) } else if Int(c.b) == i { wake(Int(c.a)) }
            }
        }
    }

    /// The shape of body `i` as the narrow phase reads it.
    @inline(__always) func shapeView(_ i: Int) -> ShapeView { Self.shapeView(shape[i], vertices, normals) }

    /// The shape `ref` as the narrow phase reads it, its vertices and normals in the given pools.
    @inline(__always) static func shapeView(_ ref: ShapeRef, _ vertices: Pool<Vec2>, _ normals: Pool<Vec2>) -> ShapeView {
        ShapeView(isCircle: ref.kind == .circle, radius: ref.radius, vertices: vertices.base + Int(ref.start),
                  normals: normals.base + Int(ref.start), count: Int(ref.count), isBox: ref.isBox)
    }

    /// `box` grown to cover the `count` polygon vertices at `vertices` placed at pose `p` (no margin).
    @inline(__always) static func enclose(_ box: AABB, _ vertices: UnsafeMutablePointer<Vec2>, _ count: Int, at p: Pose) -> AABB {
        var box = box
        for k in 0..<count {
            let v = p.q.apply(vertices[k]) + p.c
            box.minX = min(box.minX, v.x); box.maxX = max(box.maxX, v.x)
            box.minY = min(box.minY, v.y); box.maxY = max(box.maxY, v.y)
        }
        return box
    }

    /// The world bounding box of body `i`'s shape, grown by the speculative distance.
    @inline(__always) func computeAABB(_ i: Int) -> AABB {
        let ref = shape[i], p = pose[i]
        let m = speculativeDistance
        switch ref.kind {
        case .none:
            return AABB(minX: p.c.x, minY: p.c.y, maxX: p.c.x, maxY: p.c.y)
        case .circle:
            let r = ref.radius + m
            return AABB(minX: p.c.x - r, minY: p.c.y - r, maxX: p.c.x + r, maxY: p.c.y + r)
        case .polygon:
            var box = Self.enclose(AABB(minX: .greatestFiniteMagnitude, minY: .greatestFiniteMagnitude,
                                        maxX: -.greatestFiniteMagnitude, maxY: -.greatestFiniteMagnitude),
                                   vertices.base + Int(ref.start), Int(ref.count), at: p)
            box.minX -= m; box.minY -= m; box.maxX += m; box.maxY += m
            return box
        }
    }
}
