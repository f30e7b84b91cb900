#if canImport(UIKit)
import UIKit

extension UITableView {
    /// A reusable subtitle cell in the gallery lists' style: headline title, secondary detail on
    /// as many lines as it needs.
    func dequeueGalleryCell(withIdentifier identifier: String) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
        cell.textLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        cell.detailTextLabel?.numberOfLines = 0
        cell.detailTextLabel?.textColor = .secondaryLabel
        return cell
    }
}

extension UITableViewCell {
    /// Shows a catalogue entry: its title, its ``GalleryEntry/detailText`` and an accessibility
    /// identifier `entry.<id>` for UI tests.
    func show(_ entry: GalleryEntry) {
        textLabel?.text = entry.title
        detailTextLabel?.text = entry.detailText
        accessibilityIdentifier = "entry.\(entry.id)"
    }
}
#endif
