// What the commands used full Foundation's NSString for, on the standard library alone, so that the
// executable links only FoundationEssentials (docs/performance.md, "A light start"). Each function
// gives what NSString gave on these inputs, byte for byte.

/// `text` with each scalar that `replacement` maps replaced, in one pass, as NSString's
/// `replacingOccurrences(of:with:)` of single-scalar needles did, chained: it compared UTF-16 units
/// (so "\n" inside "\r\n" is found, as Character-based replacing would not), but never split a
/// composed character sequence (so "<" before U+0338 COMBINING LONG SOLIDUS OVERLAY is kept).
package func replacingScalars(in text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var scalars = text.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
        next = scalars.next()
        if let replaced = replacement(scalar), !(next.map(isCombiningMark) ?? false) {
            result += replaced
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Where `needle` (ASCII) first occurs in `text`, as NSString's `range(of:)` found it: not where the
/// match would end inside a composed character sequence. A byte search: `firstRange(of:)` needs
/// macOS 13, and these modules build for older macOS.
package func range(of needle: String, in text: Substring) -> Range<String.Index>? {
    let bytes = text.utf8
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return nil }
    var start = bytes.startIndex
    while let candidate = bytes[start...].firstIndex(of: first) {
        if let end = bytes.index(candidate, offsetBy: pattern.count, limitedBy: bytes.endIndex),
            bytes[candidate..<end].elementsEqual(pattern),
            !(text.unicodeScalars[end...].first.map(isCombiningMark) ?? false)
        {
            return candidate..<end
        }
        start = bytes.index(after: candidate)
    }
    return nil
}

/// What continues a composed character sequence for CoreFoundation: marks that extend a grapheme
/// (spacing marks such as U+0903 do not) and emoji skin-tone modifiers.
private func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isGraphemeExtend || scalar.properties.isEmojiModifier
}

extension String {
    /// NSString's on Linux: `self + "/" + component`, without a second "/" when `self` ends in one.
    package func appendingPathComponent(_ component: String) -> String {
        if component.isEmpty { return self }
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// NSString's: what follows the last "/" once trailing slashes are dropped; "/" for the root.
    package var lastPathComponent: String {
        let fixed = Self.fixingSlashes(self)
        if fixed == "/" { return fixed }
        guard let slash = fixed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return fixed }
        return String(fixed[fixed.utf8.index(after: slash)...])
    }

    /// NSString's: the path without its last component ("" for a bare name, "/" under the root).
    package var deletingLastPathComponent: String {
        let fixed = Self.fixingSlashes(self)
        if fixed == "/" { return fixed }
        guard let slash = fixed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == fixed.utf8.startIndex { return "/" }
        return String(fixed[..<slash])
    }

    /// NSString's: the last component's text after its last ".", if that "." does not start it.
    package var pathExtension: String {
        let fixed = Self.fixingSlashes(self)
        guard let dot = Self.extensionDot(in: fixed) else { return "" }
        return String(fixed[fixed.utf8.index(after: dot)...])
    }

    /// NSString's: the path without its last component's extension and the "." before it ("a." is "a").
    package var deletingPathExtension: String {
        let fixed = Self.fixingSlashes(self)
        guard let dot = Self.extensionDot(in: fixed) else { return fixed }
        return String(fixed[..<dot])
    }

    /// The "." that starts the last component's extension: its last one, not the component's first character.
    private static func extensionDot(in path: String) -> String.Index? {
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        // ".." names the parent directory, not a file with an extension.
        guard let dot = utf8[start...].lastIndex(of: UInt8(ascii: ".")), dot != start, !utf8[start...].elementsEqual("..".utf8)
        else { return nil }
        return dot
    }

    /// Runs of "/" made one, and a trailing "/" dropped unless the path is "/".
    private static func fixingSlashes(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        var previousWasSlash = false
        for scalar in path.unicodeScalars {
            let isSlash = scalar == "/"
            if !(isSlash && previousWasSlash) { result.unicodeScalars.append(scalar) }
            previousWasSlash = isSlash
        }
        if result.utf8.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
