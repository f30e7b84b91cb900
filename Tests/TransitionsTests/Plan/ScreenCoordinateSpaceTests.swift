import Foundation
import Testing
@testable import Transitions

@Suite struct ScreenCoordinateSpaceTests {
    /// A card presentation's context: the from-view (the card) inset in the container, the
    /// to-view (the screen beneath) below a 20 pt status area.
    let context = try! TransitionContext(
        operation: .dismiss, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
        fromInitialFrame: CGRect(x: 16, y: 200, width: 358, height: 500),
        toFinalFrame: CGRect(x: 0, y: 20, width: 390, height: 824))
    let cell = CGRect(x: 10, y: 30, width: 100, height: 60)

    @Test func aRectangleInAScreenIsPlacedWhereThatScreenIs() {
        #expect(context.containerRect(cell, in: .container) == cell)
        #expect(context.containerRect(cell, in: .fromView) == CGRect(x: 26, y: 230, width: 100, height: 60))
        #expect(context.containerRect(cell, in: .toView) == CGRect(x: 10, y: 50, width: 100, height: 60))
    }

    /// The zoom built from such a rectangle zooms there, not from the centre.
    @Test func aZoomIntoThePlacedRectangleEndsThere() throws {
        let source = context.containerRect(cell, in: .toView)
        let plan = ZoomTransition(sourceRect: source).plan(for: context)
        let end = try #require(plan.finalState[.fromView])
        let corners = end.corners
        #expect(abs(corners.map(\.x).min()! - source.minX) < 1e-6)
        #expect(abs(corners.map(\.y).min()! - source.minY) < 1e-6)
        #expect(abs(corners.map(\.x).max()! - source.maxX) < 1e-6)
    }

    @Test func aNonFiniteRectangleStaysNonFinite() {
        let bad = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(context.containerRect(bad, in: .toView).origin.x.isNaN)
    }

    /// The zoom's source lookup (`SourceViewZoomTransition` on iOS): the container's window wins
    /// over the screens, the to-view over the from-view, and a view in none of them is not
    /// measured, for every combination.
    @Test(arguments: [false, true], [false, true])
    func aViewIsMeasuredWhereItIs(inToView: Bool, inFromView: Bool) {
        #expect(ScreenCoordinateSpace.measuring(inContainersWindow: true, inToView: inToView, inFromView: inFromView) == .container)
        let offWindow = ScreenCoordinateSpace.measuring(inContainersWindow: false, inToView: inToView, inFromView: inFromView)
        switch (inToView, inFromView) {
        case (true, _): #expect(offWindow == .toView)
        case (false, true): #expect(offWindow == .fromView)
        case (false, false): #expect(offWindow == nil)
        }
    }
}
