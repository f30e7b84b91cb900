#if canImport(UIKit)
import Combine
import SwiftUI
import Transitions
import UIKit

/// The state a screen's SwiftUI content reads: the progress of the transition moving it, the
/// stack it is in, the dismiss action of the presentation showing it.
@MainActor
final class ScreenState: ObservableObject {
    @Published var progress = TransitionProgress.idle
    var navigator: TransitionNavigator?
    var dismiss = TransitionDismissAction(nil)
    /// The screen, whose navigation item shows the content's title.
    weak var screen: UIViewController?

    func setTitle(_ title: String?) {
        screen?.navigationItem.title = title
    }
}

/// A screen's content with its environment: the progress of the transition moving it, its
/// navigation stack, its presentation's dismiss action, and its title for UIKit's bar.
struct ScreenContent: View {
    @ObservedObject var state: ScreenState
    let content: AnyView

    var body: some View {
        content
            .environment(\.transitionProgress, state.progress)
            .environment(\.transitionNavigator, state.navigator)
            .environment(\.transitionDismiss, state.dismiss)
            .onPreferenceChange(TransitionTitleKey.self) { [state] title in
                // SwiftUI calls this on the main thread; the 16.5 SDK does not say so.
                Task { @MainActor in state.setTitle(title) }
            }
    }
}

/// The title a screen shows in its navigation bar (``View/transitionNavigationTitle(_:)``).
struct TransitionTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// The title of this screen in the navigation bar of the `TransitionNavigationStack` showing
    /// it (the screen's `navigationItem.title`). SwiftUI's own `navigationTitle` belongs to
    /// SwiftUI's navigation containers; use this one inside a transition stack.
    public func transitionNavigationTitle(_ title: String) -> some View {
        preference(key: TransitionTitleKey.self, value: title)
    }
}

/// The hosting controller of every screen the kit shows from SwiftUI — the stack's root, each
/// pushed screen, each presented content: it feeds its content the progress of the transitions
/// moving it (``TransitionProgressFeed``) and tells its owner when it is dismissed.
@MainActor
final class ScreenHostingController: UIHostingController<ScreenContent> {
    let state: ScreenState
    /// The path entry the screen shows (`nil` for a root or presented content).
    var entryID: NavigationEntryID?
    /// Tells its owner when a dismissal of this controller begins and ends (set its `onBegan` and
    /// `onEnded`), from the appearance callbacks below.
    let dismissal = DismissalObserver()

    private let feed = TransitionProgressFeed()

    init(content: AnyView) {
        let state = ScreenState()
        self.state = state
        super.init(rootView: ScreenContent(state: state, content: content))
        state.screen = self
        feed.onChange = { [weak state] progress in state?.progress = progress }
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
}
#endif
