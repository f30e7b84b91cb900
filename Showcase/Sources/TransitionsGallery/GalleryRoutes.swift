import Transitions

/// The gallery's routing rules, as plain route-table edits, so the UIKit side
/// (`UIKit/GalleryRouting.swift`) only builds controllers and installs routers, and the decisions
/// are tested on Linux with stand-in endpoints.
///
/// Each gesture gets its own rule. A rule whose predicate looks at both sides (or at the gesture)
/// outranks a rule constraining one side, which outranks a kind-only rule (``RouteTable``'s
/// precedence), so a predicate "while this gesture is in progress" makes its rule win exactly
/// while its gesture drives the transition; the plainer rule serves the other gesture and the
/// buttons (which get no interaction, as the router hands one out only while it is in progress).
@MainActor
public enum GalleryRoutes {
    /// Adds the dismissal rule for a second gesture to a modal router that already dismisses with
    /// `entry` (driven by its first gesture): `entry`'s backward transition, driven by `gesture`,
    /// chosen only while `gesture` is in progress. The rule holds `gesture` strongly and its
    /// predicate weakly.
    public static func addDismissal<Endpoint: AnyObject>(
        of entry: GalleryEntry, drivenBy gesture: any InteractionProviding, to routes: inout RouteTable<Endpoint>
    ) {
        routes.add(.dismiss, where: { [weak gesture] _, _ in gesture?.isInteractionInProgress ?? false },
                   transition: entry.backward, interaction: gesture)
    }

    /// Replaces every rule of a navigation router with `entry`'s, for pushes to and pops from
    /// screens of type `Demo`: push plays ``GalleryEntry/forward``; pop plays
    /// ``GalleryEntry/backward``, driven by `pinch`, or by `edge` while `edge` is in progress.
    /// Pushes and pops of other screens match no rule, so UIKit animates them and keeps its
    /// back-swipe.
    public static func setNavigation<Endpoint: AnyObject, Demo>(
        to entry: GalleryEntry, for demo: Demo.Type, pinch: any InteractionProviding, edge: any InteractionProviding,
        in routes: inout RouteTable<Endpoint>
    ) {
        routes.removeAll()
        routes.add(.push, to: .type(Demo.self), transition: entry.forward)
        routes.add(.pop, from: .type(Demo.self), transition: entry.backward, interaction: pinch)
        routes.add(.pop, where: { [weak edge] from, _ in from is Demo && edge?.isInteractionInProgress == true },
                   transition: entry.backward, interaction: edge)
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
