/// ButtonCore's `ControlState`, the one type for the states IB stores titles and images for.
@available(*, deprecated, renamed: "ControlState")
public typealias IBControlState = ControlState

/// A title as read: its text and, for attributed titles, the first fragment's font.
struct TitleChoice {
    var text: String
    var font: FontChoice?
    /// The element it came from: a `<state>` or an `<attributedString>`.
    var element: Int
    var isAttributed: Bool
}

/// An image as referenced by a state or a configuration: the `<resources>` key and a symbol size.
struct ImageReference: Equatable {
    var name: String
    var catalog: String?
    /// `preferredSymbolConfiguration`'s `pointSize`, which resizes a symbol.
    var symbolPointSize: Double?
    /// `<imageReference symbolScale=>`: the symbol image's own scale, when it is one the scenario names.
    var symbolScale: String?
    var element: Int
}

/// The `<state>` elements of one button and the state whose values it shows (§3).
struct StateTable {
    var elements: [ControlState: Int]
    var chosen: ControlState

    init(tree: MarkupTree, button: Int, override: ControlState?) {
        var elements: [ControlState: Int] = [:]
        for child in tree.children(of: button, named: "state") {
            if let key = tree.attribute("key", of: child), let state = ControlState(rawValue: key),
                elements[state] == nil
            {
                elements[state] = child
            }
        }
        self.elements = elements
        if let override {
            chosen = override
        } else if tree.attribute("enabled", of: button) == "NO" {
            chosen = .disabled
        } else if tree.flag("selected", of: button) {
            chosen = .selected
        } else if tree.flag("highlighted", of: button) {
            chosen = .highlighted
        } else {
            chosen = .normal
        }
    }

    /// The chosen state's value, else the normal state's: UIKit's fallback for missing values.
    func value<T>(_ read: (Int) throws(ButtonProblem) -> T?) throws(ButtonProblem) -> T? {
        if let element = elements[chosen], let value = try read(element) { return value }
        if chosen != .normal, let element = elements[.normal], let value = try read(element) { return value }
        return nil
    }
}

extension MarkupTree {
    /// The title a state shows: an attributed title wins over the plain one, each with the normal
    /// state's as fallback, as UIKit looks them up.
    func stateTitle(_ states: StateTable, warnings: inout [PendingWarning]) throws(ButtonProblem) -> TitleChoice? {
        var found: [PendingWarning] = []
        let attributed = try states.value { (state: Int) throws(ButtonProblem) -> TitleChoice? in
            guard let string = child(of: state, named: "attributedString", key: "attributedTitle") else { return nil }
            return try attributedTitle(string, warnings: &found)
        }
        if let attributed {
            warnings += found
            return attributed
        }
        return try states.value { (state: Int) throws(ButtonProblem) -> TitleChoice? in
            guard let text = plainText("title", of: state), !text.isEmpty else { return nil }
            return TitleChoice(text: text, font: nil, element: state, isAttributed: false)
        }
    }

    /// A text given as an attribute or, when it holds line breaks, as a `<string key=…>` child.
    func plainText(_ key: String, of element: Int) -> String? {
        if let text = attribute(key, of: element) { return text }
        if let string = child(of: element, named: "string", key: key) { return self[string].text }
        return nil
    }

    /// `<attributedString>`: the fragments joined, the first fragment's font; fonts that differ between
    /// fragments are reported (`attributed-title`), since one font measures the whole title.
    func attributedTitle(_ element: Int, warnings: inout [PendingWarning]) throws(ButtonProblem) -> TitleChoice {
        var text = ""
        var fonts: [FontChoice?] = []
        for fragment in children(of: element, named: "fragment") {
            text += plainText("content", of: fragment) ?? ""
            var font: FontChoice?
            if let attributes = child(of: fragment, named: "attributes") {
                if let nsFont = child(of: attributes, named: "font", key: "NSFont") {
                    font = try attributedFont(nsFont, warnings: &warnings)
                } else if let description = child(of: attributes, named: "fontDescription", key: "NSFont") {
                    font = try fontDescription(description, warnings: &warnings)
                }
            }
            fonts.append(font)
        }
        let first = fonts.first ?? nil
        if fonts.contains(where: { $0 != first }) {
            let described = first.map { "the first fragment's, \($0.summary)" } ?? "the button's font"
            warnings.append(
                PendingWarning(
                    tag: .attributedTitle,
                    message: "attributed title with several fonts; measured with \(described)", element: element))
        }
        return TitleChoice(text: text, font: first, element: element, isAttributed: true)
    }

    /// A state's (or a configuration's) image: the `image`/`catalog` attributes or an
    /// `<imageReference key=…>` child, with the symbol configuration's point size.
    func imageReference(
        attribute name: String, catalogAttribute: String?, key: String, of element: Int,
        symbolConfigurationKey: String
    ) throws(ButtonProblem) -> ImageReference? {
        var reference: ImageReference?
        if let image = attribute(name, of: element), !image.isEmpty {
            reference = ImageReference(
                name: image, catalog: catalogAttribute.flatMap { attribute($0, of: element) }, element: element)
        } else if let child = child(of: element, named: "imageReference", key: key),
            let image = attribute("image", of: child), !image.isEmpty
        {
            reference = ImageReference(name: image, catalog: attribute("catalog", of: child), element: child)
            // IB's `default` leaves the scale to UIKit, as an absent key does.
            reference?.symbolScale = attribute("symbolScale", of: child).flatMap { ["small", "medium", "large"].contains($0) ? $0 : nil }
        }
        guard var found = reference else { return nil }
        if let configuration = child(of: element, named: "preferredSymbolConfiguration", key: symbolConfigurationKey) {
            found.symbolPointSize = try number("pointSize", of: configuration, what: "symbol pointSize")
        }
        return found
    }
}
