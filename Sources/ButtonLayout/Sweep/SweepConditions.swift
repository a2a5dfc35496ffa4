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
    /// Control states (states.md AS1): the title and image each state shows.
    public var states: [ControlStateSet]?
    /// UIKit eras (layout-model.md R17): each era's title-box rounding.
    public var uikit: [UIKitEra]?

    public init(
        categories: [ContentSizeCategory]? = nil, titles: [String]? = nil, widths: [Double]? = nil, directions: [LayoutDirection]? = nil,
        states: [ControlStateSet]? = nil, uikit: [UIKitEra]? = nil
    ) {
        self.categories = categories
        self.titles = titles
        self.widths = widths
        self.directions = directions
        // Each state and era once, in order: at most 32 flag combinations and 7 eras, however long the list.
        self.states = states.map(Self.uniqued)
        self.uikit = uikit.map(Self.uniqued)
    }

    private static func uniqued<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }

    /// How many conditions the grid has: the product of the given axes' lengths (1 with none).
    public var count: Int {
        (categories?.count ?? 1) * (titles?.count ?? 1) * (widths?.count ?? 1) * (directions?.count ?? 1)
            * (states?.count ?? 1) * (uikit?.count ?? 1)
    }

    /// `other`'s axes where it gives one, these elsewhere: flags over a scenario's `sweep:` block.
    public func overridden(by other: SweepAxes) -> SweepAxes {
        SweepAxes(
            categories: other.categories ?? categories, titles: other.titles ?? titles, widths: other.widths ?? widths,
            directions: other.directions ?? directions, states: other.states ?? states, uikit: other.uikit ?? uikit)
    }

    /// Every condition, numbered from 1, categories varying slowest and eras fastest.
    public var conditions: [SweepCondition] {
        func axis<T>(_ values: [T]?) -> [T?] { values.map { $0.map(Optional.some) } ?? [nil] }
        var result: [SweepCondition] = []
        result.reserveCapacity(count)
        for category in axis(categories) {
            for title in axis(titles) {
                for width in axis(widths) {
                    for direction in axis(directions) {
                        for state in axis(states) {
                            for era in axis(uikit) {
                                result.append(SweepCondition(
                                    number: result.count + 1, category: category, title: title, width: width, direction: direction,
                                    state: state, uikit: era))
                            }
                        }
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
    public var state: ControlStateSet?
    public var uikit: UIKitEra?

    public init(
        number: Int, category: ContentSizeCategory? = nil, title: String? = nil, width: Double? = nil, direction: LayoutDirection? = nil,
        state: ControlStateSet? = nil, uikit: UIKitEra? = nil
    ) {
        self.number = number
        self.category = category
        self.title = title
        self.width = width
        self.direction = direction
        self.state = state
        self.uikit = uikit
    }
}

extension ControlStateSet {
    /// A sweep's spelling of a state: flag names joined by `+` (`selected+highlighted`); `,` as in
    /// the `titles:` keys is taken too. nil when a name is unknown or there is none.
    public init?(sweepName: String) {
        let names = sweepName.split(whereSeparator: { $0 == "+" || $0 == "," }).map { String($0) }
        guard !names.isEmpty, let state = ControlStateSet(names: names) else { return nil }
        self = state
    }

    /// `selected+highlighted`, `normal`.
    public var sweepName: String { flagNames.joined(separator: "+") }
}
