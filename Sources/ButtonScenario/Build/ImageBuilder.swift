import ButtonLayout

extension ScenarioBuilder {
    /// `image` (ImageSchema.swift): the given size, else the image's pixel size divided by the scale in
    /// its name, else for an SF Symbol the estimate of `symbolRule` (scenario-format.md's SF Symbols, after the spec's SY3.2). The file must
    /// be a readable PNG even when a size is given.
    mutating func imageContent<Key: ImageFileKey>(from block: KeyedBlock<Key>, symbolRule: SymbolRule) -> ImageContent? {
        var size = block.size(.size)
        var file: String?
        if let entry = block[.file], let value = block.string(.file) {
            // The one read of the file: it is found inside the scenario's folder, without links,
            // and its header is checked before anything else is done with it.
            switch environment.loadImage(value) {
            case .success(let image):
                file = image.path
                if size == nil {
                    let factor = Double(imageScale(forFileName: image.path))
                    size = Size(width: Double(image.width) / factor, height: Double(image.height) / factor)
                }
            case .failure(let problem):
                report(at: entry.valueNode, entry.path, .imageFile, problem.message)
            }
        }
        var symbol: SymbolImage?
        if let name = block.string(.symbol) {
            let own = symbolConfiguration(from: block.block(.configuration, as: SymbolConfigurationKey.self))
            symbol = symbolRule.apply(name, own, size, block.number(.baselineOffset))
            size = size ?? symbol?.estimatedSize
        }
        guard block.isComplete, let size else { return nil }
        return ImageContent(file: file, size: size, symbol: symbol)
    }

    /// `image.configuration` as a `UIImage.SymbolConfiguration`; empty when not given.
    private func symbolConfiguration(from block: KeyedBlock<SymbolConfigurationKey>?) -> SymbolConfiguration {
        guard let block else { return SymbolConfiguration() }
        return SymbolConfiguration(
            textStyle: block.string(.textStyle), pointSize: block.number(.pointSize),
            scale: block.enumeration(.scale, as: SymbolScale.self), weight: block.enumeration(.weight, as: FontWeight.self))
    }
}

/// Which configuration UIKit applies to a symbol image of this button (scenario-format.md's SF Symbols, after the spec's SY2).
struct SymbolRule {
    var apply: (_ name: String, _ own: SymbolConfiguration, _ measured: Size?, _ baselineOffset: Double?) -> SymbolImage

    static func legacy(_ buttonType: ButtonType, _ category: ContentSizeCategory) -> SymbolRule {
        SymbolRule { SymbolImage.legacy(name: $0, own: $1, buttonType: buttonType, category: category, measured: $2, baselineOffset: $3) }
    }

    static func configuration(_ titleTextStyle: TextStyle, _ category: ContentSizeCategory) -> SymbolRule {
        SymbolRule { SymbolImage.configuration(name: $0, own: $1, titleTextStyle: titleTextStyle, category: category, measured: $2, baselineOffset: $3) }
    }
}

/// 2 or 3 when the file name carries UIKit's `@2x`/`@3x` suffix before the extension (and before any
/// `~ipad`-style device modifier), else 1.
func imageScale(forFileName path: String) -> Int {
    var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
    if let tilde = name.firstIndex(of: "~") { name = name[..<tilde] }
    if name.hasSuffix("@3x") { return 3 }
    if name.hasSuffix("@2x") { return 2 }
    return 1
}
