import ButtonFiles
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One rule of a make depfile: the files a figure wrote, and every file they were made from.
package struct DependencyRule: Hashable, Sendable {
    package var targets: [String]
    /// The scenario or Interface Builder file; nil for standard input.
    package var source: String?
    package var images: [String]

    package init(targets: [String], source: String?, images: [String] = []) {
        self.targets = targets
        self.source = source
        self.images = images
    }

    package var prerequisites: [String] { (source.map { [$0] } ?? []) + images }
}

/// A path make cannot be told about: a character make would read as syntax (a separator, an
/// assignment, a recipe, a pattern, a wildcard, an escape) rather than as part of a file name.
package struct UnspellableDependency: Error, CustomStringConvertible, Sendable {
    package var path: String
    /// What make would read instead, naming the character ("contains a line break").
    package var reason: String
    /// The diagnostic's message (code `output`).
    package var message: String {
        "cannot write the depfile: \(displayPath(path)) \(reason), which make cannot read"
    }
    package var description: String { "error: " + message }
}

/// The text of a make depfile (make.md): a rule `TARGET…: PREREQUISITE…` per figure, then an empty
/// rule for every image, so that make does not stop when an image is deleted or renamed (like
/// `gcc -MP`; the scenario itself is the pattern rule's own prerequisite and gets none).
package func depfileText(_ rules: [DependencyRule]) throws(UnspellableDependency) -> String {
    var text = ""
    var images: [String] = []
    var seen = Set<String>()
    for rule in rules {
        let targets = try rule.targets.map(makeEscaped).joined(separator: " ")
        let prerequisites = try rule.prerequisites.map(makeEscaped).joined(separator: " ")
        text += prerequisites.isEmpty ? "\(targets):\n" : "\(targets): \(prerequisites)\n"
        for image in rule.images where seen.insert(image).inserted { images.append(image) }
    }
    for image in images { text += "\n\(try makeEscaped(image)):\n" }
    return text
}

/// `gallery`'s depfile (make.md): one rule, the page made from every scenario and Interface Builder
/// file it shows (`sceneFiles` for its scene figures) and every image they read, in input order; each
/// also gets an empty rule, so that deleting or renaming one remakes the page instead of stopping make.
package func galleryDepfileText(
    page: String, rules: [DependencyRule], sceneFiles: [String] = []
) throws(UnspellableDependency) -> String {
    var prerequisites: [String] = []
    var seen = Set<String>()
    for path in rules.flatMap(\.prerequisites) + sceneFiles where seen.insert(path).inserted { prerequisites.append(path) }
    // As `images`, every prerequisite gets its empty rule.
    return try depfileText([DependencyRule(targets: [page], source: nil, images: prerequisites)])
}

/// The depfile failure of a figure whose rule make could not read, decided before its files are
/// written, so that a refused depfile leaves no figure newer than the depfile that describes it.
package func depfileRefusal(targets: [String], input: ScenarioInput, subject: FigureSubject) -> ScenarioFailure? {
    let rule = dependencyRule(targets: targets, input: input, scenario: subject.scenario)
    do throws(UnspellableDependency) {
        for path in rule.targets + rule.prerequisites { _ = try makeEscaped(path) }
        return nil
    } catch {
        return ScenarioFailure(path: input.key, code: .output, file: nil, message: error.message)
    }
}

/// `path` as make reads it in a rule: a space as `\ `, `#` as `\#`, `$` as `$$`, which GNU make
/// reads back as the same name (`MakeTests` runs make on them); every other character make gives a
/// meaning to is refused (make.md).
package func makeEscaped(_ path: String) throws(UnspellableDependency) -> String {
    if let reason = makeSyntaxReason(path) { throw UnspellableDependency(path: path, reason: reason) }
    var escaped = ""
    for character in path {
        switch character {
        case " ": escaped += "\\ "
        case "#": escaped += "\\#"
        case "$": escaped += "$$"
        default: escaped.append(character)
        }
    }
    return escaped
}

/// Why make would not read `path` as the name of one file, or nil: `:` `;` `=` `|` end or change
/// the rule (`a!=cmd` runs a shell), `%` `*` `?` `[` make a pattern or a wildcard, `\` escapes,
/// controls split the line; a leading `~` is a home folder, a trailing `)` an archive member, a
/// trailing `&` a grouped target, and a name in the current folder that starts with a dot may be a
/// special target (`.SILENT`) or a suffix rule.
func makeSyntaxReason(_ path: String) -> String? {
    for scalar in path.unicodeScalars {
        switch scalar {
        case "\n", "\r": return "contains a line break"
        case "\t": return "contains a tab"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            return "contains the control character \(logEscaped(String(scalar)))"
        case ":", ";", "=", "|", "%", "*", "?", "[", "\\": return "contains '\(scalar)'"
        default: continue
        }
    }
    // make drops leading "./" (and the slashes after it) before it looks at a name.
    var name = Substring(path)
    while name.hasPrefix("./") { name = name.dropFirst(2).drop { $0 == "/" } }
    if name.hasPrefix("~") { return "starts with '~'" }
    if name.hasPrefix("."), !name.contains("/") { return "starts with '.' in the current folder" }
    if path.hasSuffix(")") { return "ends with ')'" }
    if path.hasSuffix("&") { return "ends with '&'" }
    return nil
}

/// The rule of a figure that wrote `targets`: the scenario file as given on the command line
/// (none for standard input), and the image it read, as a path relative to the current directory
/// spelled from the scenario's folder as given (the loader resolved it to an absolute path there).
package func dependencyRule(targets: [String], input: ScenarioInput, scenario: Scenario) -> DependencyRule {
    var rule = DependencyRule(targets: targets, source: nil)
    if case .standardInput = input {} else { rule.source = input.file }
    if let image = scenario.image?.file {
        let base = URL(fileURLWithPath: input.file).deletingLastPathComponent().standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let folder = rule.source.map { $0.deletingLastPathComponent } ?? ""
        if image.hasPrefix(prefix) {
            let relative = String(image.dropFirst(prefix.count))
            rule.images.append(folder.isEmpty ? relative : folder.appendingPathComponent(relative))
        } else {
            rule.images.append(image)
        }
    }
    return rule
}
