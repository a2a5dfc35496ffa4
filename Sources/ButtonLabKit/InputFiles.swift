import ButtonInterfaceBuilder
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which files a directory walk takes.
package struct InputSelection: Hashable, Sendable {
    /// `InputFormat.scenarioFile`: `.yaml`, `.yml`, `.json`.
    package var scenarioFiles: Bool
    /// `InputFormat.interfaceBuilder`: `.xib`, `.storyboard`, in any case.
    package var interfaceBuilderFiles: Bool
    /// `InputFormat.swiftSource`: `.swift`. Only `import` walks them: a named `.swift` file is read by
    /// every command, but a walk of an app's folder by `render` or `check` would turn every source file into inputs.
    package var swiftSourceFiles: Bool

    package init(scenarioFiles: Bool = true, interfaceBuilderFiles: Bool = true, swiftSourceFiles: Bool = false) {
        self.scenarioFiles = scenarioFiles
        self.interfaceBuilderFiles = interfaceBuilderFiles
        self.swiftSourceFiles = swiftSourceFiles
    }

    /// Every command that reads scenarios; `--ib-only` leaves scenario files out of walks.
    package static let all = InputSelection()
    /// `buttonlab import`.
    package static let interfaceBuilderOnly = InputSelection(scenarioFiles: false, swiftSourceFiles: true)
}

/// The files that command-line inputs name, in a deterministic order (docs/interface-builder.md, "How the commands
/// use IB files").
///
/// A file is taken as it is, whatever its extension. A directory stands for every file below it that
/// `selection` takes, sorted by relative path (byte order). Walks skip hidden entries, never enter a
/// symbolic link (so a link cycle or a link out of the tree is never followed) and skip the bundles
/// Xcode keeps beside its sources: `*.xcassets`, `*.xcodeproj`, `*.xcworkspace`, compiled
/// `*.storyboardc`. A linked file the selection takes is listed, for its reader to refuse by name.
/// Inputs keep their order; every input that does not exist, or on whose way lies a symbolic link
/// (unless `followSymlinks`), is reported (`scenarioFiles`, security.md §1).
package func inputFiles(
    for inputs: [String], selection: InputSelection = .all, formats: InputFormats = .builtIn, followSymlinks: Bool = false
) throws(ScenarioError) -> [String] {
    try scenarioFiles(
        for: inputs, followSymlinks: followSymlinks, takes: { formats.takes($0, selection: selection) },
        skipsDirectory: InterfaceBuilder.skipsDirectory(named:))
}
