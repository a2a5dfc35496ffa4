import CMarkupParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libxml2's SAX events to `MarkupElement`s: enforces the element and depth limits and keeps the first
/// problem. Names and attributes are shaped as XMLParser gave them without namespace processing:
/// `prefix:name`, with namespace declarations as `xmlns`/`xmlns:prefix` attributes.
final class ElementCollector {
    var elements: [MarkupElement] = []
    var problem: ReadProblem?
    var depth = 0
    private var buttons = 0
    private var open: [Int] = []
    private var locator: MarkupLocator
    /// Start tags arrive in document order, so each position continues from the previous one.
    private var cursor: SourceCursor

    init(bytes: [UInt8]) {
        locator = MarkupLocator(bytes: bytes)
        cursor = SourceCursor(bytes: bytes)
    }

    /// Parses `bytes`; the first problem (libxml2's, a limit's, or libxml2 missing), else nil.
    func parse(_ bytes: [UInt8]) -> ReadProblem? {
        var handler = bl_markup_handler(
            context: Unmanaged.passUnretained(self).toOpaque(),
            start_element: { context, prefix, localName, namespaceCount, namespaces, attributeCount, attributes in
                ElementCollector.from(context).startElement(
                    prefix: prefix, localName: localName, namespaceCount: Int(namespaceCount), namespaces: namespaces,
                    attributeCount: Int(attributeCount), attributes: attributes)
            },
            end_element: { context in ElementCollector.from(context).endElement() },
            characters: { context, bytes, length in
                ElementCollector.from(context).appendText(bytes, Int(length))
            },
            cdata: { context, bytes, length in
                ElementCollector.from(context).appendText(bytes, Int(length))
            })
        var error = bl_markup_error()
        let status = withExtendedLifetime(self) {
            bytes.withUnsafeBufferPointer { buffer in
                bl_markup_parse(buffer.baseAddress, buffer.count, &handler, &error)
            }
        }
        if status != 0 {
            let reason = bl_markup_is_loaded() != 0 ? "libxml2 could not create a parser" : String(cString: bl_markup_load_error())
            return ReadProblem(
                position: nil,
                message: "cannot load libxml2, which reads Interface Builder files: \(reason) (install the libxml2 package)")
        }
        if let problem { return problem }
        if error.code != 0 {
            return ReadProblem(
                position: SourcePosition(line: max(Int(error.line), 1), column: max(Int(error.column), 1)),
                message: xmlErrorMessage(code: Int(error.code)))
        }
        return nil
    }

    private static func from(_ context: UnsafeMutableRawPointer?) -> ElementCollector {
        Unmanaged<ElementCollector>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Returns 1 to stop the parse.
    private func startElement(
        prefix: UnsafePointer<UInt8>?, localName: UnsafePointer<UInt8>?, namespaceCount: Int,
        namespaces: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    ) -> Int32 {
        guard problem == nil else { return 1 }
        let offset: Int
        switch locator.next() {
        case .startTag(let found): offset = found
        case .declaration, .end: offset = 0  // unreachable in a well-formed prefix
        }
        if elements.count >= MarkupReader.maximumElements {
            return stop(at: offset, "more than \(MarkupReader.maximumElements) elements; the limit protects memory")
        }
        if depth >= MarkupReader.maximumDepth {
            return stop(at: offset, "elements nested deeper than \(MarkupReader.maximumDepth) levels")
        }
        var dictionary: [String: String] = [:]
        if let namespaces {
            for index in stride(from: 0, to: namespaceCount * 2, by: 2) {
                let key = namespaces[index].map { "xmlns:" + text($0) } ?? "xmlns"
                dictionary[key] = namespaces[index + 1].map { attributeText($0, strlen($0)) } ?? ""
            }
        }
        if let attributes {
            for index in stride(from: 0, to: attributeCount * 5, by: 5) {
                guard let local = attributes[index] else { continue }
                var key = text(local)
                if let prefix = attributes[index + 1], prefix.pointee != 0 { key = text(prefix) + ":" + key }
                guard let value = attributes[index + 3], let end = attributes[index + 4] else { continue }
                let count = end - value
                dictionary[key] = count > 0 ? attributeText(value, count) : ""
            }
        }
        var name = localName.map(text) ?? ""
        if let prefix { name = text(prefix) + ":" + name }
        if name == "button" {
            buttons += 1
            if buttons > MarkupReader.maximumButtons {
                return stop(
                    at: offset,
                    "more than \(MarkupReader.maximumButtons) buttons; the limit bounds every command's work on one file "
                        + "(an app's largest storyboards hold a few hundred)")
            }
        }
        let index = elements.count
        let parent = open.last ?? -1
        elements.append(
            MarkupElement(name: name, attributes: dictionary, parent: parent, position: cursor.position(ofByte: offset)))
        if parent >= 0 { elements[parent].children.append(index) }
        open.append(index)
        depth += 1
        return 0
    }

    private func endElement() -> Int32 {
        guard problem == nil, !open.isEmpty else { return 0 }
        open.removeLast()
        depth -= 1
        return 0
    }

    private func appendText(_ bytes: UnsafePointer<UInt8>?, _ length: Int) -> Int32 {
        guard problem == nil, let current = open.last, let bytes else { return 0 }
        let name = elements[current].name
        if name == "string" || name == "mutableString" {
            elements[current].text += String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
        return 0
    }

    private func stop(at offset: Int, _ message: String) -> Int32 {
        problem = ReadProblem(position: cursor.position(ofByte: offset), message: message)
        return 1
    }

    /// An attribute value as XMLParser gave it. Entities are not substituted (XML_PARSE_NOENT is off),
    /// so libxml2 keeps an '&' (from `&amp;` or `&#38;`) as the character reference "&#38;" and decodes
    /// everything else; a literal '&' cannot occur, so every "&#38;" here stands for one '&'.
    private func attributeText(_ start: UnsafePointer<UInt8>, _ count: Int) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        guard memchr(start, 0x26, count) != nil else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(count)
        var index = 0
        let reference: [UInt8] = Array("&#38;".utf8)
        while index < count {
            if bytes[index] == 0x26, count - index >= 5, bytes[index..<index + 5].elementsEqual(reference) {
                decoded.append(0x26)
                index += 5
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private func text(_ pointer: UnsafePointer<UInt8>) -> String {
        String(cString: pointer)
    }
}
