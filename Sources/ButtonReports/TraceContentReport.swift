import ButtonDiagram
import ButtonLayout
import ButtonTrace

// Trace-model §10 in `buttonlab trace`'s report: the `content`, refresh and `pitfall` events and
// the per-step label, image view, getters and screen, in JSON and as text.

/// The members §10.10 adds to a step, after TraceStepKey's.
package enum TraceContentKey: String, JSONKeys {
    case label, imageView, currentTitle, currentImage, visible
}

package enum LabelContentKey: String, JSONKeys {
    case text, attributed, textColor, font, hidden, inTree
}

package enum ImageViewContentKey: String, JSONKeys {
    case image, hidden, inTree
}

package enum VisibleContentKey: String, JSONKeys {
    case title, titleColor, titleFont, image, pending
}

package enum LabelFontKey: String, JSONKeys {
    case size, weight, textStyle
}

extension ContentSnapshot {
    /// `label`, `imageView`, `currentTitle`, `currentImage` and `visible` (null when absent).
    var jsonMembers: [(String, JSONValue)] {
        let label = self.label.map { label in
            LabelContentKey.object([
                (.text, label.text.map(JSONValue.string) ?? .null), (.attributed, .bool(label.isAttributed)),
                (.textColor, .string(label.textColor.name)), (.font, label.font.json), (.hidden, .bool(label.hidden)),
                (.inTree, .bool(label.inTree)),
            ])
        }
        let imageView = self.imageView.map { view in
            ImageViewContentKey.object([
                (.image, view.image.map { JSONValue($0) } ?? .null), (.hidden, .bool(view.hidden)), (.inTree, .bool(view.inTree)),
            ])
        }
        let visible = VisibleContentKey.object([
            (.title, self.visible.title.map(JSONValue.string) ?? .null),
            (.titleColor, self.visible.titleColor.map { .string($0.name) } ?? .null),
            (.titleFont, self.visible.titleFont?.json ?? .null),
            (.image, self.visible.image.map { JSONValue($0) } ?? .null), (.pending, .bool(pending)),
        ])
        let members: [(TraceContentKey, JSONValue)] = [
            (.label, label ?? .null), (.imageView, imageView ?? .null),
            (.currentTitle, currentTitle.map(JSONValue.string) ?? .null),
            (.currentImage, currentImage.map { JSONValue($0) } ?? .null), (.visible, visible),
        ]
        return members.map { ($0.0.rawValue, $0.1) }
    }

    /// The step's lines after its subviews: the label, the image view, the getters and the screen.
    var textLines: [String] {
        var lines: [String] = []
        if let label {
            let text = label.text.map { "\"\($0)\"" } ?? "nil"
            let place = !label.inTree ? "not in the button" : label.hidden ? "hidden" : "shown"
            lines.append("label: \(label.isAttributed ? "attributed " : "")\(text), \(label.textColor.name), \(label.font), \(place)")
        }
        if let imageView {
            let image = imageView.image.map { contentValueText(.image($0)) } ?? "nil"
            let place = !imageView.inTree ? "not in the button" : imageView.hidden ? "hidden" : "shown"
            lines.append("imageView: image \(image), \(place)")
        }
        let title = currentTitle.map { "\"\($0)\"" } ?? "nil"
        let image = currentImage.map { contentValueText(.image($0)) } ?? "nil"
        lines.append("currentTitle: \(title), currentImage: \(image)")
        lines.append("on screen: \(visibleContentText(visible))" + (pending ? " (a change is pending: the next run-loop turn draws it)" : ""))
        return lines
    }
}

extension LabelFont {
    var json: JSONValue {
        LabelFontKey.object([
            (.size, .number(font.size)), (.weight, .string(font.weight.rawValue)),
            (.textStyle, textStyle.map { .string($0.rawValue) } ?? .null),
        ])
    }
}

extension SubviewContentValue {
    /// A text as a string, a colour by name, a font as an object, an image as its size; nil as null.
    var json: JSONValue {
        switch self {
        case .none: .null
        case .text(let text): .string(text)
        case .color(let color): .string(color.name)
        case .font(let font): font.json
        case .image(let size): JSONValue(size)
        }
    }
}

extension ContentPitfall {
    /// §10.12's sentence with the run's values.
    public var text: String {
        switch self {
        case .directTitleText(let written, let title):
            return "`titleLabel.text = \"\(written)\"` did not stick. The button copies its title for the current state "
                + "(`currentTitle` \"\(title)\") into the label at each layout, and the change re-laid the button out in the "
                + "same run-loop turn, so \"\(written)\" was never drawn. Titles are per state: use "
                + "`setTitle(\"\(written)\", for: .normal)` (article 5, Note 1)."
        case .directTitleTextStale(let written, let title, let end):
            return "`titleLabel.text = \"\(written)\"` stayed on screen only until the button was next laid out "
                + "(\(end.step)), which restored `currentTitle` \"\(title)\". `setTitle` with the same title does not "
                + "trigger that layout. Use `setTitle(_:for:)` (article 5, Note 1)."
        case .directTitleNoTitle(let written):
            return "`titleLabel.text = \"\(written)\"` on a button with no title: UIKit created the label but hides it "
                + "(0×0) at every layout because `currentTitle` is nil. `titleLabel.text` still reads \"\(written)\". "
                + "Set the title with `setTitle(\"\(written)\", for: .normal)` (article 5, Note 1)."
        case .directTitleColor(let property, let color, let end):
            let setter = property == .shadowColor ? "setTitleShadowColor" : "setTitleColor"
            let how = switch end {
            case .titleLabelRead(let step): "step \(step.number): the next read of `button.titleLabel`"
            case .layoutPass(let step), .configurationUpdate(let step): "step \(step.number): a layout pass after \(step.action)"
            }
            return "`titleLabel.\(property.rawValue) = \(color.name)` lasted until the button refreshed its label "
                + "(\(how)), which restored the title colour for the state. Use "
                + "`\(setter)(\(swiftColor(color)), for: .normal)` (article 5, Note 1)."
        case .directImageNoImage:
            return "`imageView.image = …` on a button with no image for the state: the image view is hidden at every "
                + "layout, so the image is never shown, and `currentImage` is nil. Use `setImage(_:for:)` (article 5, Note 2)."
        case .directImageStale(let end):
            return "`imageView.image = …` was replaced by `currentImage` at the button's next layout (\(end.step)). "
                + "Use `setImage(_:for:)` (article 5, Note 2)."
        case .directContentSize:
            return "`sizeToFit` / `intrinsicContentSize` measure `currentTitle` / `currentImage`, not what was written "
                + "into `titleLabel` / `imageView`."
        case .directContentConfiguration(let end):
            return "With a `UIButton.Configuration`, the label and image view are rebuilt from the configuration at each "
                + "configuration update (here: step \(end.step.number)). The direct `titleLabel` / `imageView` value "
                + "lasted until then. Set `configuration.title` / `attributedTitle` / `titleTextAttributesTransformer` / "
                + "`image` instead (configuration-model.md)."
        case .fontSupported:
            return "`titleLabel.font` is not per state. Setting it directly is the supported way and it persists. It "
                + "re-lays the button out (modern SDK). With a configuration, use `titleTextAttributesTransformer` instead."
        }
    }

    /// `{"kind": "pitfall", "code", "text"}`; the informational one is a `note`.
    var jsonMembers: [(TraceEventKey, JSONValue)] {
        [(.kind, .string(isNote ? "note" : "pitfall")), (.code, .string(code)), (.text, .string(text))]
    }
}

/// `.red` for UIColor's names, `UIColor(red:green:blue:alpha:)` for `#rrggbb`.
private func swiftColor(_ color: TraceColor) -> String {
    guard color.name.hasPrefix("#"), let value = Int(color.name.dropFirst(), radix: 16) else { return ".\(color.name)" }
    let parts = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { formatNumber((Double($0) / 255 * 1000).rounded() / 1000) }
    return "UIColor(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: 1)"
}
