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

    /// The navigation bar belongs to the navigation controller: it follows the screen coming to the
    /// top at `willShow` (with the transition), and comes back with the screen that stays when an
    /// interactive pop is cancelled (UIKit sends `willShow` again with it).
    @Test(arguments: [false, true])
    func aHiddenBarFollowsTheTopScreen(finishes: Bool) {
        let nav = ModelStackHost<Int>(path: [1], transition: SlideTransition())
        nav.setBar(ScreenBar(title: "Photo", isBarHidden: true), at: 0)
        nav.appSetsPath([1, 2])
        nav.settle()
        #expect(!nav.isNavigationBarHidden, "screen 2 shows the bar")
        #expect(nav.beginGesturePop(.screenEdge(.leading), progress: 0.5))
        #expect(nav.isNavigationBarHidden, "the pop to the photo hides it, with the transition")
        nav.endInteractivePop(finishes: finishes)
        #expect(nav.isNavigationBarHidden == finishes, "a cancel brings back the screen that stays, and its bar")
        #expect(nav.violations.isEmpty)
    }
}
