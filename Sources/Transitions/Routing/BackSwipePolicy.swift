import Foundation

/// When the navigation controller's own back gestures may run: the edge swipe
/// (`interactivePopGestureRecognizer`) and, from iOS 26, the content pop
/// (`interactiveContentPopGestureRecognizer`: a horizontal pan anywhere in the content starts a
/// pop).
///
/// UIKit's back gestures only ever play UIKit's own pop: their pop is made with the navigation
/// controller's delegate ignored, so it gets the popped controller's `preferredTransition` or
/// UIKit's parallax, never the router's animation or interaction controllers
/// (`-[_UINavigationInteractiveTransition startInteractiveTransition]`, UIKitCore 26.1). Left on
/// while the router routes a custom pop, a swipe would replace that pop with UIKit's. So the router
/// keeps each system gesture exactly as the app configured it while no custom pop is routed for the
/// top two controllers, and disables it while one is (the route's interaction controller, or the
/// router's `popInteraction`, then drives the pop). It never replaces a gesture's delegate, and
/// gives back the app's `isEnabled` when it is uninstalled (see ``Gesture``).
///
/// On a device this may be the only guard: UIKit itself withholds events from both gestures while
/// the delegate plays custom transitions, but not once their failure relationships were changed
/// from UIKit's own (`_gestureRecognizer:shouldReceiveEvent:`), and the kit's pans change them
/// (they wait for the back gestures inside their view, `InteractionGesture.requiresFailure(of:relation:)`).
package enum BackSwipePolicy {
    /// Whether a system back gesture should be enabled.
    ///
    /// - Parameters:
    ///   - appSetting: `isEnabled` as the app had it before any router changed it.
    ///   - customPopRouted: whether the route table answers a pop from the top controller to
    ///     the one below it.
    /// - Returns: `appSetting` when no custom pop is routed, `false` otherwise.
    package static func isSystemGestureEnabled(appSetting: Bool, customPopRouted: Bool) -> Bool {
        appSetting && !customPopRouted
    }

    /// One system back gesture as routers see it: its `isEnabled`, and the app's own setting,
    /// recorded on the gesture itself by the first router that changes it, so every router on the
    /// same navigation controller (a second one installed over the first) reads the app's setting,
    /// never another router's `false`.
    package struct Gesture: Hashable, Sendable {
        /// `isEnabled` now.
        package var isEnabled: Bool
        /// The app's own `isEnabled`, recorded before a router first changed it; `nil` while no
        /// router has.
        package private(set) var appSetting: Bool?

        /// A gesture whose `isEnabled` is `isEnabled`, with what routers recorded on it.
        package init(isEnabled: Bool, appSetting: Bool? = nil) {
            self.isEnabled = isEnabled
            self.appSetting = appSetting
        }

        /// The app's own setting: the recorded one, else `isEnabled` (no router has changed it).
        package var effectiveAppSetting: Bool { appSetting ?? isEnabled }

        /// Sets `isEnabled` for whether a custom pop is routed
        /// (``BackSwipePolicy/isSystemGestureEnabled(appSetting:customPopRouted:)``), recording the
        /// app's setting first.
        package mutating func apply(customPopRouted: Bool) {
            let app = effectiveAppSetting
            appSetting = app
            isEnabled = BackSwipePolicy.isSystemGestureEnabled(appSetting: app, customPopRouted: customPopRouted)
        }

        /// Gives the app its own setting back and forgets it (a router is uninstalled; another
        /// router that takes over records it again).
        package mutating func restoreAppSetting() {
            isEnabled = effectiveAppSetting
            appSetting = nil
        }
    }
}
