import ArgumentParser
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IBLayoutDirection: ExpressibleByArgument {}
extension ControlState: ExpressibleByArgument {}

/// docs/interface-builder.md, "How the commands use IB files": the options that change what an Interface Builder
/// file gives, on every command that reads them. Scenario files are not affected: they say all of this themselves.
package struct InterfaceBuilderArguments: ParsableArguments {
    package init() {}

    @Option(
        name: [.customLong("layout-direction"), .customLong("direction")],
        help: ArgumentHelp(
            "IB files: the app's layout direction, leftToRight (default) or rightToLeft.", valueName: "direction"))
    package var layoutDirection: IBLayoutDirection = .leftToRight

    @Option(help: ArgumentHelp("IB files: the screen scale, 1, 2 (default) or 3.", valueName: "n"))
    package var scale: Int = 2

    @Option(
        help: ArgumentHelp(
            "IB files: the state the buttons are in (normal, highlighted, selected, disabled), written as "
                + "state: instead of the one each button's flags give.", valueName: "state"))
    package var state: ControlState?

    @Option(
        help: ArgumentHelp(
            "A folder of .ttf/.otf/.ttc files; titles in those fonts (IB fonts, title.font.name) are measured from them.",
            valueName: "dir"))
    package var fonts: String?

    @Option(
        help: ArgumentHelp(
            "A font file that measures system-font titles instead of the stand-in's model, with SF's tracking added "
                + "(for example SF from your own Mac); also BUTTONLAB_SYSTEM_FONT.", valueName: "file"))
    package var systemFont: String?

    @Option(
        help: ArgumentHelp(
            "IB files: a YAML file of measured SF Symbol sizes (name: {size: [w, h], alignmentInsets: {…}}).",
            valueName: "file"))
    package var symbols: String?

    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp(
            "Swift files: an asset catalog (.xcassets) or a folder holding catalogs, searched for UIImage(named:) "
                + "before the catalogs under the project root (repeatable).", valueName: "dir"))
    package var assets: [String] = []

    @Option(
        name: .customLong("element"),
        help: ArgumentHelp("IB files: only the button with this object id (repeatable).", valueName: "id"))
    package var elements: [String] = []

    package func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
    }

    /// The reader's options; a bad `--fonts` or `--symbols` exits 2 with its reason. `--fonts` may
    /// name a linked folder only with `followSymlinks` (the command's --follow-symlinks).
    package func options(followSymlinks: Bool) throws -> InterfaceBuilderOptions {
        var options = InterfaceBuilderOptions(
            layoutDirection: layoutDirection, scale: scale, state: state,
            elementIDs: elements.isEmpty ? nil : Set(elements))
        if let symbols {
            do {
                options.symbols = try loadSymbolMetrics(path: symbols)
            } catch {
                printDiagnostics(error.diagnostics)
                throw ExitCode(ExitStatus.failure)
            }
        }
        var faces: FontFaceMeasurer?
        if let fonts {
            do {
                faces = try FontFaceMeasurer(directory: fonts, followSymlinks: followSymlinks)
                options.fontFaces = faces
            } catch {
                printDiagnostic(.input, "\(error)")
                throw ExitCode(ExitStatus.failure)
            }
        }
        useFonts(faces: faces, folder: fonts, systemFont: try systemFontOrExit(systemFont))
        return options
    }

    /// `--assets` folders, each a directory (a link only with `followSymlinks`), or exit 2 naming the first that is not.
    package func assetFolders(followSymlinks: Bool) throws -> [String] {
        for folder in assets {
            let kind = EntryKind(atPath: folder)
            let isFolder = kind == .directory || (followSymlinks && kind == .symbolicLink && isDirectory(atPath: folder))
            guard isFolder else {
                let why = kind == nil ? "no such directory" : kind == .symbolicLink ? "is a symbolic link (--follow-symlinks allows it)" : "is not a directory"
                printDiagnostic(.input, "--assets \(displayPath(folder)): \(why)")
                throw ExitCode(ExitStatus.failure)
            }
        }
        return assets
    }
}

private func isDirectory(atPath path: String) -> Bool {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
}

/// `--system-font FILE`, else a check that `BUTTONLAB_SYSTEM_FONT` (read by the loaders) can be
/// used; a file that cannot exits 2 with its reason.
package func systemFontOrExit(_ path: String?) throws -> SystemFontFile? {
    do {
        guard let path else {
            _ = try systemFontFromEnvironment()
            return nil
        }
        return try loadSystemFont(path: path)
    } catch {
        printDiagnostic(.input, "\(path == nil ? "BUTTONLAB_SYSTEM_FONT: " : "--system-font: ")\(error)")
        throw ExitCode(ExitStatus.failure)
    }
}

/// Turns files into the run's scenarios and says on standard error what the IB files gave: notes,
/// then §9.4's warnings. `--element` ids that match nothing are an error (almost always a typo).
/// `roots` are the inputs as the command line named them (`planInputs`).
package func makePlan(files: [String], arguments: InterfaceBuilderArguments, followSymlinks: Bool, roots: [String]) throws -> InputPlan {
    try makePlan(
        files: files, options: try arguments.options(followSymlinks: followSymlinks), roots: roots,
        assets: try arguments.assetFolders(followSymlinks: followSymlinks))
}

/// `makePlan` with the reader's options already made (the fast path's are the defaults).
package func makePlan(files: [String], options: InterfaceBuilderOptions, roots: [String], assets: [String] = []) throws -> InputPlan {
    let standardInput = files.contains("-") ? try readStandardInputOrExit() : nil
    var plan = planInputs(
        files: files, formats: readableFormats, options: options, standardInput: standardInput, roots: roots, assets: assets)
    plan.entries += plan.unmatchedElementFailures.map(InputPlan.Entry.failure)
    countInputs(plan.entries.count)
    printDiagnostics(plan.diagnostics)
    return plan
}
