/// Per-body records of the engine. Each lives in its own contiguous ``Pool`` indexed by body index (the
/// columns of ``BodyColumns``), so the solver touches only the hot ones (pose, velocity, mass) in its
/// inner loops.

/// Linear velocity (points per second) and angular velocity (radians per second).
struct Velocity {
    var v: Vec2
    var w: Double
    static let zero = Velocity(v: .zero, w: 0)
}

/// A body's velocity and its motion since its step began, as the constraint solvers read and write them
/// during the substeps (`Float`, Box2D v3's body state): the contact solver gathers four bodies' states
/// into its lanes with a few vector loads. Only bodies in a contact or a joint use it (see
/// ``BodyFlags/inSolver``); every other body keeps its `Double` velocity, so a free body moves exactly as
/// UIKit's single step moves it. Static bodies' states stay at rest.
struct BodyState {
    /// Velocity: x, y (points per second), angular (radians per second), unused.
    var v: SIMD4<Float>
    /// Motion since the step began: translation x, y (points) and rotation as cosine, sine. The contact
    /// solver reads it to know the current separation of each contact point without recomputing manifolds
    /// between substeps.
    var d: SIMD4<Float>
    static let rest = BodyState(v: .zero, d: SIMD4(0, 0, 1, 0))
}

/// Mass (kg), rotational inertia (kg·pt²) and their inverses; zero inverses for static bodies.
struct MassData {
    var invMass: Double
    var invI: Double
    var mass: Double
    var inertia: Double
    static let none = MassData(invMass: 0, invI: 0, mass: 0, inertia: 0)
}

/// External influences accumulated for one step, cleared after it.
struct Forces {
    /// Mass-independent acceleration (gravity, gravity fields), pt/s².
    var accel: Vec2
    /// Force in kg·pt/s² (a push of magnitude 1 is 100 of these).
    var force: Vec2
    /// Torque in kg·pt²/s².
    var torque: Double
    static let zero = Forces(accel: .zero, force: .zero, torque: 0)
}

/// Velocity damping rates (per second): UIKit's resistance and angular resistance.
struct Damping {
    var linear: Double
    var angular: Double
}

/// Where a body's collision shape lives in the world's vertex pools.
struct ShapeRef {
    enum Kind: UInt8 { case none, circle, polygon }
    var kind: Kind
    var radius: Double
    var start: Int32
    var count: Int32
    /// Center of mass relative to the item center, unrotated.
    var localCenter: Vec2
    /// Area (pt²) and second moment of area about the center of mass (pt⁴), to recompute mass.
    var area: Double
    var polarMoment: Double
    /// The largest distance from the center of mass to the outline, and the smallest distance from it to
    /// an edge line (a circle's radius for both; see ``Collide/extent(_:)`` and ``World/halfWidth(_:)``),
    /// points: what continuous collision reads of a shape's size.
    var extent = 0.0
    var halfWidth = 0.0
    /// An axis-aligned rectangle in its frame (see ``Collide/isBox(_:)``).
    var isBox = false
    static let none = ShapeRef(kind: .none, radius: 0, start: 0, count: 0, localCenter: .zero, area: 0, polarMoment: 0)
}

/// Surface and mass properties (UIKit's item behaviour properties).
struct Material {
    var friction: Double
    var restitution: Double
    var density: Double
    var charge: Double
    /// UIKit's applied defaults (reverse-engineered): elasticity 0.2, friction 0.2, density 1, charge 0.
    static let itemDefault = Material(friction: 0.2, restitution: 0.2, density: 1, charge: 0)
}

/// Which collision behaviours a body takes part in: one bit per collision behaviour.
struct Filter {
    /// Behaviours in which this item collides with other items.
    var itemMask: UInt64
    /// Behaviours in which this item collides with boundaries.
    var boundaryMask: UInt64
    /// For a boundary body: the behaviour it belongs to. Zero for items.
    var boundaryBits: UInt64
    static let none = Filter(itemMask: 0, boundaryMask: 0, boundaryBits: 0)
}

/// Body state bits.
struct BodyFlags: OptionSet {
    var rawValue: UInt16
    static let alive = BodyFlags(rawValue: 1)
    /// Moves under forces (not anchored, not a boundary).
    static let dynamic = BodyFlags(rawValue: 2)
    static let awake = BodyFlags(rawValue: 4)
    static let boundary = BodyFlags(rawValue: 8)
    static let fixedRotation = BodyFlags(rawValue: 16)
    /// Has a shape and takes part in the broad phase.
    static let collides = BodyFlags(rawValue: 32)
    /// Continuous collision against other dynamic bodies at any speed (Box2D's bullets).
    static let bullet = BodyFlags(rawValue: 64)
    /// Touched something this step (has a contact constraint): moved by the substeps alone.
    static let inContact = BodyFlags(rawValue: 128)
    /// In a contact or a joint this step: its velocity lives in its ``BodyState`` during the substeps.
    static let inSolver = BodyFlags(rawValue: 256)
    /// An item in no behaviour: out of the simulation (no proxy, no contacts, never awake), where it is,
    /// at rest, until a behaviour lists it again (UIKit's animator holds an item only through behaviours).
    static let outOfSimulation = BodyFlags(rawValue: 512)
}

/// A persistent contact between two bodies whose bounding boxes overlap.
///
/// The fields every pass over the contacts reads (bodies, state, the reuse test's relative pose,
/// restitution) come first, within 48 bytes, so that such a pass touches one cache line of a contact;
/// the manifold, read only where it is computed or solved, comes last.
struct Contact {
    var a: Int32
    var b: Int32
    var touching: Bool
    /// Whether ``manifold`` was computed (false until the first computation, and again once the bounding
    /// boxes part: the manifold is then empty and ``touching`` false).
    var hasManifold = false
    /// Whether contact events have it touching: set with its began event, cleared with its ended event,
    /// which waits until it has not touched for ``World/contactLapseSteps`` steps in a row, so a contact
    /// that lapses for less than that (a corner grazing a segment's end) stays one episode.
    var reportedTouching = false
    /// Steps in a row it has not touched while reported touching.
    var lapse: UInt8 = 0
    /// B's position and angle relative to A (in A's frame) when the manifold was last computed; the
    /// narrow phase reuses the manifold while they stay within ``World/manifoldReuseDistance`` and
    /// ``World/manifoldReuseAngle`` (its points are kept in the bodies' frames, so their separations
    /// stay exact for the same features).
    var relativePosition: Vec2 = .zero
    var relativeAngle = 0.0
    var restitution: Double
    var friction: Double
    var manifold: Manifold
}

/// A contact began or ended touching during a step (delivered after the step).
struct ContactEventRecord {
    var a: Int32
    var b: Int32
    /// The generations of `a` and `b` when the event was recorded: it is delivered only while both slots
    /// still hold those bodies, so an event never names a body that took a removed body's slot.
    var generationA: UInt32
    var generationB: UInt32
    var began: Bool
    /// Recorded because one of the bodies was being destroyed (its contacts end): delivered although that
    /// body is no longer alive. Any other event naming a body that is no longer alive is dropped.
    var byRemoval: Bool
    var point: Vec2
}
