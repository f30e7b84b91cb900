import Testing
import TransitionsUI

/// What the top screen declares applies whenever it arrives: at `willShow` for what a screen
/// declared before coming to the top, at once for a declaration by the top screen, never for
/// another screen's.
@Suite struct TopScreenDeclarationsTests {
    typealias Declarations = TopScreenDeclarations<Int, String>

    @Test func aDeclarationBeforeWillShowAppliesAtWillShow() {
        var top = Declarations(undeclared: "shown")
        #expect(top.willShow(1) == nil, "nothing declared: what applies stays")
        #expect(top.declare("hidden", by: 2) == nil, "screen 2 is not on top yet")
        #expect(top.willShow(2) == "hidden")
        #expect(top.current == "hidden")
    }

    @Test func aDeclarationAfterWillShowAppliesAtOnce() {
        var top = Declarations(undeclared: "shown")
        _ = top.willShow(1)
        #expect(top.willShow(2) == nil, "screen 2 declared nothing yet")
        #expect(top.declare("hidden", by: 2) == "hidden", "the top screen's late declaration applies when it arrives")
        #expect(top.declare("hidden", by: 2) == nil, "the same again changes nothing")
        #expect(top.declare("hidden", by: 1) == nil, "a screen below waits")
    }

    /// A cancelled pop: UIKit sends `willShow` with the screen that stays, and what it declared
    /// applies again.
    @Test func theScreenThatStaysAfterACancelAppliesAgain() {
        var top = Declarations(undeclared: "shown")
        _ = top.willShow(1)
        _ = top.declare("hidden", by: 1)
        #expect(top.willShow(2) == "shown", "screen 2 declares nothing: the bar shows")
        #expect(top.willShow(1) == "hidden")
        #expect(top.willShow(2) == "shown")
    }

    @Test func screensThatLeftDeclareNothing() {
        var top = Declarations(undeclared: "shown")
        _ = top.declare("hidden", by: 3)
        top.left([3])
        #expect(top.willShow(3) == nil)
        #expect(top.current == "shown")
        #expect(top.declarations.isEmpty)
    }
}
