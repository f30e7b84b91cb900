import DynamicLayouts
import Foundation
import Testing
@testable import TransitionsGallery

/// The Layouts tab's pure rules: its four screens, the carousel's insertion point, the
/// Newtonian row's capacity, the compositional screen's sections and the message bubbles' sizes.
@Suite struct LayoutScreenTests {
    @Test func fourScreensWithTheirPresets() {
        #expect(LayoutScreen.allCases.count == 4)
        #expect(Set(LayoutScreen.allCases.map(\.title)).count == 4)
        #expect(LayoutScreen.compositional.style == .springyList(.tiled))
        #expect(LayoutScreen.CompositionalSection.allCases.map(\.initialCount) == [12, 24, 10, 30])
        #expect(Set(LayoutScreen.CompositionalSection.allCases.map(\.title)).count == 4)
        #expect(LayoutScreen.springyList.style == .springyList())
        #expect(LayoutScreen.springyCarousel.style == .springyCarousel(itemWidth: 150))
        #expect(LayoutScreen.newtonian.style == .newtonian)
        #expect(LayoutScreen.allCases.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func insertsRightOfTheCentreCard() {
        let centers: [(index: Int, midX: CGFloat)] = [(4, 100), (5, 262), (6, 424)]
        // The card nearest the centre is right of it: the new card takes its place.
        #expect(LayoutScreen.insertionIndex(visibleCenters: centers, visibleMidX: 250) == 5)
        // It is left of the centre: the new card goes after it.
        #expect(LayoutScreen.insertionIndex(visibleCenters: centers, visibleMidX: 270) == 6)
        #expect(LayoutScreen.insertionIndex(visibleCenters: [], visibleMidX: 100) == 0)
    }

    @Test func newtonianCardsThatFit() {
        #expect(LayoutScreen.newtonianCapacity(width: 390) == 4)
        #expect(LayoutScreen.newtonianCapacity(width: 844) == 9)
        #expect(LayoutScreen.newtonianCapacity(width: 10) == 1)
    }

    @Test func bubblesGrowWithTheirTextAndStayInTheList() {
        let short = LayoutMessage(id: 0, text: "ok", isSent: true).bubbleSize(listWidth: 390)
        let long = LayoutMessage(id: 1, text: String(repeating: "spring ", count: 20), isSent: false).bubbleSize(listWidth: 390)
        #expect(short == CGSize(width: 41, height: 45))
        #expect(long.width == 292.5 && long.height > 100)
        #expect(LayoutMessage(id: 2, text: "", isSent: true).bubbleSize(listWidth: -5).height == 45)
        let days = LayoutMessage.conversation(count: 60)
        #expect(days.count == 3 && days.map(\.count).reduce(0, +) == 60)
        #expect(Set(days.flatMap { $0 }.map(\.id)).count == 60)
        #expect(days.flatMap { $0 }.contains { $0.isSent } && days.flatMap { $0 }.contains { !$0.isSent })
    }
}
