import Foundation
import Testing
import Transitions
import TransitionsUI
import TransitionsUITesting

/// Which item goes where in UIKit's navigation bar, as SwiftUI's `NavigationStack` shows the same
/// modifiers (the kit writes the navigation item itself where UIKit's hosting controller does not
/// bridge SwiftUI's, iOS 13 to 15).
@MainActor
@Suite struct NavigationBarPlanTests {
    /// A mail screen: a title, large; two trailing items (compose, then filter) and one leading
    /// (edit): the trailing ones reach `rightBarButtonItems` reversed (UIKit lays them out from the
    /// trailing edge), the leading one sits beside the back button.
    @Test func aMailScreensItemsGoWhereSwiftUIPutsThem() {
        let bar = ScreenBar(title: "Inbox", titleDisplayMode: .large, items: [
            .init(placement: .trailing, id: 0), .init(placement: .leading, id: 1), .init(placement: .trailing, id: 2),
        ])
        let plan = NavigationBarPlan(bar)
        #expect(plan.title == "Inbox")
        #expect(plan.largeTitleDisplayMode == .always)
        #expect(plan.rightItems == [2, 0], "declared compose (0) then filter (2): filter is the trailing-most")
        #expect(plan.leftItems == [1])
        #expect(plan.leftItemsSupplementBackButton, "leading items sit beside the back button, as in SwiftUI")
        #expect(plan.titleView == nil)
        #expect(plan.toolbarItems.isEmpty)
        #expect(!plan.hidesBackButton)
    }

    @Test func titleDisplayModes() {
        #expect(NavigationBarPlan(ScreenBar(title: "A")).largeTitleDisplayMode == .automatic)
        #expect(NavigationBarPlan(ScreenBar(title: "A", titleDisplayMode: .inline)).largeTitleDisplayMode == .never)
        #expect(NavigationBarPlan(ScreenBar(title: "A", titleDisplayMode: .large)).largeTitleDisplayMode == .always)
        #expect(NavigationBarPlan(ScreenBar(title: nil, titleDisplayMode: .large)).largeTitleDisplayMode == .never,
                "no empty large-title band without a title")
        #expect(NavigationBarPlan(ScreenBar(title: "", titleDisplayMode: .automatic)).largeTitleDisplayMode == .never)
    }

    /// The last principal item replaces the title; bottom-bar items go to the toolbar, which shows
    /// only while the top screen has some.
    @Test func principalAndBottomBarItems() {
        let bar = ScreenBar(title: "Draft", isBackButtonHidden: true, backButtonTitle: "Drafts", items: [
            .init(placement: .principal, id: 0), .init(placement: .bottomBar, id: 1),
            .init(placement: .principal, id: 2), .init(placement: .bottomBar, id: 3),
        ])
        let plan = NavigationBarPlan(bar)
        #expect(plan.titleView == 2)
        #expect(plan.toolbarItems == [1, 3])
        #expect(plan.hidesBackButton)
        #expect(plan.backButtonTitle == "Drafts")
        #expect(!NavigationBarPlan.isToolbarHidden(top: bar))
        #expect(NavigationBarPlan.isToolbarHidden(top: ScreenBar(title: "x")))
        #expect(NavigationBarPlan.isToolbarHidden(top: nil))
    }

    /// A stack whose screens declare `bar` by value (`nil`: the root) when they render.
    static func stack(_ path: [Int], rendering: ModelStackHost<Int>.Rendering, bar: @escaping (Int?) -> ScreenBar?) -> ModelStackHost<Int> {
        ModelStackHost(path: path, transitions: NavigationTransitions(transition: SlideTransition(), gestures: [.screenEdge(.leading)]),
                       rendering: rendering, bar: bar)
    }

    static let hidesOnOne: (Int?) -> ScreenBar? = { $0 == 1 ? ScreenBar(title: "Photo", isBarHidden: true) : ScreenBar(title: "Other") }

    /// The navigation bar belongs to the navigation controller: it follows the screen coming to the
    /// top at `willShow` (with the transition), and comes back with the screen that stays when an
    /// interactive pop is cancelled (UIKit sends `willShow` again with it).
    @Test(arguments: [false, true], [ModelStackHost<Int>.Rendering.whenShown, .whenMade])
    func aHiddenBarFollowsTheTopScreen(finishes: Bool, rendering: ModelStackHost<Int>.Rendering) {
        let nav = Self.stack([1], rendering: rendering, bar: Self.hidesOnOne)
        nav.appSetsPath([1, 2])
        nav.settle()
        #expect(!nav.isNavigationBarHidden, "screen 2 shows the bar")
        #expect(nav.beginGesturePop(.screenEdge(.leading), progress: 0.5))
        #expect(nav.isNavigationBarHidden, "the pop to the photo hides it, with the transition")
        nav.endInteractivePop(finishes: finishes)
        #expect(nav.isNavigationBarHidden == finishes, "a cancel brings back the screen that stays, and its bar")
        #expect(nav.violations.isEmpty)
    }

    /// A pushed screen renders, and so declares its bar, when UIKit lays it out for the push —
    /// after `willShow` — unless the kit rendered it before the push (iOS 13 to 15): either way the
    /// push of a screen that hides the bar hides it, with the push.
    @Test(arguments: [ModelStackHost<Int>.Rendering.whenShown, .whenMade])
    func aPushOfAScreenThatHidesTheBarHidesIt(rendering: ModelStackHost<Int>.Rendering) {
        let nav = Self.stack([], rendering: rendering, bar: Self.hidesOnOne)
        #expect(!nav.isNavigationBarHidden)
        nav.appSetsPath([1])
        #expect(!nav.isNavigationBarHidden, "UIKit has not started the push")
        nav.layout()
        #expect(nav.isTransitioning)
        #expect(nav.isNavigationBarHidden, "hidden as the push starts")
        nav.settle()
        #expect(nav.isNavigationBarHidden)
        nav.userPops()
        nav.settle()
        #expect(!nav.isNavigationBarHidden, "the root shows it again")
        #expect(nav.violations.isEmpty)
    }

    /// The stack's first top screen hides the bar from the start, whenever it renders.
    @Test(arguments: [ModelStackHost<Int>.Rendering.whenShown, .whenMade])
    func aPathWhoseTopHidesTheBarStartsHidden(rendering: ModelStackHost<Int>.Rendering) {
        #expect(Self.stack([2, 1], rendering: rendering, bar: Self.hidesOnOne).isNavigationBarHidden)
        #expect(!Self.stack([1, 2], rendering: rendering, bar: Self.hidesOnOne).isNavigationBarHidden)
    }

    /// The top screen's content declaring its bar anew (a state change) applies at once; a screen
    /// below declaring anew waits until it is on top.
    @Test func theTopScreenDeclaringAnewAppliesAtOnce() {
        let nav = Self.stack([1, 2], rendering: .whenShown, bar: { _ in nil })
        nav.setBar(ScreenBar(isBarHidden: true), at: 1)
        #expect(nav.isNavigationBarHidden)
        nav.setBar(ScreenBar(isBarHidden: false), at: 0)
        #expect(nav.isNavigationBarHidden, "screen 1 is below")
        nav.setBar(ScreenBar(), at: 1)
        #expect(!nav.isNavigationBarHidden)
    }

    @Test func barsFollowTheTopScreensDeclaration() {
        #expect(NavigationBarPlan.Bars(top: nil) == .init(top: ScreenBar()))
        let bars = NavigationBarPlan.Bars(top: ScreenBar(isBarHidden: true, items: [.init(placement: .bottomBar, id: 0)]))
        #expect(bars.isNavigationBarHidden)
        #expect(!bars.isToolbarHidden)
        #expect(NavigationBarPlan.Bars(top: nil).isToolbarHidden)
        #expect(!NavigationBarPlan.Bars(top: nil).isNavigationBarHidden)
    }

    /// SwiftUI declares every screen's bar again on every update of the stack: the navigation item
    /// is written again only when what it shows changed, else only the items' views are updated.
    @Test func theItemIsWrittenAgainOnlyWhenTheBarChanged() {
        let bar = ScreenBar(title: "Inbox", items: [.init(placement: .trailing, id: 0), .init(placement: .leading, id: 1)])
        #expect(NavigationBarPlan.update(from: nil, to: bar) == .navigationItem, "the first declaration")
        #expect(NavigationBarPlan.update(from: bar, to: bar) == .itemViews)
        var retitled = bar
        retitled.title = "Archive"
        #expect(NavigationBarPlan.update(from: bar, to: retitled) == .navigationItem)
        var moved = bar
        moved.items[0].placement = .leading
        #expect(NavigationBarPlan.update(from: bar, to: moved) == .navigationItem)
        #expect(NavigationBarPlan.update(from: bar, to: ScreenBar(title: "Inbox")) == .navigationItem, "items gone")
    }

    /// An untitled screen gets no empty large-title band; a title arriving later gets its large
    /// title back, unless the item's owner wrote the mode meanwhile.
    @Test func anUntitledScreenHasNoLargeTitleBand() {
        var correction = LargeTitleCorrection()
        #expect(correction.read(hasTitle: false, mode: .automatic) == .never)
        #expect(correction.read(hasTitle: false, mode: .never) == nil)
        #expect(correction.read(hasTitle: true, mode: .never) == .automatic, "SwiftUI wrote a title later (iOS 16+)")
        #expect(correction.read(hasTitle: true, mode: .automatic) == nil)
        #expect(correction.read(hasTitle: true, mode: .never) == nil, "an inline title is the screen's own")

        var owned = LargeTitleCorrection()
        #expect(owned.read(hasTitle: false, mode: .automatic) == .never)
        owned.ownerWroteMode()
        #expect(owned.read(hasTitle: true, mode: .never) == nil, "the kit's plan wrote .never for an inline title")
        var explicit = LargeTitleCorrection()
        #expect(explicit.read(hasTitle: false, mode: .always) == nil, "an explicit large title stays")
        #expect(explicit.read(hasTitle: true, mode: .automatic) == nil)
    }
}
