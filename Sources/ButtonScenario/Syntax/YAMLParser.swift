internal import CYAML

/// Composes one YAML document from libyaml's event parser (`yaml_parser_parse`), with the composer's
/// rules the project has always had: a single document, aliases resolved to their anchored nodes,
/// undefined aliases and duplicate keys refused. The walk is iterative: libyaml nests without limit.
package enum YAMLParser {
    /// How deep libyaml's newer releases (the copy Yams carried) let collections nest before refusing
    /// the document; Debian's 0.2.5 has no such limit, so the same check is made here on its state.
    static let maximumNestingLevel = 1000

    /// The document's root, nil for an empty stream.
    package static func compose(_ text: String) throws(YAMLError) -> YAMLNode? {
        try compose(text, json: nil)
    }

    /// The same, for `json`'s rewrite: every mark is given in the JSON text as written.
    static func compose(_ text: String, json: JSONText?) throws(YAMLError) -> YAMLNode? {
        var text = text
        let result: Result<YAMLNode?, YAMLError> = text.withUTF8 { bytes in
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else { return .failure(.memory) }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            let empty: [UInt8] = [0]
            return empty.withUnsafeBufferPointer { fallback in
                yaml_parser_set_input_string(parser, bytes.baseAddress ?? fallback.baseAddress, bytes.count)
                var composer = Composer(parser: parser, bytes: bytes, json: json)
                do throws(YAMLError) {
                    return .success(try composer.singleRoot())
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }
}

/// One event, freed with its owner.
private final class Event {
    var event = yaml_event_t()

    deinit { yaml_event_delete(&event) }

    var type: yaml_event_type_t { event.type }
    var startMark: yaml_mark_t { event.start_mark }
}

private struct Composer {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    let bytes: UnsafeBufferPointer<UInt8>
    let json: JSONText?
    /// The latest node for each anchor name: anchors may be redefined.
    var anchors: [String: YAMLNode] = [:]

    /// A collection being composed: its start event's data and the nodes read so far.
    struct Open {
        let isMapping: Bool
        let tag: String
        let mark: YAMLMark
        let anchor: String?
        var nodes: [YAMLNode] = []
    }

    mutating func singleRoot() throws(YAMLError) -> YAMLNode? {
        _ = try parse()  // the stream start
        var first = try parse()
        if first.type == YAML_STREAM_END_EVENT { return nil }
        first = try parse()  // past the document start
        let root = try composeNode(from: first)
        _ = try parse()  // the document end
        let next = try parse()
        if next.type != YAML_STREAM_END_EVENT {
            throw .composer(
                context: .init(text: "expected a single document in the stream", mark: YAMLMark(line: 1, column: 1)),
                problem: "but found another document", mark: mark(next.startMark))
        }
        return root
    }

    private mutating func parse() throws(YAMLError) -> Event {
        let event = Event()
        guard yaml_parser_parse(parser, &event.event) == 1 else { throw error() }
        return event
    }

    /// A node from its first event, reading the events of its content.
    private mutating func composeNode(from first: Event) throws(YAMLError) -> YAMLNode {
        var stack: [Open] = []
        var event = first
        while true {
            var completed: YAMLNode?
            switch event.type {
            case YAML_ALIAS_EVENT:
                let name = Self.string(event.event.data.alias.anchor) ?? ""
                guard let node = anchors[name] else {
                    throw .composer(context: nil, problem: "found undefined alias", mark: mark(event.startMark))
                }
                completed = node
            case YAML_SCALAR_EVENT:
                let scalar = event.event.data.scalar
                var value = UnsafeBufferPointer(start: scalar.value, count: scalar.length)[...]
                // Yams decoded values with Foundation's `String(bytes:encoding:)`, which drops a leading BOM.
                if value.starts(with: [0xEF, 0xBB, 0xBF]) { value = value.dropFirst(3) }
                let text = String(decoding: value, as: UTF8.self)
                let tag = scalar.quoted_implicit == 1 ? YAMLTag.str : Self.string(scalar.tag) ?? ""
                let style = YAMLScalarStyle(rawValue: scalar.style.rawValue) ?? .any
                let node = YAMLNode(.scalar(text, style), tag: tag, mark: mark(event.startMark))
                register(Self.string(scalar.anchor), node)
                completed = node
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                try checkNestingLevel(event)
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                // The two start events share one layout (anchor, tag, implicit, style).
                let start = event.event.data.sequence_start
                stack.append(
                    Open(
                        isMapping: isMapping, tag: start.implicit != 0 ? "" : Self.string(start.tag) ?? "",
                        mark: mark(event.startMark), anchor: Self.string(start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let open = stack.removeLast()
                let node: YAMLNode
                if open.isMapping {
                    let pairs = stride(from: 0, to: open.nodes.count - 1, by: 2).map {
                        (key: open.nodes[$0], value: open.nodes[$0 + 1])
                    }
                    try YAMLKeys.checkDuplicates(pairs.map(\.key))
                    node = YAMLNode(.mapping(pairs), tag: open.tag, mark: open.mark)
                } else {
                    node = YAMLNode(.sequence(open.nodes), tag: open.tag, mark: open.mark)
                }
                register(open.anchor, node)
                completed = node
            default:
                // The parser only sends node events between a document's start and end.
                throw .composer(context: nil, problem: "unexpected event", mark: mark(event.startMark))
            }
            if let completed {
                guard !stack.isEmpty else { return completed }
                stack[stack.count - 1].nodes.append(completed)
            }
            event = try parse()
        }
    }

    private mutating func register(_ anchor: String?, _ node: YAMLNode) {
        if let anchor { anchors[anchor] = node }
    }

    /// libyaml after 0.2.5 refuses a collection that starts when the scanner's indentation stack and
    /// flow level together reach 1000, before sending its start event; the same state is read here
    /// just after the event. Indentless sequences and a flow sequence's single-pair mappings are
    /// not checked there, and are recognised by the state the parser moved to.
    private func checkNestingLevel(_ event: Event) throws(YAMLError) {
        let state = parser.pointee.state
        let isFlow = state == YAML_PARSE_FLOW_SEQUENCE_FIRST_ENTRY_STATE || state == YAML_PARSE_FLOW_MAPPING_FIRST_KEY_STATE
        let isBlock = state == YAML_PARSE_BLOCK_SEQUENCE_FIRST_ENTRY_STATE || state == YAML_PARSE_BLOCK_MAPPING_FIRST_KEY_STATE
        guard isFlow || isBlock else { return }
        let indents = parser.pointee.indents
        let depth = indents.start.map { start in indents.top.map { start.distance(to: $0) } ?? 0 } ?? 0
        guard depth >= YAMLParser.maximumNestingLevel - Int(parser.pointee.flow_level) else { return }
        // The collection's token: a one-character `[` or `{` just before the event's end, or for a
        // block collection an empty token at its end.
        let end = event.event.end_mark
        let token = mark(line: Int(end.line) + 1, column: Int(end.column) + (isFlow ? 0 : 1))
        throw .parser(
            context: .init(text: "while parsing", mark: mark(event.startMark)),
            problem: "Maximum nesting level reached, set with yaml_set_max_nest_level())", mark: token)
    }

    /// libyaml's report, as Yams turned it into an error.
    private func error() -> YAMLError {
        let parser = parser.pointee
        func text(_ pointer: UnsafePointer<CChar>?) -> String {
            pointer.map { String(cString: $0) } ?? ""
        }
        let context = parser.context.map {
            YAMLError.Context(text: String(cString: $0), mark: mark(parser.context_mark))
        }
        let problemMark = mark(parser.problem_mark)
        switch parser.error {
        case YAML_READER_ERROR:
            // A byte offset to a Character offset, when it falls on a Character's start.
            let text = String(decoding: bytes, as: UTF8.self)
            let offset = text.utf8.index(text.utf8.startIndex, offsetBy: parser.problem_offset, limitedBy: text.utf8.endIndex)?
                .samePosition(in: text)
                .map { text.distance(from: text.startIndex, to: $0) }
            return .reader(problem: String(cString: parser.problem), offset: offset, value: parser.problem_value)
        case YAML_SCANNER_ERROR:
            return .scanner(context: context, problem: text(parser.problem), mark: problemMark)
        case YAML_PARSER_ERROR:
            return .parser(context: context, problem: text(parser.problem), mark: problemMark)
        case YAML_COMPOSER_ERROR:
            return .composer(context: context, problem: text(parser.problem), mark: problemMark)
        default:
            return .memory
        }
    }

    /// libyaml's 0-based mark as a 1-based one, in the text as written.
    private func mark(_ mark: yaml_mark_t) -> YAMLMark {
        self.mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func mark(line: Int, column: Int) -> YAMLMark {
        guard let json else { return YAMLMark(line: line, column: column) }
        let original = json.original(line: line, column: column)
        return YAMLMark(line: original.line, column: original.column)
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(decodingCString: $0, as: UTF8.self) }
    }
}
