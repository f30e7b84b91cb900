import Foundation

/// Keeps a presentation and an app's binding (`isPresented:` or `item:`) equal, whoever changes
/// either: the app (a new binding value), the user (a dismissal gesture, a tap outside a card,
/// the content's own dismiss action), or UIKit (a presentation or dismissal ending).
///
/// The presentation modifiers forward every event here and apply each decision with one UIKit call;
/// tests run the same driver on a model whose dismissals play under the model of UIKit's runner.
/// Whatever the order of events:
/// - **Written back exactly once per finished user dismissal** still naming the content (`nil` or
///   `false`); a cancelled interactive one leaves content and binding untouched.
/// - **One transition at a time**: a binding change during a transition is kept (latest wins) and
///   applied when it ends; a new item replaces the presented one by a dismissal then a presentation
///   (as `sheet(item:)` does). The app's own dismissal is never written back, even if it asks for
///   the same content again meanwhile (it is then presented again).
/// - **Presenting waits for a screen that can present** (in a window, presenting nothing), binding
///   untouched, retried on the next update or appearance (``availabilityChanged()``).
@MainActor
public final class PresentationDriver<Host: PresentationHost> {
    /// What the binding names when something is presented.
    public typealias ID = Host.ID

    /// Where the presentation is.
    public enum Phase: Equatable {
        /// Nothing is presented.
        case dismissed
        /// The content for the identity is being presented.
        case presenting(ID)
        /// The content for the identity is on screen.
        case presented(ID)
        /// The content for the identity is being dismissed; `byApp` when the driver asked for it
        /// (a binding change), `false` for the user's dismissal.
        case dismissing(ID, byApp: Bool)
    }

    /// The screen that presents.
    public private(set) weak var host: Host?
    /// Where the presentation is.
    public private(set) var phase: Phase = .dismissed
    /// What the app's binding names, as far as the driver knows (`nil`: nothing).
    public private(set) var desired: ID?
    /// How many times the driver wrote the binding back after a user's dismissal.
    public private(set) var writeBacks = 0

    private var animated = true

    /// A driver for `host`, nothing presented yet.
    public init(host: Host) {
        self.host = host
    }

    /// The identity presented or being presented or dismissed, if any.
    public var current: ID? {
        switch phase {
        case .dismissed: nil
        case .presenting(let id), .presented(let id), .dismissing(let id, _): id
        }
    }

    // MARK: Events from the app

    /// The binding holds `id` (`nil`: nothing): presents, dismisses or replaces, now or when the
    /// running transition ends. The same value re-delivered is not a change.
    public func bindingChanged(_ id: ID?, animated: Bool = true) {
        guard id != desired else { return }
        desired = id
        self.animated = animated
        step()
    }

    /// Something may have made presenting possible (the screen appeared, SwiftUI updated it):
    /// retries a waiting presentation.
    public func availabilityChanged() {
        step()
    }

    // MARK: Events from UIKit

    /// UIKit's presentation completed (its completion handler).
    public func presentationEnded() {
        guard case .presenting(let id) = phase else { return }
        phase = .presented(id)
        step()
    }

    /// The presented content started to leave (its `viewWillDisappear(_:)` while being
    /// dismissed): the user's dismissal unless the driver asked for it.
    public func dismissalBegan() {
        switch phase {
        case .presented(let id), .presenting(let id):
            phase = .dismissing(id, byApp: false)
        case .dismissing, .dismissed:
            break
        }
    }

    /// The dismissal ended: `finished` (the content is gone; the coordinator's completion, or
    /// `viewDidDisappear(_:)` without one) or cancelled (an interactive dismissal let go; the
    /// content stays).
    public func dismissalEnded(finished: Bool) {
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

    private func step() {
        guard let host else { return }
        switch phase {
        case .dismissed:
            guard let id = desired, host.canPresent else { return }
            phase = .presenting(id)
            host.present(id, animated: animated)
        case .presented(let id):
            guard desired != id else { return }
            phase = .dismissing(id, byApp: true)
            host.dismiss(animated: animated)
        case .presenting, .dismissing:
            return
        }
    }
}
