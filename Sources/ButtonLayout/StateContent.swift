// Per-state content of a legacy button (states.md AS1–AS3): the exact-key table, its `.normal`
// fallback, and the record of which key supplied each piece for reports and explanations.

/// What `set…(_:for:)` stored: values by their exact UIControl.State key (AS1).
public struct StateTable<Value: Hashable & Sendable>: Hashable, Sendable {
    public var entries: [ControlStateSet: Value]

    public init(_ entries: [ControlStateSet: Value] = [:]) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The value shown in `state`: the normalised key's entry, else `.normal`'s (AS2); nil when neither.
    public func lookUp(_ state: ControlStateSet) -> (value: Value, source: ContentSource)? {
        let key = state.lookupKey
        if let value = entries[key] { return (value, ContentSource(key: key, requested: key)) }
        if let value = entries[.normal] { return (value, ContentSource(key: .normal, requested: key)) }
        return nil
    }
}

/// Which table key supplied a piece of content, and the key that was looked up first.
public struct ContentSource: Hashable, Sendable {
    /// The key whose entry was used.
    public var key: ControlStateSet
    /// The normalised key of the current state (AS1).
    public var requested: ControlStateSet

    public init(key: ControlStateSet, requested: ControlStateSet) {
        self.key = key
        self.requested = requested
    }

    /// Whether the entry is `.normal`'s because the current state has none.
    public var isFallback: Bool { key != requested }

    /// "from .normal (no [.selected, .highlighted] entry)" or "from .selected".
    public var phrase: String {
        isFallback ? "from \(key) (no \(requested) entry)" : "from \(key)"
    }
}

/// The per-state content a scenario gives, before measuring: plain titles, attributed titles and
/// image sizes by state. Resolving it for a state is AS1–AS3.
public struct StateContent: Hashable, Sendable {
    public var titles: StateTable<String>
    public var attributedTitles: StateTable<AttributedTitle>
    public var images: StateTable<Size>
    /// Whether `.normal`'s plain title is the button's `title` (with its given size, if any), which
    /// a state falling back to `.normal` then shows as laid out.
    public var normalTitleIsButtonTitle = false

    public init(
        titles: StateTable<String> = StateTable(), attributedTitles: StateTable<AttributedTitle> = StateTable(),
        images: StateTable<Size> = StateTable()
    ) {
        self.titles = titles
        self.attributedTitles = attributedTitles
        self.images = images
    }

    /// The title shown in `state`: an attributed title (its own key or `.normal`'s) beats any plain
    /// title (AS3); an empty attributed title does not count.
    public func title(in state: ControlStateSet) -> ResolvedTitle? {
        if let (attributed, source) = attributedTitles.lookUp(state), !attributed.text.isEmpty {
            return ResolvedTitle(text: attributed.text, attributed: attributed, source: source)
        }
        return titles.lookUp(state).map { ResolvedTitle(text: $0.value, attributed: nil, source: $0.source) }
    }

    /// The image shown in `state` (AS2; the type defaults of `.close` and the like are not modelled).
    public func image(in state: ControlStateSet) -> (size: Size, source: ContentSource)? {
        images.lookUp(state).map { ($0.value, $0.source) }
    }

    /// The lints of AS7 that need no layout: plain titles hidden by a normal attributed title, and
    /// selected titles without a `[.selected, .highlighted]` entry.
    public var lints: [ContentLint] {
        var lints: [ContentLint] = []
        if let normal = attributedTitles.entries[.normal], !normal.text.isEmpty {
            let hidden = titles.entries.keys.filter { attributedTitles.entries[$0] == nil }.sorted { $0.rawValue < $1.rawValue }
            if !hidden.isEmpty { lints.append(.plainTitlesHidden(hidden)) }
        }
        let selectedPressed: ControlStateSet = [.selected, .highlighted]
        let hasSelected = titles.entries[.selected] != nil || attributedTitles.entries[.selected] != nil
        let hasPressed = titles.entries[selectedPressed] != nil || attributedTitles.entries[selectedPressed] != nil
        if hasSelected && !hasPressed { lints.append(.selectedWithoutSelectedHighlighted) }
        return lints
    }
}

/// The title a state shows, with the key it came from.
public struct ResolvedTitle: Hashable, Sendable {
    public var text: String
    /// Set when the title is an attributed one.
    public var attributed: AttributedTitle?
    public var source: ContentSource
}

/// AS7's lints about per-state content.
public enum ContentLint: Hashable, Sendable, CustomStringConvertible {
    /// Plain titles set for these states never show: the normal attributed title wins (AS3).
    case plainTitlesHidden([ControlStateSet])
    /// A selected title without a `[.selected, .highlighted]` entry: pressing a selected button shows the normal title (AS2).
    case selectedWithoutSelectedHighlighted
    /// Under a fixed frame this state's title is truncated while the titles of `fitting` are not.
    case truncatedInOneState(state: ControlStateSet, natural: Double, available: Double, fitting: [ControlStateSet])
    /// A legacy text-style font that does not follow the category (DY6).
    case textStyleWithoutAdjusting(FontTextStyle, ContentSizeCategory)
    /// An attributed title with a text-style font: a plain UIButton never re-scales it (DY4.3).
    case attributedTitleWithTextStyle

    public var description: String {
        switch self {
        case .plainTitlesHidden(let states):
            let names = states.map(\.description).joined(separator: ", ")
            return "the plain titles for \(names) never show: an attributed title for .normal beats every plain title (states.md AS3)"
        case .selectedWithoutSelectedHighlighted:
            return "a .selected title without a [.selected, .highlighted] entry: a selected button shows the .normal title while pressed (states.md AS2)"
        case .truncatedInOneState(let state, let natural, let available, let fitting):
            let names = fitting.map(\.description).joined(separator: ", ")
            return "the \(state) title (\(formatNumber(natural, maximumFractionDigits: 2)) pt) is truncated to \(formatNumber(available, maximumFractionDigits: 2)) pt in this fixed frame, "
                + "while the \(names) title\(fitting.count == 1 ? " fits" : "s fit"): widen the frame or size the button to fit (states.md AS7)"
        case .textStyleWithoutAdjusting(let style, let category):
            return "the title's \(style.rawValue) font does not set adjustsFontForContentSizeCategory: it keeps its \(category.rawValue) size "
                + "when the user changes the text size (dynamic-type.md DY4.2)"
        case .attributedTitleWithTextStyle:
            return "an attributed title's text-style font is not re-scaled by a plain UIButton when the text size changes (dynamic-type.md DY4.3)"
        }
    }
}

/// What a scenario's `state` selected and where each piece of the laid-out content came from:
/// the `content` object of `layout` and the first steps of `explain`.
public struct ContentResolution: Hashable, Sendable {
    /// The state as given.
    public var state: ControlStateSet
    public var title: ContentSource?
    /// Whether the title is an attributed one (AS3).
    public var titleIsAttributed: Bool
    public var image: ContentSource?
    /// How the title's font was chosen under Dynamic Type; nil for a fixed font.
    public var font: TitleFontResolution?
    public var lints: [ContentLint]

    public init(
        state: ControlStateSet = .normal, title: ContentSource? = nil, titleIsAttributed: Bool = false,
        image: ContentSource? = nil, font: TitleFontResolution? = nil, lints: [ContentLint] = []
    ) {
        self.state = state
        self.title = title
        self.titleIsAttributed = titleIsAttributed
        self.image = image
        self.font = font
        self.lints = lints
    }
}
