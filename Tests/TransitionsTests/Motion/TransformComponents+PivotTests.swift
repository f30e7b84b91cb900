import Foundation
import Testing
@testable import Transitions

@Suite struct TransformComponentsPivotTests {
    /// The pivot stays where it is (then moves by the translation); other points turn about it.
    @Test func turnsAboutThePivot() {
        let pivot = Vector3(x: 30, y: -10, z: -200)
        let rotation = Vector3(x: 0.2, y: -0.7, z: 0.1)
        let move = Vector3(x: 5, y: 6, z: 7)
        let components = TransformComponents.turning(by: rotation, about: pivot, movedBy: move)
        let matrix = components.transform
        #expect(isClose(matrix.transform(pivot), pivot + move, tolerance: 1e-9))
        let point = Vector3(x: 100, y: 50, z: 0)
        let expected = TransformComponents(rotation: rotation).transform.transform(point - pivot) + pivot + move
        #expect(isClose(matrix.transform(point), expected, tolerance: 1e-9))
        #expect(components.rotation == rotation && components.scale == .one)
    }

    /// A face of a cube: a quarter turn about an axis half the width behind its centre puts the
    /// face on the cube's side, seen with the perspective given.
    @Test func aQuarterTurnAboutAnAxisBehindMakesACubeSide() {
        let side = TransformComponents.turning(by: Vector3(x: 0, y: .pi / 2, z: 0), about: Vector3(x: 0, y: 0, z: -195), perspective: -0.001)
        #expect(side.perspective == -0.001)
        let flat = TransformComponents(translation: side.translation, rotation: side.rotation).transform
        #expect(isClose(flat.transform(Vector3(x: -195, y: 0, z: 0)), Vector3(x: 195, y: 0, z: 0), tolerance: 1e-9))
        #expect(isClose(flat.transform(Vector3(x: 195, y: 0, z: 0)), Vector3(x: 195, y: 0, z: -390), tolerance: 1e-9))
    }
}
