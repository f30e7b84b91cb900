// Runs the reference scene on the kit's engine and on Box2D 2.4.1 in the same process, same run, and
// prints µs per step, the ratio kit/Box2D and allocations per step as Markdown: the table of
// docs/performance.md, which `--update docs/performance.md` rewrites in place.
//
//     swift run -c release physics-compare [--counts 100,500,2000] [--steps 1200] [--repeats 5]
//                                          [--box2d-no-ccd] [--only kit|box2d] [--update FILE]
import Foundation
import ReferenceScene

let options: Options
do {
    options = try Options(arguments: CommandLine.arguments)
} catch {
    if let message = error.message { print("physics-compare: \(message)") }
    print(Options.usage)
    exit(error.message == nil ? 0 : 64)
}

let countsAllocations = allocationCounterIsActive()
var rows: [Row] = []
for count in options.counts {
    let scene = ReferenceScene(count: count)
    var row = Row(count: count)
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

let report = Report(options: options, rows: rows, countsAllocations: countsAllocations)
print(report.lines.joined(separator: "\n"))
if let path = options.updatePath {
    do {
        try report.update(path)
        print("\nUpdated \(path).")
    } catch {
        print("physics-compare: \(error.message)")
        exit(1)
    }
}
