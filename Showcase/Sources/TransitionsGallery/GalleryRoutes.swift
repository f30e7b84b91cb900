import Transitions

/// The gallery's routing rules, as plain route-table edits, so the UIKit side
/// (`UIKit/GalleryRouting.swift`) only builds controllers and installs routers, and the decisions
/// are tested on Linux with stand-in endpoints.
///
/// A route holds every gesture that can drive it (the first in progress drives), and the router
/// wires those gestures to each screen the route applies to as it is shown; the buttons get no
/// interaction, as the router hands one out only while its gesture is in progress.
@MainActor
public enum GalleryRoutes {
    /// Replaces every rule of a navigation router with `entry`'s, for pushes to and pops from
    /// screens of type `Demo`: push plays ``GalleryEntry/forward``; pop plays
    /// ``GalleryEntry/backward``, driven by `pinch` or `edge`, whichever is in progress. Pushes and
    /// pops of other screens match no rule, so UIKit animates them and keeps its back-swipe.
    public static func setNavigation<Endpoint: AnyObject, Demo>(
        to entry: GalleryEntry, for demo: Demo.Type, pinch: any InteractionProviding, edge: any InteractionProviding,
        in routes: inout RouteTable<Endpoint>
    ) {
        routes.removeAll()
        routes.add(.push, to: .type(Demo.self), transition: entry.forward)
        routes.add(.pop, from: .type(Demo.self), transition: entry.backward, interactions: [pinch, edge])
    }

    /// The rules of a demo tab bar: switching to a later tab plays ``GalleryEntry/forward``,
    /// driven by `next`; to an earlier tab ``GalleryEntry/backward``, driven by `previous`.
    public static func tabs<Endpoint: AnyObject>(
        for entry: GalleryEntry, next: any InteractionProviding, previous: any InteractionProviding
    ) -> RouteTable<Endpoint> {
        var routes = RouteTable<Endpoint>()
        routes.add(.tabForward, transition: entry.forward, interaction: next)
        routes.add(.tabBackward, transition: entry.backward, interaction: previous)
        return routes
    }

    /// The rules of the gallery's own tab bar: a slide towards the leading edge going forwards
    /// (towards the trailing edge going back), for every tab switch.
    public static func rootTabs<Endpoint: AnyObject>() -> RouteTable<Endpoint> {
        var routes = RouteTable<Endpoint>()
        routes.setDefault(.slide(.leading), for: .tab)
        return routes
    }
}
