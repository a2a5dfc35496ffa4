/// UIControlState, as far as per-state content goes: the states IB stores titles and images for
/// (`<state key=…>`) and the states a trace sets content in.
public enum ControlState: String, CaseIterable, Hashable, Sendable {
    case normal, highlighted, selected, disabled
}

/// UIControl.State as the option set UIKit stores per-state content under (states.md AS1):
/// `[]` is `.normal`; the raw values are UIKit's (highlighted 1, disabled 2, selected 4, focused 8).
public struct ControlStateSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let normal: ControlStateSet = []
    public static let highlighted = ControlStateSet(rawValue: 1)
    public static let disabled = ControlStateSet(rawValue: 2)
    public static let selected = ControlStateSet(rawValue: 4)
    public static let focused = ControlStateSet(rawValue: 8)

    /// The scenario spellings of the flags, in the order names are printed.
    public static let names: [(name: String, state: ControlStateSet)] = [
        ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected),
        ("disabled", .disabled), ("focused", .focused),
    ]

    /// A set from its names (`["selected", "highlighted"]`); nil when a name is unknown.
    public init?(names: [String]) {
        var state: ControlStateSet = []
        for name in names {
            guard let entry = Self.names.first(where: { $0.name == name }) else { return nil }
            state.formUnion(entry.state)
        }
        self = state
    }

    /// The key the content table is read with: both highlighted and disabled drop disabled (AS1).
    public var lookupKey: ControlStateSet {
        contains([.highlighted, .disabled]) ? subtracting(.disabled) : self
    }

    /// The flags' names in `names`' order; `["normal"]` for the empty set.
    public var flagNames: [String] {
        let flags = Self.names.dropFirst().filter { contains($0.state) }.map(\.name)
        return flags.isEmpty ? ["normal"] : flags
    }

    /// As Swift writes it: `.normal`, `.selected`, `[.selected, .highlighted]`.
    public var description: String {
        let flags = flagNames.map { "." + $0 }
        return flags.count == 1 ? flags[0] : "[" + flags.joined(separator: ", ") + "]"
    }
}

extension ControlState {
    /// The same state as an option set.
    public var stateSet: ControlStateSet {
        switch self {
        case .normal: .normal
        case .highlighted: .highlighted
        case .selected: .selected
        case .disabled: .disabled
        }
    }
}
