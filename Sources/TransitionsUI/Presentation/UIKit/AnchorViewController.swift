#if canImport(UIKit)
import UIKit

/// The view controller presentations start from: no view of its own to speak of.
final class AnchorViewController: UIViewController {
    var onAppear: (() -> Void)?

    override func loadView() {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}
#endif
