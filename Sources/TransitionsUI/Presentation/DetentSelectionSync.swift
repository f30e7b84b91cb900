import Foundation
import Transitions

/// Keeps a card's selected detent and an app's binding (`selectedDetent:`) equal, whoever changes
/// either: the app, or the card (a drag, the keyboard, the grabber, the container, a new layout).
///
/// The binding is written only when the card settles at another detent than the binding last
/// held; the card is asked to select only when the app wrote a new value. So a value written back
/// and re-delivered by SwiftUI changes nothing, and neither side echoes the other.
///
/// A card that changes its detent while SwiftUI updates the modifier (a new layout without the
/// selected detent) must not write the binding there — SwiftUI forbids modifying state during a
/// view update — so that write waits for the update to end (``updateBegan()``,
/// ``updateEnded()``, ``takeDeferredWrite()``); until it lands, the binding's old value delivered
/// again is not the app's choice and selects nothing.
package struct DetentSelectionSync: Equatable, Sendable {
    /// The value both sides last agreed on.
    package private(set) var agreed: CardDetent.Identifier?
    /// A write of the card's detent waiting for SwiftUI's update to end, and the value the binding
    /// held before it (delivered again until the write lands).
    package private(set) var deferredWrite: (value: CardDetent.Identifier, bindingBefore: CardDetent.Identifier?)?
    /// Whether SwiftUI is updating the modifier now.
    package private(set) var isInUpdate = false

    /// A sync starting from `initial` (the binding's value when the card is presented).
    package init(initial: CardDetent.Identifier?) {
        agreed = initial
    }

    /// A new card is presented, the binding holding `initial`: the sync starts again, within
    /// SwiftUI's update if one is under way.
    package mutating func restart(initial: CardDetent.Identifier?) {
        agreed = initial
        deferredWrite = nil
    }

    package static func == (a: DetentSelectionSync, b: DetentSelectionSync) -> Bool {
        a.agreed == b.agreed && a.isInUpdate == b.isInUpdate
            && a.deferredWrite?.value == b.deferredWrite?.value && a.deferredWrite?.bindingBefore == b.deferredWrite?.bindingBefore
    }

    /// SwiftUI hands the modifier the binding's `value`; the card rests at `card`. Returns the
    /// detent to select on the card (`selectDetent(_:animated:)`), or `nil`.
    package mutating func bindingChanged(_ value: CardDetent.Identifier?, card: CardDetent.Identifier?) -> CardDetent.Identifier? {
        if let deferred = deferredWrite {
            // The binding has not got the card's detent yet: its old value again is no choice.
            if value == deferred.bindingBefore { return nil }
            deferredWrite = nil
        }
        guard value != agreed else { return nil }
        agreed = value
        guard let value, value != card else { return nil }
        return value
    }

    /// The card now rests at `detent` (`onSelectedDetentChange`). Returns the value to write into
    /// the binding now, or `nil` (nothing to write, or, during SwiftUI's update, a write that waits
    /// for ``updateEnded()``).
    package mutating func cardChanged(to detent: CardDetent.Identifier) -> CardDetent.Identifier? {
        guard detent != agreed else { return nil }
        let before = deferredWrite?.bindingBefore ?? agreed
        agreed = detent
        if isInUpdate {
            deferredWrite = (detent, before)
            return nil
        }
        // Written now: an earlier deferred write is superseded.
        deferredWrite = nil
        return detent
    }

    /// SwiftUI begins updating the modifier (its `updateUIViewController`).
    package mutating func updateBegan() {
        isInUpdate = true
    }

    /// SwiftUI's update of the modifier ends. Returns whether a write waits: call
    /// ``takeDeferredWrite()`` once SwiftUI's update is over (the next turn of the main queue).
    package mutating func updateEnded() -> Bool {
        isInUpdate = false
        return deferredWrite != nil
    }

    /// The value to write into the binding now that SwiftUI's update is over, if one still waits
    /// (a write made since supersedes it).
    package mutating func takeDeferredWrite() -> CardDetent.Identifier? {
        guard !isInUpdate, let deferred = deferredWrite else { return nil }
        deferredWrite = nil
        return deferred.value
    }
}
