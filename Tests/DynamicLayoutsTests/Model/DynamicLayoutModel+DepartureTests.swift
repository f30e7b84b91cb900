import Dynamics
import Foundation
import Testing
@testable import DynamicLayouts

/// Detached elements fall away and are reported once, without a timer; their deletion then
/// leaves from off screen.
@Suite struct DynamicLayoutModelDepartureTests {
    @Test func aDetachedCardFallsOffAndIsReportedOnce() throws {
        let list = LayoutFixtures.newtonianRow(count: 4)
        let model = LayoutFixtures.model(.newtonian, list)
        let id = LayoutElementID.cell(section: 0, item: 1)
        #expect(model.detach(id))
        #expect(model.detach(id))  // already leaving: nothing more
        #expect(model.isAnimating)
        var reported: [LayoutElementID] = []
        var seconds: TimeInterval = 0
        var lowest: CGFloat = 0
        while reported.isEmpty && seconds < 5 {
            model.advance(by: LayoutFixtures.frame)
            seconds += LayoutFixtures.frame
            reported += model.takeDepartedElements()
            lowest = max(lowest, model.element(for: id)!.frame.minY)
            // It shows while it falls, and the others keep their places.
            #expect(model.elements(in: model.visibleRect).contains { $0.id == id } == (model.element(for: id)!.frame.intersects(model.visibleRect)))
        }
        #expect(reported == [id])
        #expect(seconds < 2)  // gravity takes it off screen; no timer
        let gone = try #require(model.element(for: id)).frame
        #expect(gone.minY > model.visibleRect.maxY)
        #expect(model.takeDepartedElements().isEmpty)
        run(model, seconds: 1)
        #expect(model.element(for: id)!.frame == gone)  // parked off screen until deleted
        // The app deletes it: the deletion leaves from off screen, the others swing to their new places.
        var sections = list.sections
        sections[0].items.remove(at: 1)
        list.sections = sections
        try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: 1))])
        #expect(model.disappearingFrame(of: id) == gone)
        #expect(model.isAnimating)
        run(model, seconds: 10)
        #expect(!model.isAnimating)
        DynamicLayoutModelTests.expectBaseLayout(model)
    }

    @Test func aDetachedElementFollowsOtherUpdatesWhileItFalls() throws {
        let list = LayoutFixtures.newtonianRow(count: 4)
        let model = LayoutFixtures.model(.newtonian, list)
        #expect(model.detach(.cell(section: 0, item: 2)))
        // An insert before it moves it to index 3 while it falls.
        var sections = list.sections
        sections[0].items.insert(ListLayout.Item(size: CGSize(width: 80, height: 80), alignment: .trailing), at: 0)
        list.sections = sections
        try model.apply([.insertItem(LayoutIndexPath(section: 0, item: 0))])
        var reported: [LayoutElementID] = []
        for _ in 0..<240 { model.advance(by: LayoutFixtures.frame); reported += model.takeDepartedElements() }
        #expect(reported == [.cell(section: 0, item: 3)])
    }

    /// Two cards leaving in the same frame: taken one at a time, each deletion re-keys the other,
    /// so the second index path reported is already the one after the first deletion.
    @Test func departuresTakenOneAtATimeStayCurrentAcrossDeletions() throws {
        let list = LayoutFixtures.newtonianRow(count: 4)
        let model = LayoutFixtures.model(.newtonian, list)
        #expect(model.detach(.cell(section: 0, item: 1)) && model.detach(.cell(section: 0, item: 3)))
        var deleted: [Int] = []
        for _ in 0..<240 {
            model.advance(by: LayoutFixtures.frame)
            while let id = model.takeDepartedElement() {
                deleted.append(id.item)
                var sections = list.sections
                sections[0].items.remove(at: id.item)
                list.sections = sections
                try model.apply([.deleteItem(LayoutIndexPath(section: 0, item: id.item))])
            }
        }
        // Both fall the same way and leave in the same frame: 1 first, then 3 — by then index 2.
        #expect(deleted == [1, 2])
        #expect(list.sections[0].items.count == 2)
        #expect(model.takeDepartedElement() == nil)
    }

    @Test func withReduceMotionOrWithoutABodyAnElementDepartsAtOnce() {
        let list = LayoutFixtures.rows(count: 20)
        let model = LayoutFixtures.model(.springyList(), list)
        model.isReduceMotionEnabled = true
        #expect(model.detach(.cell(section: 0, item: 2)))
        #expect(model.takeDepartedElements() == [.cell(section: 0, item: 2)])
        #expect(!model.detach(.cell(section: 0, item: 99)))
        #expect(!model.detach(.cell(section: 3, item: 0)))
        model.isReduceMotionEnabled = false
        // A springy list has no gravity: a detached row falls with UIKit's standard gravity.
        #expect(model.detach(.cell(section: 0, item: 5)))
        var reported: [LayoutElementID] = []
        for _ in 0..<180 { model.advance(by: LayoutFixtures.frame); reported += model.takeDepartedElements() }
        #expect(reported == [.cell(section: 0, item: 5)])
        // One falling when Reduce Motion is turned on departs at once.
        #expect(model.detach(.cell(section: 0, item: 7)))
        model.advance(by: LayoutFixtures.frame)
        #expect(model.takeDepartedElements().isEmpty)
        model.isReduceMotionEnabled = true
        #expect(model.takeDepartedElements() == [.cell(section: 0, item: 7)])
    }
}
