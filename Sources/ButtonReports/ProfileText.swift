import ButtonCore
import ButtonLayout

/// The profile every report names (layout-model.md R17): which model, for which iOS release, and the rules
/// that era assumes rather than reads.
public struct ReportProfile: Hashable, Sendable {
    public var model: String
    public var uikit: UIKitEra
    /// The SDK the app was linked against (layout-model.md R17), named only when old.
    public var linkedSDK: LinkedSDKAge

    public init(model: String, uikit: UIKitEra, linkedSDK: LinkedSDKAge = .recent) {
        self.model = model
        self.uikit = uikit
        self.linkedSDK = linkedSDK
    }

    /// The profile of a legacy or configuration layout.
    public init(layout: ModelLayout, uikit: UIKitEra, linkedSDK: LinkedSDKAge = .recent) {
        if case .configuration = layout {
            self.init(model: "configuration", uikit: uikit, linkedSDK: linkedSDK)
        } else {
            self.init(model: "legacy", uikit: uikit, linkedSDK: linkedSDK)
        }
    }

    /// "layout: legacy, uikit 26", or "layout: legacy, uikit 14, linkedSDK old".
    public var name: String { uikit.profileName(model: model, linkedSDK: linkedSDK) }

    /// `profile: …` and, for an era that assumes rules, the note that lists them.
    public var textLines: [String] {
        var lines = ["profile: \(name) (\(uikit.confidence))"]
        if !uikit.assumedRules.isEmpty {
            lines.append("note: uikit \(uikit.rawValue) assumes rather than reads: " + uikit.assumedRules.joined(separator: "; "))
        }
        return lines
    }

    /// `profile` and, when the era assumes rules, `assumedRules`, to insert after a report's name.
    var jsonMembers: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [(LayoutKey.profile.rawValue, .string(name))]
        if !uikit.assumedRules.isEmpty {
            members.append((LayoutKey.assumedRules.rawValue, .array(uikit.assumedRules.map(JSONValue.string))))
        }
        return members
    }
}

extension JSONValue {
    /// The object with `profile`'s members after its first `count` members (name, source).
    func inserting(_ profile: ReportProfile, after count: Int) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members.insert(contentsOf: profile.jsonMembers, at: min(count, members.count))
        return .object(members)
    }
}

/// `text` with `lines` inserted, indented two spaces, after its first `after` lines (the heading,
/// and a button's source line under it).
func insertingAfterHeading(_ lines: [String], into text: String, after count: Int = 1) -> String {
    var head = text.split(separator: "\n", maxSplits: count, omittingEmptySubsequences: false).map(String.init)
    let rest = head.count > count ? head.removeLast() : ""
    return (head + lines.map { "  " + $0 } + [rest]).joined(separator: "\n")
}
