/// UIControlState, as far as per-state content goes: the states IB stores titles and images for
/// (`<state key=…>`) and the states a trace sets content in.
public enum ControlState: String, CaseIterable, Hashable, Sendable {
    case normal, highlighted, selected, disabled
}
