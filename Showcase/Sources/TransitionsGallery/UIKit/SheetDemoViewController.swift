#if canImport(UIKit)
import Transitions
import UIKit

/// The screen the gallery's sheet shows (``GalleryCatalogue/sheets()``): a title, a text field and
/// a list of 40 rows. Drag the sheet between its detents; drag in the list to scroll it, and at the
/// list's top the drag moves the sheet; tap the text field and the sheet goes to full height above
/// the keyboard.
@MainActor
final class SheetDemoViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    let entry: GalleryEntry
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let field = UITextField()
    private let detentLabel = UILabel()
    private static let cellIdentifier = "row"

    init(entry: GalleryEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = entry.title
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "demo.\(entry.id)"

        let heading = UILabel()
        heading.text = entry.title
        heading.font = UIFont.preferredFont(forTextStyle: .title2)
        heading.adjustsFontForContentSizeCategory = true
        detentLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        detentLabel.textColor = .secondaryLabel
        detentLabel.adjustsFontForContentSizeCategory = true
        field.placeholder = "A note (the sheet rises above the keyboard)"
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        field.delegate = self

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)

        let header = UIStackView(arrangedSubviews: [heading, detentLabel, field])
        header.axis = .vertical
        header.spacing = 8
        for subview in [header, tableView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            // 20 pt from the top: the grabber sits in the first 15.
            header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let card = presentationController as? CardPresentationController else { return }
        showDetent(card.selectedDetentIdentifier)
        card.onSelectedDetentChange = { [weak self] detent, cause in
            self?.showDetent(detent, cause: cause)
        }
    }

    private func showDetent(_ detent: CardDetent.Identifier?, cause: CardPresentationModel.SelectionCause? = nil) {
        let name = detent?.rawValue ?? "none"
        detentLabel.text = cause.map { "Detent: \(name) (\($0))" } ?? "Detent: \(name)"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        40
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
#endif
