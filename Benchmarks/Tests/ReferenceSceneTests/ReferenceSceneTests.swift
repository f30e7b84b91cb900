import Foundation
import ReferenceScene
import Testing

@Suite struct ReferenceSceneTests {
    @Test func fiveHundredBoxesFillEightColumnsOfSixtyThreeRows() {
        let scene = ReferenceScene(count: 500)
        #expect(scene.width == 400)
        #expect(scene.columns == 8)
        #expect(scene.centers.count == 500)
        // 63 rows: last centre at 25 + 45·62 = 2 815, bottom edge 2 835, then a 5 pt margin.
        #expect(scene.centers.last.map { $0.y } == 2_815)
        #expect(scene.height == 2_840)
    }

    @Test(arguments: [100, 500, 2_000])
    func containerScalesWithTheSquareRootOfTheCount(count: Int) {
        let scene = ReferenceScene(count: count)
        let scale = (Double(count) / 500).squareRoot()
        #expect(abs(scene.width - 400 * scale) < 1e-9)
        #expect(scene.height >= 800 * scale - 1e-9)
    }

    @Test func aTinyContainerStillHoldsOneColumn() {
        let scene = ReferenceScene(count: 1)
        #expect(scene.width == 50)
        #expect(scene.columns == 1)
    }

    @Test(arguments: [1, 100, 500, 2_000])
    func everyBoxStartsInsideTheContainerWithoutOverlapping(count: Int) {
        let scene = ReferenceScene(count: count)
        let half = scene.boxSide / 2
        for center in scene.centers {
            #expect(center.x - half >= 5 - 1e-9 && center.x + half <= scene.width - 5 + 1e-9)
            #expect(center.y - half >= 5 - 1e-9 && center.y + half <= scene.height - 5 + 1e-9)
        }
        // Row by row on a 45 pt grid: neighbours are 45 pt apart, so 40 pt boxes never overlap.
        for index in scene.centers.indices.dropFirst() {
            let a = scene.centers[index - 1], b = scene.centers[index]
            #expect(abs(b.x - a.x) >= 45 - 1e-9 || abs(b.y - a.y) >= 45 - 1e-9)
        }
    }

    @Test func aNegativeCountIsReadAsNoBoxes() {
        let scene = ReferenceScene(count: -3)
        #expect(scene.count == 0)
        #expect(scene.centers.isEmpty)
        #expect(scene.width > 0 && scene.height > 0)
    }
}

@Suite struct ReferenceWorldTests {
    /// Both engines, built from the same scene, keep every box inside the boundary and finite.
    @Test(arguments: ["kit", "box2d"])
    func boxesStayInsideTheContainer(engine: String) throws {
        let scene = ReferenceScene(count: 100)
        let world: any ReferenceWorld = engine == "kit"
            ? try #require(KitReferenceWorld(scene))
            : try #require(Box2DReferenceWorld(scene))
        world.step(240)
        let half = scene.boxSide / 2
        for index in 0..<scene.count {
            let state = world.state(of: index)
            #expect(state.x.isFinite && state.y.isFinite && state.angle.isFinite)
            #expect(state.x > 0 && state.x < scene.width, "box \(index) x \(state.x)")
            #expect(state.y > scene.centers[index].y - 1, "box \(index) rose from \(scene.centers[index].y) to \(state.y)")
            // Resting on the floor (1 pt below the bounds) a box's centre is half a side above it; allow
            // the engines' small penetration.
            #expect(state.y <= scene.height + scene.boundaryOutset - half + 1.5, "box \(index) y \(state.y)")
        }
        #expect(world.awakeCount >= 0 && world.awakeCount <= scene.count)
    }

    @Test func theBoxesFallUnderGravityInBothEngines() throws {
        let scene = ReferenceScene(count: 100)
        let kit = try #require(KitReferenceWorld(scene))
        let box2D = try #require(Box2DReferenceWorld(scene))
        kit.step(12)
        box2D.step(12)
        // The top-left box has 5 pt of free fall below it and then the column: after 0.1 s it has moved down.
        #expect(kit.state(of: 0).y > scene.centers[0].y + 1)
        #expect(box2D.state(of: 0).y > scene.centers[0].y + 1)
    }

    @Test func theLoadedBox2DLibraryIsNamed() {
        #expect(Box2DReferenceWorld.libraryFile.contains("box2d"))
        #expect(Box2DReferenceWorld.libraryVersion.hasPrefix("2.4."))
    }
}
