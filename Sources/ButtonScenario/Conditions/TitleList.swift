import ButtonFiles

// `sweep --titles FILE` (docs/sweep.md): the titles a sweep tries, from one title a line, a
// `.strings` file or an `.xcstrings` catalog, each read as untrusted input with positioned errors.

/// The titles of a `--titles` file, in file order, each once.
public enum TitleList {
    /// More titles than this are refused: a sweep multiplies them by every other axis.
    public static let maximumTitles = 10_000
    /// Larger files are refused before parsing.
    public static let maximumFileSize = 4 << 20

    /// Reads `path` as its extension says: `.strings`, `.xcstrings`, anything else one title a line.
    public static func load(path: String) throws(ScenarioError) -> [String] {
        let bytes: [UInt8]
        do {
            bytes = try OpenedFile.open(atPath: path).readAll(maximumBytes: maximumFileSize)
        } catch {
            throw ScenarioError(file: path, message: ScenarioLoader.message(for: error))
        }
        guard bytes.count <= maximumFileSize else {
            throw ScenarioError(code: .limit, file: path, message: "the titles file is larger than \(maximumFileSize >> 20) MB")
        }
        return try parse(bytes: bytes, path: path)
    }

    /// Parses bytes read elsewhere; `path` names the format (by extension) and the file in messages.
    public static func parse(bytes: [UInt8], path: String) throws(ScenarioError) -> [String] {
        let lowered = path.lowercased()
        let text = try decode(bytes, path: path, allowUTF16: lowered.hasSuffix(".strings"))
        let titles: [String]
        if lowered.hasSuffix(".strings") {
            var parser = StringsFileParser(text: text, file: path)
            titles = try parser.entries().map(\.value)
        } else if lowered.hasSuffix(".xcstrings") {
            titles = try stringCatalogValues(text, file: path)
        } else {
            titles = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
                .filter { !$0.allSatisfy(\.isWhitespace) }
        }
        var seen = Set<String>()
        let unique = titles.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { throw ScenarioError(code: .missing, file: path, message: "the titles file has no titles") }
        guard unique.count <= maximumTitles else {
            throw ScenarioError(code: .limit, file: path, message: "the titles file has \(unique.count) titles; at most \(maximumTitles) are swept")
        }
        return unique
    }

    /// UTF-8, or for `.strings` (Xcode's older files) UTF-16 with a byte-order mark.
    static func decode(_ bytes: [UInt8], path: String, allowUTF16: Bool) throws(ScenarioError) -> String {
        if allowUTF16, bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw ScenarioError(file: path, message: "the UTF-16 file has an odd number of bytes")
            }
            let units = stride(from: 2, to: bytes.count, by: 2).map { index in
                littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            var text = ""
            var iterator = units.makeIterator()
            var decoder = UTF16()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                case .emptyInput: break decoding
                case .error: throw ScenarioError(file: path, message: "the UTF-16 file has an unpaired surrogate")
                }
            }
            return text
        }
        try ScenarioLoader.requireUTF8(bytes, path: path)
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// An `.xcstrings` catalog's string values: every localization's `stringUnit.value` (and each
    /// plural or device variation's), keys in file order. The JSON is read by the scenario reader's
    /// JSON parser, so errors carry its positions.
    static func stringCatalogValues(_ text: String, file: String) throws(ScenarioError) -> [String] {
        guard let root = try YAMLComposer.compose(text, file: file, isJSON: true), let strings = root["strings"] else {
            throw ScenarioError(code: .missing, file: file, line: 1, column: 1, message: "not a string catalog: no \"strings\" object")
        }
        guard case .mapping(let entries) = strings.content else {
            throw catalogError(strings, file: file, keyPath: "strings", "\"strings\" must be an object of keys")
        }
        var values: [String] = []
        for entry in entries {
            let key = entry.key.stringValue ?? ""
            guard let localizations = entry.value["localizations"] else {
                // A key with no localization shows itself (Xcode's source-language default).
                values.append(key)
                continue
            }
            guard case .mapping(let languages) = localizations.content else {
                throw catalogError(localizations, file: file, keyPath: "strings.\(key).localizations", "\"localizations\" must be an object of languages")
            }
            for language in languages {
                try collectUnits(language.value, into: &values, file: file, keyPath: "strings.\(key).localizations.\(language.key.stringValue ?? "")")
            }
        }
        return values
    }

    /// A localization's `stringUnit.value`, or its `variations`' (plural, device) recursively.
    private static func collectUnits(_ node: SyntaxNode, into values: inout [String], file: String, keyPath: String) throws(ScenarioError) {
        if let unit = node["stringUnit"] {
            guard let value = unit["value"] else {
                throw catalogError(unit, file: file, keyPath: keyPath + ".stringUnit", "a stringUnit needs a \"value\"")
            }
            guard let text = value.stringValue else {
                throw catalogError(value, file: file, keyPath: keyPath + ".stringUnit.value", "a stringUnit's value must be a string")
            }
            values.append(text)
        }
        if let variations = node["variations"], case .mapping(let kinds) = variations.content {
            for kind in kinds {
                guard case .mapping(let cases) = kind.value.content else { continue }
                for item in cases {
                    try collectUnits(item.value, into: &values, file: file, keyPath: "\(keyPath).variations.\(kind.key.stringValue ?? "").\(item.key.stringValue ?? "")")
                }
            }
        }
    }

    private static func catalogError(_ node: SyntaxNode, file: String, keyPath: String, _ message: String) -> ScenarioError {
        ScenarioError(code: .type, file: file, line: node.position?.line, column: node.position?.column, keyPath: keyPath, message: message)
    }
}

extension SyntaxNode {
    /// The value of a mapping's `key`; nil for another node or a missing key.
    fileprivate subscript(key: String) -> SyntaxNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.last { $0.key.stringValue == key }?.value
    }

    /// A string scalar's text.
    fileprivate var stringValue: String? {
        guard case .scalar(let scalar) = content, case .string(let text) = scalar.value else { return nil }
        return text
    }
}
