import Dynamics
import Foundation
import Testing
@testable import DynamicLayouts

/// What the UIKit layer's host decides through the model (issue 20): a collection view off screen,
/// self-sizing passes, UIKit's plain `invalidateLayout()`, a model kept after its layout, and
/// scrolling that reuses bodies.
@Suite struct DynamicLayoutModelHostTests {
    /// A collection view that leaves the window (another tab, a pushed screen) stops the clock at
    /// its next frame and everything rests at once; a card falling away has departed. The founding
    /// layout's display link kept ticking and invalidating a layout nobody saw.
    @Test func aHostOffScreenStopsItsFramesAndEverythingRests() {
        let model = LayoutFixtures.model(.springyList(.loose), LayoutFixtures.messages(count: 200))
        drag(model, frames: 10, delta: 20)
        let moving = model.displayFrame(after: LayoutFixtures.frame, isVisible: true)
        #expect(moving.needsMoreFrames)
        let offScreen = model.displayFrame(after: LayoutFixtures.frame, isVisible: false)
        #expect(offScreen == LayoutFrame(needsLayout: true, needsMoreFrames: false))
        #expect(!model.isAnimating)
        DynamicLayoutModelTests.expectBaseLayout(model)
        // Nothing more to do off screen, and a model at rest asks for nothing on screen either.
        #expect(model.displayFrame(after: LayoutFixtures.frame, isVisible: false) == LayoutFrame(needsLayout: false, needsMoreFrames: false))
        #expect(model.displayFrame(after: LayoutFixtures.frame, isVisible: true) == LayoutFrame(needsLayout: false, needsMoreFrames: false))
        // A Newtonian card falling away when the screen goes: departed, reported once.
        let newtonian = LayoutFixtures.model(.newtonian, LayoutFixtures.newtonianRow(count: 3))
        newtonian.detach(.cell(section: 0, item: 1))
        #expect(newtonian.displayFrame(after: LayoutFixtures.frame, isVisible: false).needsMoreFrames == false)
        #expect(newtonian.takeDepartedElements() == [.cell(section: 0, item: 1)])
    }

    /// A self-sizing pass (UIKit's `invalidationContext(forPreferredLayoutAttributes:…)`, read as
    /// a base-layout change): at rest the layout stays at rest — no frames for a screen of cells
    /// sizing themselves — and in motion only the bodies whose element moved or changed are
    /// re-anchored; the others keep their exact state. The founding layout re-anchored every body
    /// and restarted the clock each time.
    @Test func selfSizingTouchesOnlyTheResizedAndMovedBodies() {
        let list = LayoutFixtures.messages(count: 100)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        #expect(!model.isAnimating)
        var sections = list.sections
        sections[0].items[6].size.height += 40
        list.sections = sections
        model.baseLayoutDidChange()
        #expect(!model.isAnimating, "a self-sizing pass at rest started the clock")
        DynamicLayoutModelTests.expectBaseLayout(model)
        // In motion: bodies above the resized cell are untouched, the ones below move with their places.
        drag(model, frames: 8, delta: 12)
        let before = Dictionary(uniqueKeysWithValues: model.bodies.map { ($0.element.id, (model.engineState(of: $0)!, $0.item!)) })
        sections[0].items[6].size.height += 30
        list.sections = sections
        model.baseLayoutDidChange()
        for body in model.bodies {
            guard let (old, item) = before[body.element.id], body.element.id.category == .cell else { continue }
            let state = model.engineState(of: body)!
            #expect(body.item == item, "\(body.element.id) got a new engine body")
            if body.element.id.item < 6 {
                #expect(state.center == old.center && state.velocity == old.velocity, "\(body.element.id) was re-anchored")
            } else if body.element.id.item > 6 {
                #expect(abs(state.center.y - old.center.y - 30) < 1e-9 && state.velocity == old.velocity)
            }
        }
        #expect(model.isAnimating)
    }

    /// UIKit's plain `invalidateLayout()` — what every flow-layout property write calls — hands the
    /// layout a fresh context with no flag set (`UICollectionViewLayout.invalidateLayout` in UIKitCore
    /// of iOS 26.1), so the layout reads it as a base-layout change: the springs keep moving. The
    /// founding layout overrode `invalidateLayout()` as "everything" and reset every spring.
    @Test func aPlainInvalidationKeepsTheSpringsInMotion() {
        let list = LayoutFixtures.messages(count: 100)
        let model = LayoutFixtures.model(.springyList(.loose), list)
        drag(model, frames: 8, delta: 15)
        let before = Dictionary(uniqueKeysWithValues: model.bodies.map { ($0.element.id, model.engineState(of: $0)!) })
        let plain = LayoutInvalidation(isPhysics: false, invalidateEverything: false, invalidateDataSourceCounts: false)
        #expect(plain == .layout)
        model.prepare(for: plain, visibleRect: model.visibleRect)
        #expect(largestDisplacement(model) > 1)
        for body in model.bodies {
            guard let old = before[body.element.id], let state = model.engineState(of: body) else { continue }
            #expect(state.center == old.center && state.velocity == old.velocity)
        }
    }

    /// A model kept after its base layout is gone (the UIKit layouts' `model` is public; the app, a
    /// debug overlay or a SwiftUI host may keep it) reads an empty layout and never traps. The
    /// founding UIKit adapter held the layout `unowned`: the first query trapped.
    @Test func aModelKeptAfterItsLayoutIsGoneReadsAnEmptyLayout() throws {
        var list: ListLayout? = LayoutFixtures.messages(count: 100)
        let model = LayoutFixtures.model(.springyList(.loose), WeakLayoutSource(list!))
        drag(model, frames: 5, delta: 20)
        #expect(!model.elements(in: model.visibleRect).isEmpty)
        list = nil
        #expect(model.source.contentSize == .zero)
        #expect(model.elements(in: model.visibleRect).isEmpty)
        #expect(model.element(for: .cell(section: 0, item: 1)) == nil)
        drag(model, frames: 5, delta: 20)
        run(model, seconds: 3)
        try model.apply([])
        model.baseLayoutDidChange()
        model.reloadData()
        #expect(model.liveBodyCount == 0 && !model.isAnimating)
    }

    /// Scrolling fast through a long list creates no engine body once warm: bodies leaving the
    /// window are parked and reused by the ones entering it (what makes such frames allocate
    /// nothing; layout-bench counts the allocations).
    @Test func scrollingFastReusesParkedBodies() {
        let model = LayoutFixtures.model(.springyList(), LayoutFixtures.rows(count: 5_000), at: CGPoint(x: 0, y: 50_000))
        func liveItems() -> Set<DynamicItem> { Set(model.animator.items) }
        for _ in 0..<120 { drag(model, frames: 1, delta: 45) }
        var known = liveItems()
        for k in 0..<600 {
            drag(model, frames: 1, delta: k % 200 < 100 ? 45 : -45)
            if k == 100 { known = liveItems() }
            if k > 100 { #expect(liveItems().isSubset(of: known), "a new engine body at frame \(k)") }
        }
        #expect(model.liveBodyCount > 10)
        #expect(model.animator.items.count <= model.liveBodyCount + BodyPool.capacity)
    }

    /// Pinned elements (a compositional layout's orthogonal sections) never get a body and keep
    /// their base frames while everything around them springs.
    @Test func pinnedElementsStayOnTheirBaseFrames() {
        let script = BatchScript(sections: 6, itemsPerSection: 9, seed: 5)
        let list = ListLayout(metrics: .init(containerSize: LayoutFixtures.screen), sections: script.layoutSections(composed: true))
        let model = LayoutFixtures.model(.springyList(.loose), list)
        var pinned = 0, moved = 0
        for _ in 0..<30 {
            drag(model, frames: 1, delta: 25, touch: CGPoint(x: 200, y: 0))
            for e in model.elements(in: model.visibleRect) {
                let base = list.element(for: e.id)!
                if base.isPinned {
                    pinned += 1
                    #expect(e.frame == base.frame && !model.liveElementIDs.contains(e.id))
                } else if e.frame != base.frame {
                    moved += 1
                }
            }
        }
        #expect(pinned > 10 && moved > 10)
    }
}
