#if canImport(UIKit)
import UIKit

/// A message bubble filling its row: the bubble sits on the right (sent, blue) or the left
/// (received, grey) of a full-width cell, so the flow layout puts one message per row.
@MainActor
final class BubbleCell: UICollectionViewCell {
    static let reuseIdentifier = "bubble"
    private let bubble = UIView()
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.layer.cornerRadius = 18
        bubble.layer.masksToBounds = true
        label.font = UIFont.systemFont(ofSize: 17)
        label.numberOfLines = 0
        bubble.addSubview(label)
        contentView.addSubview(bubble)
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    private var size = CGSize.zero
    private var isSent = false

    /// Shows `message` in a bubble of `size` points.
    func show(_ message: LayoutMessage, size: CGSize) {
        label.text = message.text
        isSent = message.isSent
        self.size = size
        bubble.backgroundColor = message.isSent ? .systemBlue : .secondarySystemFill
        label.textColor = message.isSent ? .white : .label
        accessibilityLabel = message.text
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(size.width, contentView.bounds.width)
        bubble.frame = CGRect(x: isSent ? contentView.bounds.width - width : 0, y: 0, width: width, height: contentView.bounds.height)
        label.frame = bubble.bounds.insetBy(dx: 12, dy: 6)
    }
}

/// A plain rounded card in one of the gallery's tints, with its number.
@MainActor
final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "card"
    private let label = UILabel()
    private static let tints: [UIColor] = [.systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal, .systemIndigo, .systemRed, .systemYellow]

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.layer.masksToBounds = true
        label.font = UIFont.preferredFont(forTextStyle: .title1)
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    /// Shows card number `number`.
    func show(_ number: Int) {
        label.text = "\(number)"
        contentView.backgroundColor = Self.tints[abs(number) % Self.tints.count]
        accessibilityLabel = "Card \(number)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A section header: the day of the messages below it, centred in small grey type.
@MainActor
final class DayHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "day"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        addSubview(label)
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
#endif
