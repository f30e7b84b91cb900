import Foundation
import Testing
import Transitions

@Suite struct LayerStateTests {
    static let state = ParticipantState(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), anchorPoint: CGPoint(x: 0, y: 1),
        transform: .scale(0.5), alpha: 0.25, cornerRadius: 12, zPosition: 4)

    @Test func appliesOnlyTheNamedProperties() {
        let own = LayerState(alpha: 0.9, cornerRadius: 16, masksToBounds: false, zPosition: 3)
        let moved = own.applying(Self.state, properties: [.transform, .alpha])
        #expect(moved.transform == TransformComponents.scale(0.5).transform)
        #expect(moved.alpha == 0.25)
        #expect(moved.cornerRadius == 16 && moved.zPosition == 3 && moved.anchorPoint == own.anchorPoint)
        let all = own.applying(Self.state, properties: .all)
        #expect(all == LayerState(anchorPoint: CGPoint(x: 0, y: 1), transform: TransformComponents.scale(0.5).transform,
                                  alpha: 0.25, cornerRadius: 12, masksToBounds: true, zPosition: 4))
    }

    /// Clipping turns on with a positive radius and never off during a transition (a radius animated
    /// back to 0 would otherwise show unclipped content for a frame).
    @Test func clippingTurnsOnWithARadiusAndStaysOn() {
        var unrounded = Self.state
        unrounded.cornerRadius = 0
        let clipped = LayerState().applying(Self.state, properties: [.cornerRadius])
        #expect(clipped.masksToBounds)
        #expect(clipped.applying(unrounded, properties: [.cornerRadius]).masksToBounds)
        #expect(!LayerState().applying(unrounded, properties: [.cornerRadius]).masksToBounds)
    }
}
