import Foundation
import Testing
@testable import Transitions

@Suite struct ParticipantStateTests {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 200)

    @Test func restingCornersAreTheFrameCorners() {
        let corners = ParticipantState(frame: frame).corners
        #expect(corners == [CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 20), CGPoint(x: 110, y: 220), CGPoint(x: 10, y: 220)])
    }

    @Test func transformPivotsAboutTheAnchorPoint() {
        var state = ParticipantState(frame: frame, anchorPoint: CGPoint(x: 0, y: 1))
        state.transform = .rotation(.pi / 2)
        // The bottom-left corner is the anchor: it does not move.
        #expect(isClose(state.projectedPoint(atUnit: CGPoint(x: 0, y: 1)), CGPoint(x: 10, y: 220)))
        // A quarter turn clockwise (y down) sends the top-left corner (200 pt above) 200 pt right.
        #expect(isClose(state.corners[0], CGPoint(x: 210, y: 220), tolerance: 1e-9))
    }

    @Test func scaleAboutTheCentreKeepsTheCentre() {
        var state = ParticipantState(frame: frame)
        state.transform = .scale(0.5)
        #expect(isClose(state.corners[0], CGPoint(x: 35, y: 70)))
        #expect(isClose(state.corners[2], CGPoint(x: 85, y: 170)))
    }

    @Test func sanitizedMakesEveryValueSafe() {
        var state = ParticipantState(
            frame: CGRect(x: CGFloat.nan, y: 1, width: -5, height: .infinity),
            anchorPoint: CGPoint(x: CGFloat.nan, y: 0), alpha: 3, cornerRadius: -2, zPosition: .infinity
        )
        state.transform.rotation.z = .nan
        #expect(!state.isFinite)
        let clean = state.sanitized()
        #expect(clean.isFinite)
        #expect(clean.frame == CGRect(x: 0, y: 1, width: 0, height: 0))
        #expect(clean.anchorPoint == CGPoint(x: 0.5, y: 0))
        #expect(clean.alpha == 1 && clean.cornerRadius == 0 && clean.zPosition == 0)
        #expect(clean.transform == .identity)
        var nanAlpha = ParticipantState(frame: frame)
        nanAlpha.alpha = .nan
        #expect(nanAlpha.sanitized().alpha == 1)
        nanAlpha.alpha = -1
        #expect(nanAlpha.sanitized().alpha == 0)
    }

    @Test func interpolationIsComponentWise() {
        let a = ParticipantState(frame: frame, transform: .rotation(0), alpha: 0)
        let b = ParticipantState(frame: frame.offsetBy(dx: 100, dy: 0), transform: .rotation(3 * .pi), alpha: 1)
        let half = a.interpolated(to: b, fraction: 0.5)
        #expect(half.frame.minX == 60)
        #expect(abs(half.transform.rotation.z - 1.5 * CGFloat.pi) < 1e-9)
        #expect(half.alpha == 0.5)
    }
}
