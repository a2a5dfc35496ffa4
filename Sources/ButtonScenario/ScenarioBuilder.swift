import ButtonLayout
import Yams

/// What the builder needs from the outside world, so that the schema itself does no I/O.
struct ScenarioEnvironment {
    /// The scenario file's path as given, for diagnostics.
    var file: String?
    var source: SourceText
    var defaultName: String
    var textMeasurer: (any TextMeasuring)?
    /// The PNG an image's `file:` value names (inside the scenario's folder) with its pixel size,
    /// or a message saying why it cannot be used.
    var loadImage: (String) -> Result<ImageFile, ImageFileProblem>
}

struct ImageFileProblem: Error {
    var message: String
}

/// Checks a composed document against the scenario schema (scenario-format.md), collecting every
/// problem instead of stopping at the first, and builds the Scenario when there are none.
struct ScenarioBuilder {
    private let environment: ScenarioEnvironment
    private(set) var diagnostics: [ScenarioDiagnostic] = []

    init(environment: ScenarioEnvironment) {
        self.environment = environment
    }

    static let topKeys = ["name", "caption", "button", "diagram"]
    static let buttonKeys = [
        "size", "frame", "scale", "layoutDirection", "semanticContentAttribute",
        "contentHorizontalAlignment", "contentVerticalAlignment",
        "contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets",
        "image", "title", "backgroundImage", "buttonType", "titleSizeRounding", "sizeToFit", "intrinsicSizeQueried",
        "layout", "imageRect", "titleRect", "autoSize",
    ]
    static let insetKeys = ["top", "left", "bottom", "right"]
    static let imageKeys = ["size", "file"]
    static let titleKeys = ["text", "size", "font"]
    static let fontKeys = ["size", "weight"]
    static let backgroundImageKeys = ["size", "resizable"]
    static let diagramKeys = ["pixelsPerPoint", "grid", "ticks", "highlight", "virtual", "ghosts", "labels", "caption"]
    static let ghostKeys = ["rect", "label", "crossOut"]
    static let layoutNames = ["system", "rectOverrides", "layoutSubviews", "fixedRects", "configuration"]

    // MARK: - Document

    mutating func build(root: Node?) -> Scenario? {
        guard let root, !isNull(root) else {
            report(
                at: nil, line: 1, column: 1, "",
                "the file is empty; a scenario is a mapping with at least a `button` key")
            return nil
        }
        guard
            let entries = entries(
                of: root, at: "", keys: Self.topKeys, expecting: "a mapping of name, caption, button and diagram")
        else { return nil }

        var name = environment.defaultName
        var caption: String?
        var button: ButtonPart?
        var diagram = DiagramOptions()
        for entry in entries {
            switch entry.key {
            case "name":
                if let value = string(entry.value, at: entry.path) {
                    if let problem = Self.problemWithName(value) {
                        report(at: entry.value, entry.path, problem)
                    } else {
                        name = value
                    }
                }
            case "caption":
                caption = string(entry.value, at: entry.path)
            case "button":
                button = buttonPart(entry.value, at: entry.path)
            case "diagram":
                if !isNull(entry.value), let options = diagramOptions(entry.value, at: entry.path) {
                    diagram = options
                }
            default:
                break
            }
        }
        if !entries.contains(where: { $0.key == "button" }) {
            report(at: root, "button", "missing key `button`: every scenario describes one button")
        }
        guard diagnostics.isEmpty, let button else { return nil }
        return Scenario(
            name: name, caption: caption, sourcePath: environment.file, button: button.button,
            frameOrigin: button.frameOrigin, title: button.title, image: button.image, diagram: diagram)
    }

    /// Names become output file names (`DIR/NAME.png`), so they must stay inside DIR.
    static func problemWithName(_ name: String) -> String? {
        if name.isEmpty || name == "." || name == ".." {
            return "'\(name)' cannot be a name: it is used as the output file name"
        }
        if name.contains("/") || name.contains("\\") {
            return "a name cannot contain '/' or '\\': it is used as the output file name"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a name cannot contain control characters: it is used as the output file name"
        }
        return nil
    }

    /// A title is one line, and it is printed in `explain` and warnings: a control character (a line
    /// break, an escape) or a line separator would forge lines in a log. A tab is only white space.
    static func problemWithTitleText(_ text: String) -> String? {
        guard
            let index = text.unicodeScalars.firstIndex(where: {
                ($0.properties.generalCategory == .control && $0 != "\t") || $0 == "\u{2028}" || $0 == "\u{2029}"
            })
        else { return nil }
        let scalar = text.unicodeScalars[index]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let position = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index) + 1
        return "a title cannot contain control characters (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) "
            + "at character \(position)): it is one line"
    }

    // MARK: - button

    struct ButtonPart {
        var button: Button
        var frameOrigin: Point
        var title: TitleContent?
        var image: ImageContent?
    }

    private mutating func buttonPart(_ node: Node, at path: String) -> ButtonPart? {
        guard
            let entries = entries(
                of: node, at: path, keys: Self.buttonKeys, expecting: "a mapping of the button's properties")
        else { return nil }
        let failuresBefore = diagnostics.count
        var button = Button()
        var frameOrigin = Point.zero
        var titleSpec: TitleSpec?
        var titleContent: TitleContent?
        var image: ImageContent?
        var layoutName: String?
        var layoutEntry: Entry?
        var imageRect: RectExpression?
        var titleRect: RectExpression?
        var autoSize = false

        for entry in entries {
            let path = entry.path
            switch entry.key {
            case "size":
                if let values = numbers(entry.value, at: path, names: ["width", "height"], nonNegative: [0, 1]) {
                    button.size = Size(width: values[0], height: values[1])
                }
            case "frame":
                if let values = numbers(
                    entry.value, at: path, names: ["x", "y", "width", "height"], nonNegative: [2, 3])
                {
                    frameOrigin = Point(x: values[0], y: values[1])
                    button.size = Size(width: values[2], height: values[3])
                }
            case "scale":
                if let value = number(entry.value, at: path) {
                    if let scale = ScreenScale.allCases.first(where: { $0.factor == value }) {
                        button.scale = scale
                    } else {
                        report(at: entry.value, path, "the scale must be 1, 2 or 3, found \(entry.value.scalarText)")
                    }
                }
            case "layoutDirection":
                if let value = enumeration(entry.value, at: path, LayoutDirection.self) {
                    button.layoutDirection = value
                }
            case "semanticContentAttribute":
                if let value = enumeration(entry.value, at: path, SemanticContentAttribute.self) {
                    button.semanticContentAttribute = value
                }
            case "contentHorizontalAlignment":
                if let value = enumeration(entry.value, at: path, HorizontalAlignment.self) {
                    button.contentHorizontalAlignment = value
                }
            case "contentVerticalAlignment":
                if let value = enumeration(entry.value, at: path, VerticalAlignment.self) {
                    button.contentVerticalAlignment = value
                }
            case "contentEdgeInsets":
                if let value = insets(entry.value, at: path) { button.contentEdgeInsets = value }
            case "imageEdgeInsets":
                if let value = insets(entry.value, at: path) { button.imageEdgeInsets = value }
            case "titleEdgeInsets":
                if let value = insets(entry.value, at: path) { button.titleEdgeInsets = value }
            case "image":
                image = imageContent(entry.value, at: path)
            case "title":
                titleSpec = self.titleSpec(entry.value, at: path)
            case "backgroundImage":
                if let value = backgroundImage(entry.value, at: path) { button.backgroundImage = value }
            case "buttonType":
                if let value = enumeration(entry.value, at: path, ButtonType.self) { button.buttonType = value }
            case "titleSizeRounding":
                if let value = enumeration(entry.value, at: path, TitleSizeRounding.self) {
                    button.titleSizeRounding = value
                }
            case "intrinsicSizeQueried":
                if let value = bool(entry.value, at: path) { button.intrinsicSizeQueried = value }
            case "sizeToFit":
                if let value = bool(entry.value, at: path) { button.sizeToFit = value }
            case "layout":
                layoutEntry = entry
                if let value = enumerationName(entry.value, at: path, Self.layoutNames) {
                    layoutName = value
                    if value == "configuration" {
                        report(
                            at: entry.value, path,
                            "layout: configuration (UIButton.Configuration) is not supported yet; "
                                + "use system, rectOverrides, layoutSubviews or fixedRects")
                    }
                }
            case "imageRect":
                imageRect = rectExpression(entry.value, at: path)
            case "titleRect":
                titleRect = rectExpression(entry.value, at: path)
            case "autoSize":
                if let value = bool(entry.value, at: path) { autoSize = value }
            default:
                break
            }
        }

        let sizeEntry = entries.first { $0.key == "size" }
        let frameEntry = entries.first { $0.key == "frame" }
        let autoSizeEntry = entries.first { $0.key == "autoSize" }
        let rectEntries = entries.filter { $0.key == "imageRect" || $0.key == "titleRect" }

        if let sizeEntry, let frameEntry {
            let later = sizeEntry.index > frameEntry.index ? sizeEntry : frameEntry
            report(at: later.keyNode, later.path, "give either size or frame, not both (frame is size plus an origin)")
        }

        // Validate the layout keys against each other only when the layout name itself was valid.
        let layoutIsValid = layoutEntry == nil || layoutName != nil
        let layout = layoutName ?? "system"
        if layoutIsValid {
            if layout == "system" {
                let suggestion = autoSize ? "fixedRects" : "rectOverrides"
                let others = ["rectOverrides", "layoutSubviews", "fixedRects"].filter { $0 != suggestion }
                let verb = layoutEntry == nil ? "add" : "choose"
                for entry in rectEntries {
                    report(
                        at: entry.keyNode, entry.path,
                        "\(entry.key) has no effect with layout: system; \(verb) `layout: \(suggestion)` "
                            + "(or \(others.joined(separator: " or ")))")
                }
            } else if layout != "configuration" && rectEntries.isEmpty, let layoutEntry {
                report(
                    at: layoutEntry.value, layoutEntry.path,
                    "layout: \(layout) places the subviews from imageRect and/or titleRect; give at least one of them")
            }
            if let autoSizeEntry, layout != "fixedRects" {
                let how = layoutEntry == nil ? "add `layout: fixedRects`" : "it has no meaning for layout: \(layout)"
                report(
                    at: autoSizeEntry.keyNode, autoSizeEntry.path, "autoSize only applies to layout: fixedRects; \(how)"
                )
            }
        }

        let sizedByContent = button.sizeToFit || (layout == "fixedRects" && autoSize)
        if sizeEntry == nil && frameEntry == nil && !sizedByContent {
            report(
                at: node, path + ".size",
                "missing size: give size: [width, height] or frame: [x, y, width, height], or set sizeToFit: true")
        }

        switch layout {
        case "rectOverrides": button.layout = .rectOverrides(image: imageRect, title: titleRect)
        case "layoutSubviews": button.layout = .layoutSubviews(image: imageRect, title: titleRect)
        case "fixedRects": button.layout = .fixedRects(image: imageRect, title: titleRect, autoSize: autoSize)
        default: button.layout = .system
        }
        button.imageSize = image?.size
        // The default font depends on buttonType, which may come after the title in the file.
        let font = titleSpec?.font ?? button.buttonType.defaultTitleFont
        button.titleFont = font
        if let titleSpec, titleSpec.text != nil || titleSpec.size != nil,
            let title = resolvedTitle(titleSpec, font: font, at: path + ".title")
        {
            button.title = Title(
                text: title.text, font: font, naturalSize: title.size, sizeIsGiven: title.sizeIsExplicit,
                isMeasurable: titleSpec.text != nil)
            titleContent = title
        }

        guard diagnostics.count == failuresBefore else { return nil }
        return ButtonPart(button: button, frameOrigin: frameOrigin, title: titleContent, image: image)
    }

    private mutating func insets(_ node: Node, at path: String) -> EdgeInsets? {
        if case .sequence = node {
            guard let values = numbers(node, at: path, names: Self.insetKeys, nonNegative: []) else { return nil }
            return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        guard
            let entries = entries(
                of: node, at: path, keys: Self.insetKeys,
                expecting: "{top, left, bottom, right} (any of them) or [top, left, bottom, right]")
        else { return nil }
        var insets = EdgeInsets.zero
        var valid = true
        for entry in entries {
            guard let value = number(entry.value, at: entry.path) else {
                valid = false
                continue
            }
            switch entry.key {
            case "top": insets.top = value
            case "left": insets.left = value
            case "bottom": insets.bottom = value
            default: insets.right = value
            }
        }
        return valid ? insets : nil
    }

    private mutating func imageContent(_ node: Node, at path: String) -> ImageContent? {
        guard
            let entries = entries(
                of: node, at: path, keys: Self.imageKeys,
                expecting: "a mapping {size: [width, height]} and/or {file: PATH}")
        else { return nil }
        var size: Size?
        var file: String?
        var fileEntry: Entry?
        var valid = true
        for entry in entries {
            switch entry.key {
            case "size":
                if let values = numbers(entry.value, at: entry.path, names: ["width", "height"], nonNegative: [0, 1]) {
                    size = Size(width: values[0], height: values[1])
                } else {
                    valid = false
                }
            default:
                fileEntry = entry
                if let value = string(entry.value, at: entry.path) {
                    if value.isEmpty {
                        report(at: entry.value, entry.path, "the image file path is empty")
                        valid = false
                    } else {
                        file = value
                    }
                } else {
                    valid = false
                }
            }
        }
        if entries.isEmpty {
            report(at: node, path, "give the image's size: [width, height] and/or its file: PATH")
            return nil
        }
        if let written = file, let fileEntry {
            switch environment.loadImage(written) {
            case .success(let image):
                file = image.path
                if size == nil {
                    let factor = Double(imageScale(forFileName: image.path))
                    size = Size(width: Double(image.width) / factor, height: Double(image.height) / factor)
                }
            case .failure(let problem):
                report(at: fileEntry.value, fileEntry.path, problem.message)
                valid = false
            }
        }
        guard valid, let size else { return nil }
        return ImageContent(file: file, size: size)
    }

    /// A title as written: any of text, size and font. `text: ""` is an empty title; a font alone
    /// sets the line an absent title reserves (R9.2); a size alone is a title known only by its size.
    struct TitleSpec {
        var text: String?
        var size: Size?
        var font: FontSpec?
        var node: Node
    }

    private mutating func titleSpec(_ node: Node, at path: String) -> TitleSpec? {
        guard
            let entries = entries(of: node, at: path, keys: Self.titleKeys, expecting: "a mapping {text, size?, font?}")
        else { return nil }
        var spec = TitleSpec(node: node)
        var valid = true
        for entry in entries {
            switch entry.key {
            case "text":
                spec.text = string(entry.value, at: entry.path)
                if spec.text == nil { valid = false }
                if let text = spec.text, let problem = Self.problemWithTitleText(text) {
                    report(at: entry.value, entry.path, problem)
                    valid = false
                }
            case "size":
                if let values = numbers(entry.value, at: entry.path, names: ["width", "height"], nonNegative: [0, 1]) {
                    spec.size = Size(width: values[0], height: values[1])
                } else {
                    valid = false
                }
            default:
                if let value = fontSpec(entry.value, at: entry.path) { spec.font = value } else { valid = false }
            }
        }
        if entries.isEmpty {
            report(at: node, path, "give the title's text (\"\" for an empty title), and optionally its size and font")
            valid = false
        }
        return valid ? spec : nil
    }

    /// The title's natural size: given, or measured like SF (R6.1). nil when it must be measured
    /// and no measurer is available (reported), or when there is neither text nor size.
    private mutating func resolvedTitle(_ spec: TitleSpec, font: FontSpec, at path: String) -> TitleContent? {
        if let size = spec.size {
            return TitleContent(text: spec.text ?? "", font: font, size: size, sizeIsExplicit: true)
        }
        guard let text = spec.text else {
            // Only a font: no title, but the line an absent title reserves uses this font.
            return TitleContent(text: "", font: font, size: .zero, sizeIsExplicit: false)
        }
        if text.isEmpty {
            return TitleContent(text: "", font: font, size: Size(width: 0, height: SystemFontMetrics.lineHeight(ofSize: font.size)), sizeIsExplicit: false)
        }
        guard let measurer = environment.textMeasurer else {
            report(
                at: spec.node, path + ".size",
                "missing size: give the title's natural single-line size as size: [width, height] "
                    + "(measuring it from text and font comes with the renderer)")
            return nil
        }
        let size = SystemFontMeasurer(base: measurer).naturalSize(of: text, font: font)
        return TitleContent(text: text, font: font, size: size, sizeIsExplicit: false)
    }

    private mutating func backgroundImage(_ node: Node, at path: String) -> BackgroundImage? {
        guard
            let found = entries(
                of: node, at: path, keys: Self.backgroundImageKeys,
                expecting: "a mapping {size: [width, height], resizable?: bool}")
        else { return nil }
        var image = BackgroundImage(size: .zero)
        var valid = true
        for entry in found {
            switch entry.key {
            case "size":
                if let values = numbers(entry.value, at: entry.path, names: ["width", "height"], nonNegative: [0, 1]) {
                    image.size = Size(width: values[0], height: values[1])
                } else {
                    valid = false
                }
            default:
                if let value = bool(entry.value, at: entry.path) { image.resizable = value } else { valid = false }
            }
        }
        if !found.contains(where: { $0.key == "size" }) {
            report(at: node, path + ".size", "missing key `size`: give the background image's size as size: [width, height]")
            valid = false
        }
        return valid ? image : nil
    }

    private mutating func fontSpec(_ node: Node, at path: String) -> FontSpec? {
        guard let entries = entries(of: node, at: path, keys: Self.fontKeys, expecting: "a mapping {size, weight}")
        else { return nil }
        var font = FontSpec()
        var valid = true
        for entry in entries {
            switch entry.key {
            case "size":
                if let value = number(entry.value, at: entry.path) {
                    if ScenarioLimits.fontSize.contains(value) {
                        font.size = value
                    } else {
                        let range = ScenarioLimits.fontSize
                        report(
                            at: entry.value, entry.path,
                            value <= 0
                                ? "a font size must be greater than 0, found \(entry.value.scalarText)"
                                : "a font size must be between \(formatNumber(range.lowerBound)) and "
                                    + "\(formatNumber(range.upperBound)) points, found \(entry.value.scalarText)")
                        valid = false
                    }
                } else {
                    valid = false
                }
            default:
                if let weight = enumeration(entry.value, at: entry.path, FontWeight.self) {
                    font.weight = weight
                } else {
                    valid = false
                }
            }
        }
        return valid ? font : nil
    }

    private mutating func rectExpression(_ node: Node, at path: String) -> RectExpression? {
        let names = ["x", "y", "width", "height"]
        guard case .sequence(let items) = node else {
            report(
                at: node, path, "expected [x, y, width, height], each a number or an expression, found \(node.summary)")
            return nil
        }
        guard items.count == names.count else {
            var message = "expected [x, y, width, height] (4 items), found \(node.summary)"
            let texts = items.compactMap { item -> String? in
                if case .scalar(let scalar) = item { return scalar.string }
                return nil
            }
            if texts.contains(where: { $0.contains("(") != $0.contains(")") }) {
                message += "; an expression with a comma, like min(a, b), must be quoted: \"min(cw, ch)\""
            }
            report(at: node, path, message)
            return nil
        }
        var components: [ButtonLayout.Expression] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard case .scalar(let scalar) = item else {
                report(
                    at: item, itemPath,
                    "expected the \(names[index]) as a number or an expression, found \(item.summary)")
                continue
            }
            switch ScalarValue(scalar) {
            case .number(let value):
                if abs(value) > ScenarioLimits.maximumMagnitude {
                    report(at: item, itemPath, Self.magnitudeMessage(names[index], scalar.string))
                } else if index >= 2 && value < 0 {
                    report(at: item, itemPath, "the \(names[index]) must not be negative, found \(scalar.string)")
                } else {
                    components.append(.number(value))
                }
            case .string(let source):
                do {
                    components.append(try ButtonLayout.Expression.parse(source))
                } catch {
                    let position = expressionErrorPosition(scalar, offset: error.offset)
                    report(
                        at: item, line: position.line, column: position.column, itemPath,
                        "invalid expression: \(error.message)")
                }
            default:
                report(
                    at: item, itemPath,
                    "expected the \(names[index]) as a number or an expression, found \(item.summary)")
            }
        }
        guard components.count == names.count else { return nil }
        return RectExpression(x: components[0], y: components[1], width: components[2], height: components[3])
    }

    /// Where, in the file, an expression's error offset lands: the scalar's column plus the offset,
    /// past the opening quote and any escapes before it. Multi-line scalars point at their start.
    private func expressionErrorPosition(_ scalar: Node.Scalar, offset: Int) -> (line: Int?, column: Int?) {
        guard let mark = scalar.mark else { return (nil, nil) }
        let decoded = Array(scalar.string)
        let prefix = decoded.prefix(offset)
        guard !prefix.contains(where: \.isNewline) else { return (mark.line, mark.column) }
        let scalarsBefore = String(prefix).unicodeScalars.count
        switch scalar.style {
        case .singleQuoted, .doubleQuoted:
            guard let line = environment.source.line(mark.line) else { return (mark.line, mark.column) }
            let columns = Self.sourceColumns(
                ofDecodedScalars: scalarsBefore,
                in: line.unicodeScalars.dropFirst(mark.column), doubleQuoted: scalar.style == .doubleQuoted)
            return (mark.line, mark.column + 1 + (columns ?? scalarsBefore))
        default:
            return (mark.line, mark.column + scalarsBefore)
        }
    }

    /// How many source scalars of a quoted scalar's body encode its first `count` decoded scalars.
    private static func sourceColumns(
        ofDecodedScalars count: Int, in body: Substring.UnicodeScalarView.SubSequence, doubleQuoted: Bool
    ) -> Int? {
        var source = body[...]
        var consumed = 0
        for _ in 0..<count {
            guard let first = source.first else { return nil }
            var width = 1
            if doubleQuoted && first == "\\" {
                let escape = source.dropFirst().first
                switch escape {
                case "x": width = 4
                case "u": width = 6
                case "U": width = 10
                default: width = 2
                }
            } else if !doubleQuoted && first == "'" {
                width = 2
            } else if (doubleQuoted && first == "\"") || (!doubleQuoted && first == "'") {
                return nil
            }
            // Not `source.count`: that walks the rest of the line on every step (quadratic on a long line).
            guard source.prefix(width).count == width else { return nil }
            source = source.dropFirst(width)
            consumed += width
        }
        return consumed
    }

    // MARK: - diagram

    private mutating func diagramOptions(_ node: Node, at path: String) -> DiagramOptions? {
        guard
            let entries = entries(of: node, at: path, keys: Self.diagramKeys, expecting: "a mapping of diagram options")
        else { return nil }
        var options = DiagramOptions()
        for entry in entries {
            let path = entry.path
            switch entry.key {
            case "pixelsPerPoint":
                if let value = number(entry.value, at: path) {
                    let range = ScenarioLimits.pixelsPerPoint
                    if range.contains(value) {
                        options.pixelsPerPoint = value
                    } else {
                        report(
                            at: entry.value, path,
                            "pixelsPerPoint must be at least \(formatNumber(range.lowerBound)) and at most "
                                + "\(formatNumber(range.upperBound)), found \(entry.value.scalarText)")
                    }
                }
            case "grid":
                if let value = number(entry.value, at: path) {
                    if value == 0 || ScenarioLimits.grid.contains(value) {
                        options.grid = value
                    } else if value < 0 {
                        report(
                            at: entry.value, path,
                            "the grid spacing must not be negative (0 means no grid), found \(entry.value.scalarText)")
                    } else {
                        report(
                            at: entry.value, path,
                            "the grid spacing must be at least \(formatNumber(ScenarioLimits.grid.lowerBound)) "
                                + "(0 means no grid), found \(entry.value.scalarText)")
                    }
                }
            case "ticks":
                if let value = number(entry.value, at: path) {
                    if ScenarioLimits.ticks.contains(value) {
                        options.ticks = value
                    } else if value <= 0 {
                        report(
                            at: entry.value, path,
                            "the tick spacing must be greater than 0, found \(entry.value.scalarText)")
                    } else {
                        report(
                            at: entry.value, path,
                            "the tick spacing must be at least \(formatNumber(ScenarioLimits.ticks.lowerBound)), "
                                + "found \(entry.value.scalarText)")
                    }
                }
            case "highlight":
                if let items = sequence(entry.value, at: path, expecting: "a list of imageArea, titleArea, contentRect")
                {
                    var areas: [DiagramArea] = []
                    for (index, item) in items.enumerated() {
                        if let area = enumeration(item, at: "\(path)[\(index)]", DiagramArea.self) {
                            areas.append(area)
                        }
                    }
                    options.highlight = areas
                }
            case "virtual":
                if let value = enumeration(entry.value, at: path, VirtualBoxes.self) { options.virtual = value }
            case "ghosts":
                if let items = sequence(
                    entry.value, at: path, expecting: "a list of {rect: [x, y, width, height], label?, crossOut?}")
                {
                    options.ghosts = items.enumerated().compactMap { index, item in ghost(item, at: "\(path)[\(index)]")
                    }
                }
            case "labels":
                if let value = bool(entry.value, at: path) { options.labels = value }
            default:
                options.caption = string(entry.value, at: path)
            }
        }
        return options
    }

    private mutating func ghost(_ node: Node, at path: String) -> Ghost? {
        guard
            let entries = entries(
                of: node, at: path, keys: Self.ghostKeys,
                expecting: "a mapping {rect: [x, y, width, height], label?, crossOut?}")
        else { return nil }
        var ghost = Ghost(rect: .zero)
        var valid = true
        for entry in entries {
            switch entry.key {
            case "rect":
                if let values = numbers(
                    entry.value, at: entry.path, names: ["x", "y", "width", "height"], nonNegative: [2, 3])
                {
                    ghost.rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
                } else {
                    valid = false
                }
            case "label":
                ghost.label = string(entry.value, at: entry.path)
                if ghost.label == nil { valid = false }
            default:
                if let value = bool(entry.value, at: entry.path) { ghost.crossOut = value } else { valid = false }
            }
        }
        if !entries.contains(where: { $0.key == "rect" }) {
            report(
                at: node, path + ".rect", "missing key `rect`: give the ghost's frame as rect: [x, y, width, height]")
            valid = false
        }
        return valid ? ghost : nil
    }

    // MARK: - Typed readers

    struct Entry {
        var key: String
        var keyNode: Node
        var value: Node
        var path: String
        /// Position among the mapping's keys, to tell which of two conflicting keys came second.
        var index: Int
    }

    /// The mapping's known entries in file order; unknown and duplicate keys are reported.
    private mutating func entries(of node: Node, at path: String, keys: [String], expecting: String) -> [Entry]? {
        guard case .mapping(let mapping) = node else {
            report(at: node, path, "expected \(expecting), found \(node.summary)")
            return nil
        }
        var result: [Entry] = []
        var seen: [String: Node] = [:]
        for (index, pair) in mapping.enumerated() {
            guard case .scalar(let keyScalar) = pair.key else {
                report(at: pair.key, path, "a mapping key must be a name, found \(pair.key.summary)")
                continue
            }
            let key = keyScalar.string
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            if let first = seen[key] {
                let line = first.mark.map { " (first at line \($0.line))" } ?? ""
                report(at: pair.key, keyPath, "duplicate key `\(key)`\(line)")
                continue
            }
            seen[key] = pair.key
            guard keys.contains(key) else {
                report(at: pair.key, keyPath, unknownKeyMessage(key, at: path, keys: keys))
                continue
            }
            result.append(Entry(key: key, keyNode: pair.key, value: pair.value, path: keyPath, index: index))
        }
        return result
    }

    private func unknownKeyMessage(_ key: String, at path: String, keys: [String]) -> String {
        var message = "unknown key `\(key)`"
        if key == "<<" {
            return message + ": YAML merge keys are not supported in scenarios"
        }
        if let suggestion = closestMatch(to: key, among: keys) {
            return message + " (did you mean \(suggestion)?)"
        }
        // The commonest slip: a button or diagram property written at the top level.
        if path.isEmpty {
            if let property = Self.buttonKeys.first(where: { $0 == key })
                ?? closestMatch(to: key, among: Self.buttonKeys)
            {
                return message + " (did you mean button.\(property)? Button properties go under `button:`)"
            }
            if let option = Self.diagramKeys.first(where: { $0 == key })
                ?? closestMatch(to: key, among: Self.diagramKeys)
            {
                return message + " (did you mean diagram.\(option)? Diagram options go under `diagram:`)"
            }
        }
        message += "; expected one of: " + keys.joined(separator: ", ")
        return message
    }

    private mutating func sequence(_ node: Node, at path: String, expecting: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            report(at: node, path, "expected \(expecting), found \(node.summary)")
            return nil
        }
        return Array(sequence)
    }

    /// A fixed-length list of finite numbers, like `[width, height]`; `nonNegative` lists the indices
    /// that are sizes.
    private mutating func numbers(_ node: Node, at path: String, names: [String], nonNegative: [Int]) -> [Double]? {
        let shape = "[" + names.joined(separator: ", ") + "]"
        guard case .sequence(let items) = node else {
            report(at: node, path, "expected \(shape), found \(node.summary)")
            return nil
        }
        guard items.count == names.count else {
            report(at: node, path, "expected \(shape) (\(names.count) numbers), found \(node.summary)")
            return nil
        }
        var values: [Double] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard let value = number(item, at: itemPath, naming: names[index]) else { continue }
            if nonNegative.contains(index) && value < 0 {
                report(at: item, itemPath, "the \(names[index]) must not be negative, found \(item.scalarText)")
                continue
            }
            values.append(value)
        }
        return values.count == names.count ? values : nil
    }

    private mutating func number(_ node: Node, at path: String, naming name: String? = nil) -> Double? {
        let expected = name.map { "the \($0) as a number" } ?? "a number"
        guard case .scalar(let scalar) = node else {
            report(at: node, path, "expected \(expected), found \(node.summary)")
            return nil
        }
        switch ScalarValue(scalar) {
        case .number(let value):
            guard abs(value) <= ScenarioLimits.maximumMagnitude else {
                report(at: node, path, Self.magnitudeMessage(name, scalar.string))
                return nil
            }
            return value
        case .nonFinite(let written):
            report(
                at: node, path,
                "expected \(name.map { "the \($0) as a finite number" } ?? "a finite number"), found \(written)")
        case .string(let text) where scalar.style != .plain && ScalarValue.isDecimalNumber(text):
            report(at: node, path, "expected \(expected), found \(node.summary) (remove the quotes)")
        default:
            report(at: node, path, "expected \(expected), found \(node.summary)")
        }
        return nil
    }

    static func magnitudeMessage(_ name: String?, _ written: String) -> String {
        let limit = formatNumber(ScenarioLimits.maximumMagnitude)
        return "\(name.map { "the \($0)" } ?? "a number") must lie between -\(limit) and \(limit), found \(written)"
    }

    private mutating func bool(_ node: Node, at path: String) -> Bool? {
        if case .scalar(let scalar) = node, case .bool(let value) = ScalarValue(scalar) { return value }
        report(at: node, path, "expected true or false, found \(node.summary)")
        return nil
    }

    /// Any scalar but null, as written: `text: 42` is the title "42".
    private mutating func string(_ node: Node, at path: String) -> String? {
        if case .scalar(let scalar) = node {
            switch ScalarValue(scalar) {
            case .null, .unsupportedTag: break
            default: return scalar.string
            }
        }
        report(at: node, path, "expected a string, found \(node.summary)")
        return nil
    }

    private mutating func enumerationName(_ node: Node, at path: String, _ names: [String]) -> String? {
        let valid = names.joined(separator: ", ")
        guard case .scalar(let scalar) = node, case .string(let text) = ScalarValue(scalar) else {
            report(at: node, path, "expected one of \(valid), found \(node.summary)")
            return nil
        }
        guard names.contains(text) else {
            var message = "unknown value '\(text)'"
            if let suggestion = closestMatch(to: text, among: names) { message += " (did you mean \(suggestion)?)" }
            report(at: node, path, message + "; expected one of: \(valid)")
            return nil
        }
        return text
    }

    private mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ node: Node, at path: String, _ type: Value.Type
    ) -> Value? where Value.RawValue == String {
        enumerationName(node, at: path, Value.allCases.map(\.rawValue)).flatMap(Value.init(rawValue:))
    }

    private func isNull(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node, ScalarValue(scalar) == .null { return true }
        return false
    }

    private mutating func report(
        at node: Node?, line: Int? = nil, column: Int? = nil, _ keyPath: String, _ message: String
    ) {
        diagnostics.append(
            ScenarioDiagnostic(
                file: environment.file, line: line ?? node?.mark?.line, column: column ?? node?.mark?.column,
                keyPath: keyPath, message: message))
    }
}

extension Node {
    /// A scalar's text as written, for "found …" in messages; a summary for anything else.
    var scalarText: String {
        if case .scalar(let scalar) = self { return scalar.string }
        return summary
    }
}

/// 2 or 3 when the file name carries UIKit's `@2x`/`@3x` suffix before the extension (and before any
/// `~ipad`-style device modifier), else 1.
func imageScale(forFileName path: String) -> Int {
    var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
    if let tilde = name.firstIndex(of: "~") { name = name[..<tilde] }
    if name.hasSuffix("@3x") { return 3 }
    if name.hasSuffix("@2x") { return 2 }
    return 1
}
