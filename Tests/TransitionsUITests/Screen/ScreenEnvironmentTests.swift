import Testing
import TransitionsUI

/// Which environment a screen gets, by its place, as SwiftUI's containers give it.
@Suite struct ScreenEnvironmentTests {
    @Test func eachPlaceGetsWhatSwiftUIsContainersGive() {
        let id = NavigationEntryID(rawValue: 3)
        let root = ScreenEnvironment(.stackRoot)
        let pushed = ScreenEnvironment(.pushed(id))
        let presented = ScreenEnvironment(.presented)
        #expect(root.dismiss == .container, "a stack's root dismisses what is around the stack")
        #expect(pushed.dismiss == .pop(id))
        #expect(presented.dismiss == .dismissPresentation)
        #expect(root.linksPushOnTheStack && pushed.linksPushOnTheStack)
        #expect(!presented.linksPushOnTheStack, "presented content's links need a stack of their own, as in a sheet")
        for place in [root, pushed, presented] {
            #expect(place.carriesEnvironment, "environment values and objects from around the container reach every screen")
            #expect(place.resetsStackRules, "a stack inside a screen starts afresh")
        }
    }
}
