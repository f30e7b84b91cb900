#if canImport(UIKit)
import SwiftUI
import Transitions
import UIKit

extension View {
    /// Presents `content` with the kit's transitions while `isPresented` is `true`: full screen
    /// or on a card, dismissed by `gestures`, a tap outside a card, the content's
    /// ``EnvironmentValues/transitionDismiss`` action, or by setting `isPresented` to `false`.
    ///
    /// ```swift
    /// Button("Settings") { showSettings = true }
    ///     .transitionPresentation(isPresented: $showSettings, transition: .slideUp(), dismissal: .swingDrop,
    ///                             presentation: .card(.swingDrop), gestures: [.swipe()]) {
    ///         SettingsView()
    ///     }
    /// ```
    ///
    /// `isPresented` becomes `false` once when the user's dismissal finishes, never for a cancelled
    /// one; other timing rules are ``PresentationDriver``'s.
    ///
    /// - Parameters:
    ///   - isPresented: whether the content is shown.
    ///   - transition: the presentation's transition.
    ///   - dismissal: the dismissal's (default: `transition`, played backwards).
    ///   - presentation: `.fullScreen` (default) or `.card(layout)` over the dimmed screen.
    ///   - gestures: what dismisses interactively (default none).
    ///   - onDismiss: called when a dismissal finishes, whoever asked for it.
    ///   - content: what is presented; it reads ``EnvironmentValues/transitionProgress`` and
    ///     ``EnvironmentValues/transitionDismiss``.
    public func transitionPresentation<Content: View>(
        isPresented: Binding<Bool>, transition: any Transition, dismissal: (any Transition)? = nil,
        presentation: ModalPresentation = .fullScreen, gestures: [TransitionGesture] = [],
        onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(PresentationAnchor<Bool>(
            desired: isPresented.wrappedValue ? true : nil,
            writeBack: { isPresented.wrappedValue = false },
            content: { _ in AnyView(content()) },
            style: PresentationStyle(transition: transition, dismissal: dismissal, presentation: presentation, gestures: gestures),
            onDismiss: onDismiss))
    }

    /// Presents `content` for `item` with the kit's transitions while `item` is not `nil`, as
    /// ``transitionPresentation(isPresented:transition:dismissal:presentation:gestures:onDismiss:content:)``.
    /// A new item (another `id`) replaces the one shown: a dismissal, then a presentation. `item`
    /// is set back to `nil` exactly once when the user's dismissal finishes while it still holds
    /// the dismissed item.
    public func transitionPresentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, transition: any Transition, dismissal: (any Transition)? = nil,
        presentation: ModalPresentation = .fullScreen, gestures: [TransitionGesture] = [],
        onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return background(PresentationAnchor<Item.ID>(
            desired: current?.id,
            writeBack: { item.wrappedValue = nil },
            content: { id in current.flatMap { $0.id == id ? AnyView(content($0)) : nil } },
            style: PresentationStyle(transition: transition, dismissal: dismissal, presentation: presentation, gestures: gestures),
            onDismiss: onDismiss))
    }
}

/// How a presentation plays.
struct PresentationStyle {
    let transition: any Transition
    let dismissal: (any Transition)?
    let presentation: ModalPresentation
    let gestures: [TransitionGesture]
}

/// An invisible view controller behind the modified view, which presents.
struct PresentationAnchor<ID: Hashable>: UIViewControllerRepresentable {
    let desired: ID?
    let writeBack: () -> Void
    let content: (ID) -> AnyView?
    let style: PresentationStyle
    let onDismiss: (() -> Void)?

    func makeCoordinator() -> PresentationCoordinator<ID> {
        PresentationCoordinator()
    }

    func makeUIViewController(context: Context) -> AnchorViewController {
        let anchor = AnchorViewController()
        context.coordinator.anchor = anchor
        anchor.onAppear = { [weak coordinator = context.coordinator] in coordinator?.driver.availabilityChanged() }
        return anchor
    }

    func updateUIViewController(_ anchor: AnchorViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.writeBack = writeBack
        coordinator.content = content
        coordinator.style = style
        coordinator.onDismiss = onDismiss
        coordinator.refreshContent()
        coordinator.driver.bindingChanged(desired, animated: !context.transaction.disablesAnimations)
        coordinator.driver.availabilityChanged()
    }

    static func dismantleUIViewController(_ anchor: AnchorViewController, coordinator: PresentationCoordinator<ID>) {
        coordinator.dismantle()
    }
}

/// The UIKit side of a presentation modifier: presents a hosting controller with the kit's
/// one-line `present(_:with:…)` and answers its ``PresentationDriver``.
@MainActor
final class PresentationCoordinator<ID: Hashable>: PresentationHost {
    lazy var driver = PresentationDriver(host: self)
    weak var anchor: AnchorViewController?
    var writeBack: (() -> Void)?
    var content: ((ID) -> AnyView?)?
    var style: PresentationStyle?
    var onDismiss: (() -> Void)?

    private weak var presented: ScreenHostingController?
    private var presentedID: ID?
    private let gestureControllers = GestureControllers()

    /// The presented content shows its builder's latest view.
    func refreshContent() {
        guard let presented, let id = presentedID, let view = content?(id) else { return }
        presented.update(view)
    }

    /// The modifier left SwiftUI: what it presents goes too.
    func dismantle() {
        presented?.presentingViewController?.dismiss(animated: false)
    }

    // MARK: PresentationHost

    var canPresent: Bool {
        guard let anchor, anchor.view.window != nil else { return false }
        return anchor.presentedViewController == nil
    }

    func present(_ id: ID, animated: Bool) {
        guard let anchor, let style else { return }
        // The builder always has content for the identity the driver presents (the binding's
        // latest); an empty view stands in should it not, so the driver's state stays true.
        let screen = ScreenHostingController(content: content?(id) ?? AnyView(EmptyView()))
        screen.state.dismiss = TransitionDismissAction { [weak screen] in
            screen?.presentingViewController?.dismiss(animated: true)
        }
        screen.dismissal.onBegan = { [weak self] in self?.driver.dismissalBegan() }
        screen.dismissal.onEnded = { [weak self] finished in self?.driver.dismissalEnded(finished: finished) }
        presented = screen
        presentedID = id
        // The one place a SwiftUI presentation is made: the card (and later its detents) comes
        // with `style.presentation`, the same `ModalPresentation` the UIKit API takes.
        anchor.present(screen, with: style.transition, dismissal: style.dismissal,
                       dismissalInteractions: gestureControllers.controllers(for: style.gestures),
                       presentation: style.presentation, animated: animated) { [weak self] in
            self?.driver.presentationEnded()
        }
    }

    func dismiss(animated: Bool) {
        guard let presented, let presenting = presented.presentingViewController else {
            // Already gone without UIKit telling (its presenter went away).
            driver.dismissalBegan()
            driver.dismissalEnded(finished: true)
            return
        }
        presenting.dismiss(animated: animated)
    }

    func writeBackDismissed() {
        writeBack?()
    }

    func didDismiss(_ id: ID) {
        if presentedID == id {
            presented = nil
            presentedID = nil
        }
        onDismiss?()
    }
}
#endif
