#if canImport(UIKit)
import SwiftUI

/// Where a ``View/transitionToolbarItem(_:content:)`` goes: SwiftUI's `ToolbarItemPlacement`s of a
/// navigation bar.
public enum TransitionToolbarPlacement: Sendable, Hashable {
    /// The bar's leading edge, beside the back button (`.navigationBarLeading`).
    case leading
    /// The bar's trailing edge (`.navigationBarTrailing`).
    case trailing
    /// The centre of the bar, instead of the title (`.principal`).
    case principal
    /// The toolbar at the bottom of the screen (`.bottomBar`).
    case bottomBar

    var screenPlacement: ScreenBar.Placement {
        switch self {
        case .leading: .leading
        case .trailing: .trailing
        case .principal: .principal
        case .bottomBar: .bottomBar
        }
    }

    @available(iOS 14, *)
    var swiftUI: ToolbarItemPlacement {
        switch self {
        case .leading: Self.topBarLeading
        case .trailing: Self.topBarTrailing
        case .principal: .principal
        case .bottomBar: .bottomBar
        }
    }

    // SwiftUI's iOS 17 SDK (SwiftUI 5) names the navigation bar's edges `topBarLeading` and
    // `topBarTrailing` (back-deployed to iOS 14) and retires `navigationBarLeading` and
    // `navigationBarTrailing`; the same placements, named as the SDK the kit is built with has them.
    #if canImport(SwiftUI, _version: 5.0)
    @available(iOS 14, *)
    private static var topBarLeading: ToolbarItemPlacement { .topBarLeading }
    @available(iOS 14, *)
    private static var topBarTrailing: ToolbarItemPlacement { .topBarTrailing }
    #else
    @available(iOS 14, *)
    private static var topBarLeading: ToolbarItemPlacement { .navigationBarLeading }
    @available(iOS 14, *)
    private static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }
    #endif
}

extension View {
    /// The screen's title in the navigation bar of the `TransitionNavigationStack` showing it:
    /// SwiftUI's `navigationTitle(_:)` on iOS 16 and later, the screen's `navigationItem.title`
    /// before (where UIKit's hosting controller does not bridge SwiftUI's).
    public func transitionNavigationTitle(_ title: String) -> some View {
        modifier(BarModifier(swiftUI: { view in
            guard #available(iOS 16, *) else { return view }
            return AnyView(view.navigationTitle(title))
        },
                             kit: { $0.bar.title = title }))
    }

    /// How the screen's title shows (`.automatic`, `.inline`, `.large`): SwiftUI's
    /// `navigationBarTitleDisplayMode(_:)` on iOS 16 and later, the screen's
    /// `largeTitleDisplayMode` before. The stack's bar prefers large titles, as SwiftUI's
    /// `NavigationStack` does: `.automatic` follows the screen below, large at the root.
    public func transitionNavigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        let kit: ScreenBar.TitleDisplayMode = switch mode {
        case .inline: .inline
        case .large: .large
        default: .automatic
        }
        return modifier(BarModifier(
            swiftUI: { view in
            guard #available(iOS 16, *) else { return view }
            return AnyView(view.navigationBarTitleDisplayMode(mode))
        },
            kit: { $0.bar.titleDisplayMode = kit }))
    }

    /// An item in the screen's navigation bar (or the toolbar below) at `placement`: SwiftUI's
    /// `toolbar { ToolbarItem(placement:) }` on iOS 16 and later, a bar button item hosting
    /// `content` before. Items of one placement keep the order they are declared in; the last
    /// `.principal` one replaces the title.
    public func transitionToolbarItem<Content: View>(_ placement: TransitionToolbarPlacement, @ViewBuilder content: () -> Content) -> some View {
        let item = AnyView(content())
        return modifier(BarModifier(
            swiftUI: { view in
                guard #available(iOS 16, *) else { return view }
                return AnyView(view.toolbar { ToolbarItem(placement: placement.swiftUI) { item } })
            },
            kit: { $0.append(placement.screenPlacement, item) }))
    }

    /// Hides the navigation bar while this screen is on top (it comes back with a screen that does
    /// not hide it, with the transition): SwiftUI's `toolbar(.hidden, for: .navigationBar)` on iOS
    /// 16 and later, `setNavigationBarHidden(_:animated:)` before.
    public func transitionNavigationBarHidden(_ hidden: Bool = true) -> some View {
        modifier(BarModifier(
            swiftUI: { view in
            guard #available(iOS 16, *) else { return view }
            return AnyView(view.toolbar(hidden ? .hidden : .automatic, for: .navigationBar))
        },
            kit: { $0.bar.isBarHidden = hidden }))
    }

    /// Hides this screen's back button (the back swipe still pops): SwiftUI's
    /// `navigationBarBackButtonHidden(_:)` on iOS 16 and later, `hidesBackButton` before.
    public func transitionNavigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
        modifier(BarModifier(
            swiftUI: { view in
            guard #available(iOS 16, *) else { return view }
            return AnyView(view.navigationBarBackButtonHidden(hidden))
        },
            kit: { $0.bar.isBackButtonHidden = hidden }))
    }

    /// What the back button says on the screens pushed above this one (default: this screen's
    /// title, or "Back"; UIKit's `backButtonTitle`). SwiftUI has no modifier for it; the back
    /// button's long-press menu lists the screens below by their titles.
    public func transitionNavigationBarBackButtonTitle(_ title: String) -> some View {
        transformPreference(ScreenBarKey.self) { $0.bar.backButtonTitle = title }
    }
}

/// A bar modifier: SwiftUI's own where UIKit's hosting controller bridges it (iOS 16 and later),
/// the kit's preference before.
private struct BarModifier: ViewModifier {
    let swiftUI: (AnyView) -> AnyView
    let kit: (inout ScreenBarPreference) -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 16, *) {
            swiftUI(AnyView(content))
        } else {
            content.transformPreference(ScreenBarKey.self, kit)
        }
    }
}
#endif
