import ButtonCore
import ButtonLayout

/// The members of the legacy layout's `content` object (states.md AS7, dynamic-type.md DY6).
package enum ContentKey: String, JSONKeys {
    case state, lookupState, title, image, font
}

/// A `content.title` / `content.image` object: the key that supplied it.
package enum ContentSourceKey: String, JSONKeys {
    case key, attributed, fallback
}

/// `content.font`: the text style and the categories behind a legacy title's font.
package enum ContentFontKey: String, JSONKeys {
    case textStyle, contentSizeCategory, fontCategory, adjustsFontForContentSizeCategory, size, weight
}

extension ControlStateSet {
    var json: JSONValue { .array(flagNames.map(JSONValue.string)) }
}

extension ContentResolution {
    /// Which state was laid out and which key supplied each piece.
    package var json: JSONValue {
        func source(_ source: ContentSource?, attributed: Bool?) -> JSONValue {
            guard let source else { return .null }
            var members: [(ContentSourceKey, JSONValue)] = [(.key, source.key.json)]
            if let attributed { members.append((.attributed, .bool(attributed))) }
            members.append((.fallback, .bool(source.isFallback)))
            return ContentSourceKey.object(members)
        }
        let fontJSON = font.map { font in
            ContentFontKey.object([
                (.textStyle, .string(font.textStyle.rawValue)),
                (.contentSizeCategory, .string(font.contentSizeCategory.rawValue)),
                (.fontCategory, .string(font.fontCategory.rawValue)),
                (.adjustsFontForContentSizeCategory, .bool(font.adjustsFontForContentSizeCategory)),
                (.size, .number(font.font.size)), (.weight, .string(font.font.weight.rawValue)),
            ])
        } ?? .null
        return ContentKey.object([
            (.state, state.json), (.lookupState, state.lookupKey.json),
            (.title, source(title, attributed: titleIsAttributed)), (.image, source(image, attributed: nil)),
            (.font, fontJSON),
        ])
    }

    /// The lines `layout` prints under its heading: the state and where the title, image and font came from.
    package var textLines: [String] {
        var lines = ["state: \(state)" + (state.lookupKey == state ? "" : " (looked up as \(state.lookupKey): highlighted wins over disabled)")]
        if let title { lines.append("title: \(titleIsAttributed ? "attributed title" : "title") \(title.phrase)") }
        if let image { lines.append("image: \(image.phrase)") }
        if let font {
            let at = font.adjustsFontForContentSizeCategory
                ? "at \(font.contentSizeCategory.rawValue)"
                : "created at \(font.fontCategory.rawValue) (adjustsFontForContentSizeCategory false)"
            lines.append("font: \(font.textStyle.rawValue) \(at) = \(formatNumber(font.font.size)) pt \(font.font.weight.rawValue)")
        }
        return lines
    }
}
