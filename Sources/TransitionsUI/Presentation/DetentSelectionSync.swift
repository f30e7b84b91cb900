import Foundation
import Transitions

/// Keeps a card's selected detent and an app's binding (`selectedDetent:`) equal, whoever changes
/// either: the app, or the card (a drag, the keyboard, the grabber, the container).
///
/// The binding is written only when the card settles at another detent than the binding last
/// held; the card is asked to select only when the app wrote a new value. So a value written back
/// and re-delivered by SwiftUI changes nothing, and neither side echoes the other.
package struct DetentSelectionSync: Equatable, Sendable {
    /// The value both sides last agreed on.
    package private(set) var agreed: CardDetent.Identifier?

    /// A sync starting from `initial` (the binding's value when the card is presented).
    package init(initial: CardDetent.Identifier?) {
        agreed = initial
    }

    /// SwiftUI hands the modifier the binding's `value`; the card rests at `card`. Returns the
    /// detent to select on the card (`selectDetent(_:animated:)`), or `nil`.
    package mutating func bindingChanged(_ value: CardDetent.Identifier?, card: CardDetent.Identifier?) -> CardDetent.Identifier? {
        guard value != agreed else { return nil }
        agreed = value
        guard let value, value != card else { return nil }
        return value
    }

    /// The card now rests at `detent` (`onSelectedDetentChange`). Returns the value to write into
    /// the binding, or `nil`.
    package mutating func cardChanged(to detent: CardDetent.Identifier) -> CardDetent.Identifier? {
        guard detent != agreed else { return nil }
        agreed = detent
        return detent
    }
}
