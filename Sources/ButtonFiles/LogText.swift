/// Text from input (a scenario value, a file name) made safe to put in a log line: every control
/// character, line or paragraph separator, bidirectional control and zero-width character becomes
/// `\u{1B}` (the hex of its code point, Swift's notation), so input can neither start a new line
/// (and with it a CI annotation such as GitHub's `::error::`), nor send terminal escapes, nor
/// reorder or hide what a reader sees; and no CI workflow command can start inside it
/// (`workflowCommandsBroken`). Everything else is kept as it is, backslashes included.
package func logEscaped(_ text: String) -> String {
    workflowCommandsBroken(escapingScalars(text), lineStart: true)
}

/// A path as a log shows it: escaped like `logEscaped`, and prefixed with `./` when it is relative
/// and starts like a CI workflow command (`::` for GitHub, `##` for Azure, after any spaces), so
/// that a line that begins with the path cannot be taken for one. The result names the same file.
package func displayPath(_ path: String) -> String {
    let escaped = escapingScalars(path)
    let start = escaped.drop { $0 == " " }
    if start.hasPrefix("::") || start.hasPrefix("##") { return "./" + workflowCommandsBroken(escaped, lineStart: false) }
    return workflowCommandsBroken(escaped, lineStart: true)
}

/// Lines of a result (a table, an explanation, JSON) that quote input as it is: no line can be
/// taken for a CI workflow command, and everything else is kept, line breaks included.
package func logLines(_ text: String) -> String {
    guard text.contains("##") || text.contains("::") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { workflowCommandsBroken(String($0), lineStart: true) }.joined(separator: "\n")
}

/// `text` with no CI workflow command in it: GitHub's runner reads `##[` anywhere in a line and
/// `::` at its start after blanks, Azure's `##vso[` anywhere, so the second `#` of every `##` is
/// written `\u{23}`, and a leading `::` (at `lineStart`) as `\u{3A}:`. GitLab's `section_start:`
/// needs an ESC before it, which `needsEscape` already writes out.
func workflowCommandsBroken(_ text: String, lineStart: Bool) -> String {
    let start = text.drop { $0 == " " || $0 == "\t" }
    let leadingColon = lineStart && start.hasPrefix("::")
    guard leadingColon || text.contains("##") else { return text }
    var result = String(text[..<start.startIndex])
    var previous: Unicode.Scalar?
    for (offset, scalar) in start.unicodeScalars.enumerated() {
        if (scalar == "#" && previous == "#") || (leadingColon && offset == 0) {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            previous = nil
        } else {
            result.unicodeScalars.append(scalar)
            previous = scalar
        }
    }
    return result
}

private func escapingScalars(_ text: String) -> String {
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

package func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, DEL
    case 0x2028, 0x2029: return true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks and overrides
    case 0x200B...0x200D, 0x2060...0x2064, 0xFEFF: return true  // zero-width characters, which hide text
    default: return false
    }
}

/// The key under which two file names are one file on a case-insensitive file system (macOS,
/// Windows): lowercased by Unicode's full mapping; Swift's string equality already treats
/// canonically equivalent spellings (NFC, NFD) as equal.
package func fileNameKey(_ name: String) -> String {
    name.lowercased()
}
