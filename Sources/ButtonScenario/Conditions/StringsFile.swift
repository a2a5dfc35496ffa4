import ButtonFiles

// A `.strings` file (the old-style property-list subset Xcode writes: `"key" = "value";` with
// comments), read by hand because no library on Linux parses it with positions (docs/sweep.md).

/// One `key = value;` entry and where its value starts.
struct StringsEntry: Hashable, Sendable {
    var key: String
    var value: String
    var position: SourcePosition
}

/// A recursive-descent reader over the file's Unicode scalars, counting lines and columns.
struct StringsFileParser {
    /// Text from the file in a message: at most 40 characters, escaped for logs.
    private func quoted(_ text: String) -> String { logEscaped(String(text.prefix(40))) }

    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    /// Every entry in order; the first malformed token throws, at its line and column.
    mutating func entries() throws(ScenarioError) -> [StringsEntry] {
        var result: [StringsEntry] = []
        while true {
            try skipTrivia()
            guard index < scalars.count else { return result }
            let key = try string(what: "a key")
            try skipTrivia()
            if peek == ";" {
                // `"key";` is shorthand for a key whose value is itself.
                advance()
                result.append(StringsEntry(key: key.text, value: key.text, position: key.position))
                continue
            }
            try expect("=", after: "the key \"\(quoted(key.text))\"")
            try skipTrivia()
            let value = try string(what: "a value")
            try skipTrivia()
            try expect(";", after: "the value of \"\(quoted(key.text))\"")
            result.append(StringsEntry(key: key.text, value: value.text, position: value.position))
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func error(_ message: String) -> ScenarioError {
        ScenarioError(code: .syntax, file: file, line: line, column: column, message: message)
    }

    private mutating func expect(_ scalar: Unicode.Scalar, after what: String) throws(ScenarioError) {
        guard peek == scalar else {
            let found = peek.map { "'\(quoted(String($0)))'" } ?? "the end of the file"
            throw error("expected \"\(scalar)\" after \(what), found \(found)")
        }
        advance()
    }

    /// Whitespace, `// line` and `/* block */` comments.
    private mutating func skipTrivia() throws(ScenarioError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = (line, column)
                advance(); advance()
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { advance() }
                guard index + 1 < scalars.count else {
                    throw ScenarioError(code: .syntax, file: file, line: start.0, column: start.1, message: "a comment is never closed (\"*/\" missing)")
                }
                advance(); advance()
            } else {
                return
            }
        }
    }

    /// A quoted string with its escapes, or an unquoted word of the characters plists allow.
    private mutating func string(what: String) throws(ScenarioError) -> (text: String, position: SourcePosition) {
        let position = SourcePosition(line: line, column: column)
        guard let first = peek else { throw error("expected \(what), found the end of the file") }
        if first != "\"" {
            var text = ""
            while let scalar = peek, Self.isUnquoted(scalar) { text.unicodeScalars.append(scalar); advance() }
            guard !text.isEmpty else { throw error("expected \(what) in double quotes, found '\(quoted(String(first)))'") }
            return (text, position)
        }
        advance()
        var text = ""
        while true {
            guard let scalar = peek else {
                throw ScenarioError(
                    code: .syntax, file: file, line: position.line, column: position.column, message: "a string is never closed (\" missing)")
            }
            advance()
            switch scalar {
            case "\"": return (text, position)
            case "\\": text.unicodeScalars.append(try escape())
            default: text.unicodeScalars.append(scalar)
            }
        }
    }

    /// The scalar after a backslash: `\n \t \r \" \\ \'`, `\Uhhhh` (UTF-16, surrogate pairs joined) or `\ooo`.
    private mutating func escape() throws(ScenarioError) -> Unicode.Scalar {
        guard let scalar = peek else { throw error("a backslash ends the file") }
        advance()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "\"", "\\", "'": return scalar
        case "U", "u":
            let high = try hexUnit()
            if (0xD800..<0xDC00).contains(high) {
                guard peek == "\\" else { throw error("the surrogate \\U\(hex(high)) needs a low surrogate after it") }
                advance()
                guard peek == "U" || peek == "u" else { throw error("the surrogate \\U\(hex(high)) needs a low surrogate after it") }
                advance()
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw error("\\U\(hex(low)) is not a low surrogate") }
                return Unicode.Scalar(0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
            }
            guard let value = Unicode.Scalar(UInt32(high)) else { throw error("\\U\(hex(high)) is a lone surrogate") }
            return value
        case "0"..."7":
            var value = scalar.value - 48
            for _ in 0..<2 {
                guard let digit = peek, ("0"..."7").contains(digit) else { break }
                value = value * 8 + digit.value - 48
                advance()
            }
            return Unicode.Scalar(value)!
        default:
            throw error("unknown escape \"\\\(quoted(String(scalar)))\"")
        }
    }

    /// Exactly four hexadecimal digits.
    private mutating func hexUnit() throws(ScenarioError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = peek, let nibble = Self.hexValue(digit) else {
                throw error("\\U needs four hexadecimal digits")
            }
            value = value << 4 | nibble
            advance()
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
        switch scalar {
        case "0"..."9": UInt16(scalar.value - 48)
        case "a"..."f": UInt16(scalar.value - 87)
        case "A"..."F": UInt16(scalar.value - 55)
        default: nil
        }
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// OpenStep's unquoted string characters.
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }
}

