#if canImport(UIKit)
import Transitions
import UIKit

/// One of the gallery's lists: every entry the catalogue has for a kind, with its summary and
/// parameters; selecting a row shows the entry's transition (see ``GalleryRouting``).
@MainActor
final class EntryListViewController: UITableViewController {
    /// How the rows are shown when selected.
    let kind: GalleryKind
    private let sections: [GalleryCatalogue.Section]
    private let routing: GalleryRouting
    private static let cellIdentifier = "entry"

    /// A list of ``GalleryCatalogue/sections(for:)`` for `kind`, shown through `routing`.
    init(kind: GalleryKind, routing: GalleryRouting) {
        self.kind = kind
        self.sections = GalleryCatalogue.sections(for: kind)
        self.routing = routing
        super.init(style: .insetGrouped)
        title = kind.title
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

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].entries.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == sections.count - 1 ? kind.action : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = sections[indexPath.section].entries[indexPath.row]
        let cell = tableView.dequeueGalleryCell(withIdentifier: Self.cellIdentifier)
        cell.show(entry)
        cell.accessoryType = kind == .navigation ? .disclosureIndicator : .none
        return cell
    }

    // MARK: Selection

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let entry = sections[indexPath.section].entries[indexPath.row]
        // A zoom grows out of the tapped row: its frame in window coordinates, which is the
        // container's space for full-screen presentations and near enough for the others.
        let rowFrame = tableView.convert(tableView.rectForRow(at: indexPath), to: nil)
        routing.show(entry.zooming(from: rowFrame), as: kind, from: self)
    }
}
#endif
