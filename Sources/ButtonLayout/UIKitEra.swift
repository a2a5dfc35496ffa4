/// `button.uikit` (layout-model.md R17): the iOS release whose UIButton a scenario lays out. Only 26 was
/// measured and read in full; the others change the rules layout-model.md R17 gives per era and list the rest
/// as assumed rather than read.
public enum UIKitEra: String, CaseIterable, Hashable, Sendable {
    case ios26 = "26"
    case ios18 = "18"
    /// iOS 15–17.
    case ios15 = "15"
    case ios14 = "14"
    case ios13 = "13"
    /// iOS 9–12.
    case ios9 = "9"
    /// `"26"` with the title box rounded to pixels and R6.3's whole available width: published
    /// captures of unknown era (P1).
    case legacyPixel = "legacy-pixel"

    /// R5 per era: measured pixel-exact title boxes on iOS 9–14 (ER3), whole points from 15 (assumed) on.
    public var defaultTitleSizeRounding: TitleSizeRounding {
        switch self {
        case .ios26, .ios18, .ios15: .points
        case .ios14, .ios13, .ios9, .legacyPixel: .pixels
        }
    }

    /// R6.3 per era (ER3): only legacy-pixel, the classic profile, gives a title that does not fit the
    /// whole available width; the pre-15 eras round to pixels but otherwise follow 18's rules.
    public var truncatedTitleWidth: TruncatedTitleWidth {
        self == .legacyPixel ? .availableWidth : .truncatedLine
    }

    /// Whether `UIButton.Configuration` exists (iOS 15 on, ER2); `legacy-pixel` reproduces captures without one.
    public var hasConfiguration: Bool {
        switch self {
        case .ios26, .ios18, .ios15: true
        case .ios14, .ios13, .ios9, .legacyPixel: false
        }
    }

    /// Whether SF was one variable font (iOS 14 on); before, SF Text and SF Display, whose widths
    /// ButtonLab does not model (ER1 row 12).
    public var hasVariableSystemFont: Bool {
        switch self {
        case .ios13, .ios9: false
        default: true
        }
    }

    /// A configuration button's background corner radius with the default `cornerStyle` (`.dynamic`),
    /// or nil for a capsule (ER2): 5.95 for the default `buttonSize` on iOS 15–18, a capsule from
    /// Solarium (26) on; drawing only. Other sizes before 26 keep the capsule, as no radius is known for them.
    public func configurationCornerRadius(buttonSize: ButtonConfiguration.ButtonSize) -> Double? {
        switch self {
        case .ios18, .ios15: buttonSize == .medium ? 5.95 : nil
        case .ios26, .ios14, .ios13, .ios9, .legacyPixel: nil
        }
    }

    /// How the era's layout is known (ER3's basis column).
    public var confidence: String {
        switch self {
        case .ios26: "strong"
        case .ios18: "good"
        case .ios15: "weak–moderate"
        case .ios14, .ios13, .ios9: "moderate"
        case .legacyPixel: "weak"
        }
    }

    /// The rules this era takes from iOS 26 without their code or a measurement for the era (ER1), in rule order.
    public var assumedRules: [String] {
        let readIn18 = [
            "R3 content rect snapped outward to pixels (ER1 row 8)", "R4.2 image size not rounded (row 7)",
            "the layout call order (row 10)",
        ]
        let readIn26Only = [
            "R2/R11 6-pt padding, +12 height, minimum width 30 (row 3)", "R0.1 default title fonts (row 4)",
            "R9.2 an empty title keeps a line (row 5)", "AS1 state look-up (row 9)",
        ] + readIn18
        switch self {
        case .ios26:
            return []
        case .ios18:
            return readIn18
        case .ios15:
            return ["R5 title box in whole points (row 1)"] + readIn26Only + ["the configuration layout (ER2)"]
        case .ios14:
            return readIn26Only + ["SF's tracking as iOS 26's (row 12)"]
        case .ios13, .ios9:
            return readIn26Only + ["SF Text below 20 pt and SF Display from 20 pt measured as iOS 26's variable SF: widths are approximate (row 12)"]
        case .legacyPixel:
            return ["R5 pixel-rounded title box and R6.3 whole available width, from one series of published captures (row 2)"]
        }
    }

    /// "layout: legacy, uikit 26": what every output names; an old linked SDK is named after the era.
    public func profileName(model: String, linkedSDK: LinkedSDKAge = .recent) -> String {
        "layout: \(model), uikit \(rawValue)" + (linkedSDK == .recent ? "" : ", linkedSDK \(linkedSDK.rawValue)")
    }
}

/// `button.linkedSDK` (layout-model.md R17): the SDK the app was linked against, independent of the
/// runtime's `uikit`. It decides only how UILabel ceils the text size it measures
/// (`_shouldCeilSizeToViewScale`): to pixels for recent SDKs, to whole points for old ones.
public enum LinkedSDKAge: String, CaseIterable, Hashable, Sendable {
    case recent, old

    /// How a label ceils a size it measures: `ceilPx` on the screen's grid, or `ceil` to whole points.
    public var labelRounding: Rounding { self == .old ? .ceil : .ceilPx }

    /// The grid a measured label size is ceiled to: the screen's pixels, or whole points (scale 1).
    public func labelScale(_ screen: ScreenScale) -> ScreenScale { self == .old ? .x1 : screen }
}
