/// Article 5's pitfall read from code (lifecycle.md, trace-model §10): content written into `titleLabel` or
/// `imageView` instead of the button's state table, which the button copies back at its next
/// refresh. The layout shows the state table's content, so each write is a positioned warning.
enum DirectWriteLint {
    static let paths: Set<[String]> = [
        ["titleLabel", "text"], ["titleLabel", "attributedText"], ["titleLabel", "textColor"],
        ["titleLabel", "shadowColor"], ["imageView", "image"],
    ]

    static func diagnostics(_ builder: ButtonBuilder, api: SwiftButtonAPI) -> [Diagnostic] {
        builder.directWrites.map { write in
            Diagnostic(
                severity: .warning, code: "direct-write", file: nil, line: write.position.line,
                column: write.position.column, keyPath: "",
                message: "\(builder.name).\(write.path) = … " + advice(write.path, configuration: api == .configuration))
        }
    }

    /// §10.12's advice, shortened to what holds without running the code.
    private static func advice(_ path: String, configuration: Bool) -> String {
        if configuration {
            let replacement = path == "imageView.image" ? "configuration.image" : "configuration.title or attributedTitle"
            return "lasts only until the configuration rebuilds the subviews; set \(replacement) instead (article 5)"
        }
        switch path {
        case "imageView.image":
            return "is replaced by currentImage at the button's next layout, and hidden when the state has no image; "
                + "use setImage(_:for:) (article 5, Note 2)"
        case "titleLabel.textColor", "titleLabel.shadowColor":
            return "lasts until the button refreshes its label with the state's colour; "
                + "use setTitleColor(_:for:) (article 5, Note 1)"
        default:
            return "does not stick: the button copies its title for the current state into the label at each layout, "
                + "and sizeToFit measures currentTitle; use setTitle(_:for:) (article 5, Note 1)"
        }
    }
}

extension SwiftButton {
    /// The `trace:` block that replays a legacy button's direct writes (trace-model §10, the form of
    /// `Fixtures/lifecycle/a5-*.yaml`): `init` at its frame, its `setTitle`/`setImage` and `set:`
    /// writes in file order, then the window, a run-loop turn and a touch, whose layout passes are
    /// the refresh points that show the pitfall. nil without direct writes or a frame.
    func directWriteTrace(
        at position: SourcePosition, imageSize: (String) -> ImageLookup, note: (String, Int) -> Void
    ) -> SyntaxNode? {
        guard api == .legacy, !directWrites.isEmpty else { return nil }
        func plain(_ text: String) -> SyntaxNode { .plain(text, at: position) }
        func numbers(_ values: [Double]) -> SyntaxNode { .sequence(values.map { plain(shortest($0)) }, at: position) }
        func set(_ key: String, _ value: SyntaxNode) -> SyntaxNode {
            .mapping([SyntaxEntry(key: plain("set"), value: .mapping([SyntaxEntry(key: plain(key), value: value)], at: position))], at: position)
        }
        guard case .numbers(let frame)? = self["frame"] ?? self["size"], frame.count >= 2 else {
            note("the direct writes are not traced: the file gives the button no frame", directWrites[0].position.line)
            return nil
        }
        var steps: [(line: Int, action: SyntaxNode)] = []
        for property in properties where property.key == "title.text" || property.key == "image" {
            steps.append((property.statement.start.line, plain(property.key == "image" ? "setImage" : "setTitle")))
        }
        for write in directWrites {
            let line = write.position.line
            switch (write.path, write.value) {
            case ("titleLabel.text", .string(let text)):
                steps.append((line, set(write.path, .scalar(SyntaxScalar(text, style: .doubleQuoted), at: position))))
            case ("titleLabel.textColor", .name(let color)), ("titleLabel.shadowColor", .name(let color)):
                steps.append((line, set(write.path, plain(color))))
            case ("imageView.image", .imageNamed(let name)):
                if case .found(let width, let height) = imageSize(name) {
                    steps.append((line, set(write.path, numbers([width, height]))))
                } else {
                    note("\(write.path) is not traced: the image \"\(name)\" has no size in the asset catalogs", line)
                }
            default:
                note("\(write.path) is not traced: its value has no trace form", line)
            }
        }
        let ordered = steps.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element.action)
        let actions = [.mapping([SyntaxEntry(key: plain("init"), value: numbers([0, 0] + frame.suffix(2)))], at: position)]
            + ordered + ["addToWindow", "runLoop", "highlight", "runLoop"].map(plain)
        return .mapping([SyntaxEntry(key: plain("actions"), value: .sequence(actions, at: position))], at: position)
    }
}
