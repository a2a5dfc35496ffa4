/// `UIButton()` / `init(frame:)` (custom) or `UIButton(type: .system)`: the default title font and
/// whether an empty button is "likely to have a title" (layout-model.md R0.1, R9.2).
public enum ButtonType: String, CaseIterable, Hashable, Sendable {
    case custom, system
}
