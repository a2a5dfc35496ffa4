import ButtonDiagram
import ButtonLayout
import ButtonScenario
import CDrawingStack
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Measures and draws single lines of text with Pango (HarfBuzz shaping, bidi, per-character
/// font fallback) over a private fontconfig configuration that holds only `fontFiles`.
///
/// Apple's buttons use the system font, SF Pro, which Debian cannot ship. We substitute Inter,
/// whose proportions, x-height and weight range (Thin…Black, nine steps like SF's) are close to
/// SF Pro Text; widths and line heights therefore approximate what UIKit measures without
/// matching it (at 18 pt the line height is 21.78 pt here, about 21.48 pt with SF).
/// Scripts Inter lacks fall back in order to DejaVu Sans (Arabic, Hebrew, symbols; regular and
/// bold only) and Droid Sans Fallback (CJK, one weight), the way iOS falls back to PingFang.
///
/// Because fonts come from fixed file paths and no fontconfig rule files are read, the host's
/// font setup cannot change the output. The files' descriptions come from fontconfig's system
/// caches when those are current (no font file is opened at start-up), else from scanning each
/// file as before (`FontConfiguration.swift`). Hinting is off and glyph positions are not rounded, so a
/// measurement does not depend on the drawing scale and text scales exactly with `pixelsPerPoint`.
public struct FontLibrary: TextMeasuring, Sendable {
    public static let interDirectory = "/usr/share/fonts/opentype/inter"

    /// Debian packages fonts-inter, fonts-dejavu-core and fonts-droid-fallback.
    public static let defaultFontFiles: [String] =
        ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        .map { "\(interDirectory)/Inter-\($0).otf" }
        + [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
            "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        ]

    /// Fallback order, first match per character wins.
    public static let defaultFamilies = "Inter, DejaVu Sans, Droid Sans Fallback"

    /// Where Debian's fontconfig keeps its system caches (`fc-cache` writes them when a font package installs).
    public static let systemCacheDirectories = ["/var/cache/fontconfig"]

    public let fontFiles: [String]
    public let families: String
    let storage: Storage

    /// Loads exactly `fontFiles`; throws `RenderError.fontMissing` naming the first absent file.
    /// `cacheDirectories` are fontconfig cache directories to read the files' descriptions from;
    /// with none, or none current, each file is scanned.
    public init(
        fontFiles: [String] = FontLibrary.defaultFontFiles, families: String = FontLibrary.defaultFamilies,
        cacheDirectories: [String] = FontLibrary.systemCacheDirectories
    ) throws {
        self.fontFiles = fontFiles
        self.families = families
        self.storage = try Storage(fontFiles: fontFiles, cacheDirectories: cacheDirectories)
    }

    /// Whether the fonts were described by fontconfig's caches (true) or by scanning each file.
    public var usesFontCaches: Bool { storage.fromCaches }

    private static let standardLibrary: Result<FontLibrary, RenderError> = {
        do {
            let library = try FontLibrary()
            // Inside the one-time initialisation, so that nobody borrows the engine meanwhile.
            for font in fontsToWarm.withLock({ $0 }) { _ = library.measure("0", font: font) }
            return .success(library)
        } catch let error as RenderError {
            return .failure(error)
        } catch {
            return .failure(.fontSetupFailed("\(error)"))
        }
    }()

    private static let fontsToWarm = Mutex<[FontSpec]>([])

    /// Starts loading the standard library on a background thread and returns at once: the drawing
    /// stack, the font configuration, a Pango engine, and the fonts of `warming` opened and shaped
    /// (the first text Pango lays out in a font costs milliseconds). `standard()` then waits for
    /// that work instead of doing it. For a process that will surely draw, this overlaps the
    /// loading with reading and laying out its scenarios; on a busy machine it costs nothing more.
    public static func prepareStandardInBackground(warming fonts: [FontSpec]) {
        fontsToWarm.withLock { $0 = fonts }
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { _ in
            _ = try? FontLibrary.standard()
            return nil
        }, nil)
        // Without a thread the first caller of standard() does the work, as always.
        if started == 0 { pthread_detach(thread) }
    }

    /// The library with the default fonts, loaded once per process.
    public static func standard() throws -> FontLibrary {
        try standardLibrary.get()
    }

    /// The natural size of one line of `text`: Pango's logical width (advance, including side
    /// bearings) and the line height (ascent + descent of the tallest font used), unrounded.
    public func measure(_ text: String, font: FontSpec) -> Size {
        storage.withEngine { engine in
            engine.withLayout(text, font: font, families: families) { layout in
                let logical = Self.logicalExtents(layout)
                return Size(width: logical.width, height: logical.height)
            }
        }
    }

    /// How many characters of `text` no loaded font can draw (they would show as boxes).
    public func unknownGlyphCount(_ text: String, font: FontSpec) -> Int {
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
            engine.withLayout(run.text, font: run.font, families: families) { layout in
                let logical = Self.logicalExtents(layout)
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
    /// Owns the private fontconfig configuration and a pool of Pango font maps. Pango font maps
    /// are not thread-safe, so each concurrent caller borrows its own; they share the FcConfig
    /// (fontconfig is thread-safe) and are kept for reuse because their glyph caches are the
    /// expensive part.
    final class Storage: @unchecked Sendable {
        let config: OpaquePointer
        let fromCaches: Bool
        private let idle = Mutex<[Engine]>([])

        init(fontFiles: [String], cacheDirectories: [String]) throws {
            try DrawingLibraries.drawing.load()
            for path in fontFiles where access(path, R_OK) != 0 {
                throw RenderError.fontMissing(path: path)
            }
            (config, fromCaches) = try makeFontConfiguration(fontFiles: fontFiles, cacheDirectories: cacheDirectories)
            // cairo and Pango also ask fontconfig for its *current* configuration (substitution
            // defaults); left alone, that loads the host's fonts.conf, rules and caches — tens of
            // milliseconds at start-up and a way for host rules to reach our output. Every
            // configuration made here is rule-free, so making ours current changes nothing else.
            FcConfigSetCurrent(config)
            // Fail now rather than on first use if Pango cannot use the configuration.
            let engine = try Engine(config: config)
            idle.withLock { $0.append(engine) }
        }

        deinit {
            FcConfigDestroy(config)
        }

        func withEngine<R>(_ body: (Engine) -> R) -> R {
            let engine = idle.withLock { $0.popLast() } ?? (try? Engine(config: config))
            guard let engine else {
                fatalError("Pango could not create a font map for a configuration it accepted before")
            }
            defer { idle.withLock { $0.append(engine) } }
            return body(engine)
        }
    }

    final class Engine: @unchecked Sendable {
        let fontMap: OpaquePointer
        let context: OpaquePointer
        /// Layouts already shaped, by text and font: a diagram measures each label to place it and
        /// then draws it, and shaping it once is enough. Only the thread that borrowed the engine
        /// touches it.
        private var layouts: [LayoutKey: OpaquePointer] = [:]
        private static let maximumCachedLayouts = 256

        struct LayoutKey: Hashable {
            var text: String
            var size: Double
            var weight: FontWeight
            var families: String
        }

        init(config: OpaquePointer) throws {
            guard let fontMap = buttonlab_font_map_new(config) else {
                throw RenderError.fontSetupFailed("Pango has no FreeType font map")
            }
            guard let context = pango_font_map_create_context(fontMap) else {
                buttonlab_object_unref(UnsafeMutableRawPointer(fontMap))
                throw RenderError.fontSetupFailed("Pango cannot create a context")
            }
            self.fontMap = fontMap
            self.context = context
            let options = cairo_font_options_create()
            // Grey antialiasing without hinting: the same outlines at every scale, no LCD fringes.
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR)
            // Pango otherwise takes the language from the locale, which steers font choice and
            // shaping (e.g. Han glyph variants) and would make output depend on the host.
            pango_context_set_language(context, pango_language_from_string("en"))
        }

        deinit {
            for layout in layouts.values { buttonlab_object_unref(UnsafeMutableRawPointer(layout)) }
            buttonlab_object_unref(UnsafeMutableRawPointer(context))
            buttonlab_object_unref(UnsafeMutableRawPointer(fontMap))
        }

        func withLayout<R>(_ text: String, font: FontSpec, families: String, _ body: (OpaquePointer) -> R) -> R {
            let key = LayoutKey(text: text, size: font.size, weight: font.weight, families: families)
            if let layout = layouts[key] { return body(layout) }
            if layouts.count >= Self.maximumCachedLayouts {
                for layout in layouts.values { buttonlab_object_unref(UnsafeMutableRawPointer(layout)) }
                layouts.removeAll(keepingCapacity: true)
            }
            let layout = makeLayout(text, font: font, families: families)
            layouts[key] = layout
            return body(layout)
        }

        private func makeLayout(_ text: String, font: FontSpec, families: String) -> OpaquePointer {
            let layout = pango_layout_new(context)!
            let description = pango_font_description_new()
            defer { pango_font_description_free(description) }
            pango_font_description_set_family(description, families)
            pango_font_description_set_weight(description, FontLibrary.pangoWeight(font.weight))
            pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_layout_set_single_paragraph_mode(layout, 1)
            // Base direction follows the text's first strong character (on by default; stated
            // because RTL titles depend on it).
            pango_layout_set_auto_dir(layout, 1)
            // What cairo or Pango cannot take (NUL, non-characters) is replaced, as in the display list.
            pango_layout_set_text(layout, drawableText(text), -1)
            return layout
        }
    }
}
