// physics-plan-bench: how long the shatter transition takes to build its plan, per simulated
// step, and how many heap allocations its per-step loop makes; and how long a transition waits for
// its first frame now that the shatter's motion is simulated in slices while it plays.
//
//     swift run -c release physics-plan-bench [tiles…]      (default: 200 400)
//
// Not a test: timings depend on the machine. Results are in docs/physics-transitions.md.
import Dispatch
import Foundation
import CAllocationCounter
import Transitions
#if canImport(Glibc)
import Glibc
#endif

let context = try TransitionContext(operation: .dismiss, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
let tileCounts = ProcessInfo.processInfo.arguments.dropFirst().compactMap(Int.init)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `runs` timings of `body`.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs { times.append(try seconds(body)) }
    return times.sorted()[runs / 2]
}

/// Seconds on `clock` (CLOCK_MONOTONIC: wall; CLOCK_THREAD_CPUTIME_ID: this thread's CPU time).
func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Time to the first frame: `plan(for:)` and the plan's state 1/120 s in (what a player shows first), on
/// this thread, while the rest is simulated in the background. Medians of `runs` (CPU time of this
/// thread, wall time); each run then waits for its whole plan, untimed, so runs do not overlap.
func firstFrame(_ transition: ShatterTransition, runs: Int) -> (cpu: Double, wall: Double) {
    var cpu: [Double] = [], wall: [Double] = []
    for _ in 0..<runs {
        let start = (cpu: now(CLOCK_THREAD_CPUTIME_ID), wall: now(CLOCK_MONOTONIC))
        let plan = transition.plan(for: context)
        _ = plan.state(atTime: 1.0 / 120)
        cpu.append(now(CLOCK_THREAD_CPUTIME_ID) - start.cpu)
        wall.append(now(CLOCK_MONOTONIC) - start.wall)
        _ = plan.state(at: 1)
    }
    return (cpu.sorted()[runs / 2], wall.sorted()[runs / 2])
}

print("tiles  bodies  steps  simulate(ms)  µs/step  ms/frame(1/60s)  tracks(ms)  first frame CPU(ms)  first frame wall(ms)  whole plan(ms)  samples/tile  plan size(KB)  allocs/simulate  allocs/step")
for tiles in tileCounts.isEmpty ? [200, 400] : tileCounts {
    let shatter = ShatterTransition(tiles: tiles)
    var scene = shatter.scene(for: context)
    scene.baking = .upFront  // the simulation alone, on this thread
    var recording = try scene.simulate()  // warm-up
    let simulate = try median(runs: 5) { recording = try scene.simulate() }
    let tracks = median(runs: 5) { _ = PhysicsTrackBuilder.participants(for: scene, recording: recording) }
    let first = firstFrame(shatter, runs: 5)
    // The whole plan: returned at once, then every sample read (the last one waits for the whole simulation).
    let whole = median(runs: 5) { _ = shatter.plan(for: context).state(at: 1) }

    // Allocations per step: the difference between a long and a short run of the same scene, over
    // the extra steps (set-up and track building cancel out).
    var short = scene
    short.ending = .duration(0.7)
    var before = allocation_counter_count()
    let shortRecording = try short.simulate()
    let shortAllocations = allocation_counter_count() - before
    before = allocation_counter_count()
    let longRecording = try scene.simulate()
    let longAllocations = allocation_counter_count() - before
    let extraSteps = longRecording.stepCount - shortRecording.stepCount
    // The counter only works with glibc; elsewhere it reads 0 for everything.
    let counting = longAllocations > 0
    let perStep = counting
        ? String(format: "%.2f", (Double(longAllocations) - Double(shortAllocations)) / Double(max(extraSteps, 1)))
        : "n/a"

    let steps = recording.stepCount
    let sampleBytes = MemoryLayout<Track<TransformComponents>.Sample>.stride
    let planBytes = recording.bodyCount * recording.sampleCount * sampleBytes
    print(String(format: "%5d  %6d  %5d  %12.1f  %7.1f  %15.2f  %10.1f  %19.2f  %20.2f  %14.1f  %12d  %13.0f",
                 tiles, recording.bodyCount, steps, simulate * 1e3, simulate / Double(steps) * 1e6,
                 simulate / Double(steps) * 2 * 1e3, tracks * 1e3, first.cpu * 1e3, first.wall * 1e3, whole * 1e3,
                 recording.sampleCount, Double(planBytes) / 1024)
          + (counting ? String(format: "  %15llu  ", longAllocations) : "              n/a  ") + perStep)
}
