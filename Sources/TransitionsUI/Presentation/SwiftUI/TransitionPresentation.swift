#if canImport(UIKit)
import Interactive
import SwiftUI
import Transitions
import UIKit

extension View {
    /// Presents `content` with the kit's transitions while `isPresented` is `true`: full screen or
    /// on a card (a sheet with detents), dismissed by `gestures`, a tap outside a card, the
    /// content's ``EnvironmentValues/transitionDismiss`` action, or by setting `isPresented` to
    /// `false`.
    ///
    /// ```swift
    /// Button("Compose") { composing = true }
    ///     .transitionPresentation(isPresented: $composing, transition: .slideUp(),
    ///                             presentation: .card(.sheet(detents: [.medium, .large])),
    ///                             selectedDetent: $detent, gestures: [.pan(.down)]) {
    ///         Composer()
    ///             .transitionDismissDisabled(hasEdits) { askToDiscard = true }
    ///     }
    /// ```
    ///
    /// `isPresented` becomes `false` once when a person's dismissal finishes, never for a
    /// cancelled one; other timing rules are ``PresentationSync``'s. The content gets the
    /// environment of this view (environment values and objects).
    ///
    /// - Parameters:
    ///   - isPresented: whether the content is shown.
    ///   - transition: the presentation's transition.
    ///   - dismissal: the dismissal's (default: `transition`, played backwards).
    ///   - presentation: `.fullScreen` (default) or `.card(layout)` over the dimmed screen; a card's
    ///     layout (detents, undimmed detent, grabber, keyboard policy) follows later updates.
    ///   - selectedDetent: the detent a sheet rests at, both ways: the card selects the value the
    ///     app writes, and writes the detent a person drags it to (default none).
    ///   - gestures: what dismisses interactively (default none); `.pan(.down)` with a `.throwAway`
    ///     dismissal throws the content away.
    ///   - onDismiss: called when a dismissal finishes, whoever asked for it.
    ///   - content: what is presented.
    public func transitionPresentation<Content: View>(
        isPresented: Binding<Bool>, transition: any Transition, dismissal: (any Transition)? = nil,
        presentation: ModalPresentation = .fullScreen, selectedDetent: Binding<CardDetent.Identifier?>? = nil,
        gestures: [InteractionGesture] = [], onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(PresentationAnchor<Bool>(
            desired: isPresented.wrappedValue ? true : nil,
            writeBack: { isPresented.wrappedValue = false },
            content: { _ in AnyView(content()) },
            style: PresentationStyle(transition: transition, dismissal: dismissal, presentation: presentation, gestures: gestures),
            selectedDetent: selectedDetent, onDismiss: onDismiss))
    }

    /// Presents `content` for `item` with the kit's transitions while `item` is not `nil`, as
    /// ``transitionPresentation(isPresented:transition:dismissal:presentation:selectedDetent:gestures:onDismiss:content:)``.
    /// A new item (another `id`) replaces the one shown: a dismissal, then a presentation. `item`
    /// is set back to `nil` exactly once when a person's dismissal finishes while it still holds
    /// the dismissed item.
    public func transitionPresentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, transition: any Transition, dismissal: (any Transition)? = nil,
        presentation: ModalPresentation = .fullScreen, selectedDetent: Binding<CardDetent.Identifier?>? = nil,
        gestures: [InteractionGesture] = [], onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return background(PresentationAnchor<Item.ID>(
            desired: current?.id,
            writeBack: { item.wrappedValue = nil },
            content: { id in current.flatMap { $0.id == id ? AnyView(content($0)) : nil } },
            style: PresentationStyle(transition: transition, dismissal: dismissal, presentation: presentation, gestures: gestures),
            selectedDetent: selectedDetent, onDismiss: onDismiss))
    }

    /// Refuses a person's dismissal of the presented content while `isDisabled` (a tap outside the
    /// card, its drag, a dismissal gesture), and calls `onAttempt` each time a person tries — to ask
    /// "Discard changes?", say. The app's own dismissal (the binding, `transitionDismiss`) is never
    /// refused. SwiftUI's `interactiveDismissDisabled(_:)` (iOS 15) refuses too, through the hosting
    /// controller's `isModalInPresentation`; `onAttempt` hears that refusal as well.
    ///
    /// It works on the presented content and on the screens of a `TransitionNavigationStack` inside
    /// it, where the screen on top decides (as `interactiveDismissDisabled` on a `NavigationStack`'s
    /// screens in a `sheet`). A refused attempt is heard by the views that refused it, or, when
    /// `isModalInPresentation` refused it, by every `onAttempt` declared.
    public func transitionDismissDisabled(_ isDisabled: Bool = true, onAttempt: (() -> Void)? = nil) -> some View {
        modifier(DismissVetoModifier(isDisabled: isDisabled, onAttempt: onAttempt))
    }

    /// Makes the scroll view this is inside (a `ScrollView`, `List`…) the one a card's drag hands
    /// off to: the card moves when it is scrolled to its top (`CardPresentationController.scrollView`).
    /// Without it the card picks the first suitable scroll view it holds; use it when the content
    /// has several.
    ///
    /// It relies on SwiftUI backing the scroll view with a `UIScrollView` (`ScrollView`, and `List`'s
    /// table or collection view), an implementation detail SwiftUI does not document: the marker
    /// finds the nearest `UIScrollView` above it in UIKit's view hierarchy, inside the presented
    /// content's view, and names nothing otherwise (debug builds say so; the card then keeps its
    /// default).
    public func cardScrollHandoff() -> some View {
        background(CardScrollHandoffMarker())
    }
}

/// Declares the content's veto, with one attempt handler per view (updated in place), so the
/// declaration changes only when `isDisabled` does or a handler comes or goes.
private struct DismissVetoModifier: ViewModifier {
    let isDisabled: Bool
    let onAttempt: (() -> Void)?
    @State private var handler = ContentDismissalVeto.AttemptHandler {}

    func body(content: Content) -> some View {
        let handler = handler
        if let onAttempt { handler.action = onAttempt }
        return content.transformPreference(DismissVetoKey.self) { [isDisabled, hasHandler = onAttempt != nil] veto in
            veto.isDisabled = veto.isDisabled || isDisabled
            if hasHandler { veto.onAttempt = handler }
        }
    }
}

/// How a presentation plays.
struct PresentationStyle {
    let transition: any Transition
    let dismissal: (any Transition)?
    let presentation: ModalPresentation
    let gestures: [InteractionGesture]
}

/// An invisible view controller behind the modified view, which presents.
struct PresentationAnchor<ID: Hashable>: UIViewControllerRepresentable {
    let desired: ID?
    let writeBack: () -> Void
    let content: (ID) -> AnyView?
    let style: PresentationStyle
    let selectedDetent: Binding<CardDetent.Identifier?>?
    let onDismiss: (() -> Void)?

    func makeCoordinator() -> PresentationCoordinator<ID> {
        PresentationCoordinator()
    }

    func makeUIViewController(context: Context) -> AnchorViewController {
        let anchor = AnchorViewController()
        context.coordinator.anchor = anchor
        anchor.onAppear = { [weak coordinator = context.coordinator] in coordinator?.sync.availabilityChanged() }
        return anchor
    }

    func updateUIViewController(_ anchor: AnchorViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.writeBack = writeBack
        coordinator.content = content
        coordinator.style = style
        coordinator.selectedDetent = selectedDetent
        coordinator.onDismiss = onDismiss
        coordinator.environment = context.environment
        coordinator.updateBegan()
        coordinator.refreshContent()
        coordinator.sync.bindingChanged(desired, animated: !context.transaction.disablesAnimations)
        coordinator.sync.availabilityChanged()
        if coordinator.updateEnded() {
            // SwiftUI forbids writing state during its update: the card's detent waits for the
            // main queue's next turn.
            DispatchQueue.main.async { [weak coordinator] in coordinator?.writeDeferredDetent() }
        }
    }

    static func dismantleUIViewController(_ anchor: AnchorViewController, coordinator: PresentationCoordinator<ID>) {
        coordinator.dismantle()
    }
}

/// The UIKit side of a presentation modifier: presents a hosting controller with the kit's
/// one-line `present(_:with:…)`, answers its ``PresentationSync``, is the presentation
/// controller's delegate for the content's veto (``ContentDismissalVeto``: the content's own and
/// that of the stacks inside it), and keeps a card's detent and the app's binding equal
/// (``DetentSelectionSync``).
@MainActor
final class PresentationCoordinator<ID: Hashable>: NSObject, PresentationHost, UIAdaptivePresentationControllerDelegate {
    lazy var sync = PresentationSync(host: self)
    weak var anchor: AnchorViewController?
    var writeBack: (() -> Void)?
    var content: ((ID) -> AnyView?)?
    var style: PresentationStyle?
    var selectedDetent: Binding<CardDetent.Identifier?>?
    var onDismiss: (() -> Void)?
    /// The environment of the modified view, carried into the content.
    var environment: EnvironmentValues?

    private weak var presented: ScreenHostingController?
    private var presentedID: ID?
    private var presentedLayout: CardLayout?
    private var detentSync = DetentSelectionSync(initial: nil)
    /// The veto of the content presented last (one per presentation).
    private var veto = ContentDismissalVeto()
    private let gestureControllers = GestureControllers<TransitionRouter.Interaction>()

    /// The presented content shows its builder's latest view, in the latest environment; a card
    /// follows the latest layout and the binding's detent.
    func refreshContent() {
        guard let presented, let id = presentedID, let view = content?(id) else { return }
        presented.state.environment = environment
        presented.update(view)
        guard let card = presented.presentationController as? CardPresentationController else { return }
        if let layout = style?.presentation.cardLayout, layout != presentedLayout {
            presentedLayout = layout
            let current = card.selectedDetentIdentifier
            card.updateLayout { $0 = layout; $0.selectedDetent = current ?? layout.selectedDetent }
        }
        if let binding = selectedDetent,
           let detent = detentSync.bindingChanged(binding.wrappedValue, card: card.selectedDetentIdentifier) {
            card.selectDetent(detent)
        }
    }

    /// SwiftUI's update of the modifier began and ends (its `updateUIViewController`), for the
    /// detent's write (``DetentSelectionSync``).
    func updateBegan() { detentSync.updateBegan() }

    /// Returns whether a detent's write waits for SwiftUI's update to be over.
    func updateEnded() -> Bool { detentSync.updateEnded() }

    /// Writes the card's detent into the binding, after SwiftUI's update, if a write still waits.
    func writeDeferredDetent() {
        guard let value = detentSync.takeDeferredWrite() else { return }
        selectedDetent?.wrappedValue = value
    }

    /// The modifier left SwiftUI: what it presents goes too, and the coordinator lets go of the
    /// environment around (the content keeps its own while UIKit still shows it).
    func dismantle() {
        presented?.presentingViewController?.dismiss(animated: false)
        environment = nil
    }

    // MARK: PresentationHost

    var canPresent: Bool {
        guard let anchor, anchor.view.window != nil else { return false }
        return anchor.presentedViewController == nil
    }

    var isDismissingContent: Bool {
        presented?.isBeingDismissed ?? false
    }

    func present(_ id: ID, animated: Bool) {
        guard let anchor, let style else { return }
        // The builder always has content for the identity the sync presents (the binding's
        // latest); an empty view stands in should it not, so the sync's state stays true.
        let screen = ScreenHostingController(content: content?(id) ?? AnyView(EmptyView()))
        screen.state.environment = environment
        screen.state.apply(ScreenEnvironment(.presented), dismissPresentation: { [weak self] in self?.sync.contentDismissRequested() })
        let veto = ContentDismissalVeto()
        self.veto = veto
        screen.state.presentationVeto = veto
        screen.state.onVetoChange = { [weak veto] declaration in veto?.declare(declaration, by: .content) }
        screen.dismissal.onBegan = { [weak self] in self?.sync.dismissalBegan() }
        screen.dismissal.onEnded = { [weak self] finished in self?.sync.dismissalEnded(finished: finished) }
        presented = screen
        presentedID = id
        var presentation = style.presentation
        if case .card(var layout) = presentation {
            if let detent = selectedDetent?.wrappedValue { layout.selectedDetent = detent }
            presentation = .card(layout)
            presentedLayout = style.presentation.cardLayout
        }
        detentSync.restart(initial: selectedDetent?.wrappedValue)
        let transition = style.dismissal ?? style.transition
        anchor.present(screen, with: style.transition, dismissal: style.dismissal,
                       dismissalInteractions: gestureControllers.controllers(for: style.gestures, transition: transition),
                       presentation: presentation, animated: animated) { [weak self] in
            self?.sync.presentationEnded()
        }
        // The presentation controller exists once `present` was called (never read it before:
        // that would make UIKit's default one).
        screen.presentationController?.delegate = self
        if let card = screen.presentationController as? CardPresentationController {
            card.onSelectedDetentChange = { [weak self] detent, _ in
                // Inside SwiftUI's update (a new layout without the detent), the write waits.
                guard let self, let value = self.detentSync.cardChanged(to: detent) else { return }
                self.selectedDetent?.wrappedValue = value
            }
        }
    }

    func dismiss(animated: Bool) {
        guard let presented, let presenting = presented.presentingViewController else {
            // Already gone without UIKit telling (its presenter went away).
            sync.dismissalBegan()
            sync.dismissalEnded(finished: true)
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
            presentedLayout = nil
        }
        onDismiss?()
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        veto.shouldDismiss()
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        veto.didAttemptToDismiss()
    }
}
#endif
