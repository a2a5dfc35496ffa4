import ButtonFiles
import ButtonLabKit
import ButtonScenario
import ButtonSwiftSource
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension InputFormat {
    /// Swift source, every button it sets up a scenario (docs/swift-source.md).
    package static let swiftSource = InputFormat(
        name: "swift-source", description: "Swift source files", extensions: ["swift"], isWalked: { $0.swiftSourceFiles },
        plan: planSwiftSourceFiles)
}

/// The Swift adapter: each file read into its model, each button a scenario with `.swiftSource` provenance.
func planSwiftSourceFiles(_ files: [(index: Int, path: String)], context: InputContext) -> FormatPlan {
    var plan = FormatPlan()
    for file in files {
        switch SwiftSource.read(path: file.path) {
        case .failure(let problem):
            plan.entries[file.index] = [.failure(ScenarioFailure(path: file.path, diagnostics: [problem.diagnostic]))]
        case .success(let model):
            let stated = stableSourcePath(file.path, roots: context.roots)
            let scenarios = swiftScenarios(model, stated: stated, assets: context.assets)
            plan.entries[file.index] = scenarios.map { .scenario(.imported($0)) }
            plan.warnings += model.diagnostics + scenarios.flatMap(\.importWarnings)
            if model.buttons.isEmpty {
                plan.notes.append(Diagnostic(severity: .note, code: .noButtons, file: file.path, line: nil, column: nil, keyPath: "", message: "no buttons"))
            }
        }
    }
    return plan
}

/// Each button of a model as the loader's input, its notes as import warnings.
package func swiftScenarios(_ model: SwiftSourceFile, stated: String?, assets: [String] = []) -> [ImportedScenario] {
    let catalogs = AssetCatalogs(nearSwiftFile: model.path, assets: assets)
    return model.buttons.map { button in
        let (syntax, notes) = button.scenario(file: model.path, imageSize: catalogs.size(ofImageNamed:))
        return ImportedScenario(
            syntax: syntax, provenance: .swiftSource(file: SourceFile(path: model.path, stated: stated), line: button.line, name: button.name),
            name: button.scenarioName, position: SourcePosition(line: button.line, column: button.column), importWarnings: notes)
    }
}

/// The asset catalogs (`*.xcassets`) under the package or project root above a Swift file (S3): the
/// nearest folder holding `Package.swift` or an `.xcodeproj`, else the file's own folder; `--assets`
/// catalogs (a catalog, or a folder searched for them) come first, since the user named them.
struct AssetCatalogs {
    var catalogs: [String] = []

    init(nearSwiftFile path: String, assets: [String] = []) {
        let manager = FileManager.default
        var directory = path.deletingLastPathComponent
        if directory.isEmpty { directory = "." }
        var root = directory
        var probe = directory
        for _ in 0..<32 {
            let entries = (try? manager.contentsOfDirectory(atPath: probe)) ?? []
            if entries.contains("Package.swift") || entries.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                root = probe
                break
            }
            let parent = probe.deletingLastPathComponent
            if parent.isEmpty || parent == probe { break }
            probe = parent
        }
        let named = assets.flatMap { $0.hasSuffix(".xcassets") ? [$0] : Self.find(in: $0, depth: 0) }
        catalogs = named + Self.find(in: root, depth: 0).filter { !named.contains($0) }
    }

    /// Catalogs below `directory`, sorted, skipping hidden folders and build folders; bounded depth.
    private static func find(in directory: String, depth: Int) -> [String] {
        guard depth < 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var found: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") && entry != "build" {
            let path = directory.appendingPathComponent(entry)
            // lstat: a linked folder is never entered (security.md §1).
            guard (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeDirectory else { continue }
            if entry.hasSuffix(".xcassets") { found.append(path) } else { found += find(in: path, depth: depth + 1) }
        }
        return found
    }

    private struct Contents: Decodable {
        struct Image: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Image]
    }

    /// The image's size in points: the pixel size of the largest-scale file ÷ its scale.
    func size(ofImageNamed name: String) -> ImageLookup {
        for catalog in catalogs {
            guard let imageset = Self.imageset(named: name, in: catalog, depth: 0) else { continue }
            guard let bytes = try? readRegularFile(atPath: imageset.appendingPathComponent("Contents.json"), maximumBytes: 1 << 20),
                let contents = try? JSONDecoder().decode(Contents.self, from: Data(bytes))
            else { return .notFound("\(imageset)/Contents.json cannot be read") }
            let files = contents.images.compactMap { image in
                image.filename.map { ($0, Double(image.scale?.dropLast() ?? "1") ?? 1) }
            }.sorted { $0.1 > $1.1 }
            for (filename, scale) in files {
                guard let header = try? OpenedFile.open(atPath: imageset.appendingPathComponent(filename)).readImageHeader() else { continue }
                return .found(width: Double(header.width) / scale, height: Double(header.height) / scale)
            }
            return .notFound("\(name).imageset has no PNG or JPEG file")
        }
        let searched = catalogs.isEmpty ? "no asset catalog (*.xcassets) under the project root" : "not in \(catalogs.joined(separator: ", "))"
        return .notFound(searched)
    }

    private static func imageset(named name: String, in directory: String, depth: Int) -> String? {
        let direct = directory.appendingPathComponent(name + ".imageset")
        if FileManager.default.fileExists(atPath: direct) { return direct }
        guard depth < 4, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        for entry in entries.sorted() where !entry.contains(".") {
            if let found = imageset(named: name, in: directory.appendingPathComponent(entry), depth: depth + 1) { return found }
        }
        return nil
    }
}

extension InputFormat {
    /// Objective-C is not read (S7): claimed only to be refused with a clear error naming the file.
    package static let objectiveC = InputFormat(
        name: "objective-c", description: "Objective-C files (refused)", extensions: ["m", "mm"], isWalked: { _ in false }
    ) { files, _ in
        var plan = FormatPlan()
        for file in files {
            if case .failure(let problem) = SwiftSource.read(path: file.path) {
                plan.entries[file.index] = [.failure(ScenarioFailure(path: file.path, diagnostics: [problem.diagnostic]))]
            }
        }
        return plan
    }
}

extension InputFormats {
    /// What the `buttonlab` executable reads: the built-in formats, Swift source, and Objective-C to refuse.
    package static let withSwiftSource = InputFormats(
        InputFormats.builtIn.formats + [.swiftSource, .objectiveC], refused: [InputFormat.objectiveC.name])
}
