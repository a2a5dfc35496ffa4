import ButtonScenario
import Testing

@testable import ButtonInterfaceBuilder

/// The YAML written for every fixture button reads back, with a YAML parser, as the very tree it was
/// written from: quoting, numbers and flow style lose nothing.
@Suite struct RoundTripTests {
    /// A node as the scenario loader resolves it: quoted scalars are strings, plain ones booleans,
    /// numbers or strings.
    private func tree(_ node: YAMLNode) -> ScenarioTree? {
        switch node.content {
        case .mapping(let mapping):
            var entries: [ScenarioTree.Entry] = []
            for (key, value) in mapping {
                guard let key = key.scalarText, let value = tree(value) else { return nil }
                entries.append(.init(key, value))
            }
            return .mapping(entries)
        case .sequence(let sequence):
            let items = sequence.compactMap(tree)
            return items.count == sequence.count ? .sequence(items) : nil
        case .scalar(let string, let style):
            if style != .plain { return .string(string) }
            if string == "true" { return .bool(true) }
            if string == "false" { return .bool(false) }
            if let number = parseDecimal(string) { return .number(number) }
            return .string(string)
        }
    }

    @Test(arguments: ["Login.xib", "Settings-Xcode6.xib", "Welcome-Xcode42.storyboard", "Main.storyboard"])
    func fixtureScenariosReadBack(name: String) throws {
        let buttons = importFixture(name, options: InterfaceBuilderOptions(layoutDirection: .rightToLeft, scale: 3)).buttons
        #expect(!buttons.isEmpty)
        for button in buttons {
            let node = try YAMLParser.compose(scenarioYAML(for: button))
            #expect(node.flatMap(tree) == button.scenario, "\(button.name)")
        }
    }

    @Test func awkwardStringsReadBack() throws {
        let texts = ["yes", "No", "~", "null", "12", "-3.5e2", "a: b", "#x", "[1]", "{a}", "- x", "'q'", "\"dq\"", "tab\there", "new\nline",
                     "back\\slash", "ünï", "💡", "", " lead", "trail ", "@at", "`tick`", "%p", "&a", "*b", "!t", "|", ">", "\u{85}", "\u{2028}"]
        for text in texts {
            let tree = ScenarioTree.mapping([.init("text", .string(text))])
            #expect(try YAMLParser.compose(blockYAML(tree)).flatMap(self.tree) == tree, "\(text.debugDescription)")
        }
    }
}
