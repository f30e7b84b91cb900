import Foundation

/// `UIModalPresentationStyle` as a plain value (same raw values), with what each style does to a
/// custom animation controller.
///
/// Since iOS 13 the default style, `.automatic`, resolves to a page sheet for almost every
/// controller, and sheets and popovers play UIKit's own animation whatever the transitioning
/// delegate returns: the most common reason a custom transition "does nothing". The router
/// reports this in debug builds (see ``customAnimatorSupport``), and its one-line `present`
/// turns `.automatic` into ``fullScreen``.
public enum ModalPresentationStyle: Int, Hashable, Sendable, CaseIterable {
    /// `.fullScreen` (0): the custom animator is used; UIKit removes the presenting view when the
    /// presentation finishes and puts it back for the dismissal.
    case fullScreen = 0
    /// `.pageSheet` (1): a sheet since iOS 13; the custom animator is ignored.
    case pageSheet = 1
    /// `.formSheet` (2): a sheet since iOS 13; the custom animator is ignored.
    case formSheet = 2
    /// `.currentContext` (3): the custom animator is used, within the defining context.
    case currentContext = 3
    /// `.custom` (4): the custom animator and the delegate's presentation controller are used;
    /// the presenting view stays in the hierarchy.
    case custom = 4
    /// `.overFullScreen` (5): the custom animator is used; the presenting view stays in the
    /// hierarchy underneath.
    case overFullScreen = 5
    /// `.overCurrentContext` (6): the custom animator is used, over the defining context.
    case overCurrentContext = 6
    /// `.popover` (7): UIKit's popover (or its adaptation); the custom animator is ignored.
    case popover = 7
    /// `.blurOverFullScreen` (8): tvOS only; not available on iOS.
    case blurOverFullScreen = 8
    /// `.none` (−1): not a presentation style; UIKit raises if a controller is presented with it.
    case none = -1
    /// `.automatic` (−2): the iOS 13 default, resolved by UIKit to a page sheet for almost every
    /// controller; the custom animator is ignored.
    case automatic = -2

    /// Whether a custom animation controller from the transitioning delegate is used.
    public enum CustomAnimatorSupport: Hashable, Sendable {
        /// UIKit asks the transitioning delegate for the animator and plays it.
        case used
        /// UIKit plays its own sheet or popover animation; the custom animator is ignored.
        case ignored
        /// The style cannot present a controller on iOS.
        case invalid
    }

    /// What this style does to a custom animator (see each case).
    public var customAnimatorSupport: CustomAnimatorSupport {
        switch self {
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext: .used
        case .pageSheet, .formSheet, .popover, .automatic: .ignored
        case .blurOverFullScreen, .none: .invalid
        }
    }

    /// The style the router's one-line `present(_:with:)` uses instead: ``fullScreen`` for
    /// ``automatic`` (a style the app did not choose), the style itself otherwise — an explicit
    /// sheet or popover is respected and reported.
    package var resolvedForCustomTransition: ModalPresentationStyle {
        self == .automatic ? .fullScreen : self
    }

    /// The Swift spelling, e.g. `.pageSheet`.
    package var name: String {
        switch self {
        case .fullScreen: ".fullScreen"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .currentContext: ".currentContext"
        case .custom: ".custom"
        case .overFullScreen: ".overFullScreen"
        case .overCurrentContext: ".overCurrentContext"
        case .popover: ".popover"
        case .blurOverFullScreen: ".blurOverFullScreen"
        case .none: ".none"
        case .automatic: ".automatic"
        }
    }

    /// A sentence for the debug console when the custom animator will not play, or `nil` when it
    /// will. `controller` names the presented controller in the message.
    package func diagnostic(presenting controller: String) -> String? {
        switch customAnimatorSupport {
        case .used:
            return nil
        case .ignored:
            return "Transitions: \(controller) is presented with modalPresentationStyle \(name), which ignores "
                + "custom animators since iOS 13: UIKit will play its own animation. Set modalPresentationStyle "
                + "to .custom, .fullScreen or .overFullScreen to see the transition."
        case .invalid:
            return "Transitions: \(controller) has modalPresentationStyle \(name), which cannot present a "
                + "view controller on iOS; use .custom, .fullScreen or .overFullScreen."
        }
    }

}
