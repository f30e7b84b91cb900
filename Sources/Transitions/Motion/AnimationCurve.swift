/// The four built-in animation curves of UIKit, mirroring `UIView.AnimationCurve` case for case
/// (and raw value for raw value), so that pure code can name them without importing UIKit.
///
/// `easeInOut` is UIKit's default curve for `UIView` animations. Map to a solvable curve with
/// ``TimingCurve/init(_:)``; the UIKit layer converts to and from `UIView.AnimationCurve`.
public enum AnimationCurve: Int, Sendable, CaseIterable {
    /// Slow at the start and the end (`UIView.AnimationCurve.easeInOut`, raw value 0).
    case easeInOut = 0
    /// Slow at the start (`UIView.AnimationCurve.easeIn`, raw value 1).
    case easeIn = 1
    /// Slow at the end (`UIView.AnimationCurve.easeOut`, raw value 2).
    case easeOut = 2
    /// Constant speed (`UIView.AnimationCurve.linear`, raw value 3).
    case linear = 3
}
