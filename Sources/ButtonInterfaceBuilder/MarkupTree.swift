#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One element of a parsed IB document. Elements live in one array and refer to each other by index,
/// so a 200 000-element storyboard is one allocation, not a tree of objects.
struct MarkupElement {
    var name: String
    var attributes: [String: String]
    /// Index of the parent element; -1 for the root.
    var parent: Int
    var children: [Int] = []
    /// Character data, kept only for the elements whose text IB uses as a value (`<string>`).
    var text: String = ""
    /// Where the start tag's `<` is.
    var position: SourcePosition
}

/// A parsed document: its elements in document order (index 0 is the root).
struct MarkupTree {
    var elements: [MarkupElement]
    /// Per element, the index of its first `<rect key="frame">` child, or -1: asked for every
    /// ancestor of every button, so found once.
    let frameRects: [Int]

    init(elements: [MarkupElement]) {
        self.elements = elements
        var frameRects = [Int](repeating: -1, count: elements.count)
        for index in elements.indices.reversed() {
            let element = elements[index]
            if element.parent >= 0, element.name == "rect", element.attributes["key"] == "frame" {
                frameRects[element.parent] = index
            }
        }
        self.frameRects = frameRects
    }

    var root: Int { 0 }

    subscript(index: Int) -> MarkupElement { elements[index] }

    func attribute(_ name: String, of element: Int) -> String? {
        elements[element].attributes[name]
    }

    func children(of element: Int) -> [Int] { elements[element].children }

    /// The first child with this element name and, if given, this `key` attribute.
    func child(of element: Int, named name: String, key: String? = nil) -> Int? {
        elements[element].children.first { child in
            elements[child].name == name && (key == nil || elements[child].attributes["key"] == key)
        }
    }

    func children(of element: Int, named name: String) -> [Int] {
        elements[element].children.filter { elements[$0].name == name }
    }

    /// Ancestors from the parent outwards.
    func ancestors(of element: Int) -> [Int] {
        var result: [Int] = []
        var current = elements[element].parent
        while current >= 0 {
            result.append(current)
            current = elements[current].parent
        }
        return result
    }

    func position(of element: Int) -> SourcePosition {
        elements[element].position
    }
}

/// Turns byte offsets into lines and columns by walking forward from the last offset asked, so the
/// positions of every element of a document cost one pass over its bytes (a one-line file with
/// 99 000 buttons was rescanned from the line's start per element: 174 s).
struct SourceCursor {
    let bytes: [UInt8]
    /// Bytes of a leading UTF-8 byte-order mark, which no column counts.
    let bomLength: Int
    private var offset: Int
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        offset = bomLength
    }

    /// The position of the byte at `offset`; asking for an earlier offset than last time starts over.
    mutating func position(ofByte target: Int) -> SourcePosition {
        let target = min(max(target, bomLength), bytes.count)
        if target < offset {
            offset = bomLength
            line = 1
            column = 1
        }
        bytes.withUnsafeBufferPointer { buffer in
            for index in offset..<target {
                let byte = buffer[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {  // continuation bytes (10xxxxxx) do not start a scalar
                    column += 1
                }
            }
        }
        offset = target
        return SourcePosition(line: line, column: column)
    }
}

/// Finds the `<` of each start tag, in step with the parser's element events.
///
/// XMLParser reports where a start tag *ends*, and libxml2 miscounts columns after 4-byte characters
/// in attribute values, so positions come from here. In a well-formed prefix (the parser has checked
/// it by the time it reports the element) every `<` starts markup: an end tag, a comment, a CDATA
/// section, a processing instruction, a declaration, or the next start tag. Nothing else is decided
/// here: the parser alone says what the document is.
struct MarkupLocator {
    let bytes: [UInt8]
    private(set) var cursor: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        cursor = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    enum Step: Equatable {
        case startTag(Int)
        /// A `<!` that is neither a comment nor a CDATA section: a document type declaration.
        case declaration(Int)
        case end
    }

    /// The next start tag (or declaration) at or after the cursor.
    mutating func next() -> Step {
        while let open = firstIndex(of: 0x3C, from: cursor) {  // "<"
            let following = open + 1 < bytes.count ? bytes[open + 1] : 0
            switch following {
            case 0x2F:  // "</"
                cursor = open + 2
            case 0x3F:  // "<?"
                cursor = skip(past: [0x3F, 0x3E], from: open + 2)
            case 0x21:  // "<!"
                if matches([0x21, 0x2D, 0x2D], at: open + 1) {  // "<!--"
                    cursor = skip(past: [0x2D, 0x2D, 0x3E], from: open + 4)
                } else if matches(Array("![CDATA[".utf8), at: open + 1) {
                    cursor = skip(past: [0x5D, 0x5D, 0x3E], from: open + 9)
                } else {
                    cursor = open + 2
                    return .declaration(open)
                }
            default:
                cursor = open + 1
                return .startTag(open)
            }
        }
        cursor = bytes.count
        return .end
    }

    private func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress! + start, Int32(byte), buffer.count - start).map {
                buffer.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            }
        }
    }

    private func matches(_ pattern: [UInt8], at start: Int) -> Bool {
        guard start + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where bytes[start + offset] != byte { return false }
        return true
    }

    /// The offset just after the next occurrence of `terminator`, or the end of the text.
    private func skip(past terminator: [UInt8], from start: Int) -> Int {
        var index = start
        while index + terminator.count <= bytes.count {
            if matches(terminator, at: index) { return index + terminator.count }
            index += 1
        }
        return bytes.count
    }
}
