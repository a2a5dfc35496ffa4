// A share bar as many apps build it in code: a lazy-var button with the 8-pt spacing recipe,
// constants from a same-file namespace, and a configuration button. `buttonlab import ShareBar.swift
// --list` shows what ButtonLab reads; `buttonlab layout ShareBar.swift` lays out each button.
import UIKit

private enum UX {
    static let spacing: CGFloat = 8
    static let fontSize: CGFloat = 15
}

final class ShareBar: UIView {
    // Legacy API: insets and a system font with a weight, all from literals and UX.
    lazy var shareButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle(NSLocalizedString("Share", comment: "share action"), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: UX.fontSize, weight: .semibold)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: UX.spacing, bottom: 0, right: UX.spacing)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -UX.spacing / 2, bottom: 0, right: UX.spacing / 2)
        return button
    }()

    // Configuration API: a filled style with padding; no frame, so laid out at its intrinsic size.
    private let followButton = UIButton(configuration: .filled())

    override init(frame: CGRect) {
        super.init(frame: frame)
        followButton.configuration?.title = "Follow"
        followButton.configuration?.imagePadding = 6
        shareButton.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
