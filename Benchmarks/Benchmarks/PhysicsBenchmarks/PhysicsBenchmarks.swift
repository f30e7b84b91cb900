// `swift package benchmark`: the reference scene on the kit's engine and on Box2D 2.4.1.
//
// Each iteration builds a fresh world (not measured) and then measures `ReferenceScene.steps` (1 200)
// steps, so wall clock is per 1 200 steps (divide by 1 200 for µs per step) and mallocs count every
// allocation the engine made while stepping. `physics-compare` prints the per-step table directly.
import Benchmark
import ReferenceScene

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 5
    )

    // The framework's own allocations inside a measured region: the floor under both engines' counts.
    Benchmark("Baseline: empty measured region") { benchmark in
        benchmark.startMeasurement()
        blackHole(benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }

    for count in ReferenceScene.counts {
        let scene = ReferenceScene(count: count)
        register(KitReferenceWorld.self, scene: scene)
        register(Box2DReferenceWorld.self, scene: scene)
    }
}

/// Registers "<engine> <N> boxes × 1200 steps" for `World`.
func register<World: ReferenceWorld>(_ world: World.Type, scene: ReferenceScene) {
    Benchmark("\(World.engineName) \(scene.count) boxes × \(ReferenceScene.steps) steps") { benchmark in
        guard let world = World(scene) else { throw SceneRejected(engine: World.engineName) }
        benchmark.startMeasurement()
        world.step(ReferenceScene.steps)
        benchmark.stopMeasurement()
        blackHole(world.awakeCount)
    }
}

/// Thrown when an engine refuses to build the reference scene.
struct SceneRejected: Error {
    let engine: String
}
