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

/// An imported button reaches the scenario loader as a syntax tree positioned at its `<button` tag and
/// builds the very button its written YAML builds.
@Suite struct ButtonSyntaxTests {
    /// Eight points per character, one line 20 points tall: any measurer will do, both paths share it.
    private struct Measurer: TextMeasuring {
        func measure(_ text: String, font: FontSpec) -> Size { Size(width: 8 * Double(text.count), height: 20) }
    }

    @Test(arguments: ["Login.xib", "Settings-Xcode6.xib", "Welcome-Xcode42.storyboard", "Main.storyboard"])
    func syntaxTreeBuildsWhatTheYAMLBuilds(name: String) throws {
        let loader = ScenarioLoader(textMeasurer: Measurer())
        let buttons = importFixture(name).buttons
        #expect(!buttons.isEmpty)
        for button in buttons {
            let fromTree = try loader.load(syntax: button.syntaxNode, file: button.source.file, defaultName: button.name)
            let fromYAML = try loader.parse(scenarioYAML(for: button), path: button.source.file, baseName: button.name)
            #expect(fromTree.button == fromYAML.button, "\(button.name)")
            #expect(fromTree.configuration == fromYAML.configuration, "\(button.name)")
            #expect(fromTree.name == fromYAML.name, "\(button.name)")
        }
    }

    @Test func everyNodeSitsAtTheButtonTag() {
        let tree = ScenarioTree.mapping([
            .init("name", .string("12")), .init("button", .mapping([.init("size", .sequence([.number(254.66666666666666), .number(44)]))])),
            .init("flag", .bool(true)),
        ])
        let at = SourcePosition(line: 9, column: 13)
        let expected = SyntaxNode.mapping(
            [
                SyntaxEntry(key: .plain("name", at: at), value: .scalar(SyntaxScalar("12", style: .doubleQuoted), at: at)),
                SyntaxEntry(
                    key: .plain("button", at: at),
                    value: .mapping(
                        [
                            SyntaxEntry(
                                key: .plain("size", at: at),
                                value: .sequence([.plain("254.66666666666666", at: at), .plain("44", at: at)], at: at))
                        ], at: at)),
                SyntaxEntry(key: .plain("flag", at: at), value: .plain("true", at: at)),
            ], at: at)
        #expect(tree.syntaxNode(at: at) == expected)
    }
}
