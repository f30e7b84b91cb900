import Foundation

/// What each stage of the engine's step did, summed over the steps since the counters were last reset:
/// what a benchmark prints to see where a scene's work goes (Box2D v3's per-stage profile).
///
/// Counting never changes a result. Timing the stages (``DynamicAnimator/timesEngineStages``, off by
/// default) reads a monotonic clock six times per step; the counts are kept either way.
@_spi(Benchmarking) public struct StepCounters: Sendable, Equatable {
    /// Steps taken.
    public var steps = 0

    /// Broad phase: bodies whose fattened box moved in the tree (or that were added or woke), each looking
    /// for new pairs.
    public var proxiesMoved = 0
    /// Broad phase: contacts created for new pairs of overlapping fattened boxes.
    public var contactsCreated = 0

    /// Narrow phase: contacts ended (fattened boxes parted, a collision behaviour no longer pairs them, a
    /// body removed).
    public var contactsDestroyed = 0
    /// Narrow phase: manifolds computed by colliding two shapes.
    public var manifoldsComputed = 0
    /// Narrow phase: manifolds kept because their bodies kept still relative to each other.
    public var manifoldsKept = 0

    /// Solver: awake bodies stepped.
    public var awakeBodies = 0
    /// Impacts: steps in which an impact passed from body to body before the contact solver (as in a
    /// Newton's cradle).
    public var impactSteps = 0
    /// Solver: touching contacts solved (each counted once per step).
    public var contactConstraints = 0
    /// Solver: of those, the ones that fit no colour and are solved one at a time.
    public var uncolouredConstraints = 0
    /// Solver: steps whose constraints were coloured again (in the others nothing colouring reads had changed,
    /// and the last colouring was kept).
    public var colourings = 0
    /// Solver: blocks of four lanes the coloured contacts filled.
    public var laneBlocks = 0
    /// Solver: joints solved (attachments, snaps), each counted once per step.
    public var jointConstraints = 0
    /// Solver: passes over every contact constraint (two per substep: solve and relax).
    public var solverPasses = 0

    /// Continuous collision: bodies that moved far enough to be swept.
    public var sweptBodies = 0
    /// Continuous collision: pairs of moving bodies swept against each other (a time of impact each).
    public var itemSweeps = 0

    /// Sleep: awake dynamic bodies after the last step.
    public var awakeAfterLastStep = 0

    /// Seconds spent in each stage, while ``DynamicAnimator/timesEngineStages`` is on (zero otherwise).
    public var seconds = StageSeconds()

    /// Seconds per stage of the step.
    public struct StageSeconds: Sendable, Equatable {
        /// Bounding boxes, tree leaves and new pairs.
        public var broadPhase = 0.0
        /// Ending contacts and computing manifolds.
        public var narrowPhase = 0.0
        /// Islands, velocity changes, preparing and colouring constraints, the substeps, restitution and
        /// the free bodies' lead.
        public var solver = 0.0
        /// Sweeps and times of impact.
        public var continuous = 0.0
        /// Clearing forces, the finite-state guard and sleeping.
        public var sleep = 0.0
        public init() {}
    }

    public init() {}
}

/// Laps of a monotonic clock between the stages of one step, when timing is on.
struct StageClock {
    private let isOn: Bool
    private var last: UInt64

    init(isOn: Bool) {
        self.isOn = isOn
        last = isOn ? DispatchTime.now().uptimeNanoseconds : 0
    }

    /// Adds the seconds since the last lap (or the start) to `total`.
    @inline(__always) mutating func lap(_ total: inout Double) {
        guard isOn else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        total += Double(now &- last) * 1e-9
        last = now
    }
}
