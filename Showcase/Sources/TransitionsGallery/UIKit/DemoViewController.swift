#if canImport(UIKit)
import Transitions
import UIKit

/// The screen a gallery entry brings in: a full-bleed colour, the entry's title, summary and
/// parameters, and a hint saying how to go back. Placeholder content, so the transition is the
/// only thing moving.
@MainActor
final class DemoViewController: UIViewController {
    /// The entry whose transition brought this screen in.
    let entry: GalleryEntry
    /// How it was shown: modal screens get a Dismiss button, tab screens a Next tab button.
    let kind: GalleryKind
    /// The large title; defaults to the entry's title.
    let heading: String
    /// The background colour.
    let colour: UIColor
    /// Called by the Next tab button of tab screens.
    var onNextTab: (() -> Void)?

    /// A demo screen for `entry` shown as `kind`, titled `heading` (default: the entry's title),
    /// in palette colour `colourIndex` (any integer; wraps around the palette).
    init(entry: GalleryEntry, kind: GalleryKind, heading: String? = nil, colourIndex: Int) {
        self.entry = entry
        self.kind = kind
        self.heading = heading ?? entry.title
        let palette = Self.palette
        self.colour = palette[((colourIndex % palette.count) + palette.count) % palette.count]
        super.init(nibName: nil, bundle: nil)
        title = self.heading
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    /// Strong system colours that keep white text readable in light and dark mode.
    static let palette: [UIColor] = [
        .systemBlue, .systemPink, .systemOrange, .systemTeal, .systemIndigo, .systemPurple, .systemGreen, .systemRed,
    ]

    /// A palette index derived from `entry`'s identifier, so each entry keeps its colour.
    static func colourIndex(for entry: GalleryEntry) -> Int {
        entry.id.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        view.accessibilityIdentifier = "demo.\(entry.id)"

        let stack = UIStackView(arrangedSubviews: contentViews())
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }

    private func contentViews() -> [UIView] {
        var views: [UIView] = [
            label(heading, style: .largeTitle, bold: true),
            label(entry.summary, style: .body),
        ]
        for parameter in entry.parameters {
            views.append(label("\(parameter.name): \(parameter.value)", style: .footnote))
        }
        views.append(label(hint, style: .callout, bold: true))
        switch kind {
        case .modal:
            views.append(button("Dismiss", action: #selector(dismissTapped)))
        case .tab:
            views.append(button("Next tab", action: #selector(nextTabTapped)))
            views.append(button("Close", action: #selector(dismissTapped)))
        case .navigation:
            break
        }
        return views
    }

    /// How to go back, for this screen's kind.
    private var hint: String {
        switch kind {
        case .modal: "Pinch in or pan down to dismiss."
        case .navigation: "Pinch in, or swipe from the leading edge, to pop."
        case .tab: "Pan sideways or tap a tab to switch."
        }
    }

    private func label(_ text: String, style: UIFont.TextStyle, bold: Bool = false) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textColor = .white
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        let font = UIFont.preferredFont(forTextStyle: style)
        if bold, let descriptor = font.fontDescriptor.withSymbolicTraits(.traitBold) {
            label.font = UIFont(descriptor: descriptor, size: 0)
        } else {
            label.font = font
        }
        return label
    }

    private func button(_ title: String, action: Selector) -> UIButton {
        let button: UIButton
        if #available(iOS 15.0, *) {
            var configuration = UIButton.Configuration.filled()
            configuration.title = title
            configuration.baseBackgroundColor = .white
            configuration.baseForegroundColor = colour
            configuration.cornerStyle = .medium
            button = UIButton(configuration: configuration)
        } else {
            button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setTitleColor(colour, for: .normal)
            button.backgroundColor = .white
            button.layer.cornerRadius = 10
            button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        }
        button.addTarget(self, action: action, for: .touchUpInside)
        return button
    }

    @objc private func dismissTapped() {
        // A tab screen dismisses the tab bar controller that was presented around it.
        let presented = tabBarController?.presentingViewController != nil ? tabBarController : self
        presented?.dismiss(animated: true)
    }

    @objc private func nextTabTapped() {
        onNextTab?()
    }
}
#endif
