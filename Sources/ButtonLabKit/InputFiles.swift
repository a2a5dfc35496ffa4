import ButtonInterfaceBuilder
import ButtonScenario
import Foundation

/// Which files a directory walk takes.
public struct InputSelection: Hashable, Sendable {
    /// `.yaml`, `.yml`, `.json`.
    public var scenarioFiles: Bool
    /// `.xib`, `.storyboard`, in any case.
    public var interfaceBuilderFiles: Bool

    public init(scenarioFiles: Bool = true, interfaceBuilderFiles: Bool = true) {
        self.scenarioFiles = scenarioFiles
        self.interfaceBuilderFiles = interfaceBuilderFiles
    }

    /// Every command that reads scenarios; `--ib-only` leaves scenario files out of walks.
    public static let all = InputSelection()
    /// `buttonlab import`.
    public static let interfaceBuilderOnly = InputSelection(scenarioFiles: false)

    func takes(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if scenarioFiles, lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") || lowered.hasSuffix(".json") {
            return true
        }
        return interfaceBuilderFiles && InterfaceBuilder.isDocumentPath(name)
    }
}

/// The files that command-line inputs name, in a deterministic order (interface-builder.md §9.1).
///
/// A file is taken as it is, whatever its extension. A directory stands for every file below it that
/// `selection` takes, sorted by relative path (byte order). Walks skip hidden entries, symbolic links to
/// directories (so a link cycle is never followed) and the bundles Xcode keeps beside its sources:
/// `*.xcassets`, `*.xcodeproj`, `*.xcworkspace`, compiled `*.storyboardc`. Inputs keep their order;
/// every input that does not exist is reported.
public func inputFiles(for inputs: [String], selection: InputSelection = .all) throws(ScenarioError) -> [String] {
    var files: [String] = []
    var problems: [ScenarioDiagnostic] = []
    let manager = FileManager.default
    for input in inputs {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
            problems.append(
                ScenarioDiagnostic(file: input, line: nil, column: nil, keyPath: "", message: "no such file or directory"))
            continue
        }
        guard isDirectory.boolValue else {
            files.append(input)
            continue
        }
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? input : joinPath(input, relative)
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: directory)
            } catch {
                problems.append(
                    ScenarioDiagnostic(
                        file: directory, line: nil, column: nil, keyPath: "", message: "cannot list the directory"))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                let path = joinPath(input, child)
                var childIsDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &childIsDirectory) else { continue }
                if childIsDirectory.boolValue {
                    let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                    if type != .typeSymbolicLink, !InterfaceBuilder.skipsDirectory(named: name) { pending.append(child) }
                } else if selection.takes(name) {
                    found.append(child)
                }
            }
        }
        found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        files += found.map { joinPath(input, $0) }
    }
    guard problems.isEmpty else { throw ScenarioError(diagnostics: problems) }
    return files
}

func joinPath(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
}
