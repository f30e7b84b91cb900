// layout-bench: the per-frame cost of a springy layout (DynamicLayouts) from 1 000 to 1 000 000 items.
//
//     swift run -c release layout-bench [--counts 1000,10000,100000,1000000] [--frames 2400] [--repeats 5] [--scenarios rest,…]
//                                       [--update ../docs/performance.md]
//
// A frame is what a display link tick costs the layout on a 390 × 844 pt phone screen: one scroll
// delta with the finger down, one physics step (advance by 1/120 s: exactly one fixed step), and
// `elements(in:)` for the visible rectangle. The list is the default springy list (damping 1,
// 6.8 Hz, 0.002 per point) over uniform 44 pt rows, about 20 on screen. Scenarios:
//   within  — the finger drags back and forth by ±20 pt: the tiling window is never recomputed, so no
//             body is added or removed (the case with zero allocations per frame);
//   through — the finger drags 6 pt per frame (720 pt/s at 120 Hz) through the list: rows enter and
//             leave the window, so bodies are created and destroyed;
//   rest    — nothing moves: advance does nothing and `elements(in:)` returns the base layout;
//   carousel — the springy carousel (160 × 200 pt cards): the finger drags back and forth by up to
//             ±40 pt, cards reach the displacement cap, the content's bounds are kept every frame;
//   newtonian — the Newtonian layout (80 × 80 pt cards hanging 300 pt): two neighbours in view trade
//             places (the update is applied before the timed frames) and 480 frames of their swing
//             are timed (passing checks and the watch for held cards run every frame).
// Counts alternate run by run; the figure is the best run's CPU time of this thread per frame, the
// median in brackets. Allocations are counted by the malloc interposer of CAllocationCounter (glibc).
import CAllocationCounter
import DynamicLayouts
import Foundation

struct Options {
    var counts = [1_000, 10_000, 100_000, 1_000_000]
    var frames = 2_400
    var repeats = 5
    var update: String?
    var scenarios = Scenario.allCases
    var settle = false

    init(_ arguments: [String]) {
        var k = 0
        func value() -> String? {
            k += 1
            return k < arguments.count ? arguments[k] : nil
        }
        while k < arguments.count {
            switch arguments[k] {
            case "--counts": counts = value()?.split(separator: ",").compactMap { Int($0) } ?? counts
            case "--frames": frames = value().flatMap(Int.init) ?? frames
            case "--repeats": repeats = value().flatMap(Int.init) ?? repeats
            case "--update": update = value()
            case "--settle": settle = true
            case "--scenarios": scenarios = value()?.split(separator: ",").compactMap { Scenario(rawValue: String($0)) } ?? scenarios
            default: FileHandle.standardError.write(Data("unknown option \(arguments[k])\n".utf8))
            }
            k += 1
        }
    }
}

enum Scenario: String, CaseIterable {
    case rest, within, through, fast, coasting, carousel, newtonian
}

struct Run {
    var cpuSeconds: Double
    var allocations: UInt64
    var bodies: Int
    /// The frames timed.
    var frames: Int

    var microsecondsPerFrame: Double { cpuSeconds / Double(max(frames, 1)) * 1e6 }
    var allocationsPerFrame: Double { Double(allocations) / Double(max(frames, 1)) }
}

func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

let screen = CGSize(width: 390, height: 844)

func makeList(_ count: Int) -> ListLayout {
    ListLayout(metrics: .init(containerSize: screen),
               sections: [.init(items: Array(repeating: .init(size: CGSize(width: 374, height: 44)), count: count))])
}

/// One horizontal row of `count` cards along the bottom of the screen (`bottom` points above it).
func makeRow(_ count: Int, card: CGSize, spacing: CGFloat, bottom: CGFloat) -> ListLayout {
    ListLayout(metrics: .init(axis: .horizontal, containerSize: screen, sectionInsets: .init(top: 0, left: 12, bottom: bottom, right: 12),
                              itemSpacing: spacing),
               sections: [.init(items: Array(repeating: .init(size: card, alignment: .trailing), count: count))])
}

/// The base layout a scenario runs on, for `count` items.
func makeSource(_ scenario: Scenario, _ count: Int) -> ListLayout {
    switch scenario {
    case .carousel: makeRow(count, card: CGSize(width: 160, height: 200), spacing: 12, bottom: 0)
    case .newtonian: makeRow(count, card: CGSize(width: 80, height: 80), spacing: 8, bottom: 260)
    default: makeList(count)
    }
}

/// Two neighbouring cards in the middle of the visible rectangle trade places (the data is
/// unchanged: the cards are alike).
func swapInView(_ model: DynamicLayoutModel) {
    guard let first = model.elements(in: model.visibleRect).first(where: { $0.id.category == .cell && $0.frame.minX > model.visibleRect.midX - 100 })
    else { return }
    let a = LayoutIndexPath(section: first.id.section, item: first.id.item), b = LayoutIndexPath(section: a.section, item: a.item + 1)
    try? model.apply([.moveItem(from: a, to: b), .moveItem(from: b, to: a)])
}

/// Builds a model in the middle of the list, warms it up (not timed), then times `frames` frames.
func measure(_ scenario: Scenario, list: ListLayout, frames: Int) -> Run {
    let horizontal = scenario == .carousel || scenario == .newtonian
    let middle = ((horizontal ? list.contentSize.width : list.contentSize.height) / 2).rounded()
    let style: DynamicLayoutStyle = switch scenario {
    case .carousel: .springyCarousel(itemWidth: 160)
    case .newtonian: .newtonian
    default: .springyList()
    }
    let model = DynamicLayoutModel(style: style, source: list,
                                   visibleRect: CGRect(origin: horizontal ? CGPoint(x: middle, y: 0) : CGPoint(x: 0, y: middle), size: screen),
                                   displayScale: 3)
    var checksum: CGFloat = 0
    var frame = 0
    func tick() {
        var r = model.visibleRect
        switch scenario {
        case .within: r.origin.y = middle + (frame % 20 < 10 ? 4 : -4) * CGFloat(frame % 10) / 2
        case .through: r.origin.y += 6
        case .fast, .coasting: r.origin.y += (frame / 200) % 2 == 0 ? 40 : -40  // 4 800 pt/s, turning every 8 000 pt
        case .carousel: r.origin.x = middle + (frame % 40 < 20 ? 40 : -40) * CGFloat(frame % 20) / 2
        case .rest, .newtonian: break
        }
        switch scenario {
        case .rest, .newtonian: break
        case .coasting: model.scroll(to: r, touch: frame == 0 ? .dragging(CGPoint(x: 195, y: r.minY + 422)) : .decelerating)
        default: model.scroll(to: r, touch: .dragging(CGPoint(x: 195, y: r.minY + 422)))
        }
        model.advance(by: 1.0 / 120)
        let elements = model.elements(in: model.visibleRect)
        checksum += elements.last?.frame.minY ?? 0
        frame += 1
    }
    if scenario == .newtonian { swapInView(model) }
    for _ in 0..<240 { tick() }  // warm-up: buffers sized, springs moving
    // The Newtonian swing is timed from its update (not timed) for 4 s: it rests after about 4.5 s.
    let timed = scenario == .newtonian ? min(frames, 480) : frames
    if scenario == .newtonian { swapInView(model) }
    let allocationsBefore = allocation_counter_count()
    let start = now(CLOCK_THREAD_CPUTIME_ID)
    for _ in 0..<timed { tick() }
    let cpu = now(CLOCK_THREAD_CPUTIME_ID) - start
    let allocations = allocation_counter_count() - allocationsBefore
    if checksum.isNaN { print("") }  // keeps the work observable
    return Run(cpuSeconds: cpu, allocations: allocations, bodies: model.liveBodyCount, frames: timed)
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

let options = Options(Array(CommandLine.arguments.dropFirst()))

var report = ""
@MainActor func line(_ text: String) {
    report += text + "\n"
}
var system = utsname()
uname(&system)
let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
#if DEBUG
let configuration = "debug build (numbers are not meaningful)"
#else
let configuration = "release build"
#endif

/// Replaces the text between `begin` and `end` in the file at `path` with `report`.
@MainActor func update(_ path: String, begin: String, end: String) throws {
    guard var text = try? String(contentsOfFile: path, encoding: .utf8), let a = text.range(of: begin), let b = text.range(of: end) else {
        FileHandle.standardError.write(Data("\(path) has no \(begin) … \(end) block\n".utf8))
        exit(1)
    }
    text.replaceSubrange(a.upperBound..<b.lowerBound, with: "\n" + report)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    print("updated \(path)")
}

if options.settle {
    line("Command: `swift run -c release layout-bench --settle` (\(configuration)); a 390 × 844 pt screen, frames of 1/60 s.")
    line("")
    line(try Settling.table())
    print(report, terminator: "")
    if let path = options.update {
        try update(path, begin: "<!-- layout-bench settle:begin (generated; do not edit by hand) -->", end: "<!-- layout-bench settle:end -->")
    }
    exit(0)
}

var runs: [Scenario: [[Run]]] = [:]
for scenario in options.scenarios {
    let lists = options.counts.map { makeSource(scenario, $0) }
    var perCount = Array(repeating: [Run](), count: lists.count)
    for _ in 0..<options.repeats {
        for (k, list) in lists.enumerated() { perCount[k].append(measure(scenario, list: list, frames: options.frames)) }
    }
    runs[scenario] = perCount
}

var load = [Double](repeating: 0, count: 3)
getloadavg(&load, 3)
line("Run \(ISO8601DateFormatter().string(from: Date())) on \(machine), \(ProcessInfo.processInfo.activeProcessorCount) logical CPUs, "
    + String(format: "load average %.2f %.2f %.2f at the end.", load[0], load[1], load[2]))
line("Command: `swift run -c release layout-bench` (\(configuration)); \(options.frames) frames per run (newtonian: \(min(options.frames, 480))), \(options.repeats) runs per scenario and count, the counts alternating run by run.")
line("")
line("µs/frame is this thread's CPU time, best run (median in brackets); allocations per frame are the worst run's.")
line("")
line("| Items | " + options.scenarios.map { "\($0.rawValue): µs/frame | \($0.rawValue): allocations/frame" }.joined(separator: " | ") + " | live bodies |")
line("|---:|" + String(repeating: "---:|---:|", count: options.scenarios.count) + "---:|")
for (k, count) in options.counts.enumerated() {
    var cells = ["\(count)"]
    for scenario in options.scenarios {
        let r = runs[scenario]![k]
        let perFrame = r.map(\.microsecondsPerFrame)
        let allocations = r.map(\.allocationsPerFrame).max() ?? 0
        cells.append(String(format: "%.2f (%.2f)", perFrame.min() ?? 0, median(perFrame)))
        cells.append(String(format: "%.3f", allocations))
    }
    cells.append("\(options.scenarios.compactMap { runs[$0]?[k].last?.bodies }.max() ?? 0)")
    line("| " + cells.joined(separator: " | ") + " |")
}
line("")
for scenario in options.scenarios {
    let best = runs[scenario]!.map { $0.map(\.microsecondsPerFrame).min() ?? 0 }
    guard let first = best.first, let last = best.last, first > 0 else { continue }
    line(String(format: "%@: %d → %d items costs %.2f× per frame (best runs).", scenario.rawValue, options.counts.first ?? 0,
                options.counts.last ?? 0, last / first))
}
print(report, terminator: "")

if let path = options.update {
    try update(path, begin: "<!-- layout-bench:begin (generated; do not edit by hand) -->", end: "<!-- layout-bench:end -->")
}
