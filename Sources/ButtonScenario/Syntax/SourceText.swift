/// The scenario's text, for turning libyaml's positions and offsets back into what the user sees.
struct SourceText {
    let text: String
    /// Where each line starts; a line ends at "\n", "\r\n" or "\r".
    private let lineStarts: [String.Index]

    init(text: String) {
        self.text = text
        // Bytes, not Characters: grapheme breaking cost a batch of 1000 scenarios 7% of its time, and
        // CR and LF always stand alone in grapheme terms except as the pair CR LF, so the breaks found
        // here are exactly the Characters "\n", "\r\n" and "\r".
        var starts = [text.startIndex]
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            if byte == UInt8(ascii: "\r"), index < utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
                index = utf8.index(after: index)
                starts.append(index)
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The given 1-based line, without its line break.
    func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        guard number < lineStarts.count else { return text[start...] }
        let next = lineStarts[number]
        // Step back over the line break: one Character, whether "\n", "\r" or "\r\n".
        return text[start..<text.index(before: next)]
    }

    /// The Unicode scalar at a 1-based line and column (columns count scalars, as libyaml does).
    func scalar(line number: Int, column: Int) -> Unicode.Scalar? {
        guard let line = line(number), column >= 1 else { return nil }
        let scalars = line.unicodeScalars
        guard let index = scalars.index(scalars.startIndex, offsetBy: column - 1, limitedBy: scalars.endIndex),
            index < scalars.endIndex
        else { return nil }
        return scalars[index]
    }

    /// The 1-based line and column of a character offset into the text.
    func position(ofCharacterOffset offset: Int) -> (line: Int, column: Int) {
        let end = text.index(text.startIndex, offsetBy: max(offset, 0), limitedBy: text.endIndex) ?? text.endIndex
        var line = 1
        var lineStart = text.startIndex
        var index = text.startIndex
        while index < end {
            if text[index] == "\n" || text[index] == "\r\n" || text[index] == "\r" {
                line += 1
                lineStart = text.index(after: index)
            }
            index = text.index(after: index)
        }
        return (line, text.unicodeScalars[lineStart..<end].count + 1)
    }
}

/// Where the first invalid UTF-8 sequence starts, as a byte offset, or nil when `bytes` is valid UTF-8.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            offset += UTF8.width(scalar)
        case .emptyInput:
            return nil
        case .error:
            return offset
        }
    }
}

/// The 1-based line and column (in scalars) of a byte offset into UTF-8 bytes that are valid up to it.
func position(ofByteOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0b1100_0000 != 0b1000_0000 {
            column += 1
        }
    }
    return (line, column)
}
