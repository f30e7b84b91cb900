import Foundation

/// Keeps a presentation and an app's binding (`isPresented:` or `item:`) equal, whoever changes
/// either: the app (a new binding value), the user (a dismissal gesture, a tap outside a card,
/// the content's own dismiss action), or UIKit (a presentation or dismissal ending).
///
/// The presentation modifiers forward every event here and apply each decision with one UIKit call;
/// tests run the same sync on a model whose dismissals play under the model of UIKit's runner
/// (``PresentationHost`` has the order in which a host reports events).
/// Whatever the order of events:
/// - **Written back exactly once per finished user dismissal** still naming the content (`nil` or
///   `false`); a cancelled interactive one leaves content and binding untouched. An app edit made
///   during a person's dismissal that ends where it began (`nil`, then the same item again) is no
///   edit: the dismissal stands, as a pop does in ``NavigationPathSync``.
/// - **One transition at a time**: a binding change during a transition is kept (latest wins) and
///   applied when it ends; a new item replaces the presented one by a dismissal then a presentation
///   (as `sheet(item:)` does). The app's own dismissal is never written back, even if it asks for
///   the same content again meanwhile (it is then presented again).
/// - **UIKit is never asked to dismiss content already being dismissed**: a person's dismissal
///   counts from its request (``PresentationHost/isDismissingContent``).
/// - **The content's own dismiss action** (``contentDismissRequested()``) dismisses it as a person
///   would, written back once when it finishes: while the content is still being presented it
///   waits for the presentation to end; while it is being dismissed it does nothing.
/// - **Presenting waits for a screen that can present** (in a window, presenting nothing), binding
///   untouched, retried on the next update or appearance (``availabilityChanged()``).
@MainActor
package final class PresentationSync<Host: PresentationHost> {
    /// What the binding names when something is presented.
    package typealias ID = Host.ID

    /// Where the presentation is.
    package enum Phase: Equatable {
        /// Nothing is presented.
        case dismissed
        /// The content for the identity is being presented.
        case presenting(ID)
        /// The content for the identity is on screen.
        case presented(ID)
        /// The content for the identity is being dismissed; `byApp` when the sync asked for it
        /// (a binding change), `false` for the user's dismissal.
        case dismissing(ID, byApp: Bool)
    }

    /// The screen that presents.
    package private(set) weak var host: Host?
    /// Where the presentation is.
    package private(set) var phase: Phase = .dismissed
    /// What the app's binding names, as far as the sync knows (`nil`: nothing).
    package private(set) var desired: ID?
    /// How many times the sync wrote the binding back after a user's dismissal.
    package private(set) var writeBacks = 0

    private var animated = true
    /// The content's dismiss action was called while it was being presented.
    private var contentDismissWaits = false

    /// A sync for `host`, nothing presented yet.
    package init(host: Host) {
        self.host = host
    }

    /// The identity presented or being presented or dismissed, if any.
    package var current: ID? {
        switch phase {
        case .dismissed: nil
        case .presenting(let id), .presented(let id), .dismissing(let id, _): id
        }
    }

    // MARK: Events from the app

    /// The binding holds `id` (`nil`: nothing): presents, dismisses or replaces, now or when the
    /// running transition ends. The same value re-delivered is not a change.
    package func bindingChanged(_ id: ID?, animated: Bool = true) {
        guard id != desired else { return }
        desired = id
        self.animated = animated
        step()
    }

    /// Something may have made presenting possible (the screen appeared, SwiftUI updated it):
    /// retries a waiting presentation.
    package func availabilityChanged() {
        step()
    }

    /// The presented content's dismiss action (`transitionDismiss`): the content is dismissed,
    /// animated, and the binding written back once when the dismissal finishes, as for a person's
    /// dismissal, without a veto. Waits for a presentation under way; does nothing while the
    /// content is being dismissed or when nothing is presented.
    package func contentDismissRequested() {
        switch phase {
        case .presenting:
            contentDismissWaits = true
        case .presented:
            dismissContent()
        case .dismissing, .dismissed:
            break
        }
    }

    // MARK: Events from UIKit

    /// UIKit's presentation completed (its completion handler).
    package func presentationEnded() {
        guard case .presenting(let id) = phase else { return }
        phase = .presented(id)
        if contentDismissWaits {
            contentDismissWaits = false
            // The app asked for another item meanwhile: its change takes the content away.
            if desired == id {
                dismissContent()
                return
            }
        }
        step()
    }

    /// The presented content started to leave (its `viewWillDisappear(_:)` while being
    /// dismissed): the user's dismissal unless the sync asked for it.
    package func dismissalBegan() {
        switch phase {
        case .presented(let id), .presenting(let id):
            contentDismissWaits = false
            phase = .dismissing(id, byApp: false)
        case .dismissing, .dismissed:
            break
        }
    }

    /// The dismissal ended: `finished` (the content is gone; the coordinator's completion, or
    /// `viewDidDisappear(_:)` without one) or cancelled (an interactive dismissal let go; the
    /// content stays).
    package func dismissalEnded(finished: Bool) {
        guard case .dismissing(let id, let byApp) = phase else { return }
        guard finished else {
            phase = .presented(id)
            step()
            return
        }
        phase = .dismissed
        if !byApp, desired == id {
            desired = nil
            writeBacks += 1
            host?.writeBackDismissed()
        }
        host?.didDismiss(id)
        step()
    }

    // MARK: Applying

    /// Dismisses the presented content as a person's dismissal: written back when it finishes.
    private func dismissContent() {
        guard case .presented(let id) = phase, let host else { return }
        phase = .dismissing(id, byApp: false)
        // A person's dismissal UIKit accepted and has not started yet is the one under way.
        guard !host.isDismissingContent else { return }
        host.dismiss(animated: true)
    }

    private func step() {
        guard let host else { return }
        switch phase {
        case .dismissed:
            guard let id = desired, host.canPresent else { return }
            phase = .presenting(id)
            host.present(id, animated: animated)
        case .presented(let id):
            guard desired != id else { return }
            if host.isDismissingContent {
                // A person's dismissal UIKit has accepted and not started yet (a tap outside, a
                // swipe): it is the one under way; asking UIKit again would be refused.
                phase = .dismissing(id, byApp: false)
                return
            }
            phase = .dismissing(id, byApp: true)
            host.dismiss(animated: animated)
        case .presenting, .dismissing:
            return
        }
    }
}
