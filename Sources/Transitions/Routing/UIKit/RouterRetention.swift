#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Keeps a ``TransitionRouter`` alive through the controllers it is installed on.
///
/// UIKit holds delegates weakly, so a router created inline (`nav.useTransitions(TransitionRouter())`)
/// would vanish at once. Each host keeps its router in an associated object, one slot per
/// delegate role (a navigation controller can also be a presented controller). The router holds
/// its hosts weakly, so there is no cycle: the router lives until its last host is deallocated or
/// uninstalls it.
@MainActor
enum RouterRetention {
    private final class TransitioningSlot {}
    private final class NavigationSlot {}
    private final class TabBarSlot {}

    /// A unique, constant key per role: the address of a private class's metadata.
    private static func key(for role: DelegateRole) -> UnsafeRawPointer {
        let identifier = switch role {
        case .transitioning: ObjectIdentifier(TransitioningSlot.self)
        case .navigation: ObjectIdentifier(NavigationSlot.self)
        case .tabBar: ObjectIdentifier(TabBarSlot.self)
        }
        return unsafeBitCast(identifier, to: UnsafeRawPointer.self)
    }

    /// Makes `host` keep `router` alive in its slot for `role`, replacing what the slot held.
    static func retain(_ router: TransitionRouter, by host: NSObject, role: DelegateRole) {
        objc_setAssociatedObject(host, key(for: role), router, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Empties `host`'s slot for `role` if it holds `router`.
    static func release(_ router: TransitionRouter, by host: NSObject, role: DelegateRole) {
        guard router === self.router(retainedBy: host, role: role) else { return }
        objc_setAssociatedObject(host, key(for: role), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The router `host` keeps alive for `role`, if any.
    static func router(retainedBy host: NSObject, role: DelegateRole) -> TransitionRouter? {
        objc_getAssociatedObject(host, key(for: role)) as? TransitionRouter
    }
}
#endif
