import Foundation
import Testing
@testable import Transitions

@Suite struct PhysicsTrackBuilderTests {
    let context = PlanFixtures.context(.dismiss)

    func scene(backwards: Bool = false, settles: Bool = false) -> PhysicsScene {
        let body = PhysicsBody(id: .fromSnapshot, kind: .snapshotOfFromView, frame: CGRect(x: 50, y: 100, width: 200, height: 100),
                               initialOffset: CGPoint(x: 0, y: -40), velocity: CGPoint(x: 100, y: 0), angularVelocity: 1,
                               settlesAtFrame: settles, alpha: .tween(from: 1, to: 0.5))
        var scene = PhysicsScene(bounds: PlanFixtures.phoneBounds, bodies: [body], backdrop: [.toView(in: context)])
        scene.ending = .duration(0.5)
        scene.playsBackwards = backwards
        return scene
    }

    @Test func tracksReplayTheRecordingAboutTheRestFrame() throws {
        let scene = scene()
        let recording = try scene.simulate()
        let plan = scene.plan(for: context, recording: recording)
        #expect(plan.participants.map(\.id) == [.toView, .fromSnapshot])
        #expect(plan.duration == recording.duration)
        #expect(plan.timing == .curve(.linear))
        for k in 0..<recording.sampleCount {
            let pose = recording.pose(ofBody: 0, atSample: k)
            let state = try #require(plan.state(atTime: Double(k) * recording.sampleInterval)[.fromSnapshot])
            #expect(state.frame == CGRect(x: 50, y: 100, width: 200, height: 100))
            // The view's centre is drawn where the body's centre was, turned by its angle.
            let center = state.projectedPoint(atUnit: CGPoint(x: 0.5, y: 0.5))
            #expect(isClose(center, pose.center, tolerance: 1e-6))
            #expect(isClose(state.transform.rotation.z, pose.rotation, tolerance: 1e-9))
        }
        #expect(try #require(plan.state(at: 0)[.fromSnapshot]).transform == TransformComponents(translation: Vector3(x: 0, y: -40)))
        #expect(try isClose(#require(plan.state(at: 1)[.fromSnapshot]).alpha, 0.5))
    }

    @Test func aBackwardsSceneStartsWhereTheSimulationEnds() throws {
        let forward = scene()
        let backward = scene(backwards: true)
        let a = forward.plan(for: context), b = backward.plan(for: context)
        for index in 0...20 {
            let p = CGFloat(index) / 20
            let x = try #require(a.state(at: p)[.fromSnapshot]).transform, y = try #require(b.state(at: 1 - p)[.fromSnapshot]).transform
            #expect(isClose(x.translation, y.translation, tolerance: 1e-6) && isClose(x.rotation, y.rotation, tolerance: 1e-9))
        }
    }

    @Test func aSettlingBodyEndsExactlyAtItsFrame() throws {
        let plan = scene(settles: true).plan(for: context)
        #expect(try #require(plan.state(at: 1)[.fromSnapshot]).transform == .identity)
        #expect(try #require(plan.state(at: 0.9)[.fromSnapshot]).transform != .identity)
    }

    @Test func aRecordingWithFewerBodiesLeavesTheRestAtRest() throws {
        var scene = scene()
        let recording = try scene.simulate()
        scene.bodies.append(PhysicsBody(id: "extra", kind: .solidColor(.black), frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let participants = PhysicsTrackBuilder.participants(for: scene, recording: recording)
        #expect(participants.last?.id == "extra")
        #expect(participants.last?.transform.value(at: 0.5) == .identity)
    }
}
