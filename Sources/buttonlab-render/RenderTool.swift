import ArgumentParser
import ButtonLabCommandLine
import ButtonLabKit

/// The ButtonLabFigures plugin's tool: `buttonlab render`, the same command, with nothing else, so
/// that a package adding the plugin builds the renderer but not swift-syntax, swift-crypto or the
/// server (docs/docc.md). It reads the built-in input formats: scenario files and Interface Builder.
@main
struct RenderTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttonlab-render",
        abstract: "ButtonLab's render command alone, for the ButtonLabFigures plugin (use `buttonlab render` otherwise).",
        version: buttonLabVersion,
        subcommands: [RenderCommand.self]
    )
}
