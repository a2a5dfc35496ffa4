/// What an accepted IB document is (§1).
public struct IBDocumentInfo: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case xib, storyboard
    }

    public var kind: Kind
    /// `toolsVersion` as written: it names the saving Xcode (`22505`, `32700.99.1234`).
    public var toolsVersion: String?
    /// `<device id=…>`: IB's canvas device, for which Auto Layout frames were computed.
    public var device: String?

    public init(kind: Kind, toolsVersion: String?, device: String?) {
        self.kind = kind
        self.toolsVersion = toolsVersion
        self.device = device
    }

    /// The leading integer of `toolsVersion`; nil when absent or not a number.
    public var toolsVersionMajor: Int? {
        guard let toolsVersion else { return nil }
        return Int(toolsVersion.prefix { $0.isASCII && $0.isNumber })
    }
}

enum Recognition: Equatable {
    case iOS(IBDocumentInfo)
    case refused(String)
}

enum RefusalReason {
    static let legacyArchive = "legacy archive format (Xcode 3/4); open and save it in a current Xcode"
    static let macOS = "macOS document: NSButton is not UIButton"
    static let tvOS = "tvOS document: tvOS button metrics are not modelled"
    static let notIOS = "not an iOS Interface Builder document"
}

/// §1: the root element and its `targetRuntime` (or, without one, its `type`) decide.
func recognise(_ tree: MarkupTree) -> Recognition {
    let root = tree.root
    switch tree[root].name {
    case "archive":
        return .refused(RefusalReason.legacyArchive)
    case "document":
        break
    default:
        return .refused(RefusalReason.notIOS)
    }
    let type = tree.attribute("type", of: root) ?? ""
    let platform: Recognition?
    if let runtime = tree.attribute("targetRuntime", of: root) {
        platform = runtimePlatform(runtime)
    } else {
        platform = typePlatform(type)
    }
    if let platform { return platform }
    let device = tree.child(of: root, named: "device").flatMap { tree.attribute("id", of: $0) }
    return .iOS(
        IBDocumentInfo(
            kind: type.contains("Storyboard") ? .storyboard : .xib,
            toolsVersion: tree.attribute("toolsVersion", of: root),
            device: device))
}

/// nil for iOS; the refusal otherwise.
private func runtimePlatform(_ runtime: String) -> Recognition? {
    if runtime.hasPrefix("iOS.CocoaTouch") { return nil }
    if runtime.hasPrefix("MacOSX") { return .refused(RefusalReason.macOS) }
    if runtime.hasPrefix("AppleTV") { return .refused(RefusalReason.tvOS) }
    return .refused(RefusalReason.notIOS)
}

private func typePlatform(_ type: String) -> Recognition? {
    if type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") { return nil }
    if type.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.") { return .refused(RefusalReason.macOS) }
    if type.contains("AppleTV") { return .refused(RefusalReason.tvOS) }
    return .refused(RefusalReason.notIOS)
}
