// Runs the reference scene on the kit's engine and on Box2D 2.4.1 in the same process, same run, and
// prints µs per step, the ratio kit/Box2D and allocations per step as Markdown: the table of
// docs/performance.md, which `--update docs/performance.md` rewrites in place.
//
//     swift run -c release physics-compare [--counts 100,500,2000] [--steps 1200] [--repeats 5]
//                                          [--box2d-no-ccd] [--no-reference] [--no-stacks] [--stack NAME[,NAME…]]
//                                          [--only kit|box2d|box2d-2.4|box2d-v3] [--update FILE]
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
for count in options.reference ? options.counts : [] {
    let scene = ReferenceScene(count: count)
    var row = Row(count: count)
    for _ in 0..<options.repeats {
        if options.runs("box2d-2.4") {
            row.box2D.append(measure({ Box2DReferenceWorld(scene, continuousPhysics: options.box2DContinuous) }, steps: options.steps))
        }
        if options.runs("box2d-v3"), Box2DV3World.isAvailable {
            // Box2D v3 runs its own 1/60 s steps (4 sub-steps): half as many for the same simulated time.
            row.box2DV3.append(measure({ Box2DV3World(scene) }, steps: options.steps / 2))
        }
        if options.runs("kit") {
            row.kit.append(measure({ KitReferenceWorld(scene) }, steps: options.steps))
        }
    }
    rows.append(row)
}

var stackRows: [StackRow] = []
if options.stacks {
    let names = options.stackName.map { $0.split(separator: ",").map(String.init) }
    for scene in StackScene.all where names == nil || names?.contains(scene.name) == true {
        var row = StackRow(scene: scene)
        // One untimed run per engine, its top box read after every step (the largest drift).
        if options.runs("box2d-2.4"), !scene.kitOnly { row.box2DTrace = traceStack({ Box2DStackWorld(scene) }, scene: scene) }
        if options.runs("box2d-v3"), !scene.kitOnly { row.box2DV3Trace = traceStack({ Box2DV3World(scene) }, scene: scene) }
        if options.runs("kit") { row.kitTrace = traceStack({ KitStackWorld(scene) }, scene: scene) }
        for _ in 0..<options.repeats {
            if options.runs("box2d-2.4"), !scene.kitOnly, let run = measureStack({ Box2DStackWorld(scene) }, scene: scene) {
                row.box2D.append(run)
            }
            if options.runs("box2d-v3"), !scene.kitOnly, let run = measureStack({ Box2DV3World(scene) }, scene: scene) {
                row.box2DV3.append(run)
            }
            if options.runs("kit"), let run = measureStack({ KitStackWorld(scene) }, scene: scene) { row.kit.append(run) }
        }
        checkTrace(row.box2DTrace, row.box2D, engine: Box2DStackWorld.engineName, scene: scene)
        checkTrace(row.box2DV3Trace, row.box2DV3, engine: Box2DV3World.engineName, scene: scene)
        checkTrace(row.kitTrace, row.kit, engine: KitStackWorld.engineName, scene: scene)
        stackRows.append(row)
    }
}

let report = Report(options: options, rows: rows, stackRows: stackRows, countsAllocations: countsAllocations)
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
