import Foundation
import Testing
@testable import DynamicLayouts

/// What the UIKit layer decides from invalidation contexts and scroll-view flags, and what
/// `prepare()` then asks of the model.
@Suite struct LayoutInvalidationTests {
    @Test func contextsAreReadByTheirFlags() {
        #expect(LayoutInvalidation(isPhysics: true, invalidateEverything: false, invalidateDataSourceCounts: false) == .physics)
        #expect(LayoutInvalidation(isPhysics: false, invalidateEverything: false, invalidateDataSourceCounts: false) == .layout)
        #expect(LayoutInvalidation(isPhysics: false, invalidateEverything: false, invalidateDataSourceCounts: true) == .dataCounts)
        #expect(LayoutInvalidation(isPhysics: false, invalidateEverything: true, invalidateDataSourceCounts: true) == .everything)
        #expect(LayoutInvalidation(isPhysics: true, invalidateEverything: true, invalidateDataSourceCounts: false) == .everything)
        #expect(max(LayoutInvalidation.physics, .dataCounts) == .dataCounts)
        #expect(LayoutInvalidation.allCases.sorted() == [.none, .physics, .dataCounts, .layout, .everything])
    }

    @Test func scrollViewFlagsTellTheTouch() {
        let p = CGPoint(x: 3, y: 4)
        #expect(ScrollTouch(isTracking: true, isDragging: false, isDecelerating: false, location: p) == .dragging(p))
        #expect(ScrollTouch(isTracking: false, isDragging: true, isDecelerating: false, location: p) == .dragging(p))
        #expect(ScrollTouch(isTracking: false, isDragging: false, isDecelerating: true, location: p) == .decelerating)
        #expect(ScrollTouch(isTracking: true, isDragging: true, isDecelerating: true, location: p) == .decelerating)
        #expect(ScrollTouch(isTracking: false, isDragging: false, isDecelerating: false, location: p) == .programmatic)
    }

    @Test func prepareDoesWhatEachInvalidationNeeds() {
        let list = LayoutFixtures.messages(count: 100)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 5, delta: 20)
        let moving = model.elements(in: model.visibleRect)
        // Physics and data-count invalidations change nothing by themselves.
        model.prepare(for: .physics, visibleRect: model.visibleRect)
        model.prepare(for: .dataCounts, visibleRect: model.visibleRect)
        #expect(model.elements(in: model.visibleRect) == moving)
        // A changed base layout re-anchors, keeping the motion.
        var sections = list.sections
        sections[0].items[0].size.height += 30
        list.sections = sections
        model.prepare(for: .layout, visibleRect: model.visibleRect)
        DynamicLayoutModelUpdatesTests.expectConsistent(model, list)
        #expect(largestDisplacement(model) > 1)
        // A size change re-anchors at rest.
        var metrics = list.metrics
        metrics.containerSize = CGSize(width: 600, height: 844)
        list.metrics = metrics
        model.prepare(for: .physics, visibleRect: CGRect(x: 0, y: model.visibleRect.minY, width: 600, height: 844))
        #expect(model.visibleRect.width == 600)
        DynamicLayoutModelTests.expectBaseLayout(model)
        // Everything: a fresh start.
        drag(model, frames: 5, delta: 20)
        model.prepare(for: .everything, visibleRect: model.visibleRect)
        DynamicLayoutModelTests.expectBaseLayout(model)
    }
}
