import Foundation

/// The veto presented content declares (`transitionDismissDisabled(_:onAttempt:)`), answering for
/// the presentation controller's delegate: whether a person's dismissal may start
/// (`presentationControllerShouldDismiss(_:)`) and who hears a refused one
/// (`presentationControllerDidAttemptToDismiss(_:)`).
///
/// A person's dismissal is a tap outside a card, a card's drag or a dismissal gesture; the app's
/// own (`isPresented = false`, `transitionDismiss`) is never vetoed. UIKit's rule (``UserDismissal``)
/// asks `isModalInPresentation` first, which SwiftUI's `interactiveDismissDisabled(_:)` sets on the
/// hosting controller, then this delegate.
///
/// The veto has several sources, as in a SwiftUI `sheet` holding a `NavigationStack` whose screens
/// declare `interactiveDismissDisabled`: the presented content's own views (``Source/content``),
/// and each `TransitionNavigationStack` inside the content, which passes on what its top screen
/// declares (``Source/stack(_:)``, ``TopScreenDeclarations``). A dismissal is refused while any
/// source refuses; a refused attempt is heard by the sources that refused it, or by every source
/// that listens when none did (`isModalInPresentation` refused it).
@MainActor
package final class ContentDismissalVeto {
    /// Called when a person's dismissal is refused (by ``ContentDismissalVeto``, on the main actor).
    package final class AttemptHandler {
        /// What runs; replaced in place as the content renders again, so the handler stays one
        /// object (``Declaration`` compares handlers by identity).
        package var action: () -> Void

        package init(_ action: @escaping () -> Void) {
            self.action = action
        }
    }

    /// What one source declares.
    package struct Declaration: Equatable {
        /// Whether it refuses a person's dismissal.
        package var isDisabled: Bool
        /// Who hears a refused attempt; `nil`: nobody.
        package var onAttempt: AttemptHandler?

        package init(isDisabled: Bool = false, onAttempt: AttemptHandler? = nil) {
            self.isDisabled = isDisabled
            self.onAttempt = onAttempt
        }

        /// Nothing refused, nobody listening.
        package static var none: Declaration { Declaration() }

        package static func == (a: Declaration, b: Declaration) -> Bool {
            a.isDisabled == b.isDisabled && a.onAttempt === b.onAttempt
        }
    }

    /// Where a declaration comes from.
    package enum Source: Hashable {
        /// The presented content's own views.
        case content
        /// A navigation stack inside the content, passing on its top screen's declaration.
        case stack(ObjectIdentifier)
    }

    /// How many refused attempts were heard.
    package private(set) var attempts = 0
    /// The declarations, in the order their sources first declared.
    private var declarations: [(source: Source, declaration: Declaration)] = []

    package init() {}

    /// What `source` declares now; `nil` withdraws it (a stack that left the content).
    package func declare(_ declaration: Declaration?, by source: Source) {
        let index = declarations.firstIndex { $0.source == source }
        switch (declaration, index) {
        case let (declaration?, index?): declarations[index].declaration = declaration
        case let (declaration?, nil): declarations.append((source, declaration))
        case let (nil, index?): declarations.remove(at: index)
        case (nil, nil): break
        }
    }

    /// What `source` declares, if anything.
    package func declaration(of source: Source) -> Declaration? {
        declarations.first { $0.source == source }?.declaration
    }

    /// Whether the content refuses a person's dismissal now: any source does.
    package var isDisabled: Bool {
        declarations.contains { $0.declaration.isDisabled }
    }

    /// `presentationControllerShouldDismiss(_:)`.
    package func shouldDismiss() -> Bool {
        !isDisabled
    }

    /// `presentationControllerDidAttemptToDismiss(_:)`: once per attempt, the handlers of the
    /// sources that refuse, or of every source when none does (`isModalInPresentation` refused).
    package func didAttemptToDismiss() {
        attempts += 1
        let refusing = declarations.filter { $0.declaration.isDisabled }
        for entry in refusing.isEmpty ? declarations : refusing {
            entry.declaration.onAttempt?.action()
        }
    }
}
