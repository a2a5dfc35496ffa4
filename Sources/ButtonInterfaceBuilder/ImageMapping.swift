/// An SF Symbol's measured metrics, from `--symbols FILE` (§6): the alignment-rect size in points and
/// the alignment insets (only the configuration layout uses them).
public struct IBSymbolMetrics: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var alignmentInsets: (top: Double, left: Double, bottom: Double, right: Double)

    public init(
        width: Double, height: Double,
        alignmentInsets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
    ) {
        self.width = width
        self.height = height
        self.alignmentInsets = alignmentInsets
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.alignmentInsets == rhs.alignmentInsets
    }

    public func hash(into hasher: inout Hasher) {
        for value in [width, height, alignmentInsets.top, alignmentInsets.left, alignmentInsets.bottom, alignmentInsets.right] {
            hasher.combine(value)
        }
    }
}

/// `<resources><image name= catalog= width= height=/>`: image sizes in points, by name and catalog.
struct ResourceCatalog {
    private var byKey: [String: Int] = [:]
    private var byName: [String: Int] = [:]

    init(tree: MarkupTree) {
        for resources in tree.children(of: tree.root, named: "resources") {
            for image in tree.children(of: resources, named: "image") {
                guard let name = tree.attribute("name", of: image) else { continue }
                let key = name + "\u{0}" + (tree.attribute("catalog", of: image) ?? "")
                if byKey[key] == nil { byKey[key] = image }
                if byName[name] == nil { byName[name] = image }
            }
        }
    }

    /// The exact (name, catalog) entry, else the first entry of that name.
    func entry(name: String, catalog: String?) -> Int? {
        byKey[name + "\u{0}" + (catalog ?? "")] ?? byName[name]
    }
}

/// A mapped image: `{size: [w, h]}`, or for an SF Symbol `{symbol: NAME}` with its configuration (and
/// with `--symbols`, its measured `size` and, for configuration buttons, `alignmentInsets`).
struct ImageChoice {
    var tree: ScenarioTree
    var summary: String
}

struct ImageMapper {
    let tree: MarkupTree
    let resources: ResourceCatalog
    let symbols: [String: IBSymbolMetrics]

    /// §6. nil result: dropped (`image-size-unknown`).
    func map(
        _ reference: ImageReference, role: String, withAlignmentInsets: Bool, warnings: inout [PendingWarning]
    ) throws(ButtonProblem) -> ImageChoice? {
        let entry = resources.entry(name: reference.name, catalog: reference.catalog)
        let catalog = reference.catalog ?? entry.flatMap { tree.attribute("catalog", of: $0) }
        if catalog == "system", role == "image" {
            return symbol(reference, withAlignmentInsets: withAlignmentInsets, warnings: &warnings)
        }
        // A background image has no `symbol` key, and a symbol's declared size is no size.
        guard let entry, catalog != "system" else {
            warnings.append(
                PendingWarning(
                    tag: .imageSizeUnknown,
                    message: "\(role) \"\(reference.name)\" "
                        + (catalog == "system" ? "is an SF Symbol, whose size the file does not give" : "has no size in <resources>") + "; left out",
                    element: reference.element))
            return nil
        }
        let width = try tree.number("width", of: entry, what: "image width") ?? 0
        let height = try tree.number("height", of: entry, what: "image height") ?? 0
        guard width >= 0, height >= 0 else {
            throw ButtonProblem(element: entry, message: "image \"\(reference.name)\" has a negative size")
        }
        return ImageChoice(tree: .mapping([.init("size", .numbers(width, height))]), summary: "\(role) \"\(reference.name)\"")
    }

    /// An SF Symbol is `image: {symbol: NAME}` as `UIImage(systemName:)` is (docs/interface-builder.md,
    /// "SF Symbols"): its size comes from `--symbols`, else from the configuration UIKit applies
    /// (scenario-format.md's SF Symbols, after the spec's SY2 and SY3.2); `<resources>`' width and height
    /// are an aspect ratio Xcodes disagree on, so they are not used.
    private func symbol(_ reference: ImageReference, withAlignmentInsets: Bool, warnings: inout [PendingWarning]) -> ImageChoice {
        var entries: [ScenarioTree.Entry] = [.init("symbol", .string(reference.name))]
        let message: String
        if let metrics = symbols[reference.name] {
            entries.append(.init("size", .numbers(metrics.width, metrics.height)))
            if withAlignmentInsets, let insets = insetsTree(metrics.alignmentInsets) {
                entries.append(.init("alignmentInsets", insets))
            }
            message = "\(formatShortest(metrics.width)) × \(formatShortest(metrics.height)) from --symbols"
        } else {
            message = "no size in the file; layout estimates it from the symbol configuration UIKit applies (symbol-estimate); "
                + "give measured metrics with --symbols"
        }
        var configuration: [ScenarioTree.Entry] = []
        if let pointSize = reference.symbolPointSize { configuration.append(.init("pointSize", .number(pointSize))) }
        if let scale = reference.symbolScale { configuration.append(.init("scale", .string(scale))) }
        if !configuration.isEmpty { entries.append(.init("configuration", .mapping(configuration))) }
        warnings.append(PendingWarning(tag: .symbolSize, message: "SF Symbol \(reference.name): " + message, element: reference.element))
        return ImageChoice(tree: .mapping(entries), summary: "image \"\(reference.name)\" (SF Symbol)")
    }
}

/// `{top, left, bottom, right}` without zero sides; nil when all are zero.
func insetsTree(_ insets: (top: Double, left: Double, bottom: Double, right: Double)) -> ScenarioTree? {
    var mapping = OrderedMapping()
    for (key, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
    where value != 0 {
        mapping.set(key, .number(value))
    }
    return mapping.isEmpty ? nil : mapping.tree
}
