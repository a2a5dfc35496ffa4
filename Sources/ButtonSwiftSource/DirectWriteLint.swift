/// Article 5's pitfall read from code (trace-model.md §10): content written into `titleLabel` or
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
