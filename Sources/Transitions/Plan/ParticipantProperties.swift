import Foundation

/// A set of the visual properties of a participant: which ones a plan changes, and which ones a
/// stage sets on a view.
///
/// The UIKit player keyframes only the properties that change (a 200-tile shatter moves its tiles
/// with transforms and fades them: two properties per tile per keyframe, not five), and a stage
/// leaves a permanent view's own corner radius alone unless the plan rounds the view at its start
/// or changes its radius (see ``TransitionParticipant/propertiesSetByStage``).
public struct ParticipantProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The untransformed frame: `bounds.size` and `center` (the anchor point's position).
    public static let frame = ParticipantProperties(rawValue: 1 << 0)
    /// The transform about the anchor point (`transform3D`).
    public static let transform = ParticipantProperties(rawValue: 1 << 1)
    /// Opacity (`alpha`).
    public static let alpha = ParticipantProperties(rawValue: 1 << 2)
    /// `layer.cornerRadius` (and clipping while it is positive).
    public static let cornerRadius = ParticipantProperties(rawValue: 1 << 3)
    /// `layer.zPosition`.
    public static let zPosition = ParticipantProperties(rawValue: 1 << 4)
    /// `layer.anchorPoint`: constant for a participant, set before anything else.
    public static let anchorPoint = ParticipantProperties(rawValue: 1 << 5)

    /// Every property.
    public static let all: ParticipantProperties = [.frame, .transform, .alpha, .cornerRadius, .zPosition, .anchorPoint]

    /// What UIKit animates inside a view animation block: frame (bounds size and centre),
    /// `transform3D`, alpha and corner radius (animatable in blocks since iOS 11). The anchor
    /// point and zPosition would jump to their last value at once there.
    package static let animatableInBlocks: ParticipantProperties = [.frame, .transform, .alpha, .cornerRadius]
}

extension TransitionParticipant {
    /// The properties whose value is not the same at every instant of the plan.
    ///
    /// A property counts as changing when it differs between any two of: track progress 0 and 1,
    /// every keyframe or sample boundary of the participant, and the midpoints between them (the
    /// same probes as ``TransitionPlan/participantsWithVaryingZPosition``). Values are compared
    /// exactly, after sanitizing, as a stage would apply them.
    package var changingProperties: ParticipantProperties {
        let first = state(atTrackProgress: 0)
        var changing: ParticipantProperties = []
        for probe in Self.probes(breakpoints).dropFirst() {
            let state = state(atTrackProgress: probe)
            if state.frame != first.frame { changing.insert(.frame) }
            if state.transform != first.transform { changing.insert(.transform) }
            if state.alpha != first.alpha { changing.insert(.alpha) }
            if state.cornerRadius != first.cornerRadius { changing.insert(.cornerRadius) }
            if state.zPosition != first.zPosition { changing.insert(.zPosition) }
            if changing.isSuperset(of: [.frame, .transform, .alpha, .cornerRadius, .zPosition]) { break }
        }
        return changing
    }

    /// The properties a stage sets on this participant's view.
    ///
    /// Temporary views (snapshots, tiles, colour views) are the plan's own: every property. The
    /// from- and to-views belong to the app: every property but the corner radius, which is left
    /// as the view has it (a card's own rounded corners) unless the plan rounds the view at some
    /// point or changes its radius. Whatever a stage sets on a permanent view is put back when
    /// the transition completes (see `LayerState`).
    package var propertiesSetByStage: ParticipantProperties {
        if kind.isTemporary { return .all }
        let setsRadius = changingProperties.contains(.cornerRadius) || state(atTrackProgress: 0).cornerRadius != 0
        return setsRadius ? .all : ParticipantProperties.all.subtracting(.cornerRadius)
    }
}

extension TransitionPlan {
    /// For each participant, the properties whose value changes during the plan (see
    /// ``TransitionParticipant/changingProperties``): what a keyframe player must animate.
    package var changingProperties: [ParticipantID: ParticipantProperties] {
        Dictionary(uniqueKeysWithValues: participants.map { ($0.id, $0.changingProperties) })
    }

    /// For each participant, the properties a stage sets on its view (see
    /// ``TransitionParticipant/propertiesSetByStage``).
    package var propertiesSetByStage: [ParticipantID: ParticipantProperties] {
        Dictionary(uniqueKeysWithValues: participants.map { ($0.id, $0.propertiesSetByStage) })
    }
}

extension TransitionParticipant {
    /// The track progress values at which to compare a participant's states to tell whether they
    /// change: 0 and 1 and the `breakpoints` within `0…1` (others, and non-finite ones, are
    /// ignored), once each and in increasing order, then the midpoints between consecutive ones.
    static func probes(_ breakpoints: [CGFloat]) -> [CGFloat] {
        var probes = Set([CGFloat(0), 1] + breakpoints.filter { $0.isFinite && $0 >= 0 && $0 <= 1 }).sorted()
        probes += zip(probes, probes.dropFirst()).map { ($0 + $1) / 2 }
        return probes
    }
}
