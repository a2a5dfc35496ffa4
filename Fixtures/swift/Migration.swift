// Legacy buttons as apps set them up, before `buttonlab migrate Migration.swift --fix`: each one's
// inset, alignment, title and image statements become one UIButton.Configuration, read back and
// checked for no visible difference. The last button is left as it is, and the output says why.
import UIKit

private enum Metrics {
    static let gap: CGFloat = 8
}

final class ProfileHeader: UIView {
    // A lazy closure: the closure's local `button` is the property; the configuration uses its name.
    lazy var shareButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        button.setTitle("Share", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        button.setImage(UIImage(named: "share"), for: .normal)
        // Half the gap each side: the classic 8-pt spacing recipe.
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -Metrics.gap / 2, bottom: 0, right: Metrics.gap / 2)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: Metrics.gap / 2, bottom: 0, right: -Metrics.gap / 2)
        button.accessibilityIdentifier = "share"
        return button
    }()

    // Set up in place with `.then {}`: the statements name the button `$0`.
    let followButton = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40)).then {
        $0.setTitle("Follow", for: .normal)
        $0.contentHorizontalAlignment = .left
        $0.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
    }

    // The title comes from a generated string table: moved as it is, checked over short, typical and long titles.
    let inviteButton = UIButton(type: .system)

    // The inset comes from an initializer defined in another file: it would have to be converted, so this one stays.
    let moreButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        inviteButton.frame = CGRect(x: 0, y: 0, width: 280, height: 44)
        inviteButton.setTitle(L10n.Profile.invite, for: .normal)
        inviteButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        moreButton.setTitle("More", for: .normal)
        moreButton.contentEdgeInsets = UIEdgeInsets(equalInset: 10)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
