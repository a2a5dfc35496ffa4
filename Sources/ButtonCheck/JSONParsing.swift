import ButtonLayout

/// Why a golden JSON document could not be read, with the byte offset where reading stopped.
struct JSONParseError: Error {
    var message: String
}

extension JSONValue {
    /// Parses RFC 8259 JSON, keeping object members in document order. Golden files arrive in pull
    /// requests: nesting is bounded, so a hostile document cannot exhaust the stack.
    init(parsing bytes: [UInt8], maximumDepth: Int = 64) throws(JSONParseError) {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth)
        self = try reader.document()
    }
}

private struct JSONReader {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0
    var depth = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func document() throws(JSONParseError) -> JSONValue {
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw fail("unexpected text after the document") }
        return value
    }

    private func fail(_ what: String) -> JSONParseError {
        JSONParseError(message: "\(what) at byte \(index)")
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else { throw fail("invalid literal") }
        index += utf8.count
        return value
    }

    private mutating func value() throws(JSONParseError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (reader: inout JSONReader) throws(JSONParseError) in try reader.object() }
        case UInt8(ascii: "["): return try nested { (reader: inout JSONReader) throws(JSONParseError) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func nested(_ body: (inout JSONReader) throws(JSONParseError) -> JSONValue) throws(JSONParseError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else { throw fail("nested deeper than \(maximumDepth) levels") }
        index += 1
        return try body(&self)
    }

    private mutating func object() throws(JSONParseError) -> JSONValue {
        var members: [(String, JSONValue)] = []
        try elements(closing: "}") { (reader: inout JSONReader) throws(JSONParseError) in
            reader.skipSpace()
            guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\"") else { throw reader.fail("expected a key") }
            let key = try reader.string()
            reader.skipSpace()
            guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: ":") else { throw reader.fail("expected ':'") }
            reader.index += 1
            members.append((key, try reader.value()))
        }
        return .object(members)
    }

    private mutating func array() throws(JSONParseError) -> JSONValue {
        var items: [JSONValue] = []
        try elements(closing: "]") { (reader: inout JSONReader) throws(JSONParseError) in items.append(try reader.value()) }
        return .array(items)
    }

    /// Comma-separated elements up to `closing`, the opening bracket already read.
    private mutating func elements(closing: Unicode.Scalar, _ element: (inout JSONReader) throws(JSONParseError) -> Void) throws(JSONParseError) {
        let end = UInt8(closing.value)
        skipSpace()
        if index < bytes.count, bytes[index] == end { index += 1; return }
        while true {
            try element(&self)
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            index += 1
            if bytes[index - 1] == end { return }
            guard bytes[index - 1] == UInt8(ascii: ",") else { index -= 1; throw fail("expected ',' or '\(closing)'") }
        }
    }

    private mutating func number() throws(JSONParseError) -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        // Double(_:) also takes "inf", "nan" and hex; JSON's grammar starts with '-' or a digit.
        guard index > start, let text = String(validating: bytes[start..<index], as: UTF8.self),
            text.first == "-" || text.first!.isNumber, let value = Double(text), value.isFinite
        else { index = start; throw fail("invalid value") }
        return value
    }

    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) throws(JSONParseError) {
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else { throw fail("invalid UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(index)
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw fail("control character in a string") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            try flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                scalars.append(scalar)
            default: throw fail("invalid escape")
            }
            run = index
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4, let text = String(validating: bytes[index..<index + 4], as: UTF8.self),
            text.allSatisfy(\.isHexDigit), let code = UInt32(text, radix: 16)
        else { throw fail("invalid \\u escape") }
        index += 4
        return code
    }
}
