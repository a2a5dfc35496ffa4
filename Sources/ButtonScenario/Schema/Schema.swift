import ButtonLayout

/// The scenario format, declared once as data: every block's keys with their types, defaults,
/// ranges and one-line docs, and the rules between keys. Validation (`SchemaValidator`), the
/// did-you-mean suggestions and `docs/scenario-schema.json` are all derived from it.
///
/// Each block is declared in its own file as a `static let` of this namespace, its keys an enum
/// (SchemaKey.swift). Adding a block is declaring its keys and it, naming it among its parent's
/// keys, and writing its builder function:
///
///     // Schema/GoalSchema.swift
///     enum GoalKey: String, SchemaKey { case placement, spacing }
///     extension ScenarioSchema {
///         static let goal = BlockSchema(
///             name: "goal", expected: "a mapping {placement, spacing, alignment}",
///             doc: "What `buttonlab solve` should achieve.",
///             keys: GoalKey.self, [
///                 KeySchema(GoalKey.placement, type: .enumeration(["top", "bottom", "leading", "trailing"]),
///                           doc: "The image relative to the title.", requirement: "say where the image goes"),
///                 KeySchema(GoalKey.spacing, type: .number(NumberRule(limit: .nonNegative, subject: "the spacing")),
///                           doc: "The gap between image and title, in points.", defaultValue: .value(.number(0))),
///             ])
///     }
///     // in DocumentSchema.swift's keys:
///     KeySchema(DocumentKey.goal, type: .block(goal), doc: "What `buttonlab solve` should achieve.")
///     // Build/GoalBuilder.swift
///     extension ScenarioBuilder {
///         func goal(from block: KeyedBlock<GoalKey>) -> Goal? { … block.enumeration(.placement, as: …) … }
///     }
///
/// Validation, suggestions and `docs/scenario-schema.json` (`make schema`) follow by themselves.
enum ScenarioSchema {
    /// The mapping form of insets: each side a number, missing sides 0.
    static func insets(_ names: [String]) -> BlockSchema {
        let sides = names.joined(separator: ", ")
        return BlockSchema(
            name: names == edgeNames ? "edgeInsets" : names.joined(separator: "-") + "-insets",
            expected: "{\(sides)} (any of them) or [\(sides)]",
            doc: "Insets as {\(sides)} (missing sides are 0) or [\(sides)].",
            keys: names.map { KeySchema(name: $0, type: .number(), doc: "The \($0) inset in points.") })
    }
}

/// A mapping of known keys: the document itself, `button`, `title`, `diagram`, a ghost…
struct BlockSchema: Sendable {
    /// The block's name in the generated JSON Schema's `$defs`, e.g. `button`.
    let name: String
    /// What a value of the wrong kind is told to be: "expected \(expected), found a list of 2 items".
    let expected: String
    let doc: String
    /// In file-documentation order; did-you-mean prefers the earlier of two equally near keys.
    let keys: [KeySchema]
    var rules: [BlockRule] = []
    /// The error when none of the keys is given: the block means nothing empty.
    var emptyMessage: String? = nil
    /// Blocks whose keys are often written one level too high; an unknown key found among theirs
    /// is pointed to them ("did you mean button.imageEdgeInsets?").
    var redirects: [Redirect] = []
    /// The `SchemaKey` enum the keys were declared with, checked when a builder reads the block by it.
    var keyType: ObjectIdentifier? = nil

    func key(named name: String) -> KeySchema? {
        keys.first { $0.name == name }
    }

    /// The keys a user is told about and offered: all but the hidden ones.
    var visibleKeyNames: [String] {
        keys.filter { !$0.isHidden }.map(\.name)
    }
}

struct Redirect: Sendable {
    /// The key of the nested block, e.g. `button`.
    let key: String
    /// Said after the suggestion, e.g. "Button properties go under `button:`".
    let hint: String
}

struct KeySchema: Sendable {
    let name: String
    let type: ValueType
    /// One line for the documentation and for editors' hovers.
    let doc: String
    var defaultValue: DefaultValue? = nil
    /// nil: optional. Otherwise what to give, said after "missing key `name`: ".
    var requirement: String? = nil
    /// `null` means "every default" (an empty `diagram:`).
    var isNullable = false
    /// Accepted but never listed or suggested: `$schema`, for editors.
    var isHidden = false
}

/// A default: a value the JSON Schema can state, or a rule said in words.
enum DefaultValue: Sendable {
    case value(JSONValue)
    case described(String)
}

indirect enum ValueType: Sendable {
    /// A finite number, optionally limited.
    case number(NumberRule? = nil)
    /// Exactly `true` or `false`.
    case bool
    /// Any scalar but null, as written: `text: 42` is the title "42".
    case string(StringFormat = .any)
    /// One of the names.
    case enumeration([String])
    /// A fixed-length list of numbers, like `[width, height]`.
    case numbers([NumberField])
    /// `{top, left, bottom, right}` (any of them, missing ones 0) or the four as a list, in order.
    case insets([String])
    /// `[x, y, width, height]`, each a number or an expression of the content rect and natural sizes.
    case rectExpression([NumberField])
    case block(BlockSchema)
    /// A list of values of one type; `expected` is what a non-list is told to be.
    case list(ValueType, expected: String)
    /// One of several shapes, told apart by what the value is (a mapping, a list, a number, a
    /// name…): the first that can take it is used, e.g. `setImage: [w, h]` or `setImage: {size, state}`.
    case alternatives([ValueType])
    /// A name alone or a mapping of one name to its argument, the way a list of actions reads:
    /// `- awakeFromNib`, `- init: [0, 0, 200, 100]`. `expected` is what anything else is told to be.
    case tagged([TaggedCase], expected: String)
    /// Only `null`; an alternative, as in `setImage: null`.
    case null
    /// A mapping from UIControl.State keys (`normal`, `"selected,highlighted"`) to values of one
    /// type, as `setTitle(_:for:)` stores them (states.md AS7).
    case stateMap(ValueType)

    static func enumeration<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> ValueType
    where Value.RawValue == String {
        .enumeration(Value.allCases.map(\.rawValue))
    }
}

/// One name of a `tagged` value.
struct TaggedCase: Sendable {
    let name: String
    /// What `name: …` takes; nil when the name stands alone.
    var argument: ValueType? = nil
    /// Whether the name may also stand alone when it takes an argument (`setTitle` and `setTitle: "T"`).
    var mayStandAlone = true
    let doc: String
}

/// A limit on a number, with the words of its message: "\(subject) must \(requirement)\(note), found 4".
struct NumberRule: Sendable {
    let limit: NumberLimit
    /// "the scale", "a font size".
    let subject: String
    /// Said after the requirement, e.g. " (0 means no grid)".
    var note = ""
}

enum NumberLimit: Sendable, Equatable {
    case any
    case nonNegative
    case positive
    case positiveAtMost(Double)
    /// Between the two bounds, inclusive: "be at least 0.25 and at most 16".
    case atLeastAtMost(ClosedRange<Double>)
    /// Greater than 0 and at least `minimum`: a step so fine that it would mean millions of lines
    /// or labels is refused, with the first rule a negative value breaks.
    case positiveFrom(Double)
    /// 0 (none) or at least `minimum`.
    case zeroOrFrom(Double)
    /// Greater than 0 and inside the range, said in `unit`: "be between 1 and 1000 points".
    case positiveWithin(ClosedRange<Double>, unit: String)
    case oneOf([Double])

    func allows(_ value: Double) -> Bool {
        switch self {
        case .any: true
        case .nonNegative: value >= 0
        case .positive: value > 0
        case .positiveAtMost(let maximum): value > 0 && value <= maximum
        case .atLeastAtMost(let range): range.contains(value)
        case .positiveFrom(let minimum): value > 0 && value >= minimum
        case .zeroOrFrom(let minimum): value == 0 || value >= minimum
        case .positiveWithin(let range, _): value > 0 && range.contains(value)
        case .oneOf(let values): values.contains(value)
        }
    }

    /// What the number must do, after "must": "not be negative", "be 1, 2 or 3". `value` is the
    /// refused number: a negative one is told the first rule it breaks.
    func requirement(for value: Double) -> String {
        switch self {
        case .any: "be a number"
        case .nonNegative: "not be negative"
        case .positive: "be greater than 0"
        case .positiveAtMost(let maximum): "be greater than 0 and at most \(formatNumber(maximum))"
        case .atLeastAtMost(let range):
            "be at least \(formatNumber(range.lowerBound)) and at most \(formatNumber(range.upperBound))"
        case .positiveFrom(let minimum): value <= 0 ? "be greater than 0" : "be at least \(formatNumber(minimum))"
        case .zeroOrFrom(let minimum): value < 0 ? "not be negative" : "be at least \(formatNumber(minimum))"
        case .positiveWithin(let range, let unit):
            value <= 0
                ? "be greater than 0"
                : "be between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound))\(unit)"
        case .oneOf(let values):
            "be " + listed(values.map(formatNumber), conjunction: "or")
        }
    }
}

/// One number of a fixed-length list: its name in messages ("the width") and its limit.
struct NumberField: Sendable {
    let name: String
    var limit: NumberLimit = .any

    static let size = [
        NumberField(name: "width", limit: .nonNegative), NumberField(name: "height", limit: .nonNegative),
    ]
    static let rect = [NumberField(name: "x"), NumberField(name: "y")] + size
}

enum StringFormat: Sendable, Equatable {
    case any
    /// Refused when empty, with this message.
    case nonEmpty(String)
    /// Usable as an output file name: not empty, `.` or `..`, no `/`, `\` or control characters.
    case fileName
    /// A legacy title, printed in `explain` and warnings: one line, no control character but a tab,
    /// at most `ScenarioLimits.maximumTitleLineLength` scalars.
    case titleLine
    /// A configuration's title or subtitle: any text of at most `ScenarioLimits.maximumTextLength` scalars.
    case labelText
}

/// A rule between keys of one block. Rules read only valid values; a rule whose condition reads a
/// key given with an invalid value is skipped, since that key's own error says what is wrong.
struct BlockRule: Sendable {
    enum Kind: Sendable {
        /// At most one of the keys; each one after the first is reported, at its key.
        case exclusive([String])
        /// When the condition holds, one of the keys must be given.
        case requiresOneOf([String], when: Condition, reportedAt: RuleTarget)
        /// The keys mean something only when the condition holds; each given one is reported otherwise.
        case onlyWhen([String], Condition)
        /// `key: value` is declared but not supported yet; reported at the value.
        case unsupportedValue(key: String, value: String)
    }

    let kind: Kind
    let code: DiagnosticCode
    let message: @Sendable (RuleContext) -> String
}

enum RuleTarget: Sendable {
    /// At the block's mapping, with this key's path (`button.size` for a missing size).
    case block(key: String)
    /// At the value of this key.
    case value(of: String)
}

/// A condition on a block's values; an absent key has its declared default.
indirect enum Condition: Sendable {
    case given(String)
    case isTrue(String)
    case oneOf(String, [String])
    case not(Condition)
    case all([Condition])
    case any([Condition])
    /// The block this one is the value of gives the key: `trace` beside `button` waives the size.
    case enclosingGiven(String)

}

/// "a, b or c".
func listed(_ items: [String], conjunction: String) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
