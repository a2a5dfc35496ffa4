// What `swift package buttonlab-figures` does, as plain Swift: the command plugin (Plugin.swift) and
// ButtonLabFiguresPluginTests compile this same file (a symbolic link in the test target), so it
// imports Foundation only, never PackagePlugin (docs/docc.md, "The package plugin").
import Foundation

/// The command line after `swift package buttonlab-figures`: the targets named with `--target`
/// (repeatable) and the one optional scenario folder.
struct FiguresRequest: Equatable {
    var targets: [String] = []
    var scenarioFolder: String?
}

/// A target of the package as the plan needs it: its name and its source folder.
struct FiguresTarget: Equatable {
    var name: String
    var directory: URL
}

/// One `buttonlab render --docc` run: which folder of scenarios goes into which catalog.
struct FigureJob: Equatable {
    var target: String
    var scenarioFolder: URL
    var catalog: URL
    var resources: URL { catalog.appendingPathComponent("Resources", isDirectory: true) }

    /// `buttonlab`'s arguments, run in `packageDirectory`: the paths relative to it when inside it
    /// (so render checks every component below the package for links), an argv and never a shell
    /// line, and a leading `./` on a path that would otherwise read as an option. `--no-json`: DocC
    /// takes a `NAME.json` in a catalog for an asset named NAME and may then drop the image.
    func renderArguments(packageDirectory: URL) -> [String] {
        ["render", relativePath(scenarioFolder, to: packageDirectory), "--docc", "--no-json", "-o", relativePath(resources, to: packageDirectory)]
    }
}

/// Why the plugin does nothing: each names the offending target, folder or argument.
enum FiguresError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case extraArgument(String)
    case noSuchTarget(String, known: [String])
    case scenarioFolderNeedsOneTarget([String])
    case noCatalogTarget(package: String)
    case severalCatalogTargets([String])
    case noDefaultFolder(package: String)
    case noCatalog(target: String, directory: String)
    case severalCatalogs(target: String, catalogs: [String])
    case linkedCatalog(String)
    case missingScenarioFolder(String, target: String, isDefault: Bool)

    var description: String {
        switch self {
        case .unknownOption(let option):
            "unknown option '\(option)'; usage: swift package buttonlab-figures [--target TARGET] [SCENARIO_DIR]"
        case .missingValue(let option): "\(option) needs a target name"
        case .extraArgument(let argument): "one scenario folder at most; '\(argument)' is a second one"
        case .noSuchTarget(let name, let known):
            "the package has no target named '\(name)'; its targets are \(known.joined(separator: ", "))"
        case .scenarioFolderNeedsOneTarget(let names):
            "a scenario folder goes into one catalog; name one target, not \(names.joined(separator: ", "))"
        case .noCatalogTarget(let package): "no target of \(package) has a DocC catalog (a folder NAME.docc in its directory)"
        case .severalCatalogTargets(let names):
            "several targets have a DocC catalog (\(names.joined(separator: ", "))); name one with --target"
        case .noDefaultFolder(let package):
            "no target of \(package) has a '\(defaultScenarioFolder)' folder of scenarios; create TARGET_DIR/\(defaultScenarioFolder) or give --target and SCENARIO_DIR"
        case .noCatalog(let target, let directory):
            "target '\(target)' has no DocC catalog: no folder ending in .docc in \(directory); create one, e.g. \(directory)/\(target).docc"
        case .severalCatalogs(let target, let catalogs):
            "target '\(target)' has several DocC catalogs (\(catalogs.joined(separator: ", "))); keep one"
        case .linkedCatalog(let path): "the DocC catalog \(path) is a symbolic link, which the plugin does not write through"
        case .missingScenarioFolder(let path, let target, let isDefault):
            isDefault
                ? "no scenario folder \(path) (target '\(target)''s default); create it, or give SCENARIO_DIR"
                : "no scenario folder \(path): it does not exist or is not a folder"
        }
    }
}

/// The folder inside a target's directory that holds its figures' scenarios, beside its catalog.
let defaultScenarioFolder = "Figures"

/// Reads `--target T` (also `--target=T`, repeatable), `--` and at most one scenario folder.
func parseFiguresArguments(_ arguments: [String]) throws(FiguresError) -> FiguresRequest {
    var request = FiguresRequest()
    var rest = arguments[...]
    var optionsEnded = false
    while let argument = rest.popFirst() {
        if !optionsEnded, argument == "--" {
            optionsEnded = true
        } else if !optionsEnded, argument == "--target" {
            guard let name = rest.popFirst() else { throw .missingValue(argument) }
            request.targets.append(name)
        } else if !optionsEnded, argument.hasPrefix("--target=") {
            request.targets.append(String(argument.dropFirst("--target=".count)))
        } else if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
            throw .unknownOption(argument)
        } else if request.scenarioFolder == nil {
            request.scenarioFolder = argument
        } else {
            throw .extraArgument(argument)
        }
    }
    return request
}

/// The jobs a request asks for. Without `--target`: with SCENARIO_DIR, the one target that has a
/// catalog; without it, every target that has a `Figures` folder. A relative SCENARIO_DIR is taken
/// from the package's folder. Nothing is created or written here.
func planFigures(
    _ request: FiguresRequest, package: String, packageDirectory: URL, targets: [FiguresTarget]
) throws(FiguresError) -> [FigureJob] {
    var chosen: [FiguresTarget] = []
    for name in request.targets where !chosen.contains(where: { $0.name == name }) {
        guard let target = targets.first(where: { $0.name == name }) else {
            throw .noSuchTarget(name, known: targets.map(\.name).sorted())
        }
        chosen.append(target)
    }
    if let folder = request.scenarioFolder {
        if chosen.isEmpty {
            let documented = targets.filter { !catalogs(in: $0.directory).isEmpty }
            guard documented.count <= 1 else { throw .severalCatalogTargets(documented.map(\.name).sorted()) }
            guard let only = documented.first else { throw .noCatalogTarget(package: package) }
            chosen = [only]
        }
        guard chosen.count == 1 else { throw .scenarioFolderNeedsOneTarget(chosen.map(\.name)) }
        let url = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : packageDirectory.appendingPathComponent(folder)
        return [try job(for: chosen[0], scenarioFolder: url, isDefault: false, packageDirectory: packageDirectory)]
    }
    if chosen.isEmpty {
        chosen = targets.filter { isDirectory($0.directory.appendingPathComponent(defaultScenarioFolder)) }
        guard !chosen.isEmpty else { throw .noDefaultFolder(package: package) }
    }
    return try chosen.map { target throws(FiguresError) in
        try job(
            for: target, scenarioFolder: target.directory.appendingPathComponent(defaultScenarioFolder), isDefault: true,
            packageDirectory: packageDirectory)
    }
}

private func job(for target: FiguresTarget, scenarioFolder: URL, isDefault: Bool, packageDirectory: URL) throws(FiguresError) -> FigureJob {
    let found = catalogs(in: target.directory)
    let directory = relativePath(target.directory, to: packageDirectory)
    guard found.count <= 1 else { throw .severalCatalogs(target: target.name, catalogs: found.map(\.lastPathComponent)) }
    guard let catalog = found.first else { throw .noCatalog(target: target.name, directory: directory) }
    // render refuses a linked catalog too; saying so here names it before anything runs.
    if isSymbolicLink(catalog) { throw .linkedCatalog(relativePath(catalog, to: packageDirectory)) }
    guard isDirectory(scenarioFolder) else {
        throw .missingScenarioFolder(relativePath(scenarioFolder, to: packageDirectory), target: target.name, isDefault: isDefault)
    }
    return FigureJob(target: target.name, scenarioFolder: scenarioFolder, catalog: catalog)
}

/// The entries of `directory` whose names end in `.docc`, sorted (links included, to be refused by name).
private func catalogs(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".docc") }.sorted().map { directory.appendingPathComponent($0, isDirectory: true) }
}

private func isDirectory(_ url: URL) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
}

private func isSymbolicLink(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
}

/// `url` relative to `base` when it lies inside it, else its absolute path; `./` before a leading `-`.
func relativePath(_ url: URL, to base: URL) -> String {
    let path = url.standardizedFileURL.path, root = base.standardizedFileURL.path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    let relative = path == root ? "." : path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    return relative.hasPrefix("-") ? "./" + relative : relative
}
