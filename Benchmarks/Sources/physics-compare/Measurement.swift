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

/// The runs of both engines for one box count.
struct Row {
    var count: Int
    var box2D: [Run] = []
    var kit: [Run] = []
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
