import ButtonFiles

/// Why a committed `NAME.alt.txt` in `directory` no longer says what the figure shows, or nil when it
/// matches `alt` (the figure's alt text, as `render --docc` writes it) or does not exist. A final line
/// break does not count. A file that is there but cannot be read (a link, a folder, over 1 MiB, not
/// UTF-8) is stale too: nobody can tell what it says.
public func staleAltText(name: String, alt: String, directory: String) -> String? {
    let path = directory.appendingPathComponent("\(name).alt.txt")
    let bytes: [UInt8]
    do {
        bytes = try readRegularFile(atPath: path, maximumBytes: 1 << 20)
    } catch {
        if error.reason == .notFound { return nil }
        return "alt text: cannot read \(displayPath(path)): \(error)"
    }
    guard let committed = String(validating: bytes, as: UTF8.self) else {
        return "alt text: \(displayPath(path)) is not UTF-8"
    }
    let old = textLines(committed)
    let new = textLines(alt)
    let common = min(old.count, new.count)
    guard let index = (0..<common).first(where: { old[$0] != new[$0] }) ?? (old.count == new.count ? nil : common) else { return nil }
    let hint = " (render the figure again to update it)"
    let place = "alt text: \(displayPath(path)) line \(index + 1)"
    guard index < new.count else {
        return "\(place) is \(quoted(old[index])), but the figure's alt text has \(new.count) line\(new.count == 1 ? "" : "s")\(hint)"
    }
    guard index < old.count else {
        return "\(place) is missing; the figure's is \(quoted(new[index]))\(hint)"
    }
    return "\(place) is \(quoted(old[index])), the figure's is \(quoted(new[index]))\(hint)"
}

/// The check of a scenario with its stale alt texts (`staleAltText` in each of `directories`) as a
/// difference: the scenario fails, its message naming each file. An error stays as it was.
func checkingAltText(_ check: ScenarioCheck, alt: String?, directories: [String]) -> ScenarioCheck {
    guard let alt, let name = check.name, check.status != .error else { return check }
    let stale = directories.compactMap { staleAltText(name: name, alt: alt, directory: $0) }
    guard !stale.isEmpty else { return check }
    var check = check
    let earlier = check.status == .failed || check.status == .missingGolden ? [check.message] : []
    check.status = .failed
    check.message = (earlier + stale).joined(separator: "; ")
    check.report = CheckFailureReport(
        status: .failed, subject: name, provenance: check.report.provenance, messages: [check.message], layout: check.layout, svg: check.svg)
    check.line = check.report.line
    return check
}

/// `text`'s lines, without the line break that ends the last one.
private func textLines(_ text: String) -> [Substring] {
    let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
    return body.split(separator: "\n", omittingEmptySubsequences: false)
}

/// A line as the message quotes it: in double quotes, escaped for logs.
private func quoted(_ line: Substring) -> String {
    "\"\(logEscaped(String(line)))\""
}
