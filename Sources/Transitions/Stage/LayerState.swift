import Foundation

/// The layer properties of a view that a transition may change and must give back: what a stage
/// saves when it installs the from- or to-view and restores when the transition completes.
///
/// A plan moves the app's own views: it sets their frame, transform, alpha, anchor point and
/// zPosition, and sometimes a corner radius. After the transition the frame is the plan's resting
/// frame (UIKit's final frame for the to-view, the initial one for a restored from-view); every
/// other property goes back to what the view had before, so a card keeps its own corner radius,
/// zPosition, alpha and transform whatever the transition did: the stage saves the whole state on
/// install and puts it back on completion.
///
/// Equatable, not Hashable: it stores a `CGPoint`, which is only Equatable on Apple platforms.
public struct LayerState: Equatable, Sendable {
    /// `layer.anchorPoint`, unit coordinates of the bounds. Default `(0.5, 0.5)`.
    public var anchorPoint: CGPoint
    /// `layer.transform` (`UIView.transform3D`). Default identity.
    public var transform: Transform3D
    /// `UIView.alpha`, `0…1`. Default 1.
    public var alpha: CGFloat
    /// `layer.cornerRadius`, points. Default 0.
    public var cornerRadius: CGFloat
    /// `layer.masksToBounds` (`UIView.clipsToBounds`). Default `false`.
    public var masksToBounds: Bool
    /// `layer.zPosition`. Default 0.
    public var zPosition: CGFloat

    /// Creates a layer state; the defaults are those of a new `UIView`.
    public init(
        anchorPoint: CGPoint = ParticipantState.centerAnchor, transform: Transform3D = .identity, alpha: CGFloat = 1,
        cornerRadius: CGFloat = 0, masksToBounds: Bool = false, zPosition: CGFloat = 0
    ) {
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.masksToBounds = masksToBounds
        self.zPosition = zPosition
    }

    /// This state with the `properties` of `state` applied, as a stage applies a participant state
    /// to a view: the anchor point, transform, alpha and zPosition as given; the corner radius as
    /// given, and clipping turned on while it is positive (clipping is never turned off during a
    /// transition: a radius animated back to 0 would otherwise flash unclipped content). The
    /// frame is not part of the layer state (see ``ParticipantState/frame``).
    public func applying(_ state: ParticipantState, properties: ParticipantProperties) -> LayerState {
        var result = self
        if properties.contains(.anchorPoint) { result.anchorPoint = state.anchorPoint }
        if properties.contains(.transform) { result.transform = state.transform.transform }
        if properties.contains(.alpha) { result.alpha = state.alpha }
        if properties.contains(.cornerRadius) {
            result.cornerRadius = state.cornerRadius
            if state.cornerRadius > 0 { result.masksToBounds = true }
        }
        if properties.contains(.zPosition) { result.zPosition = state.zPosition }
        return result
    }
}
