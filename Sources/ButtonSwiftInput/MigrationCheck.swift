import ButtonFiles
import ButtonLabKit
import ButtonLayout
import ButtonScenario
import ButtonSolve
import ButtonSwiftSource

/// The check of `migrate --fix`: a legacy button and the button the edited file reads back, both laid
/// out as scenarios (one code path with `layout`), for every sample of the values the code carries.
struct MigrationChecker {
    var path: String
    var loader: ScenarioLoader
    let catalogs: AssetCatalogs

    init(path: String, loader: ScenarioLoader, assets: [String] = []) {
        self.path = path
        self.loader = loader
        catalogs = AssetCatalogs(nearSwiftFile: path, assets: assets)
    }

    /// Every combination of the carried values' samples; the file's own values when nothing is carried.
    func samples(for button: SwiftButton) -> [CarriedSample] {
        let keys = button.unresolved.map(\.key)
        let titles: [String?] = keys.contains("title.text") ? carriedTitleSweep : [nil]
        let font: Double? = keys.contains { $0.hasPrefix("title.font.") } ? carriedFontSize : nil
        let imageMissing: Bool =
            switch button["image"] {
            case .imageNamed(let name)?: if case .notFound = catalogs.size(ofImageNamed: name) { true } else { false }
            case .imageSymbol?: true
            default: keys.contains("image")
            }
        let images: [Size?] = imageMissing ? carriedImageSweep : [nil]
        return titles.flatMap { title in images.map { CarriedSample(title: title, fontSize: font, image: $0) } }
    }

    /// The migrate analysis of the legacy button with one sample, or why it does not migrate.
    func migration(of button: SwiftButton, sample: CarriedSample) -> Result<Migration, Why> {
        switch scenario(button, sample: sample, prefix: "") {
        case .failure(let why): return .failure(why)
        case .success(let scenario):
            let migration = Migrator.migrate(scenario.button)
            // A title or an image alone is no obstacle here: the check below compares what is shown.
            if let obstacle = migration.obstacles.first(where: { $0 != .noPair }) { return .failure(Why(obstacle.description)) }
            let rtl = migration.result.layoutDirection == .rightToLeft
            if let visible = migration.differences.first(where: { $0.isVisible(scale: migration.result.scale, rightToLeft: rtl) }) {
                return .failure(Why("no configuration reproduces it: \(visible.element.rawValue) \(formatRect(visible.legacy ?? .zero)) would be \(formatRect(visible.configuration ?? .zero))"))
            }
            return .success(migration)
        }
    }

    /// The first visible difference between the legacy button and its re-read configuration, over every sample.
    func difference(_ candidate: MigrationCandidate, reread: SwiftSourceFile) -> String? {
        guard let migrated = reread.buttons.first(where: { $0.scenarioName == candidate.button.scenarioName }) else {
            return "the edited file no longer sets up \(candidate.button.name)"
        }
        guard migrated.api == .configuration else { return "the edited file does not read as a configuration button" }
        for sample in candidate.samples {
            let before = scenario(candidate.button, sample: sample, prefix: "").flatMap(layOut)
            let after = scenario(migrated, sample: sample, prefix: "configuration.").flatMap(layOut)
            guard case .success(let old) = before, case .success(let new) = after else {
                return [before, after].compactMap { if case .failure(let why) = $0 { why.text } else { nil } }.first
            }
            let pixel = 1 / old.scale.factor
            if abs(old.bounds.width - new.bounds.width) >= pixel - 1e-9 || abs(old.bounds.height - new.bounds.height) >= pixel - 1e-9 {
                return "its size \(formatSize(old.bounds.size)) becomes \(formatSize(new.bounds.size))\(describe(sample))"
            }
            for element in [ButtonElement.imageView, .titleLabel] {
                let difference = FrameDifference(element: element, legacy: old.frame(of: element), configuration: new.frame(of: element))
                if difference.isVisible(scale: old.scale, rightToLeft: old.layoutDirection == .rightToLeft) {
                    return "\(element.rawValue) \(formatRect(difference.legacy ?? .zero)) becomes \(formatRect(difference.configuration ?? .zero))\(describe(sample))"
                }
            }
        }
        return nil
    }

    /// What the check covered, for the migrated note.
    func coverage(_ candidate: MigrationCandidate) -> String {
        var carried: [String] = []
        if let title = candidate.site.title, candidate.button["title.text"] == nil { carried.append("title `\(title)`") }
        if let font = candidate.site.font, candidate.button["title.font.size"] == nil { carried.append("font `\(font)`") }
        if let image = candidate.site.image, candidate.samples.contains(where: { $0.image != nil }) { carried.append("image `\(image)`") }
        guard !carried.isEmpty else { return "no visible difference" }
        var checked: [String] = []
        if candidate.samples.contains(where: { $0.title != nil }) {
            checked.append("titles of \(carriedTitleSweep.map { String($0.count) }.joined(separator: ", ")) characters (short, typical, long)")
        }
        if candidate.samples.contains(where: { $0.fontSize != nil }) { checked.append("the font at \(formatNumber(carriedFontSize)) pt") }
        if candidate.samples.contains(where: { $0.image != nil }) {
            checked.append("images of \(carriedImageSweep.map { formatSize($0) }.joined(separator: ", ")) pt")
        }
        return "\(carried.joined(separator: ", ")) carried as written; no visible difference for \(checked.joined(separator: ", "))"
    }

    // MARK: pieces

    private func describe(_ sample: CarriedSample) -> String {
        var parts: [String] = []
        if let title = sample.title { parts.append("title \"\(title)\"") }
        if let image = sample.image { parts.append("image \(formatSize(image))") }
        return parts.isEmpty ? "" : " (with \(parts.joined(separator: ", ")))"
    }

    private func layOut(_ scenario: Scenario) -> Result<CommonLayout, Why> {
        do { return .success(try computeLayout(of: scenario.model, loader: loader).common) } catch { return .failure(Why("cannot be laid out: \(error)")) }
    }

    /// The button with the sample's values in place of its carried ones, as a loaded scenario.
    private func scenario(_ button: SwiftButton, sample: CarriedSample, prefix: String) -> Result<Scenario, Why> {
        var button = button
        let marker = "carried image"
        func put(_ key: String, _ value: SwiftValue) {
            button.unresolved.removeAll { $0.key == key }
            button.properties.removeAll { $0.key == key }
            button.properties.append(SwiftProperty(key: key, value: value, statement: SwiftSourceRange(start: .init(line: button.line, column: 1), end: .init(line: button.line, column: 1), utf8Offsets: 0..<0)))
        }
        if let title = sample.title { put(prefix + "title.text", .string(title)) }
        if let size = sample.fontSize {
            button.unresolved.removeAll { $0.key.hasPrefix(prefix + "title.font.") }
            put(prefix + "title.font.size", .number(size))
        }
        if sample.image != nil { put(prefix + "image", .imageNamed(marker)) }
        let (syntax, _) = button.scenario(file: path) { name in
            if name == marker, let size = sample.image { return .found(width: size.width, height: size.height) }
            return catalogs.size(ofImageNamed: name)
        }
        let imported = ImportedScenario(
            syntax: syntax, provenance: .swiftSource(file: SourceFile(path: path, stated: nil), line: button.line, name: button.name),
            name: button.scenarioName, position: SourcePosition(line: button.line, column: button.column))
        return loadScenario(imported: imported, loader: loader).mapError { Why($0.message) }
    }
}

/// Why a button is left as it is, in words.
struct Why: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
