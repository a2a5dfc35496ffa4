import ButtonLayout
import ButtonTrace

extension DiagnosticCode {
    /// A trace scenario that cannot run as written: an unreadable subclass statement, a creation
    /// that is not the first action, `awakeFromNib` without a nib, a setter without a value the
    /// `button` block would give (docs/lifecycle.md, "The scenario keys").
    public static let trace: DiagnosticCode = "trace"
}

extension ScenarioBuilder {
    /// `trace` and `subclass` (TraceSchema.swift) with the `button` block's values, checked by
    /// `TraceScenario.validate()`; its problems are reported at the actions and statements they
    /// are about. nil when the trace cannot be built (its own errors are already reported).
    mutating func traceScenario(from document: KeyedBlock<DocumentKey>, name: String, button: ButtonPart) -> TraceScenario? {
        guard let traceBlock = document.block(.trace, as: TraceKey.self), traceBlock.isComplete else { return nil }
        var subclass: SubclassDescription?
        if document.isGiven(.subclass) {
            guard let block = document.block(.subclass, as: SubclassKey.self), block.isComplete else { return nil }
            subclass = subclassDescription(from: block)
        }
        guard let values = traceButtonValues(from: document, button: button) else { return nil }
        var options = TraceOptions()
        if let value = traceBlock.enumeration(.uikit, as: UIKitProfile.self) { options.uikit = value }
        if let value = traceBlock.enumeration(.sdk, as: LinkedSDK.self) { options.sdk = value }
        if let threshold = traceBlock.number(.feedbackThreshold), let entry = traceBlock[.feedbackThreshold] {
            guard threshold == threshold.rounded(), threshold <= Double(Int.max / 2) else {
                report(at: entry.valueNode, entry.path, .range, "the feedback threshold counts sweeps: a whole number, found \(entry.valueNode.scalarText)")
                return nil
            }
            options.feedbackThreshold = Int(threshold)
        }
        if let value = traceBlock.bool(.superviewMarkingOnSubviewResize) { options.superviewMarkingOnSubviewResize = value }
        if let value = traceBlock.bool(.sameTurnRelayout) { options.sameTurnRelayout = value }
        if let value = traceBlock.bool(.imageChildInvalidation) { options.imageChildInvalidation = value }
        if let value = traceBlock.bool(.labelMetricsRelayout) { options.labelMetricsRelayout = value }

        let category = document.block(.button, as: ButtonKey.self)?.enumeration(.contentSizeCategory, as: ContentSizeCategory.self)
        var reader = ActionReader(
            font: button.button.titleFont, measurer: environment.textMeasurer.map { SystemFontMeasurer(base: $0, userFonts: environment.userFonts) },
            contentSizeCategory: category ?? .large, measuringUnavailable: environment.measuringUnavailable)
        options.actions = (traceBlock.list(.actions) ?? []).enumerated().compactMap { index, value in
            reader.action(from: value, path: "trace.actions[\(index)]")
        }
        for (path, message) in reader.problems {
            report(at: node(at: path, in: document.node), path, .missing, message)
        }
        guard reader.problems.isEmpty else { return nil }

        let scenario = TraceScenario(name: name, button: values, subclass: subclass, trace: options)
        // The schema's own errors come first; the simulation's checks would only add noise to them.
        guard !diagnostics.contains(where: { $0.keyPath.hasPrefix("trace") || $0.keyPath.hasPrefix("subclass") }) else {
            return nil
        }
        for problem in scenario.validate() {
            let message = problem.message + (problem.suggestion.map { " (did you mean \($0)?)" } ?? "")
            report(at: node(at: problem.keyPath, in: document.node), problem.keyPath, .trace, message, notes: problem.notes)
        }
        return scenario
    }

    /// The `button` block as the actions' values; its frame only when it gives a size.
    private mutating func traceButtonValues(from document: KeyedBlock<DocumentKey>, button: ButtonPart) -> TraceButtonValues? {
        let block = document.block(.button, as: ButtonKey.self)
        if let title = button.title, title.text.isEmpty, title.sizeIsGiven, block?.block(.title, as: TitleKey.self)?.isGiven(.text) == false,
            let entry = block?[.title]
        {
            report(
                at: entry.valueNode, entry.path, .missing,
                "a trace scenario's title needs its text: without one UIKit has an empty title (docs/lifecycle.md)")
            return nil
        }
        let hasSize = block?.isGiven(.size) == true || block?.isGiven(.frame) == true
        let frame = hasSize ? Rect(origin: button.frameOrigin, size: button.button.size) : nil
        var values = TraceButtonValues(
            button: button.button, frame: frame,
            buttonType: button.button.buttonType)
        values.configuration = button.configuration
        return values
    }

    private func subclassDescription(from block: KeyedBlock<SubclassKey>) -> SubclassDescription {
        var subclass = SubclassDescription(name: block.string(.name) ?? "MyButton")
        subclass.logs = (block.list(.logs) ?? []).compactMap { value in
            if case .string(let name) = value { return RectSelector(rawValue: name) }
            return nil
        }
        subclass.contentRect = rectOverride(block, .contentRectForBounds)
        subclass.imageRect = rectOverride(block, .imageRectForContentRect)
        subclass.titleRect = rectOverride(block, .titleRectForContentRect)
        subclass.backgroundRect = rectOverride(block, .backgroundRectForBounds)
        if let effects = block.block(.sideEffects, as: RectSelector.self) {
            for selector in RectSelector.allCases {
                if let list = effects.list(selector) { subclass.sideEffects[selector] = statements(list) }
            }
        }
        subclass.initBody = statements(block.list(.`init`) ?? [])
        subclass.awakeFromNib = statements(block.list(.awakeFromNib) ?? [])
        subclass.layoutSubviews = block.list(.layoutSubviews).map(statements)
        return subclass
    }

    private func rectOverride(_ block: KeyedBlock<SubclassKey>, _ selector: RectSelector) -> RectOverride? {
        switch block[.override(selector)]?.value {
        case .string: .callSuper
        case .rect(let expression): .expression(expression)
        default: nil
        }
    }

    private func statements(_ values: [SchemaValue]) -> [SubclassStatement] {
        values.compactMap { value in
            if case .string(let source) = value { return SubclassStatement(parsing: source) }
            return nil
        }
    }

    /// The node a key path like `trace.actions[3].animate[1]` or `subclass.init[0]` names, or the
    /// deepest one on the way when the rest is not in the file (a default).
    func node(at keyPath: String, in root: SyntaxNode) -> SyntaxNode {
        var node = root
        for component in keyPath.split(separator: ".") {
            let parts = component.split(separator: "[", omittingEmptySubsequences: false)
            guard case .mapping(let entries) = node.content,
                let entry = entries.last(where: { $0.key.scalarText == String(parts[0]) })
            else { return node }
            node = entry.value
            for index in parts.dropFirst().compactMap({ Int($0.dropLast()) }) {
                guard case .sequence(let items) = node.content, items.indices.contains(index) else { return node }
                node = items[index]
            }
        }
        return node
    }
}

/// Turns validated actions into `TraceAction`s, measuring titles given by text alone as the
/// `button` block's title is measured.
private struct ActionReader {
    let font: FontSpec
    let measurer: SystemFontMeasurer?
    /// The button's, for a label font given by its text style.
    let contentSizeCategory: ContentSizeCategory
    let measuringUnavailable: String
    /// Key path and message of each title that could not be measured.
    var problems: [(String, String)] = []

    mutating func action(from value: SchemaValue, path: String) -> TraceAction? {
        guard case .tagged(let name, let argument) = value else { return nil }
        switch (name, argument) {
        case ("init", nil): return .create(.`init`)
        case ("init", .numbers(let v)?), ("initWithFrame", .numbers(let v)?): return .create(.initWithFrame(rect(v)))
        case ("buttonWithType", .string(let kind)?): return ButtonType(rawValue: kind).map { .create(.buttonWithType($0)) }
        case ("initWithCoder", nil): return .create(.initWithCoder(nil))
        case ("initWithCoder", .numbers(let v)?): return .create(.initWithCoder(rect(v)))
        case ("awakeFromNib", _): return .awakeFromNib
        case ("setTitle", _): return title(argument, path: path).map(TraceAction.setTitle)
        case ("setAttributedTitle", _): return title(argument, path: path).map(TraceAction.setAttributedTitle)
        case ("setImage", _): return .setImage(image(argument))
        case ("setBackgroundImage", _): return .setBackgroundImage(image(argument))
        case ("read", .string(let target)?): return ReadTarget(rawValue: target).map(TraceAction.read)
        case ("call", .string(let call)?): return PublicCall(rawValue: call).map(TraceAction.call)
        case ("addToSuperview", _): return .addToSuperview
        case ("addToWindow", _): return .addToWindow
        case ("runLoop", _): return .runLoop
        case ("setNeedsLayout", _): return .setNeedsLayout
        case ("layoutIfNeeded", _): return .layoutIfNeeded
        case ("sizeToFit", _): return .sizeToFit
        case ("setFrame", .numbers(let v)?): return .setFrame(rect(v))
        case ("setBounds", .numbers(let v)?): return .setBounds(Size(width: v[0], height: v[1]))
        case ("setCenter", .numbers(let v)?): return .setCenter(Point(x: v[0], y: v[1]))
        case ("set", .block(let block)?): return subviewAssignment(block.keyed(by: SubviewSetKey.self))
        case ("setTitleColor", .string(let name)?): return .setTitleColor(ContentChange(.value(TraceColor(name))))
        case ("setTitleColor", .block(let change)?):
            let block = change.keyed(by: TitleColorChangeKey.self)
            guard let name = block.string(.color) else { return nil }
            return .setTitleColor(ContentChange(
                .value(TraceColor(name)), state: block.enumeration(.state, as: ControlState.self) ?? .normal))
        case ("highlight", _): return .highlight
        case ("unhighlight", _): return .unhighlight
        case ("setConfiguration", _): return .setConfiguration
        case ("setNeedsUpdateConfiguration", _): return .setNeedsUpdateConfiguration
        case ("setContentEdgeInsets", _): return .setContentEdgeInsets(insets(argument))
        case ("setImageEdgeInsets", _): return .setImageEdgeInsets(insets(argument))
        case ("setTitleEdgeInsets", _): return .setTitleEdgeInsets(insets(argument))
        case ("setContentHorizontalAlignment", _):
            return .setContentHorizontalAlignment(enumerationName(argument).flatMap(HorizontalAlignment.init(rawValue:)))
        case ("setContentVerticalAlignment", _):
            return .setContentVerticalAlignment(enumerationName(argument).flatMap(VerticalAlignment.init(rawValue:)))
        case ("animate", .list(let items)?):
            return .animate(items.enumerated().compactMap { action(from: $1, path: "\(path).animate[\($0)]") })
        default: return nil
        }
    }

    private mutating func title(_ argument: SchemaValue?, path: String) -> ContentChange<TitleValue>? {
        switch argument {
        case nil: return ContentChange(.buttonBlock)
        case .null?: return ContentChange(.remove)
        case .string(let text)?: return measured(text, size: nil, path: path).map { ContentChange(.value($0)) }
        case .block(let change)?:
            let block = change.keyed(by: TitleChangeKey.self)
            guard let text = block.string(.text),
                let title = measured(text, size: block.size(.size), path: path)
            else { return nil }
            return ContentChange(.value(title), state: block.enumeration(.state, as: ControlState.self) ?? .normal)
        default: return nil
        }
    }

    /// A title's natural size: given, else measured like the `button` block's title (R6.1).
    private mutating func measured(_ text: String, size: Size?, path: String) -> TitleValue? {
        if let size { return TitleValue(text: text, size: size) }
        if text.isEmpty { return TitleValue(text: "", size: .zero) }
        guard let measurer else {
            problems.append((
                path, "missing size: give the title's natural single-line size, {text: \"…\", size: [width, height]}, "
                    + "or install the fonts that measure it: \(measuringUnavailable)"))
            return nil
        }
        return TitleValue(text: text, size: measurer.naturalSize(of: text, font: font), sizeIsGiven: false)
    }

    private func image(_ argument: SchemaValue?) -> ContentChange<Size> {
        switch argument {
        case .null?: return ContentChange(.remove)
        case .numbers(let v)?: return ContentChange(.value(Size(width: v[0], height: v[1])))
        case .block(let change)?:
            let block = change.keyed(by: ImageChangeKey.self)
            guard let size = block.size(.size) else { return ContentChange(.buttonBlock) }
            return ContentChange(.value(size), state: block.enumeration(.state, as: ControlState.self) ?? .normal)
        default: return ContentChange(.buttonBlock)
        }
    }

    /// `set: {…}`: a frame, or a write into a subview's content (trace-model §10.10).
    private func subviewAssignment(_ block: KeyedBlock<SubviewSetKey>) -> TraceAction? {
        guard let entry = block.entries.first, let key = SubviewSetKey(rawValue: entry.key) else { return nil }
        let isNull = if case .null = entry.value { true } else { false }
        switch key {
        case .imageViewFrame: return block.rect(key).map { .setSubviewFrame(.imageView, $0) }
        case .titleLabelFrame: return block.rect(key).map { .setSubviewFrame(.titleLabel, $0) }
        case .selfFrame: return block.rect(key).map(TraceAction.setFrame)
        case .titleLabelText: return .setSubviewContent(.text(isNull ? nil : block.string(key)))
        case .titleLabelAttributedText:
            let runs = block.block(key, as: AttributedTitleKey.self)?.list(.runs) ?? []
            let text = runs.compactMap { run -> String? in
                guard case .block(let runBlock) = run else { return nil }
                return runBlock.keyed(by: AttributedRunKey.self).string(.text)
            }.joined()
            return .setSubviewContent(.attributedText(isNull ? nil : text))
        case .titleLabelTextColor: return .setSubviewContent(.textColor(block.string(key).map(TraceColor.init)))
        case .titleLabelShadowColor: return .setSubviewContent(.shadowColor(block.string(key).map(TraceColor.init)))
        case .titleLabelFont:
            guard let fontBlock = block.block(key, as: LabelFontKey.self) else { return nil }
            return .setSubviewContent(.font(labelFont(fontBlock)))
        case .imageViewImage: return .setSubviewContent(.image(isNull ? nil : block.size(key)))
        }
    }

    /// `{size, weight}`, `{textStyle}` at the button's category, or `{weight}` at the button's size.
    private func labelFont(_ block: KeyedBlock<LabelFontKey>) -> LabelFont {
        if let style = block.enumeration(.textStyle, as: FontTextStyle.self) {
            return LabelFont(style.font(in: contentSizeCategory), textStyle: style)
        }
        let weight = block.enumeration(.weight, as: FontWeight.self) ?? .regular
        return LabelFont(TitleFont(size: block.number(.size) ?? font.size, weight: weight))
    }

    private func insets(_ argument: SchemaValue?) -> EdgeInsets? {
        guard case .numbers(let v)? = argument, v.count == 4 else { return nil }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    private func enumerationName(_ argument: SchemaValue?) -> String? {
        guard case .string(let name)? = argument else { return nil }
        return name
    }

    private func rect(_ v: [Double]) -> Rect { Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }
}
