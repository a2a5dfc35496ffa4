import ButtonDiagram
import ButtonLayout
import ButtonScenario
import CDrawingStack
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures and draws single lines of text with Pango (HarfBuzz shaping, bidi, per-character
/// font fallback) over a private fontconfig configuration that holds only `fontFiles`.
///
/// Apple's buttons use the system font, SF Pro, which Debian cannot ship. We substitute Inter,
/// whose proportions, x-height and weight range (Thin…Black, nine steps like SF's) are close to
/// SF Pro Text; widths and line heights therefore approximate what UIKit measures without
/// matching it (at 18 pt the line height is 21.78 pt here, about 21.48 pt with SF).
/// Scripts Inter lacks fall back in order to Noto Color Emoji (emoji, in colour), DejaVu Sans
/// (Arabic, Hebrew, symbols; regular and bold only), WenQuanYi Micro Hei and Droid Sans Fallback
/// (CJK and Hangul, one weight; the way iOS falls back to PingFang) and Noto Sans for each other living script of
/// Noto's core set (Thai, Devanagari and the other Indic scripts, Khmer, Ethiopic …).
///
/// Because fonts come from fixed file paths and no fontconfig rule files are read, the host's
/// font setup cannot change the output. The files' descriptions come from fontconfig's system
/// caches when those are current (no font file is opened at start-up), else from scanning each
/// file as before (`FontConfiguration.swift`). Hinting is off and glyph positions are not rounded, so a
/// measurement does not depend on the drawing scale and text scales exactly with `pixelsPerPoint`.
package struct FontLibrary: TextMeasuring, Sendable {
    /// The Debian font tree: `/usr/share/fonts`, or the folder `BUTTONLAB_FONTS` names — on macOS,
    /// where `/usr/share` is read-only, a copy of the same files in the same layout (README, "On macOS").
    package static let fontsRoot: String = {
        if let value = getenv("BUTTONLAB_FONTS"), value.pointee != 0 { return String(cString: value) }
        return "/usr/share/fonts"
    }()

    package static let interDirectory = "\(fontsRoot)/opentype/inter"

    package static let notoDirectory = "\(fontsRoot)/truetype/noto"

    /// The scripts of Noto's core set (fonts-noto-core) that Inter, DejaVu Sans and Droid Sans
    /// Fallback do not draw, in use today: Noto Sans for each, bold too where Noto has one and the
    /// script is common in user interfaces. Historic scripts are left out.
    static let notoScripts: [(family: String, bold: Bool)] = [
        ("Thai", true), ("Devanagari", true), ("Bengali", true), ("Tamil", true), ("Telugu", true),
        ("Kannada", true), ("Malayalam", true), ("Gujarati", true), ("Gurmukhi", true), ("Oriya", true),
        ("Sinhala", true), ("Khmer", true), ("Lao", true), ("Myanmar", true), ("Georgian", true),
        ("Armenian", true), ("Ethiopic", true), ("Thaana", true), ("Cherokee", true),
        ("CanadianAboriginal", true), ("Javanese", true), ("Sundanese", true), ("Balinese", true),
        ("Adlam", true), ("OlChiki", true), ("Lisu", true), ("MeeteiMayek", true), ("Cham", true),
        ("TaiTham", true), ("HanifiRohingya", true), ("KayahLi", true), ("Bamum", true),
        ("Syriac", false), ("Mongolian", false), ("Yi", false), ("NKo", false), ("Vai", false),
        ("Tifinagh", false), ("Osage", false), ("Wancho", false), ("Chakma", false), ("Lepcha", false),
        ("Limbu", false), ("NewTaiLue", false), ("TaiLe", false), ("TaiViet", false), ("Saurashtra", false),
        ("SylotiNagri", false), ("Buginese", false), ("Batak", false), ("Symbols", true), ("Symbols2", false),
        ("Math", false),
    ]

    /// Debian packages fonts-inter, fonts-dejavu-core, fonts-wqy-microhei (CJK and all of Hangul:
    /// Droid Sans Fallback's CJK outlines with the Hangul syllables it lacks), fonts-droid-fallback,
    /// fonts-noto-color-emoji and fonts-noto-core.
    package static let defaultFontFiles: [String] =
        ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        .map { "\(interDirectory)/Inter-\($0).otf" }
        + [
            "\(fontsRoot)/truetype/dejavu/DejaVuSans.ttf",
            "\(fontsRoot)/truetype/dejavu/DejaVuSans-Bold.ttf",
            "\(fontsRoot)/truetype/wqy/wqy-microhei.ttc",
            "\(fontsRoot)/truetype/droid/DroidSansFallbackFull.ttf",
            "\(notoDirectory)/NotoColorEmoji.ttf",
        ]
        + notoScripts.flatMap { script in
            (script.bold ? ["Regular", "Bold"] : ["Regular"]).map { "\(notoDirectory)/NotoSans\(script.family)-\($0).ttf" }
        }

    /// Fallback order, first match per character wins. Emoji runs go to Noto Color Emoji through
    /// the "emoji" alias (`fontRules`); symbols in text presentation keep DejaVu's glyphs.
    /// Appended in a loop: `joined(separator:)` instantiates generic metadata the first time
    /// (a scan of every conformance record) in every process that draws.
    package static let defaultFamilies: String = {
        var families = "Inter, DejaVu Sans, WenQuanYi Micro Hei, Droid Sans Fallback"
        for script in notoScripts { families += ", Noto Sans " + spaced(script.family) }
        return families + ", Noto Color Emoji"
    }()

    /// "CanadianAboriginal" → "Canadian Aboriginal", as the fonts name their families.
    /// The names are ASCII: bytes are compared, since `Character.isUppercase` looks up Unicode
    /// properties, which a process that draws paid for at every start.
    static func spaced(_ name: String) -> String {
        var result: [UInt8] = []
        for byte in name.utf8 {
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte), let last = result.last,
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(last)
            {
                result.append(UInt8(ascii: " "))
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The system font's stand-in alone, to tell which runs of a text it draws.
    static let systemFontFiles = defaultFontFiles.filter { $0.hasPrefix(interDirectory) }

    /// Where Debian's fontconfig keeps its system caches (`fc-cache` writes them when a font package installs).
    package static let systemCacheDirectories = ["/var/cache/fontconfig"]

    package let fontFiles: [String]
    package let families: String
    let storage: Storage
    /// The default fonts and fallback order: `alwaysDrawn` holds.
    private let isStandard: Bool

    /// Printable ASCII, Latin-1 and Latin Extended-A (Inter), most CJK symbols and punctuation and
    /// kana, the original CJK Unified Ideographs (WenQuanYi Micro Hei), Hangul syllables (Droid Sans
    /// Fallback): ranges the default fonts cover whole (a test lays each out), so no look-up can
    /// find one missing. Left out because no font draws them: U+3004, U+3020, U+302A–302F,
    /// U+3031–303C, U+303E–303F, U+3095–3096, U+30F7–30FA.
    package static func alwaysDrawn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x17F, 0x3000...0x3003, 0x3005...0x301F, 0x3021...0x3029, 0x303D,
            0x3041...0x3094, 0x30A1...0x30F6, 0x4E00...0x9FA5, 0xAC00...0xD7A3:
            true
        default:
            false
        }
    }

    /// Loads exactly `fontFiles`; throws `RenderError.fontMissing` naming the first absent file.
    /// `cacheDirectories` are fontconfig cache directories to read the files' descriptions from;
    /// with none, or none current, each file is scanned.
    package init(
        fontFiles: [String] = FontLibrary.defaultFontFiles, families: String = FontLibrary.defaultFamilies,
        cacheDirectories: [String] = FontLibrary.systemCacheDirectories
    ) throws {
        self.fontFiles = fontFiles
        self.families = families
        self.isStandard = fontFiles == Self.defaultFontFiles && families == Self.defaultFamilies
        self.storage = try Storage(fontFiles: fontFiles, cacheDirectories: cacheDirectories)
    }

    /// Whether the fonts were described by fontconfig's caches (true) or by scanning each file.
    package var usesFontCaches: Bool { storage.fromCaches }

    /// The natural size of one line of `text`: Pango's logical width (advance, including side
    /// bearings) and the line height (ascent + descent of the tallest font used), unrounded.
    package func measure(_ text: String, font: FontSpec) -> Size {
        let pieceLength = Self.longestSafePiece(font: font)
        guard text.utf8.count > pieceLength, text.count > pieceLength else { return measureOneLayout(text, font: font) }
        // Pango's extents are 32-bit counts of 1/1024 pt and wrap around past 2 097 152 pt, so a text
        // that could be that wide is measured in pieces that cannot, and their widths added.
        var size = Size(width: 0, height: 0)
        var rest = Substring(text)
        while !rest.isEmpty {
            let end = rest.index(rest.startIndex, offsetBy: pieceLength, limitedBy: rest.endIndex) ?? rest.endIndex
            let piece = measureOneLayout(String(rest[..<end]), font: font)
            size = Size(width: size.width + piece.width, height: max(size.height, piece.height))
            rest = rest[end...]
        }
        return size
    }

    /// How many characters one layout may hold and stay under Pango's 2 097 152-pt limit, even if
    /// each were 4 em wide (the widest glyphs of the loaded fonts are under 2 em; marks add none).
    static func longestSafePiece(font: FontSpec) -> Int {
        max(1, Int(1_000_000 / (4 * max(font.size, 1))))
    }

    private func measureOneLayout(_ text: String, font: FontSpec) -> Size {
        storage.withEngine { engine in
            engine.withLayout(text, font: font, families: families) { layout in
                let logical = Self.logicalExtents(layout)
                return Size(width: logical.width, height: logical.height)
            }
        }
    }

    /// The characters of `text` no loaded font draws, each once, in order: Pango's unknown-glyph
    /// count for the whole text first (almost always 0), then per character to name them.
    /// With the standard fonts, text of `alwaysDrawn`'s blocks is not laid out at all: the check
    /// would cost a figure with a CJK title a Pango layout and a font set of its own.
    package func uncoveredCharacters(in text: String) -> [Unicode.Scalar] {
        let isStandard = self.isStandard
        guard !text.unicodeScalars.allSatisfy({ isStandard ? Self.alwaysDrawn($0) : (0x20...0x7E).contains($0.value) }) else {
            return []
        }
        let font = FontSpec()
        guard unknownGlyphCount(text, font: font) > 0 else { return [] }
        var seen = Set<Unicode.Scalar>()
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where seen.insert(scalar).inserted {
            // Joiners, variation selectors and the like draw nothing of their own.
            guard !scalar.properties.isDefaultIgnorableCodePoint, !scalar.properties.isWhitespace else { continue }
            if unknownGlyphCount(String(scalar), font: font) > 0 { missing.append(scalar) }
        }
        return missing
    }

    /// `text` in runs drawn by Inter (the system font's stand-in) or by a fallback font: a
    /// character is Inter's when a library of Inter alone has a glyph for it. ASCII text is one run.
    package func systemFontRuns(of text: String) -> [(text: String, isSystemFont: Bool)] {
        guard !text.unicodeScalars.allSatisfy({ $0.isASCII }), let system = Self.systemFontOnly else { return [(text, true)] }
        var runs: [(text: String, isSystemFont: Bool)] = []
        for character in text {
            let isSystem = character.unicodeScalars.allSatisfy { $0.isASCII }
                || system.unknownGlyphCount(String(character), font: FontSpec()) == 0
            if let last = runs.last, last.isSystemFont == isSystem {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), isSystem))
            }
        }
        return runs
    }

    private static let systemFontOnly: FontLibrary? = try? FontLibrary(fontFiles: systemFontFiles, families: "Inter")

    /// How many characters of `text` no loaded font can draw (they would show as boxes).
    package func unknownGlyphCount(_ text: String, font: FontSpec) -> Int {
        storage.withEngine { engine in
            engine.withLayout(text, font: font, families: families) { layout in
                Int(pango_layout_get_unknown_glyphs_count(layout))
            }
        }
    }

    /// Draws `run` on `cr`, whose current transformation maps points to the target.
    func draw(_ run: TextRun, on cr: OpaquePointer) {
        // The layout stays at the identity matrix it was measured at and cairo scales the outlines
        // to the device: with hinting off they do not depend on the matrix, so measuring and drawing
        // share one set of Pango fonts (each font pattern costs fontconfig work and Pango threads).
        storage.withEngine { engine in
            engine.withLayout(run.text, font: run.layoutFont, families: families) { layout in
                // A run measured at another size is that layout scaled to `run.font.size`.
                let scale = run.layoutScale
                let laidOut = Self.logicalExtents(layout)
                let logical = Rect(x: laidOut.x * scale, y: laidOut.y * scale, width: laidOut.width * scale, height: laidOut.height * scale)
                let x: Double
                switch run.alignment {
                case .left: x = run.box.x
                case .center: x = run.box.x + (run.box.width - logical.width) / 2
                case .right: x = run.box.x + run.box.width - logical.width
                }
                let y = run.box.y + (run.box.height - logical.height) / 2
                cairo_save(cr)
                cairo_set_source_rgba(cr, run.color.red, run.color.green, run.color.blue, run.color.alpha)
                cairo_move_to(cr, x - logical.x, y - logical.y)
                if scale != 1 { cairo_scale(cr, scale, scale) }
                pango_cairo_show_layout(cr, layout)
                cairo_restore(cr)
            }
        }
    }

    private static func logicalExtents(_ layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Rect(
            x: Double(logical.x) / scale, y: Double(logical.y) / scale,
            width: Double(logical.width) / scale, height: Double(logical.height) / scale
        )
    }

    /// Two of fontconfig's own rules, built in. Pango looks up emoji runs under the generic family
    /// "emoji" (60-generic.conf maps it to the colour font; without it DejaVu Sans' black-and-white
    /// emoji win). Colour emoji are bitmaps at one size (109 px); without 10-scale-bitmap-fonts.conf
    /// they are measured and drawn at that size whatever the text's. Read from memory, so the
    /// host's files still play no part.
    package static let fontRules = """
        <fontconfig>
          <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name> <double>0</double> <double>0</double> <name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    static func addFontRules(to config: OpaquePointer) -> Bool {
        FcConfigParseAndLoadFromMemory(config, fontRules, 1) != 0
    }

    /// SF's nine weights map one-to-one onto Inter's (ultraLight = Thin 100 … black = Black 900).
    static func pangoWeight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .ultraLight: return PANGO_WEIGHT_THIN
        case .thin: return PANGO_WEIGHT_ULTRALIGHT
        case .light: return PANGO_WEIGHT_LIGHT
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        case .heavy: return PANGO_WEIGHT_ULTRABOLD
        case .black: return PANGO_WEIGHT_HEAVY
        }
    }
}

extension FontLibrary {
    /// Owns the private fontconfig configuration and one Pango font map over it. Text work runs one
    /// call at a time under `CairoFontLock` (cairo 1.16's font caches deadlock otherwise), so one
    /// font map is enough; it is kept because its glyph caches are the expensive part.
    final class Storage: @unchecked Sendable {
        static let firstToBecomeCurrent = Mutex(true)

        let config: OpaquePointer
        let fromCaches: Bool
        /// Used only under `CairoFontLock`.
        private let engine: Engine

        /// Fontconfig's work needs only its own library, so it runs while the rest of the drawing
        /// stack may still be loading on another thread (`prepareStandardInBackground`).
        init(fontFiles: [String], cacheDirectories: [String]) throws {
            try DrawingLibraries.fontconfig.load()
            for path in fontFiles where access(path, R_OK) != 0 {
                throw RenderError.fontMissing(path: path)
            }
            let (made, fromCaches) = try makeFontConfiguration(fontFiles: fontFiles, cacheDirectories: cacheDirectories)
            // Until the engine exists the configuration is ours to destroy; afterwards `deinit`'s.
            var built = false
            defer { if !built { FcConfigDestroy(made) } }
            // The fallback rules (which face draws which script, emoji) go on whichever way the
            // fonts were found.
            guard FontLibrary.addFontRules(to: made) else {
                throw RenderError.fontSetupFailed("fontconfig refused the built-in font rules")
            }
            try DrawingLibraries.drawing.load()
            (config, self.fromCaches) = (made, fromCaches)
            // cairo and Pango also ask fontconfig for its *current* configuration (substitution
            // defaults); left alone, that loads the host's fonts.conf, rules and caches — tens of
            // milliseconds at start-up and a way for host rules to reach our output. Every
            // configuration made here has only our own rules, so making ours current changes nothing else.
            // Only the first is made current: any of ours will do, and a library made mid-batch (the
            // Inter-only one is made lazily) should not swap the process-wide one under threads drawing.
            if Storage.firstToBecomeCurrent.withLock({ isFirst in defer { isFirst = false }; return isFirst }) {
                FcConfigSetCurrent(config)
            }
            engine = try CairoFontLock.withLock { try Engine(config: made) }
            built = true
        }

        deinit {
            FcConfigDestroy(config)
        }

        func withEngine<R>(_ body: (Engine) -> R) -> R {
            CairoFontLock.withLock { body(engine) }
        }
    }
}
