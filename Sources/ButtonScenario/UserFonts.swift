import ButtonLayout

/// Measures text in a font file the user brings, by PostScript name (`--fonts DIR`, `--system-font FILE`).
public protocol FontFaceMeasuring: Sendable {
    /// The shaped single-line size of `text` in that face at `pointSize`; nil when no file has the face.
    func measure(_ text: String, postScriptName: String, pointSize: Double) -> (width: Double, height: Double)?
}

/// The fonts a user brings (docs/text-metrics.md, "Fonts you bring"): faces by PostScript name for
/// `title.font.name`, and a file that measures system-font titles in place of the stand-in's model.
public struct UserFonts: Sendable {
    /// `--fonts DIR`.
    public var faces: (any FontFaceMeasuring)?
    /// `--fonts DIR` as the command line named it, for messages.
    public var facesFolder: String?
    /// `--system-font FILE` or `BUTTONLAB_SYSTEM_FONT`: the file's faces and the one to measure with.
    public var systemFont: SystemFontFile?

    public init(faces: (any FontFaceMeasuring)? = nil, facesFolder: String? = nil, systemFont: SystemFontFile? = nil) {
        self.faces = faces
        self.facesFolder = facesFolder
        self.systemFont = systemFont
    }

    /// Whether a face of that PostScript name is among `faces`.
    public func hasFace(_ name: String) -> Bool {
        faces?.measure("", postScriptName: name, pointSize: 12) != nil
    }
}

/// A system font the user supplies (SF from their own Mac, say): its widths are the file's
/// shaped advances plus SF's tracking for the size (text-metrics.md TR1, TR2), which the font's
/// plain advances lack; its line height stays SF's, size × 2444/2048.
public struct SystemFontFile: Sendable {
    public var faces: any FontFaceMeasuring
    public var postScriptName: String
    /// The file as given, for messages and `explain`.
    public var path: String

    public init(faces: any FontFaceMeasuring, postScriptName: String, path: String) {
        self.faces = faces
        self.postScriptName = postScriptName
        self.path = path
    }

    /// The file's width of `text` plus SF's tracking, N × t(s) × s / 1000.
    public func width(of text: String, size: Double) -> Double? {
        guard let measured = faces.measure(text, postScriptName: postScriptName, pointSize: size) else { return nil }
        return measured.width + Double(text.count) * SystemFontMetrics.tracking(size: size) * size / 1000
    }
}
