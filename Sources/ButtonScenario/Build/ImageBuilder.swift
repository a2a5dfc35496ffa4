import ButtonLayout

extension ScenarioBuilder {
    /// `image` (ImageSchema.swift): the given size, else the PNG's pixel size divided by the scale in
    /// its name. The file must be a readable PNG even when a size is given.
    mutating func imageContent(from block: ValidatedBlock) -> ImageContent? {
        var size = block.size("size")
        var file: String?
        if let entry = block["file"], let value = block.string("file") {
            let path = environment.resolveImagePath(value)
            file = path
            switch environment.pngPixelSize(path) {
            case .success(let pixels):
                if size == nil {
                    let factor = Double(imageScale(forFileName: path))
                    size = Size(width: Double(pixels.width) / factor, height: Double(pixels.height) / factor)
                }
            case .failure(let problem):
                report(at: entry.valueNode, entry.path, .imageFile, problem.message)
            }
        }
        guard block.isComplete, let size else { return nil }
        return ImageContent(file: file, size: size)
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
