/// A button of the model as a scenario (`button:` and its keys), positioned at its declaration, with
/// what was left out said as notes. The scenario loader then checks it as it checks a scenario file.
extension SwiftButton {
    /// `imageSize` finds a named image's size in points in the asset catalogs, or says why not.
    public func scenario(file: String, imageSize: (String) -> ImageLookup) -> (syntax: SyntaxNode, notes: [Diagnostic]) {
        let at = SourcePosition(line: line, column: column)
        var entries: [(path: [String], value: SyntaxNode)] = []
        var notes: [Diagnostic] = []
        func note(_ code: DiagnosticCode, _ message: String, line: Int? = nil) {
            notes.append(
                Diagnostic(
                    severity: .warning, code: code, file: file, line: line ?? self.line, column: nil, keyPath: "",
                    message: "\(message) (\(scenarioName))", style: .taggedCode))
        }
        func number(_ value: Double) -> SyntaxNode { .plain(shortest(value), at: at) }
        func put(_ path: [String], _ value: SyntaxNode) { entries.append((path, value)) }
        var hasSize = false
        var state: ControlStateSet = []
        for property in properties {
            let key = property.key
            if let flag = Self.stateFlags[key], case .bool(let value) = property.value {
                // isEnabled = false is the disabled flag; the other two are set by true.
                if value != (key == "isEnabled") { state.insert(flag) }
                continue
            }
            if let why = KeyMapping.whyNotInScenario(key) {
                note("not-in-scenario", "\(key) left out of the scenario: \(why)", line: property.statement.start.line)
                continue
            }
            let path = key.split(separator: ".").map(String.init)
            switch (key, property.value) {
            case ("frame", .numbers(let rect)) where rect.count == 4, ("size", .numbers(let rect)) where rect.count == 2:
                hasSize = true
                put(["size"], .sequence(rect.suffix(2).map(number), at: at))
            case ("buttonType", .name(let type)):
                // A configuration button's type is system and its fonts come from the configuration: the scenario leaves it out.
                if api == .configuration { continue }
                if ["system", "custom"].contains(type) { put(["buttonType"], .plain(type, at: at)) } else {
                    note("not-in-scenario", "buttonType \(type) left out of the scenario: only system and custom are laid out")
                }
            case ("layout", .name(let layout)):
                // Without a rect (every override returns super's, or one is not translated) UIKit's own layout places the subviews.
                if properties.contains(where: { $0.key == "imageRect" || $0.key == "titleRect" }) { put(path, .plain(layout, at: at)) }
            case (_, .rectExpression(let terms)):
                put(path, .sequence(terms.map { Double($0) != nil ? .plain($0, at: at) : .scalar(SyntaxScalar($0, style: .doubleQuoted), at: at) }, at: at))
            case (_, .attributedTitle(let text, let size, let weight, let textStyle)):
                var run = [SyntaxEntry(key: .plain("text", at: at), value: .scalar(SyntaxScalar(text, style: .doubleQuoted), at: at))]
                if let textStyle { run.append(SyntaxEntry(key: .plain("textStyle", at: at), value: .plain(textStyle, at: at))) }
                let font = (size.map { [SyntaxEntry(key: .plain("size", at: at), value: number($0))] } ?? [])
                    + (weight.map { [SyntaxEntry(key: .plain("weight", at: at), value: .plain($0, at: at))] } ?? [])
                if !font.isEmpty { run.append(SyntaxEntry(key: .plain("font", at: at), value: .mapping(font, at: at))) }
                put(path, .mapping([SyntaxEntry(key: .plain("runs", at: at), value: .sequence([.mapping(run, at: at)], at: at))], at: at))
            case (_, .imageSymbol(let name)):
                // The symbol's size is not in the file: the layout estimates it and says so (scenario-format.md's SF Symbols, after the spec's SY3.2).
                put(path, .mapping([SyntaxEntry(key: .plain("symbol", at: at), value: .scalar(SyntaxScalar(name, style: .doubleQuoted), at: at))], at: at))
            case (_, .imageNamed(let name)):
                switch imageSize(name) {
                case .found(let width, let height):
                    put(path, .mapping([SyntaxEntry(key: .plain("size", at: at), value: .sequence([number(width), number(height)], at: at))], at: at))
                case .notFound(let why):
                    note("image-size-unknown", "image \"\(name)\" left out: \(why)", line: property.statement.start.line)
                }
            case (_, .numbers(let values)) where values.count == 4:
                let sides = key.hasPrefix("configuration.") ? KeyMapping.directionalEdgeNames : KeyMapping.edgeNames
                put(path, .mapping(zip(sides, values).map { SyntaxEntry(key: .plain($0.0, at: at), value: number($0.1)) }, at: at))
            case (_, .number(let value)):
                put(path, number(value))
            case (_, .string(let text)):
                put(path, .scalar(SyntaxScalar(text, style: .doubleQuoted), at: at))
            case (_, .name(let name)):
                put(path, .plain(name, at: at))
            case (_, .bool(let value)):
                put(path, .plain(value ? "true" : "false", at: at))
            default:
                note("not-in-scenario", "\(key) left out of the scenario: its value has no scenario form")
            }
        }
        if state != .normal { put(["state"], .sequence(state.flagNames.map { .plain($0, at: at) }, at: at)) }
        if api == .configuration { entries.insert((["layout"], .plain("configuration", at: at)), at: 0) }
        if !hasSize {
            entries.append((["sizeToFit"], .plain("true", at: at)))
            note("intrinsic-size", "no frame in the file (Auto Layout): laid out at its intrinsic size (sizeToFit)")
        }
        for entry in unresolved {
            if api == .subclass, ["layout", "imageRect", "titleRect", "contentRect"].contains(entry.key) {
                note("subclass-layout", "the subclass's \(entry.key) is not translated: \(entry.why); laid out with UIKit's own layout", line: entry.line)
            } else {
                note("unresolved", "\(entry.key) unresolved: \(entry.why)", line: entry.line)
            }
        }
        let button = nest(entries, at: at)
        var root: [SyntaxEntry] = [SyntaxEntry(key: .plain("button", at: at), value: button)]
        // Article 5's pitfall as `trace` replays it; `layout` shows the state table's content and warns (direct-write).
        if let trace = directWriteTrace(at: at, imageSize: imageSize, note: { note("not-traced", $0, line: $1) }) {
            root.append(SyntaxEntry(key: .plain("trace", at: at), value: trace))
        }
        return (.mapping(root, at: at), notes)
    }
}

extension SwiftButton {
    /// UIControl's three flags and the state each puts the button in.
    static let stateFlags: [String: ControlStateSet] = [
        "isSelected": .selected, "isHighlighted": .highlighted, "isEnabled": .disabled,
    ]
}

/// Dotted paths as nested mappings, keys in first-set order.
private func nest(_ entries: [(path: [String], value: SyntaxNode)], at position: SourcePosition) -> SyntaxNode {
    var order: [String] = []
    var groups: [String: [(path: [String], value: SyntaxNode)]] = [:]
    var leaves: [String: SyntaxNode] = [:]
    for entry in entries {
        let head = entry.path[0]
        if !order.contains(head) { order.append(head) }
        if entry.path.count == 1 { leaves[head] = entry.value } else { groups[head, default: []].append((Array(entry.path.dropFirst()), entry.value)) }
    }
    return .mapping(
        order.map { key in
            // A combined state key (`highlighted,selected`) is quoted, as states.md writes it.
            SyntaxEntry(
                key: key.contains(",") ? .scalar(SyntaxScalar(key, style: .doubleQuoted), at: position) : .plain(key, at: position),
                value: groups[key].map { nest($0, at: position) } ?? leaves[key]!)
        }, at: position)
}

/// The shortest text that reads back as the same number: `16`, `-4`, `8.5`.
func shortest(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
    return value.description
}

/// A named image's size in points from the asset catalogs, or why it has none.
public enum ImageLookup: Hashable, Sendable {
    case found(width: Double, height: Double)
    case notFound(String)
}
