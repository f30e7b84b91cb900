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
    var navigator: TransitionNavigator?
    /// The screen's dismiss action; `nil`: the one of the container around (a stack's root).
    var dismiss: TransitionDismissAction?
    /// Called with what the content declares for the navigation bar.
    var onBarChange: ((ScreenBarPreference) -> Void)?
    /// Called with the veto the content declares.
    var onVetoChange: ((DismissVetoPreference) -> Void)?
}

/// A screen's content with its environment: the environment of the views around the container
/// (environment values and objects, `@Observable` objects), then the kit's own values — the
/// progress of the transition moving it, its navigation stack, its dismiss action — and the
/// stack's own modifiers reset, so a stack inside a screen does not inherit the outer stack's.
struct ScreenContent: View {
    @ObservedObject var state: ScreenState
    let content: AnyView

    var body: some View {
        content
            .environment(\.transitionProgress, state.progress)
            .environment(\.transitionNavigator, state.navigator)
            .transformEnvironment(\.transitionDismiss) { [dismiss = state.dismiss] in
                if let dismiss { $0 = dismiss }
            }
            .environment(\.stackConfiguration, StackEnvironment())
            .transformEnvironment(\.self) { [outer = state.environment] environment in
                // Outermost: everything from around the container, then the kit's values above.
                if let outer { environment = outer }
            }
            .onPreferenceChange(ScreenBarKey.self) { [state] bar in
                // SwiftUI calls this on the main thread; the 16.5 SDK does not say so.
                Task { @MainActor in state.onBarChange?(bar) }
            }
            .onPreferenceChange(DismissVetoKey.self) { [state] veto in
                Task { @MainActor in state.onVetoChange?(veto) }
            }
    }
}

/// The hosting controller of every screen the kit shows from SwiftUI — the stack's root, each
/// pushed screen, each presented content: it feeds its content the environment and the progress
/// of the transitions moving it (``TransitionProgressFeed``), shows what the content declares for
/// the navigation bar (``NavigationBarPlan``, where UIKit does not bridge SwiftUI's own), answers
/// for the content's veto and tells its owner when it is dismissed.
@MainActor
final class ScreenHostingController: UIHostingController<ScreenContent> {
    let state: ScreenState
    /// The path entry the screen shows (`nil` for a root or presented content).
    var entryID: NavigationEntryID?
    /// Tells its owner when a dismissal of this controller begins and ends (set its `onBegan` and
    /// `onEnded`), from the appearance callbacks below.
    let dismissal = DismissalObserver()
    /// What the content declares for the navigation bar, as last read.
    private(set) var bar = ScreenBar()

    private let feed = TransitionProgressFeed()
    private var barItems: [Int: UIHostingController<AnyView>] = [:]

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
        feed.transitionWillBegin(for: self, appearing: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        feed.transitionWillBegin(for: self, appearing: false)
        let coordinator = transitionCoordinator
        dismissal.viewWillDisappear(
            beingDismissed: isBeingDismissed || navigationController?.isBeingDismissed == true,
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
    /// the kit's; earlier, the kit writes the whole navigation item (``NavigationBarPlan``).
    private func showBar(_ preference: ScreenBarPreference) {
        bar = preference.bar
        let plan = NavigationBarPlan(preference.bar)
        let item = navigationItem
        if #available(iOS 14, *) {
            item.backButtonTitle = plan.backButtonTitle
        } else {
            item.backBarButtonItem = plan.backButtonTitle.map { UIBarButtonItem(title: $0, style: .plain, target: nil, action: nil) }
        }
        if #available(iOS 16, *) { return }
        let views = Dictionary(uniqueKeysWithValues: zip(preference.bar.items.map(\.id), preference.views))
        item.title = plan.title
        switch plan.largeTitleDisplayMode {
        case .automatic: item.largeTitleDisplayMode = .automatic
        case .always: item.largeTitleDisplayMode = .always
        case .never: item.largeTitleDisplayMode = .never
        }
        item.hidesBackButton = plan.hidesBackButton
        item.leftItemsSupplementBackButton = plan.leftItemsSupplementBackButton
        item.leftBarButtonItems = plan.leftItems.compactMap { barButton($0, views) }
        item.rightBarButtonItems = plan.rightItems.compactMap { barButton($0, views) }
        item.titleView = plan.titleView.flatMap { hostedView($0, views) }
        toolbarItems = plan.toolbarItems.compactMap { barButton($0, views) }
        for id in barItems.keys where views[id] == nil { barItems[id] = nil }
        if navigationController?.topViewController === self {
            navigationController?.setToolbarHidden(NavigationBarPlan.isToolbarHidden(top: bar), animated: false)
        }
    }

    /// A bar button showing the item `id`'s SwiftUI view, with the content's environment.
    private func barButton(_ id: Int, _ views: [Int: AnyView]) -> UIBarButtonItem? {
        hostedView(id, views).map { UIBarButtonItem(customView: $0) }
    }

    /// The item `id`'s view, hosted (one hosting controller per item, updated in place).
    private func hostedView(_ id: Int, _ views: [Int: AnyView]) -> UIView? {
        guard let view = views[id] else { return nil }
        let content = AnyView(view.transformEnvironment(\.self) { [outer = state.environment] in if let outer { $0 = outer } })
        let host = barItems[id] ?? UIHostingController(rootView: content)
        host.rootView = content
        barItems[id] = host
        host.view.backgroundColor = .clear
        let size = host.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44))
        host.view.frame = CGRect(origin: .zero, size: size)
        return host.view
    }
}
#endif
