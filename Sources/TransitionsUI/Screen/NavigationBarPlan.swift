import Foundation

/// What one screen asks of UIKit's navigation bar through the kit's bar modifiers
/// (`transitionNavigationTitle(_:)`, `transitionToolbarItem(_:content:)`…): the decisions
/// ``NavigationBarPlan`` turns into the screen's `navigationItem` where UIKit's hosting controller
/// does not bridge SwiftUI's own modifiers (iOS 13 to 15; docs/swiftui.md, "The navigation bar").
package struct ScreenBar: Equatable, Sendable {
    /// How the title shows (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
    package enum TitleDisplayMode: Equatable, Sendable {
        /// The previous screen's choice; large at the root.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }

    /// Where an item goes (SwiftUI's `ToolbarItemPlacement`s a navigation bar has).
    package enum Placement: Equatable, Sendable {
        /// The bar's leading edge, beside the back button.
        case leading
        /// The bar's trailing edge.
        case trailing
        /// The centre of the bar, instead of the title.
        case principal
        /// The toolbar at the bottom of the screen.
        case bottomBar
    }

    /// One item: where it goes and its identity (the order of declaration, from 0).
    package struct Item: Equatable, Sendable {
        package var placement: Placement
        package var id: Int

        package init(placement: Placement, id: Int) {
            self.placement = placement
            self.id = id
        }
    }

    /// The title; `nil`: none.
    package var title: String?
    /// How the title shows. Default `.automatic`.
    package var titleDisplayMode: TitleDisplayMode = .automatic
    /// Whether the navigation bar is hidden while this screen is on top; `nil`: shown.
    package var isBarHidden: Bool?
    /// Whether this screen's back button is hidden.
    package var isBackButtonHidden = false
    /// What the back button says on the screen pushed above this one; `nil`: UIKit's (this
    /// screen's title, or "Back").
    package var backButtonTitle: String?
    /// The items, in the order declared.
    package var items: [Item] = []

    package init(
        title: String? = nil, titleDisplayMode: TitleDisplayMode = .automatic, isBarHidden: Bool? = nil,
        isBackButtonHidden: Bool = false, backButtonTitle: String? = nil, items: [Item] = []
    ) {
        self.title = title
        self.titleDisplayMode = titleDisplayMode
        self.isBarHidden = isBarHidden
        self.isBackButtonHidden = isBackButtonHidden
        self.backButtonTitle = backButtonTitle
        self.items = items
    }
}

/// What a screen's `navigationItem` and its navigation controller's bars get from a ``ScreenBar``,
/// as SwiftUI's `NavigationStack` shows the same modifiers.
///
/// | the screen declares | UIKit |
/// |---|---|
/// | a title | `navigationItem.title` |
/// | `.inline` / `.large` / `.automatic` | `largeTitleDisplayMode` `.never` / `.always` / `.automatic` (`.never` without a title: no empty large-title band) |
/// | leading items | `leftBarButtonItems` in declaration order, beside the back button (`leftItemsSupplementBackButton`) |
/// | trailing items | `rightBarButtonItems`, **reversed**: UIKit lays them out from the trailing edge, SwiftUI in declaration order |
/// | a principal item | `titleView` (the last one declared) |
/// | bottom-bar items | the screen's `toolbarItems`; the toolbar shows while it has some |
/// | a hidden bar | `setNavigationBarHidden(_:animated:)` when the screen becomes the top one (``isNavigationBarHidden``) |
/// | a hidden back button | `hidesBackButton` |
/// | a back-button title | `backButtonTitle` of this screen's item (what the next screen's back button says) |
package struct NavigationBarPlan: Equatable, Sendable {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    package enum LargeTitleDisplayMode: Equatable, Sendable {
        case automatic, always, never
    }

    package var title: String?
    package var largeTitleDisplayMode: LargeTitleDisplayMode
    /// Item ids for `leftBarButtonItems`, in UIKit's order.
    package var leftItems: [Int]
    /// Item ids for `rightBarButtonItems`, in UIKit's order (the first is the trailing-most).
    package var rightItems: [Int]
    /// The item id for `titleView`, if any.
    package var titleView: Int?
    /// Item ids for `toolbarItems`, in order.
    package var toolbarItems: [Int]
    package var leftItemsSupplementBackButton: Bool
    package var hidesBackButton: Bool
    package var backButtonTitle: String?

    /// The plan for `bar`.
    package init(_ bar: ScreenBar) {
        title = bar.title
        switch bar.titleDisplayMode {
        case _ where bar.title?.isEmpty ?? true: largeTitleDisplayMode = .never
        case .automatic: largeTitleDisplayMode = .automatic
        case .inline: largeTitleDisplayMode = .never
        case .large: largeTitleDisplayMode = .always
        }
        leftItems = bar.items.filter { $0.placement == .leading }.map(\.id)
        rightItems = bar.items.filter { $0.placement == .trailing }.map(\.id).reversed()
        titleView = bar.items.last { $0.placement == .principal }?.id
        toolbarItems = bar.items.filter { $0.placement == .bottomBar }.map(\.id)
        leftItemsSupplementBackButton = true
        hidesBackButton = bar.isBackButtonHidden
        backButtonTitle = bar.backButtonTitle
    }

    /// Whether the navigation bar is hidden while `top` is the top screen (UIKit's bar belongs to
    /// the navigation controller: it changes at `willShow`, with the transition, and back with the
    /// screen that stays after a cancel).
    package static func isNavigationBarHidden(top: ScreenBar?) -> Bool {
        top?.isBarHidden ?? false
    }

    /// Whether the toolbar shows while `top` is the top screen: while it has bottom-bar items.
    package static func isToolbarHidden(top: ScreenBar?) -> Bool {
        !(top?.items.contains { $0.placement == .bottomBar } ?? false)
    }

    /// The navigation controller's bars while a screen is on top: what the top screen's
    /// ``ScreenBar`` asks (``TopScreenDeclarations`` decides when it applies).
    package struct Bars: Equatable, Sendable {
        /// `setNavigationBarHidden(_:animated:)`.
        package var isNavigationBarHidden: Bool
        /// `setToolbarHidden(_:animated:)`.
        package var isToolbarHidden: Bool

        /// The bars while `top` is on top (`nil`: it declared nothing, so the navigation bar
        /// shows and the toolbar does not).
        package init(top: ScreenBar?) {
            isNavigationBarHidden = NavigationBarPlan.isNavigationBarHidden(top: top)
            isToolbarHidden = NavigationBarPlan.isToolbarHidden(top: top)
        }
    }

    /// What a screen's hosting controller changes when its content declares its bar again.
    package enum Update: Equatable, Sendable {
        /// The same title, modes and items in the same places: only the items' SwiftUI views are
        /// updated, in place, inside the bar button items already shown (a SwiftUI update of the
        /// stack re-declares every screen's bar; replacing bar button items while UIKit animates
        /// the bar, during a push, is what makes bars glitch).
        case itemViews
        /// Something the navigation item shows changed: it is written again (the bar button items
        /// of the items that stay are reused).
        case navigationItem
    }

    /// What changes when a screen that declared `old` (`nil`: nothing yet) declares `new`.
    package static func update(from old: ScreenBar?, to new: ScreenBar) -> Update {
        old == new ? .itemViews : .navigationItem
    }
}

/// Keeps a screen without a title from showing an empty large-title band, where the kit does not
/// write the navigation item itself: the stack's bar prefers large titles (as SwiftUI's
/// `NavigationStack`), and UIKit shows the large-title band for an `.automatic` item even when it
/// has no title.
///
/// The screen's hosting controller reads its navigation item when it is about to appear and after
/// each layout of its view (SwiftUI renders, and from iOS 16 writes the item, in between): an item
/// without a title or title view whose mode is `.automatic` is set to `.never`; if a title comes
/// later, the `.never` the correction set is given back as `.automatic`. A mode written by the
/// item's owner (the kit's ``NavigationBarPlan`` on iOS 13 to 15) ends the correction.
package struct LargeTitleCorrection: Equatable, Sendable {
    /// Whether the mode `.never` now on the item is the correction's.
    package private(set) var setsNever = false

    package init() {}

    /// The item reads `hasTitle` (a non-empty title or a title view) and `mode`. Returns the mode
    /// to set, or `nil` to leave it.
    package mutating func read(hasTitle: Bool, mode: NavigationBarPlan.LargeTitleDisplayMode) -> NavigationBarPlan.LargeTitleDisplayMode? {
        switch (hasTitle, mode) {
        case (false, .automatic):
            setsNever = true
            return .never
        case (true, .never) where setsNever:
            setsNever = false
            return .automatic
        case (true, _):
            setsNever = false
            return nil
        case (false, _):
            return nil
        }
    }

    /// The item's owner wrote its mode: the correction lets go.
    package mutating func ownerWroteMode() {
        setsNever = false
    }
}
