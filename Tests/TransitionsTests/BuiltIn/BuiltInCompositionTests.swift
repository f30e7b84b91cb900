import Foundation
import Testing
@testable import Transitions

/// What the user sees at the two ends of every built-in: at the start only the outgoing screen,
/// at the end only the incoming one. Every other participant must then be invisible (alpha 0),
/// degenerate (less than 1 pt² drawn), off the container, or beneath the screen that covers the
/// container at rest.
@Suite struct BuiltInCompositionTests {
    @Test(arguments: BuiltInCatalog.allCombinations)
    func onlyTheOutgoingScreenShowsAtTheStart(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation)
        let state = builtIn.transition.plan(for: context).state(at: 0)
        let screen: ParticipantID = state[.fromSnapshot] != nil ? .fromSnapshot : .fromView
        for id in state.ids where id != screen {
            let hidden = Self.isHidden(id, in: state, beneath: screen, container: context.containerBounds)
            // The zoom's incoming screen starts as the tapped tile, over the source rectangle.
            let isZoomTile = builtIn == .zoom && id == .toView && operation.isForward
            #expect(hidden || isZoomTile, "\(id) is visible at the start")
        }
    }

    @Test(arguments: BuiltInCatalog.allCombinations)
    func onlyTheIncomingScreenShowsAtTheEnd(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation)
        let state = builtIn.transition.plan(for: context).state(at: 1)
        let screen: ParticipantID = state[.toSnapshot] != nil ? .toSnapshot : .toView
        for id in state.ids where id != screen {
            let hidden = Self.isHidden(id, in: state, beneath: screen, container: context.containerBounds)
            let isZoomTile = builtIn == .zoom && id == .fromView && !operation.isForward
            #expect(hidden || isZoomTile, "\(id) is visible at the end")
        }
    }

    static func isHidden(_ id: ParticipantID, in state: TransitionState, beneath screen: ParticipantID, container: CGRect) -> Bool {
        guard let participant = state[id] else { return true }
        if participant.alpha == 0 { return true }
        let corners = participant.corners
        if area(of: corners) < 1 { return true }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let bounds = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        if !bounds.insetBy(dx: 0.5, dy: 0.5).intersects(container) { return true }
        let order = state.drawingOrder
        return state.draws(screen, atRestIn: container) && order.firstIndex(of: id)! < order.firstIndex(of: screen)!
    }

    /// Shoelace area of a quadrilateral, points².
    static func area(of corners: [CGPoint]) -> CGFloat {
        let pairs = zip(corners, corners.dropFirst() + [corners[0]])
        return abs(pairs.reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }) / 2
    }
}
