import Foundation
import Transitions

/// Scenes on the model window that the kit's own tests set up again and again, settled and ready.
@MainActor
package enum ModelScenes {
    /// A window, a `list` and a screen named `name` that its router (kept by the screen) presents
    /// over the list as a card (`CardLayout()`), with the swing-drop transition.
    package static func cardOverList(_ name: String = "card") -> (window: ModelWindow, list: ModelScreen, card: ModelScreen) {
        let window = ModelWindow()
        let list = ModelScreen("list"), card = ModelScreen(name)
        let router = ModelRouter()
        router.core.modalPresentation = .card(CardLayout())
        router.updateRoutes(in: window) { $0.add(.modal, transition: SwingDropTransition()) }
        router.install(onPresented: card, in: window)
        return (window, list, card)
    }

    /// A window where `home` presented a navigation controller whose root, `list`, has `detail`
    /// pushed on top, every transition over. Keep `home`: the presented screen holds its presenter
    /// weakly, as UIKit does.
    package static func presentedStack() -> (
        window: ModelWindow, home: ModelScreen, navigation: ModelNavigationController, list: ModelScreen, detail: ModelScreen
    ) {
        let window = ModelWindow()
        let home = ModelScreen("home"), list = ModelScreen("list"), detail = ModelScreen("detail")
        let navigation = ModelNavigationController(root: list)
        window.present(navigation, from: home)
        _ = window.runUntilIdle()
        window.push(detail, on: navigation)
        _ = window.runUntilIdle()
        return (window, home, navigation, list, detail)
    }

    /// A window with a tab bar controller of `home` and `account` whose router switches forward
    /// with a slide driven by `pan`, a half-way pan to the leading side.
    package static func tabsWithPan() -> (
        window: ModelWindow, tabs: ModelTabBarController, home: ModelScreen, account: ModelScreen, pan: ModelGestureInteraction
    ) {
        let window = ModelWindow()
        let home = ModelScreen("home"), account = ModelScreen("account")
        let tabs = ModelTabBarController(tabs: [home, account])
        let router = ModelRouter()
        let percent = ModelPercentDrivenInteractionController(gesture: .pan(.leading), policy: .halfway)
        let pan = ModelGestureInteraction(controller: percent)
        router.updateRoutes(in: window) { $0.add(.tabForward, transition: SlideTransition(), interaction: pan) }
        router.install(on: tabs, in: window)
        return (window, tabs, home, account, pan)
    }
}
