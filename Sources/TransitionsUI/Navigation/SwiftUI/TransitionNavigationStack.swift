#if canImport(UIKit)
import Interactive
import SwiftUI
import Transitions
import UIKit

/// A navigation container for SwiftUI whose pushes and pops play the kit's transitions: a path
/// binding (or a path of its own) and a destination builder, like SwiftUI's
/// `NavigationStack(path:root:)`, on iOS 13 and later.
///
/// ```swift
/// @State private var path: [Photo] = []
///
/// var body: some View {
///     TransitionNavigationStack(path: $path, transition: .slide(), gestures: [.pinch, .screenEdge(.leading)]) {
///         PhotoGrid(photos: photos)          // pushes with `path.append(photo)` or a TransitionLink
///     } destination: { photo in
///         PhotoView(photo: photo)
///             .navigationTitle("Photo")      // SwiftUI's bar modifiers (iOS 16+), or the kit's
///     }
///     .stackTransition(.zoom(from: thumbnailFrame), for: Photo.self)
///     .environmentObject(library)            // reaches every screen
/// }
/// ```
///
/// - **Transitions**: the pushing ``TransitionLink``'s, else a ``View/stackTransition(_:for:gestures:)``
///   rule, else `transition`, else the router's rules (``View/stackRouter(_:)``), else UIKit's.
/// - **Gestures**: a routed pop is driven by `gestures` (default a leading edge pan, standing in for
///   the system back swipe, which is off while a pop is routed); an unrouted pop keeps UIKit's.
/// - **The path and the stack stay equal**, duplicates included; a person's pop is written back
///   once (at once for the back button, when it finishes for a swipe); a destination that returns
///   nothing still gets a placeholder screen (debug builds print the value).
/// - **Screens** are hosting controllers in a `UINavigationController` the stack owns (it never
///   looks into SwiftUI's view hierarchy). Each gets the environment of the views around the stack,
///   reads ``EnvironmentValues/transitionProgress`` and pops itself with
///   ``EnvironmentValues/transitionDismiss``. docs/swiftui.md has more, and what still differs from
///   SwiftUI's `NavigationStack`.
public struct TransitionNavigationStack<Data: Hashable, Root: View, Destination: View>: View {
    private let path: Binding<[Data]>?
    @State private var ownPath: [Data] = []
    private let root: Root
    private let destination: (Data) -> Destination
    private var transition: (any Transition)?
    private var gestures: [InteractionGesture]
    /// Rules and router given with the deprecated methods on the stack itself.
    private var legacy = StackEnvironment()

    /// A stack showing `root`, then a screen built by `destination` for each element of `path`.
    ///
    /// - Parameters:
    ///   - path: the values of the screens above the root, bottom to top. The stack writes it back
    ///     when a person pops (back button, its menu, a gesture) or a screen dismisses itself.
    ///   - transition: the transition of every push and pop no link or type rule chooses (default
    ///     `nil`: the router's rules, else UIKit's).
    ///   - gestures: what pops a screen interactively when its pop is routed (default a leading
    ///     screen-edge pan); a `.pan(.down)` on a screen whose transition is `.throwAway` throws it.
    ///   - root: the bottom screen.
    ///   - destination: the screen for a path value.
    public init(
        path: Binding<[Data]>, transition: (any Transition)? = nil,
        gestures: [InteractionGesture] = [.screenEdge(.leading)],
        @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (Data) -> Destination
    ) {
        self.path = path
        self.root = root()
        self.destination = destination
        self.transition = transition
        self.gestures = gestures
    }

    /// A stack keeping its path itself (SwiftUI's `NavigationStack` without a path): screens are
    /// pushed by ``TransitionLink``s and popped by a person or their dismiss action.
    public init(
        transition: (any Transition)? = nil, gestures: [InteractionGesture] = [.screenEdge(.leading)],
        @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (Data) -> Destination
    ) {
        self.path = nil
        self.root = root()
        self.destination = destination
        self.transition = transition
        self.gestures = gestures
    }

    /// Plays `transition` for every push of a value of type `T` and the pop back from it.
    @available(*, deprecated, renamed: "stackTransition(_:for:gestures:)")
    public func transition<T>(_ transition: any Transition, for type: T.Type, gestures: [InteractionGesture]? = nil) -> Self {
        var copy = self
        copy.legacy.add(type, transition: transition, gestures: gestures)
        return copy
    }

    /// The router the stack installs on its navigation controller.
    @available(*, deprecated, renamed: "stackRouter(_:)")
    public func router(_ router: TransitionRouter) -> Self {
        var copy = self
        copy.legacy.router = router
        return copy
    }

    public var body: some View {
        NavigationContainer(
            path: path ?? $ownPath, root: AnyView(root),
            destination: { [destination] value in
                let view = destination(value)
                return (AnyView(view), DestinationContent.isNothing(view, emptyTypes: [EmptyView.self]))
            },
            transition: transition, gestures: gestures, legacy: legacy)
            .edgesIgnoringSafeArea(.all)
    }
}

extension View {
    /// Plays `transition` for every push of a value of type `T` onto the `TransitionNavigationStack`
    /// this modifies (or any inside it) and for the pop back from it, popped interactively by
    /// `gestures` (default: the stack's). Rules apply anywhere in the modifier chain; the last one
    /// added for a type wins. Subclasses, and types conforming to `T` when it is a protocol, count;
    /// an `AnyHashable` value is looked through.
    public func stackTransition<T>(_ transition: any Transition, for type: T.Type, gestures: [InteractionGesture]? = nil) -> some View {
        transformEnvironment(\.stackConfiguration) { $0.add(type, transition: transition, gestures: gestures) }
    }

    /// The router the `TransitionNavigationStack` this modifies installs on its navigation
    /// controller, to add rules of your own (`router.add(.pop, from: …)`, a `popInteraction`…).
    /// The stack adds its per-screen rules to it and removes them as screens leave. Keep it
    /// somewhere stable (a `@State` or a model object): a different router on a later update
    /// replaces the first. Default: a router the stack makes.
    public func stackRouter(_ router: TransitionRouter) -> some View {
        transformEnvironment(\.stackConfiguration) { $0.router = router }
    }
}

/// The stack rules and router declared around a stack (``View/stackTransition(_:for:gestures:)``,
/// ``View/stackRouter(_:)``), carried to it by the environment, so they work anywhere in the
/// modifier chain. Screens get an empty one (a stack inside a screen starts afresh).
struct StackEnvironment {
    var rules: [NavigationTransitions.DestinationRule] = []
    var router: TransitionRouter?

    mutating func add<T>(_ type: T.Type, transition: any Transition, gestures: [InteractionGesture]?) {
        var transitions = NavigationTransitions()
        transitions.add(type, transition: transition, gestures: gestures)
        rules += transitions.destinationRules
    }
}

private struct StackConfigurationKey: EnvironmentKey {
    static var defaultValue: StackEnvironment { StackEnvironment() }
}

extension EnvironmentValues {
    var stackConfiguration: StackEnvironment {
        get { self[StackConfigurationKey.self] }
        set { self[StackConfigurationKey.self] = newValue }
    }
}

/// The representable owning the navigation controller.
struct NavigationContainer<Data: Hashable>: UIViewControllerRepresentable {
    @Binding var path: [Data]
    let root: AnyView
    /// The screen for a value, and whether the destination showed nothing for it.
    let destination: (Data) -> (view: AnyView, isNothing: Bool)
    let transition: (any Transition)?
    let gestures: [InteractionGesture]
    let legacy: StackEnvironment

    func makeCoordinator() -> NavigationStackCoordinator<Data> {
        NavigationStackCoordinator()
    }

    func makeUIViewController(context: Context) -> UINavigationController {
        let coordinator = context.coordinator
        coordinator.update(from: self, environment: context.environment)
        return coordinator.makeNavigationController(root: root, path: path)
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {
        let coordinator = context.coordinator
        coordinator.update(from: self, environment: context.environment)
        coordinator.refreshScreens(root: root)
        coordinator.sync?.pathChanged(path, animated: !context.transaction.disablesAnimations)
    }

    static func dismantleUIViewController(_ controller: UINavigationController, coordinator: NavigationStackCoordinator<Data>) {
        coordinator.dismantle()
    }

    /// The stack's transitions: the stack's own, then the rules given on it, then those of the
    /// modifiers around it.
    func transitions(in environment: EnvironmentValues) -> NavigationTransitions {
        var transitions = NavigationTransitions(transition: transition, gestures: gestures)
        transitions.add(legacy.rules)
        transitions.add(environment.stackConfiguration.rules)
        return transitions
    }
}
#endif
