import Foundation
import Testing
@testable import Transitions

@Suite struct PhysicsSceneTests {
    let bounds = CGRect(x: 0, y: 0, width: 400, height: 800)

    func box(_ id: ParticipantID = "box", at frame: CGRect = CGRect(x: 150, y: 100, width: 100, height: 100),
             velocity: CGPoint = .zero) -> PhysicsBody {
        PhysicsBody(id: id, kind: .solidColor(.black), frame: frame, velocity: velocity)
    }

    @Test func aFallingBoxFollowsUIKitGravity() throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box()])
        scene.material.resistance = 0
        scene.ending = .duration(0.5)
        let recording = try scene.simulate()
        #expect(recording.endReason == .duration)
        #expect(recording.sampleCount == 31)
        #expect(isClose(recording.duration, 0.5, tolerance: 1e-9))
        #expect(recording.stepCount == 60)
        // ½ g t² with g = 1000 pt/s²: 125 pt after 0.5 s (semi-implicit Euler at 1/120 s adds ~1 %).
        let fallen = recording.pose(ofBody: 0, atSample: 30).center.y - 150
        #expect(fallen > 124 && fallen < 128)
        #expect(recording.pose(ofBody: 0, atSample: 0).center == CGPoint(x: 200, y: 150))
    }

    /// A snapshot thrown at 5 000 pt/s (a fast release) at the boundary it is meant to hit, a thin floor
    /// or side segment, hits it: no sample has it across the line or more than 1 pt into it, and it
    /// comes back. (Before continuous collision it passed straight through from about 1 250 pt/s.)
    @Test(arguments: [CGSize(width: 20, height: 20), CGSize(width: 100, height: 100), CGSize(width: 300, height: 500)], [true, false])
    func aSnapshotThrownAt5000PointsPerSecondHitsItsBoundary(size: CGSize, atTheFloor: Bool) throws {
        try expectThrownSnapshotHitsItsBoundary(size: size, atTheFloor: atTheFloor, debris: false)
    }

    /// The same with the shatter's debris settings (2 substeps, no body-against-body sweeps): the
    /// boundary still stops it.
    @Test(arguments: [CGSize(width: 20, height: 20), CGSize(width: 100, height: 100)], [true, false])
    func withDebrisSettingsASnapshotThrownAt5000PointsPerSecondHitsItsBoundary(size: CGSize, atTheFloor: Bool) throws {
        try expectThrownSnapshotHitsItsBoundary(size: size, atTheFloor: atTheFloor, debris: true)
    }

    func expectThrownSnapshotHitsItsBoundary(size: CGSize, atTheFloor: Bool, debris: Bool) throws {
        let frame = CGRect(x: 200 - size.width / 2, y: 400 - size.height / 2, width: size.width, height: size.height)
        let velocity = atTheFloor ? CGPoint(x: 0, y: 5000) : CGPoint(x: 5000, y: 0)
        var scene = PhysicsScene(bounds: bounds, bodies: [PhysicsBody(id: .fromSnapshot, kind: .snapshotOfFromView, frame: frame,
                                                                      velocity: velocity)])
        scene.gravity = 0
        scene.boundary = atTheFloor ? .floor(y: 850) : .sides
        scene.material.elasticity = 0.5
        scene.ending = .duration(0.5)
        if debris {
            scene.velocityIterations = 4
            scene.sweepsFastBodiesAgainstEachOther = false
        }
        let recording = try scene.simulate()
        var cameBack = false
        for k in 0..<recording.sampleCount {
            let pose = recording.pose(ofBody: 0, atSample: k)
            let c = abs(cos(pose.rotation)), s = abs(sin(pose.rotation))
            let halfWidth = (size.width * c + size.height * s) / 2, halfHeight = (size.width * s + size.height * c) / 2
            if atTheFloor {
                #expect(pose.center.y < 850)
                #expect(pose.center.y + halfHeight <= 851)
            } else {
                #expect(pose.center.x < bounds.maxX)
                #expect(pose.center.x + halfWidth <= bounds.maxX + 1)
            }
            if k > 0 {
                let before = recording.pose(ofBody: 0, atSample: k - 1).center
                if atTheFloor ? pose.center.y < before.y : pose.center.x < before.x { cameBack = true }
            }
        }
        #expect(cameBack)
    }

    @Test func theCapStopsASimulationThatWouldNeverEnd() throws {
        var scene = PhysicsScene(bounds: CGRect(x: 0, y: 0, width: 1e5, height: 1e5), bodies: [box(velocity: CGPoint(x: 5, y: 0))])
        scene.gravity = 0
        scene.material.resistance = 0
        scene.ending = .leavesBounds
        scene.maximumDuration = 0.75
        let recording = try scene.simulate()
        #expect(recording.endReason == .cap)
        #expect(recording.duration <= 0.75)
        #expect(recording.duration > 0.7)
    }

    @Test(arguments: [-1, 0, 42, .nan, .infinity] as [TimeInterval])
    func hostileCapsAreClamped(cap: TimeInterval) throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box(velocity: CGPoint(x: 1, y: 0))])
        scene.gravity = 0
        scene.material.resistance = 0
        scene.ending = .leavesBounds
        scene.maximumDuration = cap
        let recording = try scene.simulate()
        let expected: TimeInterval = cap.isFinite ? min(max(cap, 0), 10) : 3
        #expect(recording.duration <= expected + 1e-9)
        #expect(recording.sampleCount >= 1)
    }

    @Test func restEndingTrimsTheStillTail() throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box()])
        scene.boundary = .container
        scene.ending = .rest
        let recording = try scene.simulate()
        #expect(recording.endReason == .rest)
        // The engine sleeps only after 0.5 s of stillness; the trimmed plan ends when the motion does.
        let last = recording.pose(ofBody: 0, atSample: recording.sampleCount - 1)
        let before = recording.pose(ofBody: 0, atSample: recording.sampleCount - 2)
        #expect(abs(last.center.y - before.center.y) > 0.05)
        #expect(abs(last.center.y - 750) < 2)  // resting on the bottom edge
        #expect(recording.duration < Double(recording.stepCount) / 120 - 0.3)
    }

    @Test func leavesBoundsEndsWhenTheBodyIsOutOfSight() throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box()])
        scene.ending = .leavesBounds
        let recording = try scene.simulate()
        #expect(recording.endReason == .leftBounds)
        let pose = recording.pose(ofBody: 0, atSample: recording.sampleCount - 1)
        #expect(pose.center.y - 50 > bounds.maxY)
        let previous = recording.pose(ofBody: 0, atSample: recording.sampleCount - 2)
        #expect(previous.center.y - 50 <= bounds.maxY + 1)
    }

    @Test func aPinnedBodyTurnsAboutItsPinUntilReleased() throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box()])
        scene.pins = [PhysicsScene.Pin(body: "box", unitPoint: CGPoint(x: 0, y: 1))]
        scene.pinRelease = .after(0.5)
        scene.ending = .duration(1)
        let recording = try scene.simulate()
        let pin = CGPoint(x: 150, y: 200)
        func pinPoint(_ k: Int) -> CGPoint {
            let pose = recording.pose(ofBody: 0, atSample: k)
            let local = CGPoint(x: -50, y: 50)
            return CGPoint(x: pose.center.x + local.x * cos(pose.rotation) - local.y * sin(pose.rotation),
                           y: pose.center.y + local.x * sin(pose.rotation) + local.y * cos(pose.rotation))
        }
        for k in 0...29 { #expect(hypot(pinPoint(k).x - pin.x, pinPoint(k).y - pin.y) < 1) }
        #expect(recording.pose(ofBody: 0, atSample: 29).rotation > 0.3)  // toppled clockwise
        #expect(pinPoint(60).y > pin.y + 100)  // released: the corner falls away
    }

    @Test func theFloorOpensAfterTheFirstBounce() throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box()])
        scene.boundary = .floor(y: 400)
        scene.boundaryRelease = .afterFirstBounce
        scene.material.elasticity = 0.6
        scene.ending = .leavesBounds
        let recording = try scene.simulate()
        #expect(recording.endReason == .leftBounds)
        let ys = (0..<recording.sampleCount).map { recording.pose(ofBody: 0, atSample: $0).center.y }
        let landing = try #require(ys.firstIndex { $0 > 345 })
        #expect(ys[landing...].contains { $0 < 340 })  // bounced up
        #expect(try #require(ys.last) > 850)  // then fell through
    }

    @Test func snapsBringABodyToTheirPoint() throws {
        // Rotation locked, as the kit's snap transitions do (a snapped item may spin otherwise).
        var body = box(velocity: CGPoint(x: 800, y: 0))
        body.allowsRotation = false
        var scene = PhysicsScene(bounds: bounds, bodies: [body])
        scene.gravity = 0
        scene.snaps = [PhysicsScene.Snap(body: "box", point: CGPoint(x: 100, y: 600), damping: 0.5)]
        scene.ending = .rest
        let recording = try scene.simulate()
        let end = recording.pose(ofBody: 0, atSample: recording.sampleCount - 1).center
        #expect(hypot(end.x - 100, end.y - 600) < 1)
        #expect(recording.endReason == .rest)
    }

    @Test func collidingTilesStayApartAndTheSidesHoldThem() throws {
        let tiles = (0..<6).map { box(PhysicsScene.tileID($0), at: CGRect(x: 40 + CGFloat($0 % 3) * 40, y: CGFloat($0 / 3) * 40, width: 40, height: 40)) }
        var scene = PhysicsScene(bounds: CGRect(x: 0, y: 0, width: 200, height: 400), bodies: tiles)
        scene.boundary = .container
        scene.itemsCollide = true
        scene.ending = .duration(1.5)
        let recording = try scene.simulate()
        let last = recording.sampleCount - 1
        for a in 0..<6 {
            let p = recording.pose(ofBody: a, atSample: last).center
            #expect(p.y > 300)  // piled on the floor
            for b in (a + 1)..<6 {
                let q = recording.pose(ofBody: b, atSample: last).center
                #expect(hypot(p.x - q.x, p.y - q.y) > 38)  // not interpenetrating
            }
        }
    }

    @Test func theSameSceneRecordsTheSameMotionBitForBit() throws {
        var scene = PhysicsScene(bounds: bounds, bodies: (0..<8).map { box(PhysicsScene.tileID($0), at: CGRect(x: CGFloat($0) * 45, y: 300, width: 40, height: 40), velocity: CGPoint(x: 50 * CGFloat($0), y: -300)) })
        scene.boundary = .container
        scene.itemsCollide = true
        scene.ending = .duration(1)
        #expect(try scene.simulate() == scene.simulate())
    }

    @Test(arguments: [CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: 2e6, height: 10), CGSize(width: CGFloat.nan, height: 10)])
    func invalidBodiesAreRefusedAndThePlanFallsBackToTheCrossFade(size: CGSize) throws {
        let scene = PhysicsScene(bounds: bounds, bodies: [box(at: CGRect(origin: .zero, size: size))])
        #expect(throws: PhysicsScene.SimulationError.invalidBody("box")) { try scene.simulate() }
        let context = PlanFixtures.context(.dismiss)
        let plan = scene.plan(for: context)
        let crossFade = CrossFadeTransition().plan(for: context)
        #expect(plan.state(at: 0.5) == crossFade.state(at: 0.5))
        #expect(plan.duration == crossFade.duration)
    }

    @Test(arguments: [(120.0, 1), (60.0, 2), (50.0, 2), (30.0, 4), (1.0, 8), (.nan, 2), (-5.0, 2)] as [(Double, Int)])
    func sampleRatesRoundToWholeEngineSteps(rate: Double, steps: Int) throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box()])
        scene.sampleRate = rate
        #expect(scene.stepsPerSample == steps)
        scene.ending = .duration(0.5)
        #expect(isClose(try scene.simulate().sampleInterval, Double(steps) / 120, tolerance: 1e-12))
    }
}

extension PhysicsScene {
    static func tileID(_ index: Int) -> ParticipantID { ParticipantID("tile-\(index)") }
}

extension PhysicsSceneTests {
    @Test func aFloorThatGetsNoBounceStillOpens() throws {
        var scene = PhysicsScene(bounds: bounds, bodies: [box()])
        scene.boundary = .floor(y: 400)
        scene.boundaryRelease = .afterFirstBounce
        scene.material.elasticity = 0
        scene.ending = .leavesBounds
        let recording = try scene.simulate()
        #expect(recording.endReason == .leftBounds)
    }
}
