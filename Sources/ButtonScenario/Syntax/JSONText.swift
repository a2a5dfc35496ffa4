/// JSON text rewritten so that libyaml reads what RFC 8259 allows, with a map back to the columns of
/// the text as written.
///
/// libyaml reads JSON as YAML 1.1 flow syntax, which refuses three things JSON allows: a tab as
/// whitespace (where YAML indentation could be), a UTF-16 surrogate pair escape (`"\ud83d\ude00"`, the way most serialisers write a
/// character outside the BMP) and, raw in a string, characters outside YAML's printable set (DEL,
/// C1 controls but NEL, U+FFFE, U+FFFF). Tabs become spaces (every column stays where it was), a pair becomes the one `\UXXXXXXXX`
/// escape YAML has for the same character, and a raw character becomes its `\uXXXX` escape; a
/// surrogate escape that is not half of a pair is refused here with its position.
struct JSONText {
    /// What libyaml reads.
    let text: String
    /// Per 1-based line of `text`, each rewrite: the column just after it and how much wider the
    /// original was up to there (the running sum over the line).
    private let shifts: [Int: [(end: Int, delta: Int)]]

    /// A lone surrogate escape, where it is in the original text.
    struct LoneSurrogate: Error {
        let line: Int
        let column: Int
        let escape: String
    }

    init(_ json: String) throws(LoneSurrogate) {
        // Almost every JSON file needs none of the rewrites: one pass over its bytes says so.
        guard Self.mayNeedRewriting(json.utf8) else {
            text = json
            shifts = [:]
            return
        }
        var out = String.UnicodeScalarView()
        var shifts: [Int: [(end: Int, delta: Int)]] = [:]
        let scalars = Array(json.unicodeScalars)
        // Where the next scalar goes in `out`, and how much wider the original is up to there.
        var (line, column, delta) = (1, 1, 0)
        func copy(_ count: Int, from index: Int) {
            for at in index..<min(index + count, scalars.count) {
                let scalar = scalars[at]
                out.append(scalar == "\t" ? " " : scalar)
                if scalar == "\n" || (scalar == "\r" && scalars.get(at + 1) != "\n") {
                    (line, column, delta) = (line + 1, 1, 0)
                } else if scalar != "\r" {
                    column += 1
                }
            }
        }
        func rewrite(_ width: Int, as replacement: String) {
            out.append(contentsOf: replacement.unicodeScalars)
            column += replacement.unicodeScalars.count
            delta += width - replacement.unicodeScalars.count
            shifts[line, default: []].append((column, delta))
        }
        var index = 0
        var inString = false
        while index < scalars.count {
            let scalar = scalars[index]
            guard inString else {
                inString = scalar == "\""
                copy(1, from: index)
                index += 1
                continue
            }
            if scalar == "\\", scalars.get(index + 1) == "u", let high = Self.hex4(scalars, at: index + 2),
                (0xD800..<0xE000).contains(high)
            {
                guard high < 0xDC00, scalars.get(index + 6) == "\\", scalars.get(index + 7) == "u",
                    let low = Self.hex4(scalars, at: index + 8), (0xDC00..<0xE000).contains(low)
                else {
                    throw LoneSurrogate(
                        line: line, column: column + delta,
                        escape: String(String.UnicodeScalarView(scalars[index..<index + 6])))
                }
                rewrite(12, as: "\\U" + Self.hex(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), digits: 8))
                index += 12
            } else if scalar == "\\" {
                // Any other escape is copied whole, so that an escaped quote does not end the string.
                copy(2, from: index)
                index += 2
            } else if Self.isRefusedByYAMLOnly(scalar) {
                rewrite(1, as: "\\u" + Self.hex(scalar.value, digits: 4))
                index += 1
            } else {
                inString = scalar != "\""
                copy(1, from: index)
                index += 1
            }
        }
        text = String(out)
        self.shifts = shifts
    }

    /// The position in the original text of a position libyaml gave in `text`.
    func original(line: Int, column: Int) -> (line: Int, column: Int) {
        guard let edits = shifts[line], let last = edits.last(where: { $0.end <= column }) else { return (line, column) }
        return (line, column + last.delta)
    }

    func original(_ mark: YAMLMark) -> YAMLMark {
        let (line, column) = original(line: mark.line, column: mark.column)
        return YAMLMark(line: line, column: column)
    }

    /// Whether `bytes` hold a tab, a `\u` escape starting D (a surrogate), DEL, a C1 control (C2 80–9F)
    /// or U+FFFE/U+FFFF (EF BF BE/BF): the only things `init` rewrites.
    private static func mayNeedRewriting(_ bytes: String.UTF8View) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            switch (previous.0, previous.1, byte) {
            case (_, _, 0x09), (_, _, 0x7F): return true
            case (0x5C, 0x75, 0x44), (0x5C, 0x75, 0x64): return true  // \uD, \ud
            case (_, 0xC2, 0x80...0x9F), (0xEF, 0xBF, 0xBE...0xBF): return true
            default: previous = (previous.1, byte)
            }
        }
        return false
    }

    /// Outside YAML 1.1's printable set (libyaml's reader refuses them anywhere) but allowed raw in
    /// a JSON string; other controls are refused by both, and left to libyaml to report.
    private static func isRefusedByYAMLOnly(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x84, 0x86...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    private static func hex4(_ scalars: [Unicode.Scalar], at index: Int) -> UInt32? {
        guard index + 4 <= scalars.count, scalars[index..<index + 4].allSatisfy(\.properties.isASCIIHexDigit) else { return nil }
        return UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}

extension Array {
    fileprivate func get(_ index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
