import Dynamics
import Foundation
import Testing
@testable import TransitionsGallery

@Suite("Falling boxes scene")
struct FallingBoxesSceneTests {
    static let room = CGRect(x: 0, y: 0, width: 390, height: 700)

    /// Runs `scene` for `seconds` at 60 frames per second.
    func run(_ scene: FallingBoxesScene, seconds: Double) {
        for _ in 0..<Int(seconds * 60) { scene.advance(by: 1.0 / 60) }
    }

    /// `true` when the body's centre lies inside the room (a little slack for contact slop).
    func isInside(_ pose: FallingBoxesScene.Pose, _ room: CGRect) -> Bool {
        room.insetBy(dx: -2, dy: -2).contains(pose.center) && pose.center.x.isFinite && pose.rotation.isFinite
    }

    @Test("bodies fall, stay in the room and come to rest")
    func fallsAndRests() throws {
        let scene = try FallingBoxesScene(bounds: Self.room, count: 20)
        #expect(scene.bodies.count == 20)
        let start = scene.bodies.map { try? #require(scene.pose(of: $0)).center.y }
        run(scene, seconds: 1)
        let later = scene.bodies.map { scene.pose(of: $0)?.center.y }
        #expect(zip(start, later).allSatisfy { a, b in (b ?? 0) > (a ?? .infinity) }, "every body fell")
        // 20 s in all: with this seed a ball ends up rolling slowly against the pile on the floor and
        // falls asleep after 17 s.
        run(scene, seconds: 19)
        for body in scene.bodies {
            let pose = try #require(scene.pose(of: body))
            #expect(isInside(pose, Self.room))
            #expect(pose.center.y > Self.room.midY, "\(body.item) rests in the lower half")
        }
        #expect(!scene.isMoving, "the room pauses once everything rests")
    }

    @Test("a shake wakes the room and throws bodies up, and they stay inside")
    func shake() throws {
        let scene = try FallingBoxesScene(bounds: Self.room, count: 8)
        run(scene, seconds: 15)
        let body = try #require(scene.bodies.first)
        let resting = try #require(scene.pose(of: body)).center.y
        scene.shake()
        #expect(scene.isMoving)
        run(scene, seconds: 0.2)
        #expect(try #require(scene.pose(of: body)).center.y < resting - 20)
        run(scene, seconds: 3)
        #expect(scene.bodies.allSatisfy { scene.pose(of: $0).map { isInside($0, Self.room) } ?? false })
        scene.shake(speed: .nan)
        scene.shake(speed: .infinity)
        run(scene, seconds: 1)
        #expect(scene.bodies.allSatisfy { scene.pose(of: $0).map { isInside($0, Self.room) } ?? false })
    }

    @Test("drops are clamped into the room; non-finite points drop at the top centre",
          arguments: [CGPoint(x: -500, y: -500), CGPoint(x: 9000, y: 9000), CGPoint(x: CGFloat.nan, y: 10),
                      CGPoint(x: 100, y: CGFloat.infinity)])
    func clampedDrops(point: CGPoint) throws {
        let scene = try FallingBoxesScene(bounds: Self.room, count: 0)
        let body = try #require(scene.drop(at: point))
        let pose = try #require(scene.pose(of: body))
        #expect(Self.room.insetBy(dx: 31, dy: 31).contains(pose.center))
        #expect(body.size.width >= 20 && body.size.width <= 64 && body.size.height >= 20 && body.size.height <= 64)
    }

    @Test("the room holds at most maximumBodies; the oldest goes first")
    func capacity() throws {
        let scene = try FallingBoxesScene(bounds: Self.room, count: 1000)
        #expect(scene.bodies.count == FallingBoxesScene.maximumBodies)
        let oldest = try #require(scene.bodies.first)
        scene.drop(at: CGPoint(x: 100, y: 100))
        #expect(scene.bodies.count == FallingBoxesScene.maximumBodies)
        #expect(!scene.bodies.contains(oldest))
        #expect(scene.pose(of: oldest) == nil)
        #expect(try FallingBoxesScene(bounds: Self.room, count: -3).bodies.isEmpty)
    }

    @Test("rooms that are empty, not finite or too small are rejected", arguments: [
        CGRect.zero, CGRect(x: 0, y: 0, width: 390, height: 0), CGRect(x: 0, y: 0, width: 100, height: 700),
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 700), CGRect(x: CGFloat.nan, y: 0, width: 390, height: 700),
        CGRect(x: 0, y: 0, width: -390, height: 700),
    ])
    func invalidRooms(room: CGRect) {
        do {
            _ = try FallingBoxesScene(bounds: room)
            Issue.record("\(room) was accepted")
        } catch let error as FallingBoxesScene.Error {
            // Compare bit patterns: a NaN rectangle is not equal to itself.
            guard case .invalidBounds(let reported) = error else { return }
            #expect(reported.origin.x.bitPattern == room.origin.x.bitPattern)
            #expect(reported.size.width.bitPattern == room.size.width.bitPattern)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("the same seed gives the same room; another seed another one")
    func deterministic() throws {
        func finalPoses(seed: UInt64) throws -> [FallingBoxesScene.Pose?] {
            let scene = try FallingBoxesScene(bounds: Self.room, count: 15, seed: seed)
            run(scene, seconds: 2)
            scene.shake()
            run(scene, seconds: 1)
            return scene.bodies.map { scene.pose(of: $0) }
        }
        #expect(try finalPoses(seed: 7) == finalPoses(seed: 7))
        #expect(try finalPoses(seed: 7) != finalPoses(seed: 8))
    }

    @Test("removing a body takes it out of the simulation; removing it again does nothing")
    func removal() throws {
        let scene = try FallingBoxesScene(bounds: Self.room, count: 3)
        let body = scene.bodies[1]
        scene.remove(body)
        #expect(scene.bodies.count == 2)
        #expect(scene.pose(of: body) == nil)
        scene.remove(body)
        #expect(scene.bodies.count == 2)
        run(scene, seconds: 1)
    }
}
