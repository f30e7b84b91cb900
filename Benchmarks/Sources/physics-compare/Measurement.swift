import CAllocationCounter
import Foundation
import ReferenceScene

/// One timed run of `steps` steps on a freshly built world (building is not timed).
struct Run {
    /// Wall-clock seconds.
    var seconds: Double
    /// CPU seconds of this thread (time spent descheduled on a busy machine does not count).
    var cpuSeconds: Double
    /// Heap allocations made while stepping.
    var allocations: UInt64
    /// Boxes awake after the last step.
    var awake: Int
    /// Mean height of the boxes' centres above the floor after the last step, points.
    var meanHeight: Double
}

/// The runs of the engines for one box count.
struct Row {
    var count: Int
    var box2D: [Run] = []
    var box2DV3: [Run] = []
    var kit: [Run] = []
}

/// One timed run of a stack scene.
struct StackRun {
    /// CPU seconds of this thread per simulated second.
    var cpuPerSimulatedSecond: Double
    /// Heap allocations per step while stepping.
    var allocationsPerStep: Double
    /// How far the top box ended from its starting x (sideways drift) and below its starting height
    /// (sink: the soft contacts' give, or a collapse), points.
    var drift: Double
    var sink: Double
    /// Whether the stack stands: the top box's sideways drift is under 1 pt.
    var stands: Bool { drift < 1 }
    /// Boxes awake at the end.
    var awake: Int
}

/// The runs of the engines for one stack scene, and each engine's untimed traced run (`traceStack`).
struct StackRow {
    var scene: StackScene
    var box2D: [StackRun] = []
    var box2DV3: [StackRun] = []
    var kit: [StackRun] = []
    var box2DTrace: DriftTrace?
    var box2DV3Trace: DriftTrace?
    var kitTrace: DriftTrace?

    /// The top box's largest sideways drift during the run, points: the traced run's, or a timed run's end
    /// drift if one is larger (never, for a deterministic engine: its runs are the traced one's); nil
    /// without runs.
    static func largestDrift(_ runs: [StackRun], _ trace: DriftTrace?) -> Double? {
        guard let trace else { return runs.map(\.drift).max() }
        return runs.reduce(trace.largest) { max($0, $1.drift) }
    }
}

/// Builds a stack world with `make`, then times `scene.seconds` of simulated time on it.
func measureStack<World: StackWorld>(_ make: () -> World?, scene: StackScene) -> StackRun? {
    guard let world = make() else { return nil }
    let steps = world.steps(for: scene)
    let start = world.center(of: scene.top)
    let allocationsBefore = allocation_counter_count()
    let cpu0 = now(CLOCK_THREAD_CPUTIME_ID)
    world.step(steps)
    let cpu1 = now(CLOCK_THREAD_CPUTIME_ID)
    let allocations = allocation_counter_count() - allocationsBefore
    let end = world.center(of: scene.top)
    return StackRun(cpuPerSimulatedSecond: (cpu1 - cpu0) / scene.seconds, allocationsPerStep: Double(allocations) / Double(steps),
                    drift: abs(end.x - start.x), sink: end.y - start.y, awake: world.awakeCount)
}

/// Builds a stack world with `make` and runs `scene.seconds` of it untimed, reading the top box's position
/// after every step (`StackWorld.traceDrift`): the largest sideways drift that the timed runs, which read
/// it only at the end, cannot see. The engines are deterministic, so this run is the timed runs' motion.
func traceStack<World: StackWorld>(_ make: () -> World?, scene: StackScene) -> DriftTrace? {
    guard let world = make() else { return nil }
    return world.traceDrift(of: scene.top, steps: world.steps(for: scene))
}

/// Warns on standard error when a timed run ended elsewhere than the traced run (a non-deterministic engine).
func checkTrace(_ trace: DriftTrace?, _ runs: [StackRun], engine: String, scene: StackScene) {
    guard let trace, let differing = runs.first(where: { $0.drift != trace.end }) else { return }
    FileHandle.standardError.write(Data("physics-compare: \(engine), \(scene.name): a timed run's top box ended \(differing.drift) pt off, the traced run's \(trace.end) pt\n".utf8))
}

/// Builds a world with `make`, then times `steps` steps of it.
func measure<World: ReferenceWorld>(_ make: () -> World?, steps: Int) -> Run {
    guard let world = make() else {
        FileHandle.standardError.write(Data("\(World.engineName) rejected the reference scene\n".utf8))
        exit(2)
    }
    let allocationsBefore = allocation_counter_count()
    let start = (wall: now(CLOCK_MONOTONIC), cpu: now(CLOCK_THREAD_CPUTIME_ID))
    world.step(steps)
    let end = (wall: now(CLOCK_MONOTONIC), cpu: now(CLOCK_THREAD_CPUTIME_ID))
    let allocations = allocation_counter_count() - allocationsBefore
    return Run(seconds: end.wall - start.wall, cpuSeconds: end.cpu - start.cpu, allocations: allocations,
               awake: world.awakeCount, meanHeight: world.meanHeightAboveFloor)
}

/// Seconds on `clock` (the monotonic wall clock or this thread's CPU time).
func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Whether allocations made by Swift code in this process reach the counter (false off glibc).
func allocationCounterIsActive() -> Bool {
    let before = allocation_counter_count()
    let probe = UnsafeMutableRawPointer.allocate(byteCount: CommandLine.arguments.count + 64, alignment: 16)
    probe.deallocate()
    return allocation_counter_count() > before
}

/// The median of `values` (not empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
