import Foundation
import Testing
import Transitions
@testable import GalleryShowcase

/// The founding three on a card, as the gallery records them: the swing and the drop stay on
/// screen, which they do not with a full-screen view.
@MainActor
@Suite struct ShowcaseCatalogCardsTests {
    func entry(_ slug: String) throws -> ShowcaseEntry {
        try #require(ShowcaseCatalog.builtIns().first { $0.slug == slug })
    }

    @Test func theFoundingThreePlayOnACardBothWays() {
        let cards = ShowcaseCatalog.cardEntries()
        #expect(cards.map(\.slug) == [
            "scale-card-present", "scale-card-dismiss", "swing-drop-card-present", "swing-drop-card-dismiss",
            "slide-up-card-present", "slide-up-card-dismiss",
        ])
        #expect(cards.allSatisfy { $0.card == ShowcaseCatalog.classicCard })
        #expect(cards.map(\.title).contains("Swing-drop on a card — dismiss"))
        // The full-screen variants stay in the gallery.
        let slugs = Set(ShowcaseCatalog.builtIns().map(\.slug))
        #expect(slugs.isSuperset(of: ["scale-push", "swing-drop-dismiss", "slide-up-present"]))
    }

    @Test func aCardEntryPlaysInACardContext() throws {
        let context = try TransitionRecorder.context(for: try entry("swing-drop-card-dismiss"), containerSize: Showcase.containerSize)
        #expect(context.fromInitialFrame == CGRect(x: 194, y: 292, width: 180, height: 260))
        #expect(context.toFinalFrame == CGRect(origin: .zero, size: Showcase.containerSize))
        #expect(context.presentation == CardLayout.swingDrop.appearance)
    }

    /// The share of recorded frames before the final drop keyframe (relative time 0.65) in which
    /// part of the swinging snapshot is on screen, for the swing-drop's dismissal.
    func swingVisibility(_ slug: String, containerSize: CGSize = Showcase.containerSize) throws -> (visible: Int, total: Int) {
        let recording = try TransitionRecorder.record(try entry(slug), containerSize: containerSize, framesPerSecond: 30)
        let screen = CGRect(origin: .zero, size: containerSize)
        // Linear timing: the recorded progress is the keyframes' relative time.
        let swing = recording.frames.frames.filter { $0.progress < 0.65 }
        let visible = try swing.filter { frame in
            let state = try #require(recording.plan.state(at: CGFloat(frame.progress))[.fromSnapshot])
            return state.alpha > 0 && ScreenCoverage.visibleArea(of: state.corners, in: screen) > 1
        }
        return (visible.count, swing.count)
    }

    @Test func theSwingDropOnACardStaysOnScreenForMostOfItsSwing() throws {
        let card = try swingVisibility("swing-drop-card-dismiss")
        #expect(card.total >= 15)
        #expect(Double(card.visible) >= 0.6 * Double(card.total), "\(card.visible) of \(card.total) frames show the card")
        // Full screen, the swing happens below the bottom edge: the reason for the card.
        let fullScreen = try swingVisibility("swing-drop-dismiss")
        #expect(Double(fullScreen.visible) < 0.6 * Double(fullScreen.total), "\(fullScreen.visible) of \(fullScreen.total)")
        print("swing-drop frames before the drop with the card on screen: card \(card.visible)/\(card.total), "
            + "full screen \(fullScreen.visible)/\(fullScreen.total)")
    }

    /// The same on the smallest and largest iPhones and in an iPad's portrait and landscape
    /// windows: the card's placement keeps the swing on screen whatever the container.
    @Test(arguments: [CGSize(width: 320, height: 568), CGSize(width: 375, height: 667), CGSize(width: 430, height: 932),
                      CGSize(width: 768, height: 1024), CGSize(width: 1024, height: 768)])
    func theCardKeepsTheSwingOnScreenOnEveryScreenSize(containerSize: CGSize) throws {
        let card = try swingVisibility("swing-drop-card-dismiss", containerSize: containerSize)
        #expect(card.total >= 15)
        #expect(Double(card.visible) >= 0.6 * Double(card.total), "\(card.visible) of \(card.total) frames show the card")
    }
}

/// How much of a convex quadrilateral (a participant's corners as drawn) lies inside a rectangle.
enum ScreenCoverage {
    /// The area, in square points, of the convex polygon `corners` clipped to `rect`
    /// (Sutherland–Hodgman against the four edges, then the shoelace formula).
    static func visibleArea(of corners: [CGPoint], in rect: CGRect) -> CGFloat {
        var polygon = corners
        let edges: [(CGPoint) -> CGFloat] = [
            { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y },
        ]
        for inside in edges {
            guard let last = polygon.last else { return 0 }
            var clipped: [CGPoint] = []
            var previous = last
            for point in polygon {
                let (a, b) = (inside(previous), inside(point))
                if (a >= 0) != (b >= 0) {
                    let t = a / (a - b)
                    clipped.append(CGPoint(x: previous.x + t * (point.x - previous.x), y: previous.y + t * (point.y - previous.y)))
                }
                if b >= 0 { clipped.append(point) }
                previous = point
            }
            polygon = clipped
        }
        guard polygon.count >= 3 else { return 0 }
        var twice: CGFloat = 0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            twice += point.x * next.y - next.x * point.y
        }
        return abs(twice) / 2
    }
}

@Suite struct ScreenCoverageTests {
    @Test func areasOfSquaresInsidePartlyAndOutside() {
        let screen = CGRect(x: 0, y: 0, width: 100, height: 100)
        func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> [CGPoint] {
            [CGPoint(x: x, y: y), CGPoint(x: x + side, y: y), CGPoint(x: x + side, y: y + side), CGPoint(x: x, y: y + side)]
        }
        #expect(ScreenCoverage.visibleArea(of: square(10, 10, 20), in: screen) == 400)
        #expect(ScreenCoverage.visibleArea(of: square(90, 90, 20), in: screen) == 100)
        #expect(ScreenCoverage.visibleArea(of: square(200, 10, 20), in: screen) == 0)
        // A diamond around a corner: a quarter inside.
        let diamond = [CGPoint(x: 0, y: -10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: -10, y: 0)]
        #expect(abs(ScreenCoverage.visibleArea(of: diamond, in: screen) - 50) < 1e-9)
    }
}
