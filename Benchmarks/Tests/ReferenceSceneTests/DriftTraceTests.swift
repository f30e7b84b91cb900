import ReferenceScene
import Testing

@Suite struct DriftTraceTests {
    /// A stack world of one box whose x follows `path`, one entry per step (the first before any step).
    final class ScriptedWorld: StackWorld {
        static let engineName = "scripted"
        let timeStep = 0.5
        let path: [Double]
        private(set) var stepsTaken = 0
        init(path: [Double]) { self.path = path }
        func step(_ steps: Int) { stepsTaken += steps }
        var awakeCount: Int { 1 }
        func center(of index: Int) -> (x: Double, y: Double) { (path[stepsTaken], 0) }
    }

    /// The largest drift is the farthest the box got on either side at any step, not where it ended:
    /// a stack that sways 2 pt mid-run and ends 0.06 pt off its start passes the end rule only.
    @Test func theLargestDriftIsTheFarthestAnyStepGotOnEitherSide() {
        let world = ScriptedWorld(path: [10, 10.5, 11.5, 7.9, 9.2, 10.06])
        let trace = world.traceDrift(of: 0, steps: 5)
        #expect(world.stepsTaken == 5)
        #expect(abs(trace.end - 0.06) < 1e-9)
        #expect(abs(trace.largest - 2.1) < 1e-9)
    }

    @Test func withoutStepsThereIsNoDrift() {
        let trace = ScriptedWorld(path: [3]).traceDrift(of: 0, steps: 0)
        #expect(trace == DriftTrace(largest: 0, end: 0))
    }

    @Test func aSceneRunsItsSecondsAtTheWorldsStep() throws {
        #expect(ScriptedWorld(path: [0]).steps(for: .largePyramid) == 4)
        #expect(try #require(KitStackWorld(.column(3))).steps(for: .column(3)) == 1_200)
    }

    /// The traced run is the timed runs' motion: stepping one step at a time and reading the top box
    /// after each ends where one plain `step(n)` ends, bit for bit, in both engines built here.
    @Test(arguments: ["kit", "box2d"])
    func aTracedRunEndsWhereAPlainRunEnds(engine: String) throws {
        let scene = StackScene.column(8)
        func make() throws -> any StackWorld {
            engine == "kit" ? try #require(KitStackWorld(scene)) : try #require(Box2DStackWorld(scene))
        }
        let traced = try make(), plain = try make()
        let x0 = plain.center(of: scene.top).x
        let trace = traced.traceDrift(of: scene.top, steps: 240)
        plain.step(240)
        #expect(trace.end == abs(plain.center(of: scene.top).x - x0))
        #expect(traced.center(of: scene.top).x == plain.center(of: scene.top).x)
        #expect(trace.largest >= trace.end)
        #expect(trace.largest > 0)
    }
}
