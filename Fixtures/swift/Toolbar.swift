// A small editor toolbar as an app writes it: read by every command that reads scenarios
// (`buttonlab explain Toolbar.swift`, `render`, `check`, `solve`, `trace`); see docs/swift-source.md.
import UIKit

private enum Toolbar {
    static let height: CGFloat = 44
    static let spacing: CGFloat = 6
}

/// Article 1's image-on-top button, in Swift: the overrides become the scenario's rects.
final class StackedButton: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.width)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: contentRect.width, width: contentRect.width, height: contentRect.height - contentRect.width)
    }
}

final class EditorToolbar: UIView {
    let undoButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 88, height: Toolbar.height)
        button.setTitle("Undo", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        return button
    }()

    let doneButton = UIButton(type: .system)
}

extension EditorToolbar {
    func setUp() {
        doneButton.frame = CGRect(x: 0, y: 0, width: 96, height: Toolbar.height)
        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        // An SF Symbol: its size is not in the code, so the layout estimates it and says so.
        doneButton.setImage(UIImage(systemName: "checkmark"), for: .normal)
        doneButton.contentHorizontalAlignment = .trailing
        doneButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: Toolbar.spacing)
    }
}
