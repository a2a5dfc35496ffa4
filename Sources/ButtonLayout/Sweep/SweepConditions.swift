// The conditions `buttonlab sweep` lays a button out under (docs/sweep.md), as values: each axis is
// a list, nil when the sweep leaves that property as the scenario has it.

/// The axes of a sweep. The grid is their product, in the order declared here (categories outermost).
public struct SweepAxes: Hashable, Sendable {
    /// Content size categories: text-style fonts follow them (dynamic-type.md); fixed fonts do not.
    public var categories: [ContentSizeCategory]?
    /// Title texts, each measured like SF in the title's font.
    public var titles: [String]?
    /// Button widths in points; the height stays the scenario's (its sized-to-fit height when it sizes to fit).
    public var widths: [Double]?
    public var directions: [LayoutDirection]?

    public init(
        categories: [ContentSizeCategory]? = nil, titles: [String]? = nil, widths: [Double]? = nil, directions: [LayoutDirection]? = nil
    ) {
        self.categories = categories
        self.titles = titles
        self.widths = widths
        self.directions = directions
    }

    /// How many conditions the grid has: the product of the given axes' lengths (1 with none).
    public var count: Int {
        (categories?.count ?? 1) * (titles?.count ?? 1) * (widths?.count ?? 1) * (directions?.count ?? 1)
    }

    /// `other`'s axes where it gives one, these elsewhere: flags over a scenario's `sweep:` block.
    public func overridden(by other: SweepAxes) -> SweepAxes {
        SweepAxes(
            categories: other.categories ?? categories, titles: other.titles ?? titles, widths: other.widths ?? widths, directions: other.directions ?? directions)
    }

    /// Every condition, numbered from 1, categories varying slowest and directions fastest.
    public var conditions: [SweepCondition] {
        var result: [SweepCondition] = []
        result.reserveCapacity(count)
        for category in categories.map({ $0.map(Optional.some) }) ?? [nil] {
            for title in titles.map({ $0.map(Optional.some) }) ?? [nil] {
                for width in widths.map({ $0.map(Optional.some) }) ?? [nil] {
                    for direction in directions.map({ $0.map(Optional.some) }) ?? [nil] {
                        result.append(SweepCondition(
                            number: result.count + 1, category: category, title: title, width: width, direction: direction))
                    }
                }
            }
        }
        return result
    }
}

/// One point of the grid: the values it sets; nil leaves the scenario's own.
public struct SweepCondition: Hashable, Sendable {
    /// 1-based, in grid order: "the first condition" of a breakage is the lowest number.
    public var number: Int
    public var category: ContentSizeCategory?
    public var title: String?
    public var width: Double?
    public var direction: LayoutDirection?

    public init(
        number: Int, category: ContentSizeCategory? = nil, title: String? = nil, width: Double? = nil, direction: LayoutDirection? = nil
    ) {
        self.number = number
        self.category = category
        self.title = title
        self.width = width
        self.direction = direction
    }
}
