import ButtonLabTestSupport
import Foundation
import Testing

/// A package folder in a scratch directory: `Sources/NAME` per target, with the given entries
/// (a name ending in `/` is a folder, `NAME.docc` a catalog), and the share button in each `Figures/`.
private func makePackage(_ targets: [String: [String]]) -> (root: URL, targets: [FiguresTarget]) {
    let root = URL(fileURLWithPath: makeScratch("figures-plugin"))
    var made: [FiguresTarget] = []
    for (name, entries) in targets.sorted(by: { $0.key < $1.key }) {
        let directory = root.appendingPathComponent("Sources/\(name)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for entry in entries {
            try! FileManager.default.createDirectory(at: directory.appendingPathComponent(entry), withIntermediateDirectories: true)
        }
        if entries.contains("Figures") {
            try! FileManager.default.copyItem(
                atPath: fixturesDirectory + "/everyday/01-share-44pt.yaml", toPath: directory.path + "/Figures/share.yaml")
        }
        made.append(FiguresTarget(name: name, directory: directory))
    }
    return (root, made)
}

private func plan(_ arguments: [String], _ package: (root: URL, targets: [FiguresTarget])) throws(FiguresError) -> [FigureJob] {
    try planFigures(try parseFiguresArguments(arguments), package: "Shelf", packageDirectory: package.root, targets: package.targets)
}

private func failure(_ arguments: [String], _ package: (root: URL, targets: [FiguresTarget])) -> String? {
    do throws(FiguresError) {
        _ = try plan(arguments, package)
        return nil
    } catch {
        return error.description
    }
}

/// Every file below `root` with its size and modification time, to see that a run wrote nothing.
private func tree(_ root: URL) -> [String] {
    let paths = FileManager.default.subpaths(atPath: root.path) ?? []
    return paths.sorted().map { path in
        let attributes = try! FileManager.default.attributesOfItem(atPath: root.path + "/" + path)
        let date = (attributes[.modificationDate] as! Date).timeIntervalSince1970
        return "\(path) \(attributes[.size] as! Int) \(date)"
    }
}

@Suite("swift package buttonlab-figures: arguments")
struct FiguresArgumentTests {
    @Test("--target is repeatable, also as --target=T; one scenario folder; -- ends the options")
    func accepted() throws {
        #expect(try parseFiguresArguments([]) == FiguresRequest())
        #expect(try parseFiguresArguments(["--target", "Shelf", "Docs/Figures"]) == FiguresRequest(targets: ["Shelf"], scenarioFolder: "Docs/Figures"))
        #expect(try parseFiguresArguments(["--target=A", "--target", "B"]) == FiguresRequest(targets: ["A", "B"]))
        #expect(try parseFiguresArguments(["--", "--target"]) == FiguresRequest(scenarioFolder: "--target"))
    }

    @Test("an unknown option, a --target without a name and a second folder are refused by name")
    func refused() {
        #expect(throws: FiguresError.unknownOption("--theme")) { try parseFiguresArguments(["--theme", "dark"]) }
        #expect(throws: FiguresError.missingValue("--target")) { try parseFiguresArguments(["--target"]) }
        #expect(throws: FiguresError.extraArgument("b")) { try parseFiguresArguments(["a", "b"]) }
        #expect(
            FiguresError.unknownOption("--theme").description
                == "unknown option '--theme'; usage: swift package buttonlab-figures [--target TARGET] [SCENARIO_DIR]")
    }
}

@Suite("swift package buttonlab-figures: which folder goes into which catalog")
struct FiguresPlanTests {
    @Test("no arguments: each target with a Figures folder, into its one catalog's Resources, paths from the package")
    func defaults() throws {
        let package = makePackage(["Shelf": ["Shelf.docc", "Figures"], "Plain": []])
        defer { removeScratch(package.root.path) }
        let jobs = try plan([], package)
        #expect(jobs.map(\.target) == ["Shelf"])
        #expect(
            jobs.map { $0.renderArguments(packageDirectory: package.root) }
                == [["render", "Sources/Shelf/Figures", "--docc", "--no-json", "-o", "Sources/Shelf/Shelf.docc/Resources"]])
    }

    @Test("SCENARIO_DIR: from the package's folder, into the only target with a catalog; a leading '-' gets './'")
    func scenarioFolder() throws {
        let package = makePackage(["Shelf": ["Shelf.docc"], "Plain": [], "Other": ["-figs", "Art"]])
        defer { removeScratch(package.root.path) }
        let jobs = try plan(["Sources/Other/Art"], package)
        #expect(
            jobs.map { $0.renderArguments(packageDirectory: package.root) }
                == [["render", "Sources/Other/Art", "--docc", "--no-json", "-o", "Sources/Shelf/Shelf.docc/Resources"]])
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("-figs"), withIntermediateDirectories: true)
        let dashed = try plan(["--target", "Shelf", "--", "-figs"], package)
        #expect(dashed.map { $0.renderArguments(packageDirectory: package.root)[1] } == ["./-figs"])
        let outside = try plan(["--target", "Shelf", NSTemporaryDirectory()], package)
        #expect(outside.map { $0.renderArguments(packageDirectory: package.root)[1] } == [URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path])
    }

    @Test("a missing target, catalog or folder, or an ambiguous one, stops the plan with a message naming it")
    func errors() throws {
        let package = makePackage(["Shelf": ["Shelf.docc", "Figures"], "Twice": ["A.docc", "B.docc", "Figures"], "Bare": ["Figures"]])
        defer { removeScratch(package.root.path) }
        #expect(failure(["--target", "Nope"], package) == "the package has no target named 'Nope'; its targets are Bare, Shelf, Twice")
        #expect(failure(["--target", "Twice"], package) == "target 'Twice' has several DocC catalogs (A.docc, B.docc); keep one")
        #expect(
            failure(["--target", "Bare"], package)
                == "target 'Bare' has no DocC catalog: no folder ending in .docc in Sources/Bare; create one, e.g. Sources/Bare/Bare.docc")
        #expect(
            failure(["--target", "Shelf", "Missing"], package) == "no scenario folder Missing: it does not exist or is not a folder")
        #expect(failure(["Sources/Shelf/Figures"], package) == "several targets have a DocC catalog (Shelf, Twice); name one with --target")
        #expect(
            failure(["--target", "Shelf", "--target", "Bare", "x"], package)
                == "a scenario folder goes into one catalog; name one target, not Shelf, Bare")
        // No arguments: every target with a Figures folder, and each must have exactly one catalog.
        #expect(failure([], package) == "target 'Bare' has no DocC catalog: no folder ending in .docc in Sources/Bare; create one, e.g. Sources/Bare/Bare.docc")

        let empty = makePackage(["Shelf": ["Shelf.docc"]])
        defer { removeScratch(empty.root.path) }
        #expect(
            failure([], empty)
                == "no target of Shelf has a 'Figures' folder of scenarios; create TARGET_DIR/Figures or give --target and SCENARIO_DIR")
        #expect(
            failure(["--target", "Shelf"], empty)
                == "no scenario folder Sources/Shelf/Figures (target 'Shelf''s default); create it, or give SCENARIO_DIR")
    }

    @Test("a catalog that is a symbolic link is refused before anything runs")
    func linkedCatalog() throws {
        let package = makePackage(["Shelf": ["Figures", "Elsewhere"]])
        defer { removeScratch(package.root.path) }
        try FileManager.default.createSymbolicLink(atPath: package.root.path + "/Sources/Shelf/Shelf.docc", withDestinationPath: "Elsewhere")
        #expect(failure([], package) == "the DocC catalog Sources/Shelf/Shelf.docc is a symbolic link, which the plugin does not write through")
    }
}

@Suite("swift package buttonlab-figures: what buttonlab does with the plan's arguments")
struct FiguresRenderTests {
    @Test("the catalog's Resources gets light, dark, alt text and sidecar, nothing else changes; a second run writes nothing")
    func rendersOnce() throws {
        let package = makePackage(["Shelf": ["Shelf.docc", "Figures"]])
        defer { removeScratch(package.root.path) }
        let before = tree(package.root)
        let arguments = try plan([], package)[0].renderArguments(packageDirectory: package.root)
        let first = try buttonlab(arguments: arguments, in: package.root.path)
        #expect(first.status == 0, "\(first.errors)")
        let written = Set(tree(package.root)).subtracting(before).map { $0.split(separator: " ")[0] }.sorted()
        #expect(
            written == [
                "Sources/Shelf/Shelf.docc", "Sources/Shelf/Shelf.docc/Resources",
                "Sources/Shelf/Shelf.docc/Resources/everyday-01-share-44pt.alt.txt",
                "Sources/Shelf/Shelf.docc/Resources/everyday-01-share-44pt@2x.png",
                "Sources/Shelf/Shelf.docc/Resources/everyday-01-share-44pt~dark@2x.png",
            ])
        let settled = tree(package.root)
        let second = try buttonlab(arguments: arguments, in: package.root.path)
        #expect(second.status == 0)
        #expect(tree(package.root) == settled)
    }

    @Test("a Resources folder that is a symbolic link is refused by buttonlab: nothing is written through it")
    func linkedResources() throws {
        let package = makePackage(["Shelf": ["Shelf.docc", "Figures", "Elsewhere"]])
        defer { removeScratch(package.root.path) }
        try FileManager.default.createSymbolicLink(
            atPath: package.root.path + "/Sources/Shelf/Shelf.docc/Resources", withDestinationPath: "../Elsewhere")
        let run = try buttonlab(arguments: try plan([], package)[0].renderArguments(packageDirectory: package.root), in: package.root.path)
        #expect(run.status == 2)
        #expect(listing(package.root.path + "/Sources/Shelf/Elsewhere").isEmpty)
        #expect(run.errors.contains("Sources/Shelf/Shelf.docc/Resources is a symbolic link, which ButtonLab does not follow"))
    }
}
