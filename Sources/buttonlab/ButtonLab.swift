import ArgumentParser
import ButtonLabCommandLine
import ButtonLabKit

struct ButtonLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttonlab",
        abstract: "Computes where UIKit's UIButton puts its image and title, and explains why.",
        discussion: """
            Scenarios are YAML or JSON files describing one button (see docs/scenario-format.md), or \
            Interface Builder files (.xib, .storyboard), each of whose buttons is one scenario \
            (docs/interface-builder.md). A directory stands for every such file in it, recursively, in \
            sorted order.
            """,
        version: buttonLabVersion,
        subcommands: [
            LayoutCommand.self, ExplainCommand.self, RenderCommand.self, GalleryCommand.self, CheckCommand.self, ApproveCommand.self,
            SolveCommand.self, MigrateCommand.self,
            ImportCommand.self, TraceCommand.self, SweepCommand.self, ServeCommand.self,
        ]
    )
}
