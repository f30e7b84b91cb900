#if canImport(UIKit)
import Transitions
import UIKit

/// The Physics tab: a live demo of the kit's `Dynamics` engine.
@MainActor
final class PhysicsListViewController: UITableViewController {
    /// A row of the list.
    private enum Row {
        /// Pushes the falling-boxes demo.
        case fallingBoxes
    }

    private let sections: [(title: String, footer: String, rows: [Row])] = [
        ("Dynamics engine, live", "Boxes and balls under gravity, simulated each frame by the kit's own engine "
            + "with UIKit Dynamics' numbers.", [.fallingBoxes]),
    ]
    private static let cellIdentifier = "physics"

    init() {
        super.init(style: .insetGrouped)
        title = "Physics"
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
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
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
        switch sections[indexPath.section].rows[indexPath.row] {
        case .fallingBoxes:
            cell.textLabel?.text = "Falling boxes"
            cell.detailTextLabel?.text = "Tap to drop, Shake to throw everything up."
        }
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch sections[indexPath.section].rows[indexPath.row] {
        case .fallingBoxes:
            navigationController?.pushViewController(FallingBoxesViewController(), animated: true)
        }
    }
}
#endif
