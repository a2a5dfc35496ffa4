// `swift package buttonlab-figures [--target TARGET] [SCENARIO_DIR]`: renders a target's scenario
// folder into its DocC catalog's Resources with `buttonlab-render render --docc`, buttonlab's render
// command built alone so that the package does not compile swift-syntax or swift-crypto (docs/docc.md). The plan is FigurePlan.swift; this file only talks to SwiftPM and runs the tool.
import Foundation
import PackagePlugin

@main
struct ButtonLabFigures: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package
        // Target.directoryURL needs tools 6.1 and Path's members are deprecated in 6.0, so the path goes through
        // String(describing:).
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }.map {
            FiguresTarget(name: $0.name, directory: URL(fileURLWithPath: String(describing: $0.directory), isDirectory: true))
        }
        // A thrown error is what SwiftPM prints as `error: …` and exits 1 for.
        let jobs = try planFigures(
            try parseFiguresArguments(arguments), package: package.displayName, packageDirectory: package.directoryURL, targets: targets)
        let tool = try context.tool(named: "buttonlab-render").url
        for job in jobs {
            try render(job, with: tool, in: package.directoryURL)
        }
    }

    /// One `buttonlab render --docc` process, its output passed through; a failure stops the command.
    private func render(_ job: FigureJob, with tool: URL, in packageDirectory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = job.renderArguments(packageDirectory: packageDirectory)
        // Relative paths from the package's folder: render checks each of their components for links.
        process.currentDirectoryURL = packageDirectory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw RenderFailure(message: "buttonlab render failed for target '\(job.target)' (exit \(process.terminationStatus))")
        }
    }
}

struct RenderFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
