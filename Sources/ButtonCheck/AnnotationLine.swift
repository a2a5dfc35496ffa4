/// The scenario keys a layout value is the frame or the echo of, in UIKit's words: a changed
/// `imageView` points at the `image:` the scenario gives, `bounds` at its `size:`. A layout key
/// not listed points at the scenario key of the same name, if the file has one.
private let scenarioKeys: [String: [String]] = [
    "bounds": ["button.size"],
    "imageView": ["button.image", "button.configuration.image"],
    "virtualImage": ["button.image"],
    "titleLabel": ["button.title", "button.configuration.title"],
    "virtualTitle": ["button.title"],
    "subtitleLabel": ["button.configuration.subtitle"],
    "contentRect": ["button.contentEdgeInsets", "button.size"],
    "imageArea": ["button.imageEdgeInsets", "button.image"],
    "titleArea": ["button.titleEdgeInsets", "button.title"],
]

/// The line a CI annotation points at: the scenario key behind the first layout difference that
/// has one in the file, else the `name:` line; nil when the file has neither (line 1 then).
func annotationLine(layout: LayoutComparison?, keyLines: [String: Int]) -> Int? {
    for difference in layout?.differences ?? [] {
        guard let key = difference.path.first else { continue }
        let candidates = scenarioKeys[key] ?? ["button.\(key)", "button.configuration.\(key)", key]
        if let line = candidates.lazy.compactMap({ keyLines[$0] }).first { return line }
    }
    return keyLines["name"]
}
