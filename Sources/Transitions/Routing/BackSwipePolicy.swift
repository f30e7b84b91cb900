import Foundation

/// When the navigation controller's own back-swipe (`interactivePopGestureRecognizer`) may run.
///
/// UIKit's edge swipe can only drive UIKit's own pop animation. When the router answers a pop
/// with its own animator, the system gesture would start that pop and then play it
/// non-interactively, fighting any custom edge-pan interactor. So the router keeps the system
/// gesture exactly as the app configured it while no custom pop is routed for the top two
/// controllers, and disables it while one is (the route's edge-pan interaction controller, or
/// the router's `popInteraction`, then drives the pop). It never replaces the gesture's
/// delegate, and restores the original `isEnabled` when it is uninstalled.
public enum BackSwipePolicy {
    /// Whether the system back-swipe should be enabled.
    ///
    /// - Parameters:
    ///   - appSetting: `isEnabled` as the app had it before the router was installed.
    ///   - customPopRouted: whether the route table answers a pop from the top controller to
    ///     the one below it.
    /// - Returns: `appSetting` when no custom pop is routed, `false` otherwise.
    public static func isSystemGestureEnabled(appSetting: Bool, customPopRouted: Bool) -> Bool {
        appSetting && !customPopRouted
    }
}
