import Testing
import TransitionsUI
import TransitionsUITesting

/// What each screen gets by its place, as SwiftUI's containers give it; the test hosts run a
/// screen's dismiss action from it, as the iOS containers set it.
@MainActor
@Suite struct ScreenEnvironmentTests {
    @Test func eachPlaceGetsWhatSwiftUIsContainersGive() {
        let id = NavigationEntryID(rawValue: 3)
        let root = ScreenEnvironment(.stackRoot)
        let pushed = ScreenEnvironment(.pushed(id))
        let presented = ScreenEnvironment(.presented)
        #expect(root.dismiss == .container, "a stack's root dismisses what is around the stack")
        #expect(pushed.dismiss == .pop(id))
        #expect(presented.dismiss == .dismissPresentation)
        #expect(root.links == .stack && pushed.links == .stack)
        #expect(presented.links == .none, "presented content's links need a stack of their own, as in a sheet")
    }

    /// The root's dismiss action is the container's around the stack: the stack's path stays.
    @Test func aStackRootsDismissLeavesThePathAlone() {
        let nav = ModelStackHost<Int>(path: [1, 2])
        nav.rootDismisses()
        nav.settle()
        #expect(nav.shownValues == [1, 2])
        #expect(nav.bindingWrites.isEmpty)
        #expect(nav.violations.isEmpty)
    }
}
