#if canImport(UIKit)
import SwiftUI

/// What a screen's content declares for the navigation bar through the kit's bar modifiers, read
/// by the screen's hosting controller (``ScreenBar`` plus the items' views).
struct ScreenBarPreference: Equatable {
    var bar = ScreenBar()
    /// The items' views, in the order of `bar.items`.
    var views: [AnyView] = []

    static func == (a: ScreenBarPreference, b: ScreenBarPreference) -> Bool {
        // Item views cannot be compared: a bar with items always reads as changed, and the
        // hosting controller updates the items' views in place.
        a.bar == b.bar && a.views.isEmpty && b.views.isEmpty
    }

    mutating func append(_ placement: ScreenBar.Placement, _ view: AnyView) {
        bar.items.append(ScreenBar.Item(placement: placement, id: bar.items.count))
        views.append(view)
    }
}

struct ScreenBarKey: PreferenceKey {
    static var defaultValue: ScreenBarPreference { ScreenBarPreference() }

    static func reduce(value: inout ScreenBarPreference, nextValue: () -> ScreenBarPreference) {
        let next = nextValue()
        value.bar.title = value.bar.title ?? next.bar.title
        if value.bar.titleDisplayMode == .automatic { value.bar.titleDisplayMode = next.bar.titleDisplayMode }
        value.bar.isBarHidden = value.bar.isBarHidden ?? next.bar.isBarHidden
        value.bar.isBackButtonHidden = value.bar.isBackButtonHidden || next.bar.isBackButtonHidden
        value.bar.backButtonTitle = value.bar.backButtonTitle ?? next.bar.backButtonTitle
        for (item, view) in zip(next.bar.items, next.views) { value.append(item.placement, view) }
    }
}

/// The veto a screen's content declares (`transitionDismissDisabled(_:onAttempt:)`): refused if
/// any view refuses; the first handler declared hears the attempts.
struct DismissVetoKey: PreferenceKey {
    static var defaultValue: ContentDismissalVeto.Declaration { .none }

    static func reduce(value: inout ContentDismissalVeto.Declaration, nextValue: () -> ContentDismissalVeto.Declaration) {
        let next = nextValue()
        value.isDisabled = value.isDisabled || next.isDisabled
        value.onAttempt = value.onAttempt ?? next.onAttempt
    }
}

private struct PresentationVetoKey: EnvironmentKey {
    static let defaultValue: ContentDismissalVeto? = nil
}

extension EnvironmentValues {
    /// The veto of the presentation around, for the stacks inside its content to pass their top
    /// screen's veto on (`nil` outside a presentation).
    var presentationVeto: ContentDismissalVeto? {
        get { self[PresentationVetoKey.self] }
        set { self[PresentationVetoKey.self] = newValue }
    }
}
#endif
