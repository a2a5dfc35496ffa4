import ButtonLayout

extension ScenarioSchema {
    /// `button.title`'s line keys for a legacy title label (layout-model.md R6.4 ML6; scenario-format.md, "title").
    static let titleLineKeys: [KeySchema] = [
        KeySchema(
            TitleKey.numberOfLines, type: .number(NumberRule(
                limit: .atLeastAtMost(0...Double(ScenarioLimits.maximumTitleLines)), subject: "numberOfLines",
                note: " (a whole number; 0 means as many lines as the text needs)")),
            doc: "titleLabel.numberOfLines: 0 wraps at the width the layout offers, N caps the label at N lines (ML2).",
            defaultValue: .value(.number(1))),
        KeySchema(
            TitleKey.lineBreakMode, type: .enumeration(LineBreakMode.self),
            doc: "titleLabel.lineBreakMode: with numberOfLines other than 1 the text wraps at words and the mode cuts the last permitted line (ML2.1).",
            defaultValue: .value(.string(TitleLabelLines().lineBreakMode.rawValue))),
        KeySchema(
            TitleKey.wrappedSize, type: .numbers(NumberField.size),
            doc: "The label's size at the width the layout offers it, as UIKit measured it; without it the engine wraps with approximate line breaks (ML6).",
            defaultValue: .described("wrapped by the engine")),
    ]
}
