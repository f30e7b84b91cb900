import Foundation
import ReferenceScene

/// The Markdown report `physics-compare` prints, and the block of `docs/performance.md` it replaces.
struct Report {
    /// Opens the generated block of a Markdown file.
    static let beginMarker = "<!-- physics-compare:begin (generated; do not edit by hand) -->"
    /// Closes the generated block.
    static let endMarker = "<!-- physics-compare:end -->"

    let options: Options
    let rows: [Row]
    let stackRows: [StackRow]
    let countsAllocations: Bool

    /// The report as Markdown lines.
    var lines: [String] {
        var out: [String] = []
        let date = ISO8601DateFormatter().string(from: Date())
        out.append("Run \(date) on \(Self.machine()), load average \(Self.loadAverage()) at the end.")
        out.append("Command: `swift run -c release physics-compare \(CommandLine.arguments.dropFirst().joined(separator: " "))`"
            + " (\(Self.buildConfiguration)); Box2D from \(Box2DReferenceWorld.libraryFile) (its b2_version reads "
            + "\(Box2DReferenceWorld.libraryVersion)), continuous physics "
            + (options.box2DContinuous ? "on (its default)." : "off."))
        out.append("\(options.steps) steps per run, \(options.repeats) runs per engine and box count, the engines alternating run by run.")
        out.append("")
        out.append("µs/step is this thread's CPU time, best run (median in brackets); allocations are per step while stepping,"
            + " worst run (the total in brackets)\(countsAllocations ? "" : ", n/a: the allocation counter needs glibc").")
        out.append("")
        out.append("Box2D v3.1.1: \(Box2DV3World.isAvailable ? "built from a local checkout of tag v3.1.1 by `Benchmarks/scripts/build-box2d-v3.sh` into `Benchmarks/.box2d-v3.1.1-build/" + (Box2DV3World.loadedLibraryPath as NSString).lastPathComponent + "` (see Benchmarks/README.md; b2GetVersion " + Box2DV3World.libraryVersion + "), 1/60 s steps with 4 sub-steps, one thread, SSE2, gcc -O2; its µs per 1/120 s of simulated time (half a step)" : "not built (scripts/build-box2d-v3.sh): its columns read –").")
        out.append("")
        out.append("| Boxes | Box2D 2.4.1 µs/step | Box2D v3.1.1 µs per 1/120 s | Kit µs/step | Ratio kit/Box2D 2.4.1 | Ratio kit/v3 | Kit allocations/step | Box2D 2.4.1 allocations/step |")
        out.append("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for row in rows {
            let box2D = perStep(row.box2D, \.cpuSeconds), kit = perStep(row.kit, \.cpuSeconds)
            let v3 = perStep(row.box2DV3, \.cpuSeconds)
            out.append("| \(row.count) | \(cell(box2D)) | \(cell(v3)) | \(cell(kit)) | \(ratio(kit, box2D)) | \(ratio(kit, v3)) | \(allocations(row.kit)) | \(allocations(row.box2D)) |")
        }
        if !stackRows.isEmpty {
            out.append("")
            out.append("Stacks: CPU ms per simulated second (best run, median in brackets), each engine at its own step (kit and"
                + " Box2D 2.4.1: 1/120 s, 8/3 iterations; Box2D v3.1.1: 1/60 s, 4 sub-steps); stands = the top box ends within 1 pt"
                + " of its starting x in every run; then, for the last run, the top box's sideways drift at the end; its largest"
                + " sideways drift after any step (read every step in one more, untimed run of the same deterministic scene);"
                + " its sink (pt) and the boxes asleep at the end.")
            out.append("")
            out.append("| Scene | Boxes | Box2D 2.4.1 | Box2D v3.1.1 | Kit | Kit/2.4.1 | Kit/v3 | Stands (2.4.1 / v3 / kit) | Drift, pt | Largest drift, pt | Sink, pt | Asleep | Kit allocations/step |")
            out.append("|---|---:|---:|---:|---:|---:|---:|---|---|---|---|---|---:|")
            for row in stackRows {
                let b = stackCost(row.box2D), v = stackCost(row.box2DV3), k = stackCost(row.kit)
                let engines = [row.box2D, row.box2DV3, row.kit]
                let stands = engines.map { runs in runs.isEmpty ? "–" : (runs.allSatisfy(\.stands) ? "yes" : "no") }
                let asleep = engines.map { runs in runs.last.map { String(row.scene.centers.count - $0.awake) } ?? "–" }
                let drift = engines.map { runs in runs.last.map { format($0.drift, 2) } ?? "–" }
                let largest = [(row.box2D, row.box2DTrace), (row.box2DV3, row.box2DV3Trace), (row.kit, row.kitTrace)].map { runs, trace in
                    StackRow.largestDrift(runs, trace).map { format($0, 2) } ?? "–"
                }
                let sink = engines.map { runs in runs.last.map { format($0.sink, 1) } ?? "–" }
                let kitAllocations = row.kit.map(\.allocationsPerStep).max().map { format($0, 3) } ?? "–"
                out.append("| \(row.scene.name) | \(row.scene.centers.count) | \(cell(b)) | \(cell(v)) | \(cell(k)) | \(ratio(k, b))"
                    + " | \(ratio(k, v)) | \(stands.joined(separator: " / ")) | \(drift.joined(separator: " / ")) | \(largest.joined(separator: " / "))"
                    + " | \(sink.joined(separator: " / ")) | \(asleep.joined(separator: " / ")) | \(countsAllocations ? kitAllocations : "n/a") |")
            }
        }
        out.append("")
        out.append("Wall clock, and what each engine left after its last run:")
        out.append("")
        out.append("| Boxes | Box2D 2.4.1 wall µs/step | Kit wall µs/step | Wall ratio | Awake at end (kit / Box2D 2.4.1) | Mean height above floor, pt (kit / Box2D 2.4.1) |")
        out.append("|---:|---:|---:|---:|---:|---:|")
        for row in rows {
            let box2D = perStep(row.box2D, \.seconds), kit = perStep(row.kit, \.seconds)
            let awake = "\(last(row.kit) { String($0.awake) }) / \(last(row.box2D) { String($0.awake) })"
            let height = "\(last(row.kit) { format($0.meanHeight, 0) }) / \(last(row.box2D) { format($0.meanHeight, 0) })"
            out.append("| \(row.count) | \(cell(box2D)) | \(cell(kit)) | \(ratio(kit, box2D)) | \(awake) | \(height) |")
        }
        return out
    }

    /// Replaces the generated block of the Markdown file at `path` with this report.
    func update(_ path: String) throws(UpdateError) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw UpdateError("cannot read \(path)") }
        guard let begin = text.range(of: Self.beginMarker), let end = text.range(of: Self.endMarker),
              begin.upperBound <= end.lowerBound else {
            throw UpdateError("\(path) has no block between '\(Self.beginMarker)' and '\(Self.endMarker)'")
        }
        let updated = text[..<begin.upperBound] + "\n" + lines.joined(separator: "\n") + "\n" + text[end.lowerBound...]
        do {
            try String(updated).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw UpdateError("cannot write \(path): \(error)")
        }
    }

    private func stackCost(_ runs: [StackRun]) -> (best: Double, median: Double)? {
        guard !runs.isEmpty else { return nil }
        let ms = runs.map { $0.cpuPerSimulatedSecond * 1e3 }
        return (ms.min()!, median(ms))
    }

    private func perStep(_ runs: [Run], _ seconds: KeyPath<Run, Double>) -> (best: Double, median: Double)? {
        guard !runs.isEmpty else { return nil }
        let micros = runs.map { $0[keyPath: seconds] * 1e6 / Double(options.steps) }
        return (micros.min()!, median(micros))
    }

    private func cell(_ value: (best: Double, median: Double)?) -> String {
        value.map { "\(format($0.best, 1)) (\(format($0.median, 1)))" } ?? "–"
    }

    private func ratio(_ kit: (best: Double, median: Double)?, _ box2D: (best: Double, median: Double)?) -> String {
        guard let kit, let box2D else { return "–" }
        return format(kit.best / box2D.best, 2)
    }

    private func allocations(_ runs: [Run]) -> String {
        guard countsAllocations, let worst = runs.map(\.allocations).max() else { return "n/a" }
        return "\(format(Double(worst) / Double(options.steps), 3)) (\(worst))"
    }

    private func last(_ runs: [Run], _ value: (Run) -> String) -> String { runs.last.map(value) ?? "–" }

    private func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

    private static var buildConfiguration: String {
        #if DEBUG
        "debug build: numbers are meaningless"
        #else
        "release build"
        #endif
    }

    /// "CPU model, N logical CPUs, OS" as far as /proc tells.
    private static func machine() -> String {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let modelLine = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        let model = modelLine?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let os = ProcessInfo.processInfo.operatingSystemVersionString
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) logical CPUs, \(os)"
    }

    private static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        let fields = text.split(separator: " ").prefix(3)
        return fields.isEmpty ? "unknown" : fields.joined(separator: " ")
    }
}

/// `--update` could not rewrite its file.
struct UpdateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
