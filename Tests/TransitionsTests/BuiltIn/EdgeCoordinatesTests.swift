import Foundation
import Testing
@testable import Transitions

@Suite struct EdgeCoordinatesTests {
    let frame = CGRect(x: 10, y: 20, width: 300, height: 600)

    @Test(arguments: [
        (ScreenEdge.leading, LayoutDirection.leftToRight, CGPoint(x: 40, y: 25)),
        (.leading, .rightToLeft, CGPoint(x: 280, y: 25)),
        (.trailing, .leftToRight, CGPoint(x: 280, y: 25)),
        (.top, .leftToRight, CGPoint(x: 15, y: 50)),
        (.top, .rightToLeft, CGPoint(x: 305, y: 50)),
        (.bottom, .leftToRight, CGPoint(x: 15, y: 590)),
    ] as [(ScreenEdge, LayoutDirection, CGPoint)])
    func depthRunsFromTheEdgeAndPositionFromTheLeadingSide(edge: ScreenEdge, direction: LayoutDirection, expected: CGPoint) {
        let axis = EdgeCoordinates(edge: edge, direction: direction, frame: frame)
        #expect(axis.point(u: 30, v: 5) == expected)
        #expect(axis.depth == (edge == .top || edge == .bottom ? 600 : 300))
        #expect(axis.depth * axis.span == CGFloat(180_000))
        // A step of (du, dv) moves the point by `vector(du:dv:)`.
        let moved = axis.point(u: 30 + 7, v: 5 + 3)
        let step = axis.vector(du: 7, dv: 3)
        #expect(moved == CGPoint(x: expected.x + step.x, y: expected.y + step.y))
    }

    /// A tilt sends the far side (from the edge) away from the viewer: negative z, as Core
    /// Animation's rotations do, for every edge and direction.
    @Test(arguments: ScreenEdge.allCases, LayoutDirection.allCases)
    func tiltTurnsTheFarSideAway(edge: ScreenEdge, direction: LayoutDirection) {
        let axis = EdgeCoordinates(edge: edge, direction: direction, frame: frame)
        let turn = TransformComponents(rotation: axis.tilt(0.3)).transform
        let farSide = turn.transform(axis.vector(du: 100, dv: 0))
        #expect(farSide.z < -29 && farSide.z > -30)  // 100 · sin 0.3 = 29.6
        let alongEdge = turn.transform(axis.vector(du: 0, dv: 100))
        #expect(isClose(alongEdge, axis.vector(du: 0, dv: 100), tolerance: 1e-12))  // the hinge stays put
    }

    @Test func bandsSlicesAndRegionsCutTheScreen() {
        let axis = EdgeCoordinates(edge: .trailing, direction: .leftToRight, frame: frame)
        let band = axis.band(from: 0, to: 75)
        #expect(band == CGRect(x: 235, y: 20, width: 75, height: 600))
        #expect(axis.region(of: band) == SnapshotRegion(x: 0.75, y: 0, width: 0.25, height: 1))
        #expect(axis.slice(from: 0, to: 150) == CGRect(x: 10, y: 20, width: 300, height: 150))
        #expect(EdgeCoordinates.anchor(at: CGPoint(x: 160, y: 320), in: band) == CGPoint(x: -1, y: 0.5))
        #expect(EdgeCoordinates.anchor(at: .zero, in: .zero) == CGPoint(x: 0.5, y: 0.5))
    }

    /// Every built-in described from an edge is the exact mirror image of itself in a
    /// right-to-left layout: each participant (the same name) is drawn at the mirrored corners,
    /// with the same opacity, and a region snapshot shows the mirrored region.
    @Test(arguments: BuiltInCatalog.slicedAndThreeDimensional, TransitionOperation.allCases)
    func rightToLeftLayoutsPlayTheMirrorImage(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let ltr = builtIn.transition.plan(for: PlanFixtures.context(operation))
        let rtl = builtIn.transition.plan(for: PlanFixtures.context(operation, layoutDirection: .rightToLeft))
        #expect(Set(ltr.participants.map(\.id)) == Set(rtl.participants.map(\.id)))
        let width = PlanFixtures.phoneBounds.width
        for index in 0...16 {
            let time = CGFloat(index) / 16
            let a = ltr.state(at: time), b = rtl.state(at: time)
            for entry in a.entries {
                guard let mirror = b.entries.first(where: { $0.id == entry.id }) else { continue }
                #expect(Self.isMirror(mirror.kind, of: entry.kind), "\(builtIn) \(entry.id): \(mirror.kind), \(entry.kind)")
                let expected = entry.state.corners.map { CGPoint(x: width - $0.x, y: $0.y) }
                let drawn = mirror.state.corners
                // Mirroring swaps left and right corners: top-left ↔ top-right, bottom-right ↔ bottom-left.
                for (got, want) in zip(drawn, [expected[1], expected[0], expected[3], expected[2]]) {
                    #expect(isClose(got, want, tolerance: 1e-6), "\(builtIn) \(operation) \(entry.id) at \(time)")
                }
                #expect(mirror.state.alpha == entry.state.alpha)
            }
            #expect(a.drawingOrder == b.drawingOrder)
        }
    }

    /// `true` when `kind` is `original` in a mirrored layout: the same kind, a region snapshot
    /// showing the horizontally mirrored region (to rounding).
    static func isMirror(_ kind: TransitionParticipant.Kind, of original: TransitionParticipant.Kind) -> Bool {
        func mirrors(_ a: SnapshotRegion, _ b: SnapshotRegion) -> Bool {
            isClose(a.unitRect, CGRect(x: 1 - b.x - b.width, y: b.y, width: b.width, height: b.height), tolerance: 1e-12)
        }
        switch (kind, original) {
        case (.snapshotOfFromViewRegion(let a), .snapshotOfFromViewRegion(let b)), (.snapshotOfToViewRegion(let a), .snapshotOfToViewRegion(let b)):
            return mirrors(a, b)
        default:
            return kind == original
        }
    }
}
