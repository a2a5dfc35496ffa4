import ButtonDiagram
import ButtonLayout
import ButtonScenario
import CDrawingStack

extension FontLibrary {
    /// One Pango font map and context over the library's configuration, with the layouts it has
    /// shaped. Used under `CairoFontLock` only (`Storage.withEngine`).
    final class Engine: @unchecked Sendable {
        let fontMap: OpaquePointer
        let context: OpaquePointer
        /// Layouts already shaped, by text and font: a diagram measures each label to place it and
        /// then draws it, and shaping it once is enough. Only the thread holding the lock touches it.
        /// Keyed by the text, then the font looked up in a short list: a dictionary keyed by a
        /// struct of our own would cost each process a scan of every protocol conformance record
        /// on its first use (~0.1 ms); String's conformance is looked up anyway.
        private var layouts: [String: [CachedLayout]] = [:]
        private var cachedLayoutCount = 0
        private static let maximumCachedLayouts = 256

        struct CachedLayout {
            var size: Double
            var weight: FontWeight
            var families: String
            var layout: OpaquePointer
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
            // Releasing layouts and the font map releases cairo scaled fonts.
            CairoFontLock.withLock {
                releaseLayouts()
                buttonlab_object_unref(UnsafeMutableRawPointer(context))
                buttonlab_object_unref(UnsafeMutableRawPointer(fontMap))
            }
        }

        func withLayout<R>(_ text: String, font: FontSpec, families: String, _ body: (OpaquePointer) -> R) -> R {
            if let cached = layouts[text]?.first(where: {
                $0.size == font.size && $0.weight == font.weight && $0.families == families
            }) {
                return body(cached.layout)
            }
            if cachedLayoutCount >= Self.maximumCachedLayouts {
                releaseLayouts()
                layouts.removeAll(keepingCapacity: true)
                cachedLayoutCount = 0
            }
            let layout = makeLayout(text, font: font, families: families)
            layouts[text, default: []].append(
                CachedLayout(size: font.size, weight: font.weight, families: families, layout: layout))
            cachedLayoutCount += 1
            return body(layout)
        }

        private func releaseLayouts() {
            for list in layouts.values {
                for cached in list { buttonlab_object_unref(UnsafeMutableRawPointer(cached.layout)) }
            }
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
