import Benchmark
import ReferenceScene

let benchmarks: @Sendable () -> Void = {
    Benchmark("Box2D 500") { benchmark in
        let world = Box2DReferenceWorld(ReferenceScene(count: 500))!
        benchmark.startMeasurement()
        world.step(1200)
    }
}
