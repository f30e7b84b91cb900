import Foundation

/// Keeps a navigation controller's stack and an app's path binding equal, whoever changes
/// either: the app (a new path), a link, a screen's dismiss action, or a person through UIKit (the
/// back button, its menu, the system back swipe, the kit's pinch, pan, edge or throw gestures).
///
/// `TransitionNavigationStack` forwards every event here and applies each decision with one UIKit
/// call; tests run the same sync on a model navigation controller under the model of UIKit's
/// runner (``NavigationStackHost`` has the order in which a host reports events). Whatever the
/// order of events:
/// - **UIKit's stack is the truth**: after each transition the sync reads what UIKit shows
///   (``NavigationStackHost/shownEntries``), never predicts it.
/// - **One transition at a time**: a path written during a transition is kept (latest wins) and
///   applied on top of what it left, so nothing is lost and UIKit never gets a push or pop inside
///   another (which corrupts its navigation bar). A transition counts from its request: UIKit
///   starts it at the next layout pass, and its coordinator answers from the request.
/// - **A person's pop is a fact**: a pop that cannot be cancelled (the back button, its menu) is
///   written back once, when it is requested; an interactive pop once when it finishes, never when
///   it is cancelled. A screen's dismiss action writes the path at once, as a path edit would.
/// - **An app edit made during a person's pop is applied to the path as the person left it**: the
///   edit is measured from the path the app had when the pop began (``NavigationEdit``) and
///   replayed on the path the pop leaves. An edit that ends where it began (an append, then a
///   removal) is no edit, so a screen a person swiped away never comes back — the rule
///   ``PresentationSync`` follows for a dismissed item.
/// - **The same value re-delivered is not a change**: only a path different from the last seen or
///   written counts as the app's.
/// - **Positions, not values** (``NavigationEdit``): duplicate values are distinct screens.
@MainActor
package final class NavigationPathSync<Host: NavigationStackHost> {
    /// The path's element type.
    package typealias Value = Host.Value

    /// Where the sync is in UIKit's transition cycle.
    package enum Phase: Equatable, Sendable {
        /// No transition is running or expected: a new path is applied at once.
        case idle
        /// The stack changed (the sync's call, or UIKit on its own) and UIKit has not yet
        /// reported the transition's start or end.
        case awaitingUIKit
        /// UIKit runs an animated transition; its coordinator reports the end.
        case inTransition
    }

    /// The navigation controller's side.
    package private(set) weak var host: Host?
    /// The path as the app's binding holds it, as far as the sync knows: the last value the
    /// app wrote (a path edit or a link) or the sync wrote back.
    package private(set) var path: [Value]
    /// Where the sync is in UIKit's transition cycle.
    package private(set) var phase: Phase = .idle
    /// The path to apply when the running transition ends; `nil` when none.
    package private(set) var pending: [Value]?
    /// How many times the sync wrote the binding back (a person's pop, a dismiss action).
    package private(set) var writeBacks = 0
    /// The path the app had when a person's change of the stack began, while that change is not
    /// yet a fact (an interactive pop under way); `nil` otherwise.
    package private(set) var personBase: [Value]?

    private var pendingAnimated = true
    /// The entries the stack should show after the sync's last change or the last transition.
    private var expected: [NavigationEntryID]
    /// Entries put on the stack and not yet reported gone.
    private var live: Set<NavigationEntryID>
    /// Links waiting for their screen: the index in the path and the value they push.
    private var waitingLinks: [Int: (value: Value, link: Host.Link)] = [:]
    private var nextID = 1

    /// A sync for `host`, whose stack already shows `initial` (the entries made with
    /// ``makeEntries(for:firstID:)`` for the starting path, put on the stack without animation).
    package init(host: Host, initial: [NavigationEntry<Value>]) {
        self.host = host
        self.path = initial.map(\.value)
        self.expected = initial.map(\.id)
        self.live = Set(initial.map(\.id))
        nextID = (initial.map(\.id.rawValue).max() ?? 0) + 1
    }

    /// Entries with fresh identities for `values` (the starting path, before the sync exists).
    package static func makeEntries(for values: [Value], firstID: Int = 1) -> [NavigationEntry<Value>] {
        values.enumerated().map { NavigationEntry(id: NavigationEntryID(rawValue: firstID + $0.offset), value: $0.element) }
    }

    // MARK: Events from the app

    /// The app's binding holds `newPath` (SwiftUI's update): applied at once when no transition
    /// runs, else kept and applied when it ends. A path equal to ``path`` is not a change.
    ///
    /// - Parameter animated: whether the change animates (`false` inside a transaction that
    ///   disables animations).
    package func pathChanged(_ newPath: [Value], animated: Bool = true) {
        guard newPath != (pending ?? path) else { return }
        noticePersonsChange()
        path = newPath
        request(newPath, animated: animated)
        adoptPersonsChangeIfFinal()
    }

    /// A link asks to push `value` with `link` (its transition and gestures): the path grows by
    /// `value` at once (written to the binding) and the new top screen gets the link. While a
    /// transition runs, the push waits for its end like any path change.
    package func linkActivated(_ value: Value, link: Host.Link, animated: Bool = true) {
        noticePersonsChange()
        adoptPersonsChangeIfFinal()
        let target = (pending ?? path) + [value]
        waitingLinks[target.count - 1] = (value, link)
        path = target
        host?.writePath(target)
        request(target, animated: animated)
    }

    /// The dismiss action of the screen `id` (`transitionDismiss` in a pushed screen): the path
    /// loses that screen and every screen above it, written to the binding at once (as SwiftUI's
    /// dismiss writes a `NavigationStack`'s path), and the stack pops to the screen below it, now
    /// or when the running transition ends. Nothing happens for a screen no longer on the stack or
    /// in the path.
    package func dismiss(_ id: NavigationEntryID, animated: Bool = true) {
        noticePersonsChange()
        adoptPersonsChangeIfFinal()
        guard let host, let index = host.shownEntries.firstIndex(where: { $0.id == id }) else { return }
        let target = Array((pending ?? path).prefix(index))
        guard target != (pending ?? path) else { return }
        path = target
        writeBacks += 1
        host.writePath(target)
        request(target, animated: animated)
    }

    // MARK: Events from UIKit

    /// UIKit changed the stack on its own, at a person's request: the back button or its menu
    /// (`popViewController`/`popToViewController` called by UIKit), a gesture's pop. Call it right
    /// after the request, when ``NavigationStackHost/shownEntries`` already shows the change. A pop
    /// that cannot be cancelled is written back now; an interactive one when it ends.
    package func stackChangedByUIKit() {
        noticePersonsChange()
        if phase != .inTransition, let host, personBase != nil {
            phase = host.observeTransitionEnd { [weak self] in self?.transitionEnded() } ? .inTransition : .awaitingUIKit
        }
        adoptPersonsChangeIfFinal()
    }

    /// UIKit is about to show a screen (`navigationController(_:willShow:animated:)`): the
    /// transition's end is awaited from its coordinator when there is one.
    package func willShow() {
        noticePersonsChange()
        adoptPersonsChangeIfFinal()
        guard phase != .inTransition, let host else { return }
        phase = host.observeTransitionEnd { [weak self] in self?.transitionEnded() } ? .inTransition : .awaitingUIKit
    }

    /// UIKit showed a screen (`navigationController(_:didShow:animated:)`): the end of a change
    /// without a coordinator (not animated). During an animated transition the coordinator's
    /// completion, which comes after, ends it instead.
    package func didShow() {
        guard phase != .inTransition else { return }
        transitionEnded()
    }

    /// UIKit's layout pass of the navigation controller ended (its `viewDidLayoutSubviews`):
    /// UIKit starts a change it deferred in that pass (`willShow` comes from inside it), so a
    /// change still awaited with no transition running was one UIKit had nothing to animate for
    /// (the stack ended where it started); the sync reads the stack as after any transition.
    package func layoutPassEnded() {
        guard phase == .awaitingUIKit, let host else { return }
        if host.observeTransitionEnd({ [weak self] in self?.transitionEnded() }) {
            phase = .inTransition
        } else {
            transitionEnded()
        }
    }

    /// The transition UIKit ran has ended, finished or cancelled (the coordinator's completion;
    /// also called for a change without animation). Reads the stack; a person's pop becomes a
    /// fact; applies the path the app wrote meanwhile, or else writes back the path the stack
    /// shows if it differs.
    package func transitionEnded() {
        phase = .idle
        guard let host else { return }
        let shown = host.shownEntries
        let shownIDs = shown.map(\.id)
        let left = live.subtracting(shownIDs)
        live = Set(shownIDs)
        if personBase == nil, shownIDs != expected { personBase = pending ?? path }
        expected = shownIDs
        if !left.isEmpty { host.entriesLeft(left.sorted()) }
        if personBase != nil { adoptPersonsChange() }
        if let target = pending {
            pending = nil
            reconcile(to: target, animated: pendingAnimated)
        } else if shown.map(\.value) != path {
            path = shown.map(\.value)
            writeBacks += 1
            host.writePath(path)
        }
    }

    // MARK: A person's change

    /// Notes a change UIKit made on its own (the stack shows something the sync did not ask
    /// for), remembering the path the app had when it began.
    private func noticePersonsChange() {
        guard personBase == nil, let host, host.shownEntries.map(\.id) != expected else { return }
        personBase = pending ?? path
    }

    /// Makes the person's change a fact now if it cannot be cancelled any more: no interactive
    /// transition drives it.
    private func adoptPersonsChangeIfFinal() {
        guard personBase != nil, let host, !host.isTransitionInteractive else { return }
        adoptPersonsChange()
    }

    /// The person's change is a fact: the app's edits made since it began are replayed on the
    /// path it leaves, and the binding gets the result once.
    private func adoptPersonsChange() {
        guard let base = personBase, let host else { return }
        personBase = nil
        let shown = host.shownEntries
        expected = shown.map(\.id)
        let left = shown.map(\.value)
        var result = left
        if let target = pending {
            result = NavigationEdit(from: base, to: target).applied(to: left)
            pending = result == left ? nil : result
        }
        guard result != path else { return }
        path = result
        writeBacks += 1
        host.writePath(result)
    }

    // MARK: Applying

    private func request(_ target: [Value], animated: Bool) {
        guard let host else { return }
        if phase != .inTransition {
            if host.observeTransitionEnd({ [weak self] in self?.transitionEnded() }) {
                // A transition runs whose start the sync did not hear of.
                phase = .inTransition
            } else if host.shownEntries.map(\.id) == expected {
                // UIKit runs nothing and shows what the sync expects (its own change not yet
                // animated can be changed again: UIKit animates the changes of one layout pass
                // as one transition).
                phase = .idle
            } else {
                // UIKit changed the stack on its own (a back button's pop it has not started yet).
                phase = .awaitingUIKit
            }
        }
        guard phase == .idle else {
            pending = target
            pendingAnimated = animated
            return
        }
        reconcile(to: target, animated: animated)
    }

    private func reconcile(to target: [Value], animated: Bool) {
        defer { waitingLinks = [:] }
        guard let host else { return }
        let shown = host.shownEntries
        let edit = NavigationEdit(from: shown.map(\.value), to: target)
        let change: NavigationStackChange<Value, Host.Link>
        switch edit {
        case .none:
            return
        case .push(let values):
            change = .push(newScreens(for: values, from: shown.count))
        case .pop(let keeping):
            change = .pop(keeping: keeping)
        case .replace(let keeping, let values):
            change = .replace(keeping: keeping, with: newScreens(for: values, from: keeping))
        }
        let kept = shown.prefix(change.kept(from: shown.count)).map(\.id)
        expected = kept + change.newScreens.map(\.entry.id)
        live.formUnion(change.newScreens.map(\.entry.id))
        // Set before the call: UIKit may report a change without animation from inside it.
        phase = .awaitingUIKit
        host.apply(change, animated: animated)
    }

    private func newScreens(for values: [Value], from index: Int) -> [NavigationStackChange<Value, Host.Link>.NewScreen] {
        var screens: [NavigationStackChange<Value, Host.Link>.NewScreen] = []
        for (offset, value) in values.enumerated() {
            let entry = NavigationEntry(id: NavigationEntryID(rawValue: nextID), value: value)
            nextID += 1
            let waiting = waitingLinks[index + offset]
            screens.append(.init(entry: entry, link: waiting?.value == value ? waiting?.link : nil))
        }
        return screens
    }
}
