import Foundation

/// What the top screen of a navigation stack declares, for what belongs to the navigation
/// controller rather than to one screen: whether its bars show (``ScreenBar``) and whether the
/// presentation the stack is in may be dismissed by a person (the content's veto).
///
/// UIKit's navigation bar and toolbar belong to the navigation controller, and a sheet holding a
/// stack has one veto; both follow the screen on top. Screens declare what they want whenever their
/// content renders, which for a screen just pushed can be before UIKit starts the push or after the
/// push started (SwiftUI renders a hosting controller's content when its view is laid out, and
/// delivers preferences after that), so:
/// - at the navigation delegate's `willShow` the screen coming to the top is the top, and what it
///   declared so far (or nothing) applies — with the transition, and back with the screen that
///   stays after a cancelled pop (UIKit sends `willShow` again with it);
/// - a declaration by the top screen applies at once, whenever it arrives;
/// - a declaration by any other screen is kept for when it comes to the top.
///
/// Each method returns what to apply now (`nil`: nothing changes). The stack's UIKit coordinator
/// and the test host `ModelStackHost` both run it.
package struct TopScreenDeclarations<Screen: Hashable, Declaration: Equatable> {
    /// The screen on top, as the navigation controller last showed it (`nil` before the first).
    package private(set) var top: Screen?
    /// What each screen on the stack declared last.
    package private(set) var declarations: [Screen: Declaration] = [:]
    /// What applies while a screen declares nothing.
    package let undeclared: Declaration
    /// What was last applied.
    package private(set) var applied: Declaration

    /// Nothing declared yet; `undeclared` applies until a top screen declares something.
    package init(undeclared: Declaration) {
        self.undeclared = undeclared
        applied = undeclared
    }

    /// What the top screen declares now (`undeclared` when it declared nothing).
    package var current: Declaration {
        top.flatMap { declarations[$0] } ?? undeclared
    }

    /// `screen` comes to the top: the navigation delegate's `willShow`, or the stack's first top
    /// screen when it is made. Returns what to apply, when it differs from what applies now.
    package mutating func willShow(_ screen: Screen) -> Declaration? {
        top = screen
        return apply()
    }

    /// `screen` declares `declaration` (its content rendered). Returns what to apply when `screen`
    /// is the top and that changes what applies.
    package mutating func declare(_ declaration: Declaration, by screen: Screen) -> Declaration? {
        declarations[screen] = declaration
        guard screen == top else { return nil }
        return apply()
    }

    /// `screens` left the stack for good: what they declared goes.
    package mutating func left(_ screens: some Sequence<Screen>) {
        for screen in screens { declarations[screen] = nil }
    }

    private mutating func apply() -> Declaration? {
        let now = current
        guard now != applied else { return nil }
        applied = now
        return now
    }
}
