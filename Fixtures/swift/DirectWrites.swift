// Article 5's pitfall in code (trace-model.md §10): the title and its colour written into the label
// directly. `buttonlab layout` warns at each write (direct-write); `buttonlab trace` replays them and
// shows the state table putting the title back.
import UIKit

final class BuyBar: UIView {
    lazy var buyButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Buy", for: .normal)
        button.titleLabel?.text = "X"
        button.titleLabel?.textColor = .red
        return button
    }()
}
