#if canImport(UIKit)
import Combine
import SwiftUI
import Transitions
import UIKit

/// The state a screen's SwiftUI content reads: the environment of the views around its container,
/// the progress of the transition moving it, the stack it is in, its dismiss action.
@MainActor
final class ScreenState: ObservableObject {
    @Published var progress = TransitionProgress.idle
    /// The environment of the view around the stack or presentation (the representable's), given
    /// to the content so that environment values and objects set above it reach it.
    @Published var environment: EnvironmentValues?
    /// The stack the screen's links push on (``ScreenEnvironment/Links``).
    var navigator: TransitionNavigator?
    /// The screen's dismiss action; `nil`: the one of the container around (a stack's root).
    var dismiss: TransitionDismissAction?
    /// The veto of the presentation showing this screen as its content, passed to the stacks
    /// inside it; `nil`: the one around, if any.
    var presentationVeto: ContentDismissalVeto?
    /// Called with what the content declares for the navigation bar.
    var onBarChange: ((ScreenBarPreference) -> Void)?
    /// Called with the veto the content declares.
    var onVetoChange: ((ContentDismissalVeto.Declaration) -> Void)?

    /// Sets the screen up as ``ScreenEnvironment`` says for its place.
    ///
    /// - Parameters:
    ///   - plan: what the screen's place gets.
    ///   - stack: the stack the screen is in, for ``ScreenEnvironment/Links/stack``.
    ///   - pop: pops a path entry, for ``ScreenEnvironment/Dismiss/pop(_:)``.
    ///   - dismissPresentation: dismisses the presented content, for
    ///     ``ScreenEnvironment/Dismiss/dismissPresentation``.
    func apply(
        _ plan: ScreenEnvironment, stack: TransitionNavigator? = nil,
        pop: (@MainActor @Sendable (NavigationEntryID) -> Void)? = nil,
        dismissPresentation: (@MainActor @Sendable () -> Void)? = nil
    ) {
        switch plan.links {
        case .stack: navigator = stack
        case .none: navigator = nil
        }
        switch plan.dismiss {
        case .container:
            dismiss = nil
        case .pop(let id):
            dismiss = pop.map { pop in TransitionDismissAction { pop(id) } }
        case .dismissPresentation:
            dismiss = dismissPresentation.map { TransitionDismissAction($0) }
        }
    }
}

/// A screen's environment, for its content and for the bar items it declares: the environment of
/// the views around the container (environment values and objects, `@Observable` objects)
/// outermost, then the kit's own values — the progress of the transition moving it, its navigation
/// stack, its dismiss action, the presentation's veto — and the stack's own modifiers reset, so a
/// stack inside a screen does not inherit the outer stack's.
struct ScreenEnvironmentModifier: ViewModifier {
    @ObservedObject var state: ScreenState

    func body(content: Content) -> some View {
        content
            .environment(\.transitionProgress, state.progress)
            .environment(\.transitionNavigator, state.navigator)
            .transformEnvironment(\.transitionDismiss) { [dismiss = state.dismiss] in
                if let dismiss { $0 = dismiss }
            }
            .transformEnvironment(\.presentationVeto) { [veto = state.presentationVeto] in
                if let veto { $0 = veto }
            }
            .environment(\.stackConfiguration, StackEnvironment())
            .transformEnvironment(\.self) { [outer = state.environment] environment in
                // Outermost: everything from around the container, then the kit's values above.
                if let outer { environment = outer }
            }
    }
}

/// A screen's content with its environment (``ScreenEnvironmentModifier``), reporting what it
/// declares for the navigation bar and the veto at once, inside SwiftUI's update, so a screen
/// rendered before UIKit shows it has declared its bar by then.
struct ScreenContent: View {
    let state: ScreenState
    let content: AnyView

    var body: some View {
        content
            .modifier(ScreenEnvironmentModifier(state: state))
            .onPreferenceChange(ScreenBarKey.self) { [state] bar in
                // SwiftUI calls this on the main thread, inside its update: reported at once, not a
                // run-loop turn later. SDKs from iOS 18.2 declare the action `@Sendable` and not
                // main-actor isolated, so the main actor is asserted there (`assumeIsolated`, in
                // the concurrency library of the SDKs with SwiftUI 5, iOS 17, and later); older
                // SDKs' actions are the view's, on the main actor.
                #if canImport(SwiftUI, _version: 5.0)
                MainActor.assumeIsolated { state.onBarChange?(bar) }
                #else
                state.onBarChange?(bar)
                #endif
            }
            .onPreferenceChange(DismissVetoKey.self) { [state] veto in
                #if canImport(SwiftUI, _version: 5.0)
                MainActor.assumeIsolated { state.onVetoChange?(veto) }
                #else
                state.onVetoChange?(veto)
                #endif
            }
    }
}

/// The hosting controller of every screen the kit shows from SwiftUI — the stack's root, each
/// pushed screen, each presented content: it feeds its content the environment and the progress
/// of the transitions moving it (``TransitionProgressFeed``), shows what the content declares for
/// the navigation bar (``NavigationBarPlan``, where UIKit does not bridge SwiftUI's own), keeps an
/// untitled screen from an empty large-title band (``LargeTitleCorrection``), passes on the
/// content's veto and tells its owner when it is dismissed.
@MainActor
final class ScreenHostingController: UIHostingController<ScreenContent> {
    let state: ScreenState
    /// The path entry the screen shows (`nil` for a root or presented content).
    var entryID: NavigationEntryID?
    /// Tells its owner when a dismissal of this controller begins and ends (set its `onBegan` and
    /// `onEnded`), from the appearance callbacks below.
    let dismissal = DismissalObserver()
    /// Called with what the content declares for the navigation bar, each time it declares it.
    var onBarDeclared: ((ScreenBar) -> Void)?
    /// What the content declares for the navigation bar, as last read (`nil`: nothing yet).
    private(set) var bar: ScreenBar?

    private let probe = ViewProgressProbe()
    private lazy var feed = TransitionProgressFeed(probe: probe)
    /// The hosting controllers of the bar items' views, by item id, each made once.
    private var itemHosts: [Int: UIHostingController<AnyView>] = [:]
    /// The bar button items showing them, by item id, each made once.
    private var itemButtons: [Int: UIBarButtonItem] = [:]
    private var largeTitle = LargeTitleCorrection()

    init(content: AnyView) {
        let state = ScreenState()
        self.state = state
        super.init(rootView: ScreenContent(state: state, content: content))
        feed.onChange = { [weak state] progress in state?.progress = progress }
        state.onBarChange = { [weak self] preference in self?.showBar(preference) }
    }

    @available(*, unavailable, message: "Screens are made in code.")
    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        nil
    }

    /// Shows `content` (a SwiftUI update of the screen).
    func update(_ content: AnyView) {
        rootView = ScreenContent(state: state, content: content)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        followTransition(appearing: true)
        correctLargeTitle()
    }

    /// Feeds the content the progress of the transition (if any) that makes it appear or disappear.
    private func followTransition(appearing: Bool) {
        probe.host = view
        feed.transitionWillBegin(appearing: appearing, coordinator: transitionCoordinator.map(UIKitProgressCoordinator.init))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        correctLargeTitle()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        followTransition(appearing: false)
        let coordinator = transitionCoordinator
        dismissal.viewWillDisappear(
            beingDismissed: isBeingDismissed,
            navigationControllerIsBeingDismissed: navigationController?.isBeingDismissed == true,
            coordinatorIsAnimated: coordinator?.isAnimated == true
        ) { ended in
            coordinator?.animate(alongsideTransition: nil) { context in ended(context.isCancelled) }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        dismissal.viewDidDisappear()
    }

    // MARK: The navigation bar

    /// Shows what the content declares: on iOS 16 and later UIKit's hosting controller bridges
    /// SwiftUI's own bar modifiers, which the kit's apply there, so only the back button's title is
    /// the kit's; earlier, the kit writes the whole navigation item (``NavigationBarPlan``), and
    /// only the items' views when nothing else changed (``NavigationBarPlan/update(from:to:)``).
    private func showBar(_ preference: ScreenBarPreference) {
        let update = NavigationBarPlan.update(from: bar, to: preference.bar)
        bar = preference.bar
        let plan = NavigationBarPlan(preference.bar)
        let item = navigationItem
        item.backButtonTitle = plan.backButtonTitle
        if #unavailable(iOS 16) {
            let views = zip(preference.bar.items.map(\.id), preference.views)
            for (id, view) in views { host(view, for: id) }
            let shown = Set(preference.bar.items.map(\.id))
            for id in itemHosts.keys where !shown.contains(id) {
                itemHosts[id] = nil
                itemButtons[id] = nil
            }
            if update == .navigationItem { writeNavigationItem(plan) }
        }
        onBarDeclared?(preference.bar)
    }

    /// Writes the navigation item from `plan` (iOS 13 to 15), with the bar button items made for
    /// its items.
    private func writeNavigationItem(_ plan: NavigationBarPlan) {
        let item = navigationItem
        item.title = plan.title
        switch plan.largeTitleDisplayMode {
        case .automatic: item.largeTitleDisplayMode = .automatic
        case .always: item.largeTitleDisplayMode = .always
        case .never: item.largeTitleDisplayMode = .never
        }
        largeTitle.ownerWroteMode()
        item.hidesBackButton = plan.hidesBackButton
        item.leftItemsSupplementBackButton = plan.leftItemsSupplementBackButton
        item.leftBarButtonItems = plan.leftItems.compactMap(button)
        item.rightBarButtonItems = plan.rightItems.compactMap(button)
        item.titleView = plan.titleView.flatMap { itemHosts[$0]?.view }
        toolbarItems = plan.toolbarItems.compactMap(button)
    }

    /// The bar button item showing the item `id`'s view, made once.
    private func button(_ id: Int) -> UIBarButtonItem? {
        if let made = itemButtons[id] { return made }
        guard let view = itemHosts[id]?.view else { return nil }
        let made = UIBarButtonItem(customView: view)
        itemButtons[id] = made
        return made
    }

    /// Hosts the item `id`'s view, with the screen's environment (the hosting controller made
    /// once and updated in place), sized to fit the bar.
    private func host(_ view: AnyView, for id: Int) {
        let content = AnyView(view.modifier(ScreenEnvironmentModifier(state: state)))
        let host: UIHostingController<AnyView>
        if let made = itemHosts[id] {
            host = made
            host.rootView = content
        } else {
            host = UIHostingController(rootView: content)
            host.view.backgroundColor = .clear
            itemHosts[id] = host
        }
        let size = host.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44))
        if host.view.frame.size != size { host.view.frame = CGRect(origin: .zero, size: size) }
    }

    /// Keeps the screen from an empty large-title band (``LargeTitleCorrection``), inside a
    /// navigation controller.
    private func correctLargeTitle() {
        guard navigationController != nil else { return }
        let item = navigationItem
        let hasTitle = !(item.title ?? "").isEmpty || item.titleView != nil
        let mode: NavigationBarPlan.LargeTitleDisplayMode = switch item.largeTitleDisplayMode {
        case .always: .always
        case .never: .never
        default: .automatic
        }
        switch largeTitle.read(hasTitle: hasTitle, mode: mode) {
        case .automatic?: item.largeTitleDisplayMode = .automatic
        case .never?: item.largeTitleDisplayMode = .never
        case .always?: item.largeTitleDisplayMode = .always
        case nil: break
        }
    }
}
#endif
