import Foundation
import Testing
@testable import Dynamics

@Suite struct ReferenceSceneTests {
    @Test func boxesSettleInsideTheContainer() throws {
        let (animator, items) = try referenceScene(boxes: 100)
        for _ in 0..<1200 { animator.step() }
        let bounds = try #require(animator.referenceBounds)
        for item in items {
            let s = try #require(animator.state(of: item))
            #expect(s.center.x.isFinite && s.center.y.isFinite)
            #expect(s.center.y <= bounds.maxY - 18 && s.center.y >= bounds.minY)
            #expect(s.center.x >= bounds.minX + 18 && s.center.x <= bounds.maxX - 18)
        }
    }
}
