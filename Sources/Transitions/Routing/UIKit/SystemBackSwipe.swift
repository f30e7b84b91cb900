#if canImport(UIKit)
import ObjectiveC
import UIKit

/// A navigation controller's system back gestures and the app's own setting of each, kept on the
/// gesture itself (an associated object) so that every router reads the app's setting, whichever
/// router changed the gesture first (see ``BackSwipePolicy/Gesture``).
@MainActor
enum SystemBackSwipe {
    /// The edge swipe (`interactivePopGestureRecognizer`) and, on iOS 26 and later, the content pop
    /// (`interactiveContentPopGestureRecognizer`, declared in the iOS 26 SDK as
    /// `var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }`; this SDK lacks
    /// it, so it is read by key only when the navigation controller responds to it).
    static func gestures(of navigationController: UINavigationController) -> [UIGestureRecognizer] {
        var gestures = [navigationController.interactivePopGestureRecognizer].compactMap { $0 }
        if #available(iOS 26, *) {
            let name = "interactiveContentPopGestureRecognizer"
            if navigationController.responds(to: NSSelectorFromString(name)),
               let content = navigationController.value(forKey: name) as? UIGestureRecognizer,
               !gestures.contains(content) {
                gestures.append(content)
            }
        }
        return gestures
    }

    /// Enables or disables `gesture` by ``BackSwipePolicy/Gesture/apply(customPopRouted:)``.
    static func apply(customPopRouted: Bool, to gesture: UIGestureRecognizer) {
        var state = read(gesture)
        state.apply(customPopRouted: customPopRouted)
        write(state, to: gesture)
    }

    /// Gives `gesture` the app's own setting back (``BackSwipePolicy/Gesture/restoreAppSetting()``).
    static func restoreAppSetting(of gesture: UIGestureRecognizer) {
        var state = read(gesture)
        state.restoreAppSetting()
        write(state, to: gesture)
    }

    private final class Key {}
    private static var key: UnsafeRawPointer { unsafeBitCast(ObjectIdentifier(Key.self), to: UnsafeRawPointer.self) }

    private static func read(_ gesture: UIGestureRecognizer) -> BackSwipePolicy.Gesture {
        BackSwipePolicy.Gesture(isEnabled: gesture.isEnabled, appSetting: (objc_getAssociatedObject(gesture, key) as? NSNumber)?.boolValue)
    }

    private static func write(_ state: BackSwipePolicy.Gesture, to gesture: UIGestureRecognizer) {
        if gesture.isEnabled != state.isEnabled { gesture.isEnabled = state.isEnabled }
        objc_setAssociatedObject(gesture, key, state.appSetting.map { NSNumber(value: $0) }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

extension UINavigationController {
    /// The navigation controller's own back gestures: the edge swipe
    /// (`interactivePopGestureRecognizer`) and, on iOS 26 and later, the content pop
    /// (`interactiveContentPopGestureRecognizer`, read by key since the iOS 16.5 SDK lacks it).
    /// The kit's interaction controllers wait for them inside their view (see
    /// `InteractionGesture.requiresFailure(of:relation:)`); a router turns them off while it routes
    /// a custom pop.
    public var systemBackGestures: [UIGestureRecognizer] {
        SystemBackSwipe.gestures(of: self)
    }
}
#endif
