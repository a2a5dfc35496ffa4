import ButtonLayout

extension ScenarioBuilder {
    /// AS7: per-state titles under a fixed frame, laid out state by state; each title that is
    /// truncated while another state's fits is a lint, positioned at its key in `titles`.
    mutating func lintTruncationByState(of button: inout Button, in block: KeyedBlock<ButtonKey>) {
        guard let titles = block[.titles], let base = environment.textMeasurer else { return }
        let measurer = SystemFontMeasurer(base: base, userFonts: environment.userFonts)
        guard let fits = try? button.titleFitByState(measurer: measurer) else { return }
        let fitting = fits.filter { !$0.isTruncated }.map(\.state)
        guard !fitting.isEmpty else { return }
        for fit in fits {
            guard let shown = fit.truncatedTo else { continue }
            let lint = ContentLint.truncatedInOneState(state: fit.state, natural: fit.natural, available: shown, fitting: fitting)
            button.content?.lints.append(lint)
            // `.normal` may be the `title` block's text rather than a `titles` key.
            let key = stateKey(fit.state, in: titles.valueNode)
            let node = key?.node ?? block[.title]?.keyNode ?? titles.keyNode
            let path = key.map { titles.path + "." + $0.text } ?? (block[.title]?.path ?? titles.path)
            warnings.append(Diagnostic(
                severity: .warning, code: .truncatedInOneState, file: environment.file, line: node.position?.line,
                column: node.position?.column, keyPath: path, message: lint.description))
        }
    }

    /// The key of `state`'s entry in a `titles` mapping, as written.
    private func stateKey(_ state: ControlStateSet, in mapping: SyntaxNode) -> (node: SyntaxNode, text: String)? {
        guard case .mapping(let pairs) = mapping.content else { return nil }
        for pair in pairs {
            guard case .scalar(let scalar) = pair.key.content else { continue }
            let names = scalar.text.split(separator: ",", omittingEmptySubsequences: false).map { String($0.filter { !$0.isWhitespace }) }
            if ControlStateSet(names: names) == state { return (pair.key, scalar.text) }
        }
        return nil
    }
}
