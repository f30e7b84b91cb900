// Runs the reference scene on the kit's engine and on Box2D 2.4.1 in the same process, same run, and
// prints µs per step, the ratio kit/Box2D and allocations per step: the table of docs/performance.md.
//
//     swift run -c release physics-compare [--counts 100,500,2000] [--steps 1200] [--repeats 5]
//                                          [--box2d-no-ccd] [--only kit|box2d]
import CAllocationCounter
import Foundation
import ReferenceScene

struct Options {
    var counts = ReferenceScene.counts
    var steps = ReferenceScene.steps
    var repeats = 5
    var box2DContinuous = true
    var only: String?

    init(arguments: [String]) throws {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--counts":
                counts = try Self.value(iterator.next(), for: argument).split(separator: ",").map {
                    guard let count = Int($0), count > 0 else { throw UsageError("bad count '\($0)'") }
                    return count
                }
            case "--steps": steps = try Self.positive(iterator.next(), for: argument)
            case "--repeats": repeats = try Self.positive(iterator.next(), for: argument)
            case "--box2d-no-ccd": box2DContinuous = false
            case "--only": only = try Self.value(iterator.next(), for: argument)
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
    }

    static func value(_ value: String?, for option: String) throws -> String {
        guard let value else { throw UsageError("\(option) needs a value") }
        return value
    }

    static func positive(_ value: String?, for option: String) throws -> Int {
        guard let number = Int(try Self.value(value, for: option)), number > 0 else {
            throw UsageError("\(option) needs a positive integer")
        }
        return number
    }
}

struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

/// One timed run of `steps` steps on a freshly built world.
struct Run {
    /// Wall-clock seconds.
    var seconds: Double
    /// CPU seconds of this thread (time spent descheduled on a busy machine does not count).
    var cpuSeconds: Double
    var allocations: UInt64
    var awake: Int
    var meanHeight: Double
}

func measure<World: ReferenceWorld>(_ make: () -> World?, steps: Int) -> Run {
    guard let world = make() else {
        FileHandle.standardError.write(Data("\(World.engineName) rejected the scene\n".utf8))
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

/// Seconds on `clock` (monotonic wall clock or this thread's CPU time).
func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Whether allocations made by Swift code in this process reach the counter.
func allocationCounterIsActive() -> Bool {
    let before = allocation_counter_count()
    let probe = UnsafeMutableRawPointer.allocate(byteCount: CommandLine.arguments.count + 64, alignment: 16)
    probe.deallocate()
    return allocation_counter_count() > before
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

let options: Options
do {
    options = try Options(arguments: CommandLine.arguments)
} catch let error as UsageError {
    if let message = error.message { print("physics-compare: \(message)") }
    print("usage: physics-compare [--counts 100,500,2000] [--steps 1200] [--repeats 5] [--box2d-no-ccd] [--only kit|box2d]")
    exit(error.message == nil ? 0 : 64)
}

let countsAllocations = allocationCounterIsActive()
print("Reference scene: 40×40 pt boxes, 45 pt grid from (25, 25), container 400·s pt wide (s = √(N/500)) and 800·s pt high,")
print("grown downwards to hold the grid; gravity 1000 pt/s², density 1, friction 0.2, elasticity 0.2, resistance 0.1/0.1,")
print("step 1/120 s, 8/3 iterations, sleeping allowed. Box2D at 100 pt per metre, continuous physics \(options.box2DContinuous ? "on (its default)" : "off").")
print("\(options.steps) steps per run, \(options.repeats) runs per engine and count, engines alternating run by run.")
print("µs/step: this thread's CPU time, best run (median in brackets). Allocations: worst run, per step (total in brackets).")
if !countsAllocations { print("The allocation counter is inactive on this platform: allocation columns read n/a.") }
print("")

struct Row {
    var count: Int
    var box2D: [Run]
    var kit: [Run]
}

var rows: [Row] = []
for count in options.counts {
    let scene = ReferenceScene(count: count)
    var row = Row(count: count, box2D: [], kit: [])
    for _ in 0..<options.repeats {
        if options.only != "kit" {
            row.box2D.append(measure({ Box2DReferenceWorld(scene, continuousPhysics: options.box2DContinuous) }, steps: options.steps))
        }
        if options.only != "box2d" {
            row.kit.append(measure({ KitReferenceWorld(scene) }, steps: options.steps))
        }
    }
    rows.append(row)
}

func perStep(_ runs: [Run], _ seconds: KeyPath<Run, Double>) -> (best: Double, median: Double)? {
    guard !runs.isEmpty else { return nil }
    let micros = runs.map { $0[keyPath: seconds] * 1e6 / Double(options.steps) }
    return (micros.min()!, median(micros))
}

func cell(_ value: (best: Double, median: Double)?) -> String {
    value.map { "\(format($0.best, 1)) (\(format($0.median, 1)))" } ?? "–"
}

func ratio(_ kit: (best: Double, median: Double)?, _ box2D: (best: Double, median: Double)?) -> String {
    guard let kit, let box2D else { return "–" }
    return format(kit.best / box2D.best, 2)
}

func allocations(_ runs: [Run]) -> String {
    guard countsAllocations, !runs.isEmpty else { return "n/a" }
    let worst = runs.map(\.allocations).max()!
    return "\(format(Double(worst) / Double(options.steps), 3)) (\(worst))"
}

func last<T>(_ runs: [Run], _ value: (Run) -> T) -> String { runs.last.map { "\(value($0))" } ?? "–" }

print("| Boxes | Box2D 2.4.1 µs/step | Kit µs/step | Ratio kit/Box2D | Kit allocations/step | Box2D allocations/step |")
print("|---:|---:|---:|---:|---:|---:|")
for row in rows {
    let box2D = perStep(row.box2D, \.cpuSeconds), kit = perStep(row.kit, \.cpuSeconds)
    print("| \(row.count) | \(cell(box2D)) | \(cell(kit)) | \(ratio(kit, box2D)) | \(allocations(row.kit)) | \(allocations(row.box2D)) |")
}
print("")
print("Wall clock, and what each engine left after the last run:")
print("")
print("| Boxes | Box2D wall µs/step | Kit wall µs/step | Wall ratio | Awake at end (kit / Box2D) | Mean height above floor, pt (kit / Box2D) |")
print("|---:|---:|---:|---:|---:|---:|")
for row in rows {
    let box2D = perStep(row.box2D, \.seconds), kit = perStep(row.kit, \.seconds)
    let awake = "\(last(row.kit) { $0.awake }) / \(last(row.box2D) { $0.awake })"
    let height = "\(last(row.kit) { format($0.meanHeight, 0) }) / \(last(row.box2D) { format($0.meanHeight, 0) })"
    print("| \(row.count) | \(cell(box2D)) | \(cell(kit)) | \(ratio(kit, box2D)) | \(awake) | \(height) |")
}
