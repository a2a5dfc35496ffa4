/// Text from input (a scenario value, a file name) made safe to put in a log line: every control
/// character, line or paragraph separator and bidirectional-override character becomes `\u{1B}`
/// (the hex of its code point, Swift's notation), so input can neither start a new line (and with
/// it a CI annotation such as GitHub's `::error::`), nor send terminal escapes, nor reorder what a
/// reader sees. Everything else is kept as it is, backslashes included.
package func logEscaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
        if needsEscape(scalar) {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// A path as a log shows it: escaped like `logEscaped`, and prefixed with `./` when it is relative
/// and starts like a CI workflow command (`::` for GitHub, `##` for Azure), so that a line that
/// begins with the path cannot be taken for one. The result names the same file.
package func displayPath(_ path: String) -> String {
    let escaped = logEscaped(path)
    if escaped.hasPrefix("::") || escaped.hasPrefix("##") { return "./" + escaped }
    return escaped
}

func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, DEL
    case 0x2028, 0x2029: return true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks and overrides
    default: return false
    }
}

/// The key under which two file names are one file on a case-insensitive file system (macOS,
/// Windows): lowercased by Unicode's full mapping; Swift's string equality already treats
/// canonically equivalent spellings (NFC, NFD) as equal.
package func fileNameKey(_ name: String) -> String {
    name.lowercased()
}
