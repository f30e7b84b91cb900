#if canImport(UIKit)
import UIKit
import Transitions
import Interactive

/// The view controller the documentation's UIKit snippets are written in: every generated wrapper
/// of a UIKit snippet subclasses it (see `DocDocSnippets/README.md`), so `present(detail, with: …)`,
/// `transitionCoordinator` and `override func viewWillDisappear(_:)` mean what they mean in an
/// app, and the names a snippet uses without declaring them (`detail`, `photo`, `cell`…) exist.
///
/// The fixtures exist to make the snippets compile; the wrappers are compiled, never run.
/// `navigationController` and `tabBarController` are parameters of each wrapper's body, so they
/// read as the controllers themselves rather than this controller's optional properties.
class UIKitSnippetHost: UIViewController {
    let detail = UIViewController()
    let photo = PhotoViewController()
    let settings = SettingsViewController()
    /// A form with unsaved input that vetoes a person's dismissal (docs/cards.md).
    let form = FormViewController()
    let settingsNavigation = UINavigationController(rootViewController: SettingsViewController())
    let detailViewController = UIViewController()
    let photoViewController = PhotoViewController()
    let cell = UITableViewCell()
    let tableView = UITableView()
    /// The row a list opened, remembered in `tableView(_:didSelectRowAt:)` (docs/router.md's zoom).
    var openedRow: IndexPath?
    let headerView = UIView()
    let window = UIWindow()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// A source rectangle in the container's coordinates, points.
    let frame = CGRect(x: 24, y: 180, width: 160, height: 120)
    let router = TransitionRouter()
    let pinch = PinchInteractionController()
    let planPinch = PlanDrivenPinchInteractionController()
    let recognizer = UIPinchGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    /// The display clock's time, seconds.
    let now: TimeInterval = 0
    let translation = CGPoint(x: 0, y: 120)
    let velocity = CGPoint(x: 0, y: 400)

    /// A cross-fade dismissal's plan in ``container``.
    var plan: TransitionPlan {
        // The container's bounds are a phone screen: always a valid context.
        CrossFadeTransition().plan(for: try! TransitionContext(operation: .dismiss, containerBounds: container.bounds))
    }
    var stage: ContainerStage { ContainerStage(containerView: container, fromView: nil, toView: nil) { _ in } }
    var freshStage: ContainerStage { stage }
    var driver: TransitionDriver { TransitionDriver(plan: plan, stage: stage) }

    func cancelPrefetch() {}
    func perform(_ command: InteractionCommand) {}
}

class PhotoViewController: UIViewController {}
class SettingsViewController: UIViewController {}
class FormViewController: UIViewController, UIAdaptivePresentationControllerDelegate {}
class OnboardingViewController: UIViewController {}
#endif
