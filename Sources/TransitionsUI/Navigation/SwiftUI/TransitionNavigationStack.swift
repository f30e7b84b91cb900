#if canImport(UIKit)
import Interactive
import SwiftUI
import Transitions
import UIKit

/// A navigation container for SwiftUI whose pushes and pops play the kit's transitions: a path
/// binding and a destination builder, like SwiftUI's `NavigationStack(path:root:)`, on iOS 13 and
/// later.
///
/// ```swift
/// @State private var path: [Photo] = []
///
/// var body: some View {
///     TransitionNavigationStack(path: $path, transition: .slide(), gestures: [.pinch, .edgePan()]) {
///         PhotoGrid(photos: photos)          // pushes with `path.append(photo)` or a TransitionLink
///     } destination: { photo in
///         PhotoView(photo: photo)
///     }
///     .transition(.zoom(from: thumbnailFrame), for: Photo.self)
/// }
/// ```
///
/// - **Transitions**: the pushing ``TransitionLink``'s, else a ``transition(_:for:gestures:)`` rule,
///   else `transition`, else the router's rules (``router(_:)``), else UIKit's
///   (``NavigationTransitions``).
/// - **Gestures**: a routed pop is driven by `gestures` (default a leading edge pan, standing in for
///   the system back swipe, which is off while a pop is routed); an unrouted pop keeps UIKit's.
/// - **The path and the stack stay equal** (``NavigationStackDriver``), duplicates included; a
///   destination that returns nothing still gets a placeholder screen (debug builds print the value).
/// - Screens read ``EnvironmentValues/transitionProgress``. Each is a hosting controller of its own
///   in a `UINavigationController` (the stack never looks into SwiftUI's view hierarchy), so
///   environment values and objects from around the stack do not reach them: pass them in the
///   builders (`.environmentObject(model)`). docs/swiftui.md has more.
public struct TransitionNavigationStack<Data: Hashable, Root: View, Destination: View>: View {
    @Binding private var path: [Data]
    private let root: Root
    private let destination: (Data) -> Destination
    private var configuration: StackConfiguration

    /// A stack showing `root`, then a screen built by `destination` for each element of `path`.
    ///
    /// - Parameters:
    ///   - path: the values of the screens above the root, bottom to top. The stack writes it back
    ///     when the user pops (back button, its menu, a gesture).
    ///   - transition: the transition of every push and pop no link or type rule chooses (default
    ///     `nil`: the router's rules, else UIKit's).
    ///   - gestures: what pops a screen interactively when its pop is routed (default
    ///     ``TransitionGesture/defaultPopGestures``, a leading edge pan).
    ///   - root: the bottom screen.
    ///   - destination: the screen for a path value.
    public init(
        path: Binding<[Data]>, transition: (any Transition)? = nil,
        gestures: [TransitionGesture] = TransitionGesture.defaultPopGestures,
        @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (Data) -> Destination
    ) {
        self._path = path
        self.root = root()
        self.destination = destination
        self.configuration = StackConfiguration(transition: transition, gestures: gestures)
    }

    /// Plays `transition` for every push of a value of type `T` and the pop back from it (the
    /// last rule added for a type wins), popped interactively by `gestures` (default: the
    /// stack's).
    public func transition<T>(_ transition: any Transition, for type: T.Type, gestures: [TransitionGesture]? = nil) -> Self {
        var copy = self
        copy.configuration.destinationRules.append(.init(
            typeName: String(describing: type), matches: { $0 is T }, transition: transition, gestures: gestures))
        return copy
    }

    /// The router the stack installs on its navigation controller, to add rules of your own
    /// (`router.add(.pop, from: …)`, a `popInteraction`…). The stack adds its per-screen rules to
    /// it and removes them as screens leave. Keep it somewhere stable (a `@State` or a model
    /// object): a different router on a later update replaces the first. Default: a router the
    /// stack makes.
    public func router(_ router: TransitionRouter) -> Self {
        var copy = self
        copy.configuration.router = router
        return copy
    }

    public var body: some View {
        NavigationContainer(path: $path, root: AnyView(root), destination: { [destination] value in
            let view = destination(value)
            return (AnyView(view), DestinationContent.isNothing(view, emptyTypes: [EmptyView.self]))
        }, configuration: configuration)
            .edgesIgnoringSafeArea(.all)
    }
}

/// What the stack's view declares, resolved into objects by the coordinator.
struct StackConfiguration {
    struct DestinationRule {
        let typeName: String
        let matches: @MainActor (Any) -> Bool
        let transition: any Transition
        let gestures: [TransitionGesture]?
    }

    var transition: (any Transition)?
    var gestures: [TransitionGesture]
    var destinationRules: [DestinationRule] = []
    var router: TransitionRouter?
}

/// The representable owning the navigation controller.
struct NavigationContainer<Data: Hashable>: UIViewControllerRepresentable {
    @Binding var path: [Data]
    let root: AnyView
    /// The screen for a value, and whether the destination showed nothing for it.
    let destination: (Data) -> (view: AnyView, isNothing: Bool)
    let configuration: StackConfiguration

    func makeCoordinator() -> NavigationStackCoordinator<Data> {
        NavigationStackCoordinator()
    }

    func makeUIViewController(context: Context) -> UINavigationController {
        let coordinator = context.coordinator
        coordinator.update(from: self)
        return coordinator.makeNavigationController(root: root, path: path)
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {
        let coordinator = context.coordinator
        coordinator.update(from: self)
        coordinator.refreshScreens(root: root)
        coordinator.driver?.pathChanged(path, animated: !context.transaction.disablesAnimations)
    }

    static func dismantleUIViewController(_ controller: UINavigationController, coordinator: NavigationStackCoordinator<Data>) {
        coordinator.dismantle()
    }
}
#endif
