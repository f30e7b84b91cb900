#if canImport(UIKit)
import UIKit

/// The Layouts tab: the physics-driven collection layouts of `DynamicLayouts`, one screen each
/// (``LayoutScreen``), pushed on tap.
@MainActor
final class LayoutsListViewController: UITableViewController {
    private static let cellIdentifier = "layout"

    init() {
        super.init(style: .insetGrouped)
        title = "Layouts"
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 88
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        LayoutScreen.allCases.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Collection-view layouts whose cells hang on springs, simulated each frame by the kit's Dynamics engine. "
            + "With Reduce Motion on they are plain flow and compositional layouts."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let screen = LayoutScreen.allCases[indexPath.row]
        let cell = tableView.dequeueGalleryCell(withIdentifier: Self.cellIdentifier)
        cell.textLabel?.text = screen.title
        cell.detailTextLabel?.text = screen.summary
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "layouts.\(screen.rawValue)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let controller: UIViewController
        switch LayoutScreen.allCases[indexPath.row] {
        case .springyList: controller = SpringyListViewController()
        case .springyCarousel: controller = SpringyCarouselViewController()
        case .newtonian: controller = NewtonianViewController()
        case .compositional: controller = CompositionalLayoutViewController()
        }
        navigationController?.pushViewController(controller, animated: true)
    }
}
#endif
