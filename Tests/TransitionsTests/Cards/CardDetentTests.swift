import Foundation
import Testing
@testable import Transitions

@Suite struct CardDetentTests {
    /// Every kind of detent on phones and iPads in both orientations: fixed heights, fractions of
    /// the tallest card, the content's own height and a closure of the container, each resolved
    /// against the space the card has there (the safe area less 16 pt margins).
    @Test(arguments: CardDevice.all)
    func everyKindResolvesAgainstTheSpaceTheCardHas(device: CardDevice) throws {
        let maximum = device.available.height
        let layout = CardLayout.insetSheet(detents: [
            .height(300, identifier: "fixed"),
            .fraction(0.5, identifier: "half"),
            .contentFit(),
            .custom("custom") { context in context.isLandscape ? context.maximumHeight * 0.8 : 250 },
            .large,
        ])
        let detents = try #require(layout.resolvedDetents(in: device.with(contentHeight: 420)))
        #expect(detents.height(of: "fixed") == min(300, maximum))
        #expect(detents.height(of: "half") == maximum / 2)
        #expect(detents.height(of: .content) == min(420, maximum))
        #expect(detents.height(of: "custom") == (device.environment.containerBounds.width > device.environment.containerBounds.height ? maximum * 0.8 : 250))
        #expect(detents.height(of: .large) == maximum)
        // Shortest first; the largest is the whole space.
        #expect(detents.entries.map(\.height) == detents.entries.map(\.height).sorted())
        #expect(detents.largest.height == maximum)
    }

    /// Each detent's frame: the card's bottom edge on the space's bottom edge, as tall as the
    /// detent, the space's width on phones and 540 pt centred on iPads.
    @Test(arguments: CardDevice.all)
    func aDetentsFrameSitsAtTheBottomOfTheSpace(device: CardDevice) throws {
        for detent in [CardDetent.medium, .large, .height(200, identifier: "small")] {
            var layout = CardLayout.insetSheet(detents: [.medium, .large, .height(200, identifier: "small")])
            layout.selectedDetent = detent.identifier
            let height = try #require(detent.height(in: layout.detentContext(in: device.environment)))
            let frame = layout.frame(in: device.environment.containerBounds, safeArea: device.environment.safeArea, sizeClass: device.environment.sizeClass)
            let column = device.cardColumn
            #expect(frame == CGRect(x: column.x, y: device.available.maxY - height, width: column.width, height: height))
        }
    }

    @Test func contentFitTakesThePreferredHeightThenTheFittingHeight() {
        #expect(CardEnvironment.contentHeight(preferred: 320, fitting: 500) == 320)
        #expect(CardEnvironment.contentHeight(preferred: 0, fitting: 500) == 500)
        #expect(CardEnvironment.contentHeight(preferred: .nan, fitting: -1) == nil)
        #expect(CardEnvironment.contentHeight(preferred: nil, fitting: .infinity) == nil)
        // No content height: the content-fit detent is left out.
        let context = CardDetent.Context(containerSize: CGSize(width: 390, height: 844), maximumHeight: 700)
        #expect(CardDetent.contentFit().height(in: context) == nil)
    }

    /// Bad input never makes a detent: NaN, −∞, zero and negative heights and fractions, a closure
    /// that returns nil, and an unusable container; heights above the space, +∞ included, are
    /// reduced to it (UIKit's `_activeDetents`).
    @Test func badValuesLeaveADetentOut() {
        let context = CardDetent.Context(containerSize: CGSize(width: 390, height: 844), maximumHeight: 700)
        #expect(CardDetent.height(CGFloat.infinity).height(in: context) == 700)
        #expect(CardDetent.fraction(CGFloat.infinity).height(in: context) == 700)
        for bad: CGFloat in [.nan, -CGFloat.infinity, 0, -20] {
            #expect(CardDetent.height(bad).height(in: context) == nil)
            #expect(CardDetent.fraction(bad).height(in: context) == nil)
            #expect(CardDetent.custom("c") { _ in bad }.height(in: context) == nil)
        }
        #expect(CardDetent.custom("c") { _ in nil }.height(in: context) == nil)
        #expect(CardDetent.height(5000).height(in: context) == 700)
        #expect(CardDetent.fraction(3).height(in: context) == 700)
        let unusable = CardDetent.Context(containerSize: .zero, maximumHeight: .nan)
        #expect(CardDetent.large.height(in: unusable) == nil)
    }

    @Test func resolutionKeepsTheFirstOfANameOrdersByHeightAndNeverComesOutEmpty() {
        let context = CardDetent.Context(containerSize: CGSize(width: 390, height: 844), maximumHeight: 700)
        let detents = ResolvedCardDetents([.large, .height(100, identifier: "a"), .height(400, identifier: "a"), .height(100, identifier: "b")], in: context)
        #expect(detents.entries.map(\.identifier) == ["a", "b", .large])
        #expect(detents.height(of: "a") == 100)
        #expect(ResolvedCardDetents([], in: context).entries == [.init(identifier: .large, height: 700)])
        #expect(ResolvedCardDetents([.height(.nan)], in: context).entries.map(\.identifier) == [.large])
        #expect(detents.nearest(to: 240)?.identifier == "a")
        #expect(detents.nearest(to: 600)?.identifier == .large)
        #expect(detents.neighbour(of: "b", step: 1)?.identifier == .large)
        #expect(detents.neighbour(of: .large, step: 1) == nil)
        #expect(detents.entry(named: "missing").identifier == "a")
    }

    @Test func detentsCompareByNameAndKind() {
        // UIKit's medium is inactive in compact height; a plain half fraction is not.
        #expect(CardDetent.medium != CardDetent.fraction(0.5, identifier: .medium))
        #expect(CardDetent.medium.height(in: .init(containerSize: CGSize(width: 844, height: 390), maximumHeight: 300, verticalSizeClass: .compact)) == nil)
        #expect(CardDetent.fraction(0.5).height(in: .init(containerSize: CGSize(width: 844, height: 390), maximumHeight: 300, verticalSizeClass: .compact)) == 150)
        #expect(CardDetent.medium != CardDetent.fraction(0.6, identifier: .medium))
        #expect(CardDetent.custom("x") { _ in 1 } == CardDetent.custom("x") { _ in 2 })
        #expect(CardDetent.contentFit() != CardDetent.height(10, identifier: .content))
    }

    /// A sheet dragged below its shortest detent keeps that height and slides down; the frame is
    /// clamped between the space's bottom and the container's top.
    @Test func belowTheShortestDetentTheCardSlidesDown() {
        let device = CardDevice.phonePortrait
        let layout = CardLayout.insetSheet(detents: [.medium])
        let frame = layout.frame(forHeight: 100, minimumHeight: 365.5, in: device.environment)
        #expect(frame == CGRect(x: 16, y: 794 - 100, width: 358, height: 365.5))
        // At most down to the dismiss position, the top edge on the container's bottom edge.
        #expect(layout.frame(forHeight: -30, in: device.environment).minY == CGFloat(824))
        #expect(layout.frame(forHeight: -500, in: device.environment).minY == 844)
        #expect(layout.frame(forHeight: .infinity, in: device.environment).minY == 0)
        #expect(layout.frame(forHeight: .nan, in: device.environment).minY == 844)
    }

    @Test func theGrabberIsCentredNearTheTop() {
        #expect(CardLayout.grabberFrame(inCardOfWidth: 358) == CGRect(x: 161, y: 5, width: 36, height: 5))
        #expect(CardLayout.grabberFrame(inCardOfWidth: 20) == CGRect(x: 0, y: 5, width: 20, height: 5))
        #expect(CardLayout.grabberFrame(inCardOfWidth: .nan).width == 0)
    }
}
