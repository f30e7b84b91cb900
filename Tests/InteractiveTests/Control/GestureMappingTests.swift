import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct GestureMappingTests {
    let size = CGSize(width: 400, height: 800)

    @Test func pinchStartsFromTheBeganScale() throws {
        let mapping = try GestureMapping(.pinch, began: GestureReading(scale: 1.25), containerSize: .zero)
        #expect(mapping == .pinch(try PinchProgress(startScale: 1.25)))
        let sample = mapping.sample(GestureReading(scale: 0.5, scaleVelocity: -2.5, time: 3))
        #expect(isClose(sample.progress, 0.6))
        #expect(sample.velocity.map { isClose($0, 2) } == true)
        #expect(sample.rawVelocity == -2.5)
        #expect(sample.time == 3)
    }

    @Test func pinchOutwardsNeverGoesNegative() throws {
        let mapping = try GestureMapping(.pinch, began: GestureReading(scale: 1), containerSize: size)
        #expect(mapping.sample(GestureReading(scale: 3)).progress == 0)
    }

    @Test func panUsesTheContainerExtent() throws {
        let mapping = try GestureMapping(.pan(.down), began: GestureReading(), containerSize: size)
        let sample = mapping.sample(GestureReading(translation: CGPoint(x: 50, y: 200), velocity: CGPoint(x: 0, y: 400)))
        #expect(isClose(sample.progress, 0.25))
        #expect(sample.velocity.map { isClose($0, 0.5) } == true)
    }

    @Test func screenEdgeMirrorsInRightToLeft() throws {
        let mapping = try GestureMapping(.screenEdge(.leading), began: GestureReading(), containerSize: size, layoutDirection: .rightToLeft)
        guard case let .screenEdge(edge) = mapping else { Issue.record("expected an edge mapping"); return }
        #expect(edge.physicalEdge == .right)
        #expect(isClose(mapping.sample(GestureReading(translation: CGPoint(x: -100, y: 0))).progress, 0.25))
        #expect(mapping.sample(GestureReading(translation: CGPoint(x: 100, y: 0))).progress == 0)
    }

    @Test func degenerateInputIsRejected() {
        #expect(throws: GestureMappingError.invalidStartScale(0)) {
            try GestureMapping(.pinch, began: GestureReading(scale: 0), containerSize: size)
        }
        #expect(throws: GestureMappingError.invalidExtent(0)) {
            try GestureMapping(.pan(.down), began: GestureReading(), containerSize: CGSize(width: 400, height: 0))
        }
        #expect(throws: GestureMappingError.invalidExtent(0)) {
            try GestureMapping(.screenEdge(.leading), began: GestureReading(), containerSize: .zero)
        }
    }

    @Test func nonFiniteReadingsGiveAProgressTheMachineIgnores() throws {
        let mapping = try GestureMapping(.pan(.trailing), began: GestureReading(), containerSize: size)
        let sample = mapping.sample(GestureReading(translation: CGPoint(x: CGFloat.nan, y: 0), velocity: CGPoint(x: CGFloat.infinity, y: 0)))
        #expect(sample.progress.isNaN)
        #expect(sample.velocity == nil)
        var machine = InteractionMachine()
        machine.handle(.began(mapping.sample(GestureReading(translation: CGPoint(x: 100, y: 0)))))
        let ignored = machine.handle(.changed(sample))
        #expect(ignored == .none)
        #expect(machine.progress == 0.25)
    }
}
