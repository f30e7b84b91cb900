/// An object that can drive a transition with a gesture and says when it is doing so.
///
/// The kit's interaction controllers (module `Interactive`) adopt it; the transition router asks
/// ``isInteractionInProgress`` before handing an interaction controller to UIKit, and hands it
/// out only while it is `true`. Handing one out when no gesture drives it stalls the transition
/// (a programmatic or non-animated dismiss would hang or show a black screen), which is the most
/// reported failure of transition kits.
@MainActor
public protocol InteractionProviding: AnyObject {
    /// `true` from the moment a gesture begins a transition until that transition completes
    /// or the gesture ends without starting one; `false` otherwise.
    var isInteractionInProgress: Bool { get }
}
