import Foundation

/// The name of a participant in a transition plan: unique within one plan, stable across its
/// states, so a stage can map it to a view.
///
/// The kit's built-in transitions use the static names below; custom transitions may use any
/// string (`"badge"`) for extra temporary views.
public struct ParticipantID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Creates an identifier from a name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The view of the controller being left (`view(forKey: .from)`).
    public static let fromView: ParticipantID = "fromView"
    /// The view of the controller being shown (`view(forKey: .to)`).
    public static let toView: ParticipantID = "toView"
    /// A snapshot of the from-view (a temporary view).
    public static let fromSnapshot: ParticipantID = "fromSnapshot"
    /// A snapshot of the to-view (a temporary view).
    public static let toSnapshot: ParticipantID = "toSnapshot"
    /// A dimming view between the two screens (a temporary view).
    public static let dimming: ParticipantID = "dimming"
    /// A cover view laid over a screen (a temporary view).
    public static let cover: ParticipantID = "cover"
    /// The presentation controller's dimming view between the presenting and the presented
    /// screens (a card presentation's): it exists before and after the transition.
    public static let presentationDimming: ParticipantID = "presentationDimming"

    public var description: String { rawValue }

    public static func < (lhs: ParticipantID, rhs: ParticipantID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
