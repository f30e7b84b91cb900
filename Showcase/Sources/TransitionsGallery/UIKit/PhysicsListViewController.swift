#if canImport(UIKit)
import Transitions
import UIKit

/// The Physics tab: the physics-backed transitions (each presented on tap, and taken away with a
/// pinch or a swipe down like the Modal tab's), and a live demo of the kit's `Dynamics` engine.
@MainActor
final class PhysicsListViewController: UITableViewController {
    /// A row of the list.
    private enum Row {
        /// Presents a demo screen with the entry's transitions.
        case transition(GalleryEntry)
        /// Pushes the falling-boxes demo.
        case fallingBoxes
    }

    private let sections: [(title: String, footer: String, rows: [Row])]
    private let routing: GalleryRouting
    private static let cellIdentifier = "physics"

    /// The Physics tab, presenting through `routing`.
    init(routing: GalleryRouting) {
        self.routing = routing
        self.sections = [
            ("Physics transitions", "Simulated by the Dynamics engine and baked into the plan, so they scrub, cancel "
                + "and reverse like any other. " + GalleryKind.modal.action, GalleryCatalogue.physics().map(Row.transition)),
            ("Dynamics engine, live", "Boxes and balls under gravity, simulated each frame by the kit's own engine "
                + "with UIKit Dynamics' numbers.", [.fallingBoxes]),
        ]
        super.init(style: .insetGrouped)
        title = "Physics"
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

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueGalleryCell(withIdentifier: Self.cellIdentifier)
        switch sections[indexPath.section].rows[indexPath.row] {
        case .transition(let entry):
            cell.show(entry)
            cell.accessoryType = .none
        case .fallingBoxes:
            cell.textLabel?.text = "Falling boxes"
            cell.detailTextLabel?.text = "Tap to drop, Shake to throw everything up."
            cell.accessoryType = .disclosureIndicator
            cell.accessibilityIdentifier = "physics.fallingBoxes"
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch sections[indexPath.section].rows[indexPath.row] {
        case .transition(let entry):
            routing.show(entry, as: .modal, from: self)
        case .fallingBoxes:
            navigationController?.pushViewController(FallingBoxesViewController(), animated: true)
        }
    }
}
#endif
