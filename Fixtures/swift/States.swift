// Per-state titles and Dynamic Type as apps set them in code (docs/swift-source.md, states.md,
// dynamic-type.md): `buttonlab explain States.swift` says which state's title each button shows.
import UIKit

final class ProfileHeader: UIView {
    // A follow button, selected and pressed: state [.selected, .highlighted] has its own title.
    lazy var followButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitle("Unfollow", for: [.selected, .highlighted])
        button.isSelected = true
        button.isHighlighted = true
        return button
    }()

    // A disabled button whose title follows Dynamic Type.
    lazy var continueButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.setTitle("Wait…", for: .disabled)
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.isEnabled = false
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        followButton.frame = CGRect(x: 0, y: 0, width: 140, height: 44)
        continueButton.frame = CGRect(x: 0, y: 0, width: 140, height: 44)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
