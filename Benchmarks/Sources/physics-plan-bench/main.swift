// physics-plan-bench: how long the shatter transition takes to build its plan, per simulated
// step, and how many heap allocations its per-step loop makes.
//
//     swift run -c release physics-plan-bench [tiles…]      (default: 200 400)
//
// Not a test: timings depend on the machine. Results are in docs/physics-transitions.md.
import Dispatch
import Foundation
import CAllocationCounter
import Transitions

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

print("tiles  bodies  steps  simulate(ms)  µs/step  ms/frame(1/60s)  tracks(ms)  plan(ms)  samples/tile  plan size(KB)  allocs/simulate  allocs/step")
for tiles in tileCounts.isEmpty ? [200, 400] : tileCounts {
    let shatter = ShatterTransition(tiles: tiles)
    let scene = shatter.scene(for: context)
    var recording = try scene.simulate()  // warm-up
    let simulate = try median(runs: 5) { recording = try scene.simulate() }
    let tracks = median(runs: 5) { _ = PhysicsTrackBuilder.participants(for: scene, recording: recording) }
    let plan = median(runs: 5) { _ = shatter.plan(for: context) }

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
    print(String(format: "%5d  %6d  %5d  %12.1f  %7.1f  %15.2f  %10.1f  %8.1f  %12d  %13.0f",
                 tiles, recording.bodyCount, steps, simulate * 1e3, simulate / Double(steps) * 1e6,
                 simulate / Double(steps) * 2 * 1e3, tracks * 1e3, plan * 1e3, recording.sampleCount,
                 Double(planBytes) / 1024) + (counting ? String(format: "  %15llu  ", longAllocations) : "              n/a  ") + perStep)
}
