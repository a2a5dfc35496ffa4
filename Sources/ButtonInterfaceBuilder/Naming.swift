/// §9.1's sanitising: ASCII letters lowercased, digits kept, every other run of characters one `-`,
/// `-` trimmed from both ends, cut at 40 characters (and trimmed again, so no name ends in `-`).
package func sanitisedNamePart(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
        let isLetter = scalar.isASCII && scalar.properties.isAlphabetic
        let isDigit = ("0"..."9").contains(scalar)
        if isLetter || isDigit {
            if pendingDash, !result.isEmpty { result += "-" }
            pendingDash = false
            result.unicodeScalars.append(isLetter ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
        } else {
            pendingDash = true
        }
    }
    var cut = String(result.prefix(40))
    while cut.hasSuffix("-") { cut.removeLast() }
    return cut
}

/// The file name without directories and without its last extension: `App/Login.xib` → `Login`.
func fileStem(_ path: String) -> String {
    let name = fileName(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
}

func fileName(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
}

/// The sanitised stem; `ib` when nothing of the name survives sanitising.
func sanitisedStem(_ path: String) -> String {
    let stem = sanitisedNamePart(fileStem(path))
    return stem.isEmpty ? "ib" : stem
}

/// Hands out names in document order: a repeat of `base` becomes `base-2`, `base-3`, …, skipping any
/// name already taken.
struct NameAllocator {
    private var taken: Set<String> = []
    private var repeats: [String: Int] = [:]

    mutating func allocate(_ base: String) -> String {
        guard taken.contains(base) else {
            taken.insert(base)
            return base
        }
        var counter = repeats[base] ?? 1
        var name: String
        repeat {
            counter += 1
            name = "\(base)-\(counter)"
        } while taken.contains(name)
        repeats[base] = counter
        taken.insert(name)
        return name
    }
}

/// `<stem>-<part>`, part = the first non-empty of the sanitised `userLabel`, title (not IB's
/// placeholder "Button") and `id`.
func buttonNameBase(stem: String, userLabel: String?, title: String?, id: String?) -> String {
    let candidates = [userLabel, title == "Button" ? nil : title, id]
    let part = candidates.lazy.compactMap { $0.map(sanitisedNamePart) }.first { !$0.isEmpty } ?? "button"
    return "\(stem)-\(part)"
}

/// `"<file name> · <id> · <title or userLabel>"`; parts that do not exist are left out.
func buttonCaption(path: String, id: String?, title: String?, userLabel: String?) -> String {
    var parts = [fileName(path)]
    if let id, !id.isEmpty { parts.append(id) }
    if let title, !title.isEmpty {
        parts.append(title)
    } else if let userLabel, !userLabel.isEmpty {
        parts.append(userLabel)
    }
    return parts.joined(separator: " · ")
}

/// Scenario names that two files share (§9.1): one error per clash, naming both files, positioned at
/// the second file's button.
public func nameClashes(in imports: [IBFileImport]) -> [Diagnostic] {
    var owners: [String: IBImportedButton] = [:]
    var clashes: [Diagnostic] = []
    for file in imports {
        for button in file.buttons {
            if let first = owners[button.name], first.source.file != button.source.file {
                clashes.append(
                    Diagnostic(interfaceBuilder: .nameClash, file: button.source.file,
                        position: SourcePosition(line: button.source.line, column: button.source.column),
                        message: "scenario name \(button.name) is also given by \(first.source.file) line "
                            + "\(first.source.line); rename a file or set a userLabel"))
            } else if owners[button.name] == nil {
                owners[button.name] = button
            }
        }
    }
    return clashes
}
