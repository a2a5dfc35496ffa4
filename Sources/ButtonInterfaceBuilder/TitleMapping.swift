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
    /// An attributed title's fragments, each with its own font and kern (states.md AS7's runs).
    var runs: [AttributedRun] = []
}

/// One `<fragment>` of an attributed title.
struct AttributedRun {
    var text: String
    var font: FontChoice?
    /// `<real key="NSKern" value=…/>`: points after each character.
    var kern: Double?

    /// `{text, font | textStyle, kern}` (states.md AS7).
    var tree: ScenarioTree {
        var run = OrderedMapping()
        run.set("text", .string(text))
        if let style = font?.textStyle {
            run.set("textStyle", .string(style))
        } else {
            run.set("font", font?.tree)
        }
        run.set("kern", kern.map(ScenarioTree.number))
        return run.tree
    }
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

/// The `<state>` elements of one button and the state it is in after loading (§3).
struct StateTable {
    var elements: [ControlState: Int]
    /// `UIControl.state`: the union of the `enabled`/`selected`/`highlighted` flags, or `--state`'s.
    var current: ControlStateSet

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
        var current: ControlStateSet = override?.stateSet ?? .normal
        if override == nil {
            if tree.attribute("enabled", of: button) == "NO" { current.insert(.disabled) }
            if tree.flag("selected", of: button) { current.insert(.selected) }
            if tree.flag("highlighted", of: button) { current.insert(.highlighted) }
        }
        self.current = current
    }

    /// The single state UIKit looks the current state up under (states.md AS1); nil for a
    /// combination, which IB never stores content for.
    var lookupState: ControlState? {
        ControlState.allCases.first { $0.stateSet == current.lookupKey }
    }

    /// The current state's value, else the normal state's: UIKit's exact-key look-up with its fallback.
    func value<T>(_ read: (Int) throws(ButtonProblem) -> T?) throws(ButtonProblem) -> T? {
        if let state = lookupState, state != .normal, let element = elements[state], let value = try read(element) {
            return value
        }
        if let element = elements[.normal], let value = try read(element) { return value }
        return nil
    }

    /// One state's own value, without the fallback: what `titles:`/`images:` list under its key.
    func ownValue<T>(_ state: ControlState, _ read: (Int) throws(ButtonProblem) -> T?) throws(ButtonProblem) -> T? {
        guard let element = elements[state] else { return nil }
        return try read(element)
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
        var runs: [AttributedRun] = []
        for fragment in children(of: element, named: "fragment") {
            let content = plainText("content", of: fragment) ?? ""
            text += content
            var font: FontChoice?
            var kern: Double?
            if let attributes = child(of: fragment, named: "attributes") {
                if let nsFont = child(of: attributes, named: "font", key: "NSFont") {
                    font = try attributedFont(nsFont, warnings: &warnings)
                } else if let description = child(of: attributes, named: "fontDescription", key: "NSFont") {
                    font = try fontDescription(description, warnings: &warnings)
                }
                if let real = child(of: attributes, named: "real", key: "NSKern") {
                    kern = try number("value", of: real, what: "NSKern value")
                }
            }
            fonts.append(font)
            // An empty fragment draws nothing; a run needs text.
            if !content.isEmpty { runs.append(AttributedRun(text: content, font: font, kern: kern)) }
        }
        let first = fonts.first ?? nil
        if fonts.contains(where: { $0 != first }) {
            let described = first.map { "the first fragment's, \($0.summary)" } ?? "the button's font"
            warnings.append(
                PendingWarning(
                    tag: .attributedTitle,
                    message: "attributed title with several fonts; measured with \(described)", element: element))
        }
        return TitleChoice(text: text, font: first, element: element, isAttributed: true, runs: runs)
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
