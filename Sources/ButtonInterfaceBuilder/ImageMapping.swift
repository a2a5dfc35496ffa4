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

/// A mapped image: `{size: [w, h]}` (plus `alignmentInsets` for configuration symbols from `--symbols`).
struct ImageChoice {
    var tree: ScenarioTree
    var summary: String
}

struct ImageMapper {
    let tree: MarkupTree
    let resources: ResourceCatalog
    let symbols: [String: IBSymbolMetrics]

    /// §6. `fallbackPointSize` is the symbol point size when the reference configures none: a
    /// configuration button's title size, else 17. nil result: dropped (`image-size-unknown`).
    func map(
        _ reference: ImageReference, role: String, fallbackPointSize: Double, withAlignmentInsets: Bool,
        warnings: inout [PendingWarning]
    ) throws(ButtonProblem) -> ImageChoice? {
        let entry = resources.entry(name: reference.name, catalog: reference.catalog)
        let catalog = reference.catalog ?? entry.flatMap { tree.attribute("catalog", of: $0) }
        let isSymbol = catalog == "system"
        if isSymbol, let metrics = symbols[reference.name] {
            warnings.append(
                PendingWarning(
                    tag: .symbolSize,
                    message: "SF Symbol \(reference.name): \(formatShortest(metrics.width)) × "
                        + "\(formatShortest(metrics.height)) from --symbols", element: reference.element))
            var entries: [ScenarioTree.Entry] = [.init("size", .numbers(metrics.width, metrics.height))]
            if withAlignmentInsets, let insets = insetsTree(metrics.alignmentInsets) {
                entries.append(.init("alignmentInsets", insets))
            }
            return ImageChoice(tree: .mapping(entries), summary: "\(role) \"\(reference.name)\" (SF Symbol)")
        }
        guard let entry else {
            warnings.append(
                PendingWarning(
                    tag: .imageSizeUnknown,
                    message: "\(role) \"\(reference.name)\" has no size in <resources>; left out",
                    element: reference.element))
            return nil
        }
        let width = try tree.number("width", of: entry, what: "image width") ?? 0
        let height = try tree.number("height", of: entry, what: "image height") ?? 0
        guard width >= 0, height >= 0 else {
            throw ButtonProblem(element: entry, message: "image \"\(reference.name)\" has a negative size")
        }
        guard isSymbol else {
            return ImageChoice(tree: .mapping([.init("size", .numbers(width, height))]), summary: "\(role) \"\(reference.name)\"")
        }
        let major = max(width, height)
        guard major > 0 else {
            warnings.append(
                PendingWarning(
                    tag: .imageSizeUnknown, message: "SF Symbol \(reference.name) has no aspect ratio in <resources>; left out",
                    element: reference.element))
            return nil
        }
        // The declared size is only an aspect ratio; the larger side becomes the system font's line
        // height at the symbol's point size (layout-model R6.1).
        let pointSize = reference.symbolPointSize ?? fallbackPointSize
        let side = pointSize * 2444 / 2048
        let size = width >= height ? (side, side * height / width) : (side * width / height, side)
        warnings.append(
            PendingWarning(
                tag: .symbolSize,
                message: "SF Symbol \(reference.name): \(formatShortest(size.0)) × \(formatShortest(size.1)) estimated "
                    + "from its \(formatShortest(width)) × \(formatShortest(height)) aspect ratio at "
                    + "\(formatShortest(pointSize)) pt; give measured metrics with --symbols", element: reference.element))
        return ImageChoice(tree: .mapping([.init("size", .numbers(size.0, size.1))]), summary: "\(role) \"\(reference.name)\" (SF Symbol)")
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
