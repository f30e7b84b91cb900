import Foundation

/// What a card does when the keyboard covers part of the container.
///
/// ``automatic`` is the system sheet's rule, and a sheet's default; the others are the kit's
/// options (PanModal and FloatingPanel ignore the keyboard). Every policy holds during the
/// presentation (a text field that becomes first responder in `viewDidLoad` or `viewWillAppear`),
/// through rotation (the keyboard's frame is turned into the container's space at every layout,
/// never kept as a number from before; keyboard frames UIKit reports because of a rotation do not
/// count as the keyboard showing or hiding) and during a dismissal (a change is applied if the
/// dismissal is cancelled).
public enum CardKeyboardPolicy: Sendable, Hashable {
    /// The system sheet's rule (UIKit's `_UISheetLayoutInfo._activeDetents`): only while the
    /// first responder is inside the card and needs the keyboard, and the keyboard overlaps the
    /// card's full-height frame, the card shows its largest detent and, when that is shorter than
    /// full height, rises by the overlap (at most to the safe area's top). The selected detent is
    /// kept, so the card returns to it when the keyboard goes. A keyboard raised by the screen
    /// behind moves nothing. A card without detents moves up, under the same condition.
    case automatic
    /// The card moves up to stay above the keyboard, shrinking if it must (the default of a
    /// card without detents).
    case moveUp
    /// While the keyboard is up the card shows at least the detent `identifier` names (`nil`: the
    /// tallest), above the keyboard; when the keyboard goes away it returns to the detent it had,
    /// unless the user or the app chose another meanwhile. A card without detents moves up.
    case growToDetent(CardDetent.Identifier?)
    /// The card ignores the keyboard: the app makes room itself (a scroll view's insets, the
    /// keyboard layout guide).
    case none

    /// Whether the card's frame takes the keyboard into account.
    public var followsKeyboard: Bool { self != .none }

    /// Whether the keyboard takes space from the card whatever holds the first responder
    /// (``moveUp``, ``growToDetent(_:)``).
    var shrinksSpace: Bool {
        switch self {
        case .moveUp, .growToDetent: true
        case .automatic, .none: false
        }
    }

    /// How much of the bottom of `container` a keyboard at `keyboardFrame` covers, points, both in
    /// the container's coordinates: from the keyboard's top edge to the container's bottom edge,
    /// when the keyboard is docked (its bottom edge at or below the container's, within 1 pt) and
    /// overlaps the container horizontally; 0 for a hidden (`nil`), floating or split keyboard, or
    /// a frame that is not finite. At most the container's height.
    public static func overlap(of keyboardFrame: CGRect?, in container: CGRect) -> CGFloat {
        guard let keyboard = keyboardFrame, [keyboard.minX, keyboard.minY, keyboard.width, keyboard.height].allSatisfy(\.isFinite),
              keyboard.width > 0, keyboard.height > 0,
              keyboard.maxY >= container.maxY - 1, keyboard.minX < container.maxX, keyboard.maxX > container.minX
        else { return 0 }
        return min(max(container.maxY - keyboard.minY, 0), container.height)
    }

    /// Whether a keyboard UIKit reports at `keyboardFrame` (container coordinates) is up: a finite
    /// frame with a height whose top edge is above the container's bottom edge (UIKit's hide
    /// notifications put it just below the screen). Unlike ``overlap(of:in:)`` it does not ask for
    /// a docked keyboard, so a frame reported for the next orientation before the container has
    /// turned still counts as up.
    public static func isOnScreen(_ keyboardFrame: CGRect?, in container: CGRect) -> Bool {
        guard let keyboard = keyboardFrame, [keyboard.minY, keyboard.height].allSatisfy(\.isFinite), keyboard.height > 0 else { return false }
        return keyboard.minY < container.maxY - 1
    }
}
