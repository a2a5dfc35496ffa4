import ButtonRender
import Foundation

/// The C floor of `make bench`: the source is written to a temporary directory and compiled with
/// `cc -O2` and pkg-config's flags for the same libraries ButtonRender loads, so the floor uses
/// the host's own cairo, Pango, fontconfig and libpng exactly as buttonlab does. Its fonts are
/// ButtonRender's (`floorFontDeclarations`): a floor with fewer fonts matches text faster and
/// draws other glyphs.
var floorProgramSource: String {
    floorProgramBody.replacingOccurrences(of: "@FONT_DECLARATIONS@\n", with: floorFontDeclarations())
}

/// The font files, their directories, the fallback families and the fontconfig rules of
/// `FontLibrary`, as C declarations.
func floorFontDeclarations() -> String {
    func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n\"\n    \"") + "\""
    }
    func array(_ name: String, _ items: [String]) -> String {
        "static const char *\(name)[] = {\n" + items.map { "    \(literal($0)),\n" }.joined() + "    NULL};\n"
    }
    var directories: [String] = []
    for file in FontLibrary.defaultFontFiles {
        let directory = (file as NSString).deletingLastPathComponent
        if !directories.contains(directory) { directories.append(directory) }
    }
    return array("font_files", FontLibrary.defaultFontFiles) + array("font_dirs", directories)
        + "static const char *families = \(literal(FontLibrary.defaultFamilies));\n"
        + "static const char *font_rules = \(literal(FontLibrary.fontRules));\n"
}

private let floorProgramBody = #"""
// ButtonLab's C floor: draws display lists written by buttonlab-bench with the libraries and settings
// ButtonRender uses (cairo, Pango over a private fontconfig configuration of the same font files,
// libpng at zlib level 3 with the Up filter), and nothing else: no Swift runtime, no argument
// parsing, no YAML, no layout. Its PNG must equal buttonlab's byte for byte.
//
// Usage: floor LIST OUT.png [LIST OUT.png ...]   (all drawn in one process, fonts set up once)
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

// ButtonRender's font files, their directories, its fallback families and fontconfig rules, written
// in by buttonlab-bench (floorFontDeclarations): the floor never draws with other fonts than buttonlab.
@FONT_DECLARATIONS@

static PangoContext *context;

static void die(const char *what) {
    fprintf(stderr, "floor: %s\n", what);
    exit(2);
}

// The same configuration ButtonRender builds: the fonts' directories read through fontconfig's
// system caches, exactly the listed files accepted; per-file scanning when a cache is not current.
static FcConfig *font_config(void) {
    static char xml[65536];
    size_t n = (size_t)snprintf(xml, sizeof xml, "<?xml version=\"1.0\"?>\n<fontconfig>\n");
    for (int i = 0; font_dirs[i]; i++) n += (size_t)snprintf(xml + n, sizeof xml - n, "  <dir>%s</dir>\n", font_dirs[i]);
    n += (size_t)snprintf(xml + n, sizeof xml - n, "  <cachedir>/var/cache/fontconfig</cachedir>\n  <selectfont>\n    <acceptfont>\n");
    for (int i = 0; font_files[i]; i++) n += (size_t)snprintf(xml + n, sizeof xml - n, "      <glob>%s</glob>\n", font_files[i]);
    n += (size_t)snprintf(xml + n, sizeof xml - n, "    </acceptfont>\n    <rejectfont><glob>*</glob></rejectfont>\n  </selectfont>\n</fontconfig>\n");
    if (n >= sizeof xml) die("font configuration too long");
    FcConfig *config = FcConfigCreate();
#ifdef FLOOR_SCAN_FONTS
    int cached = 0;  // the plain way: every font file opened and scanned
#else
    int cached = FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)xml, FcFalse);
#endif
    for (int i = 0; cached && font_dirs[i]; i++) {
        FcCache *cache = FcDirCacheLoad((const FcChar8 *)font_dirs[i], config, NULL);
        if (cache == NULL) cached = 0; else FcDirCacheUnload(cache);
    }
    if (!cached || !FcConfigBuildFonts(config)) {
        FcConfigDestroy(config);
        config = FcConfigCreate();
        for (int i = 0; font_files[i]; i++)
            if (!FcConfigAppFontAddFile(config, (const FcChar8 *)font_files[i])) die("cannot add a font file");
    }
    // ButtonRender's built-in rules (emoji alias, bitmap scaling), either way.
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)font_rules, FcTrue)) die("fontconfig refused the font rules");
    return config;
}

static void setup_fonts(void) {
    FcConfig *config = font_config();
    FcConfigSetCurrent(config);
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
    pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR);
    pango_context_set_language(context, pango_language_from_string("en"));
}

// ---- Reading a list ------------------------------------------------------------------------------

static char *cursor;

static char *word(void) {
    while (*cursor == ' ' || *cursor == '\n') cursor++;
    char *start = cursor;
    while (*cursor && *cursor != ' ' && *cursor != '\n') cursor++;
    if (*cursor) *cursor++ = 0;
    return start;
}
static double number(void) { return strtod(word(), NULL); }
static char *bytes(void) {  // "<count>\n<bytes>\n"
    long count = strtol(word(), NULL, 10);
    char *start = cursor;
    cursor += count;
    *cursor++ = 0;
    return start;
}

typedef struct { double r, g, b, a; } color;
static color read_color(void) { color c; c.r = number(); c.g = number(); c.b = number(); c.a = number(); return c; }

// ---- Painting (ButtonRender's Painter, line for line) -------------------------------------------

static double snap_scale;  // 0 for vector output

static double snap(double value, double stroke_width) {
    if (snap_scale == 0) return value;
    double device_pixels = stroke_width * snap_scale;
    double whole = round(device_pixels);
    double device = value * snap_scale;
    if (device_pixels < 1 || (fabs(device_pixels - whole) < 0.01 && ((long)whole) % 2 == 1))
        return (round(device - 0.5) + 0.5) / snap_scale;
    if (fabs(device_pixels - whole) < 0.01) return round(device) / snap_scale;
    return value;
}

static void fill_with(cairo_t *cr, color c) {
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
    cairo_fill(cr);
}

typedef struct { color c; double width; int dashes; double dash[16]; } stroke;
static stroke read_stroke(void) {
    stroke s;
    s.c = read_color();
    s.width = number();
    s.dashes = (int)number();
    for (int i = 0; i < s.dashes; i++) s.dash[i] = number();
    return s;
}

static void stroke_path(cairo_t *cr, const stroke *s) {
    cairo_set_source_rgba(cr, s->c.r, s->c.g, s->c.b, s->c.a);
    cairo_set_line_width(cr, s->width);
    int solid = 1;
    for (int i = 0; i < s->dashes; i++) if (s->dash[i] > 0) solid = 0;
    if (solid) cairo_set_dash(cr, NULL, 0, 0); else cairo_set_dash(cr, s->dash, s->dashes, 0);
    cairo_stroke(cr);
}

static void draw_text(cairo_t *cr) {
    int weight = (int)number();
    double size = number();
    double measured = number();
    int alignment = (int)number();
    double bx = number(), by = number(), bw = number(), bh = number();
    color c = read_color();
    char *text = bytes();
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, families);
    pango_font_description_set_weight(description, (PangoWeight)weight);
    double scale = measured > 0 ? size / measured : 1;
    pango_font_description_set_absolute_size(description, (measured > 0 ? measured : size) * PANGO_SCALE);
    pango_layout_set_font_description(layout, description);
    pango_layout_set_single_paragraph_mode(layout, TRUE);
    pango_layout_set_auto_dir(layout, TRUE);
    pango_layout_set_text(layout, text, -1);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    double lx = (double)logical.x / PANGO_SCALE * scale, ly = (double)logical.y / PANGO_SCALE * scale;
    double lw = (double)logical.width / PANGO_SCALE * scale, lh = (double)logical.height / PANGO_SCALE * scale;
    double x = alignment == 0 ? bx : alignment == 1 ? bx + (bw - lw) / 2 : bx + bw - lw;
    double y = by + (bh - lh) / 2;
    cairo_save(cr);
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
    cairo_move_to(cr, x - lx, y - ly);
    if (scale != 1) cairo_scale(cr, scale, scale);
    pango_cairo_show_layout(cr, layout);
    cairo_restore(cr);
    pango_font_description_free(description);
    g_object_unref(layout);
}

static cairo_surface_t *load_png(const char *path) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) die(image.message);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)image.width, (int)image.height);
    cairo_surface_flush(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char *buffer = cairo_image_surface_get_data(surface);
    image.format = PNG_FORMAT_BGRA;
    if (!png_image_finish_read(&image, NULL, buffer, stride, NULL)) die(image.message);
    for (png_uint_32 y = 0; y < image.height; y++) {
        unsigned char *p = buffer + (size_t)y * (size_t)stride;
        for (png_uint_32 x = 0; x < image.width; x++, p += 4) {
            unsigned int a = p[3];
            if (a == 255) continue;
            for (int k = 0; k < 3; k++) { unsigned int t = a * p[k] + 0x80; p[k] = (unsigned char)((t + (t >> 8)) >> 8); }
        }
    }
    png_image_free(&image);
    cairo_surface_mark_dirty(surface);
    return surface;
}

static void draw_image(cairo_t *cr) {
    double x = number(), y = number(), w = number(), h = number();
    char *kind = word();
    if (strcmp(kind, "file") == 0) {
        char *path = bytes();
        cairo_surface_t *image = load_png(path);
        if (w > 0 && h > 0) {
            double iw = cairo_image_surface_get_width(image), ih = cairo_image_surface_get_height(image);
            cairo_save(cr);
            cairo_translate(cr, x, y);
            cairo_scale(cr, w / iw, h / ih);
            cairo_set_source_surface(cr, image, 0, 0);
            cairo_pattern_t *pattern = cairo_get_source(cr);
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD);
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
            cairo_rectangle(cr, 0, 0, iw, ih);
            cairo_fill(cr);
            cairo_restore(cr);
        }
        cairo_surface_destroy(image);
        return;
    }
    if (!(w > 0 && h > 0)) return;
    // PlaceholderPicture: sky, sun, hills.
    color sky = {0xCD / 255.0, 0xE6 / 255.0, 0xF5 / 255.0, 1}, sun = {0xF7 / 255.0, 0xC9 / 255.0, 0x48 / 255.0, 1};
    color hill = {0x7B / 255.0, 0xBF / 255.0, 0x6A / 255.0, 1};
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip_preserve(cr);
    fill_with(cr, sky);
    double rx = 0.12 * w, ry = 0.12 * h;
    if (rx > 0 && ry > 0) {
        cairo_save(cr);
        cairo_translate(cr, x + 0.7 * w, y + 0.3 * h);
        cairo_scale(cr, rx, ry);
        cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
        cairo_restore(cr);
        fill_with(cr, sun);
    }
    static const double hills[7][2] = {{0, 1}, {0, 0.75}, {0.3, 0.45}, {0.5, 0.65}, {0.7, 0.5}, {1, 0.8}, {1, 1}};
    cairo_move_to(cr, x + hills[0][0] * w, y + hills[0][1] * h);
    for (int i = 1; i < 7; i++) cairo_line_to(cr, x + hills[i][0] * w, y + hills[i][1] * h);
    cairo_close_path(cr);
    fill_with(cr, hill);
    cairo_restore(cr);
}

static void paint_items(cairo_t *cr) {
    for (;;) {
        char *kind = word();
        if (*kind == 0) return;
        if (strcmp(kind, "rect") == 0) {
            double x = number(), y = number(), w = number(), h = number();
            if ((int)number()) { color f = read_color(); cairo_rectangle(cr, x, y, w, h); fill_with(cr, f); }
            if ((int)number()) {
                stroke s = read_stroke();
                double left = snap(x, s.width), top = snap(y, s.width);
                double right = snap(x + w, s.width), bottom = snap(y + h, s.width);
                cairo_rectangle(cr, left, top, right - left, bottom - top);
                stroke_path(cr, &s);
            }
        } else if (strcmp(kind, "rrect") == 0) {
            double minX = number(), minY = number(), maxX = number(), maxY = number(), r = number();
            int has_fill = (int)number();
            color f = {0, 0, 0, 0};
            if (has_fill) f = read_color();
            int has_stroke = (int)number();
            stroke s;
            if (has_stroke) s = read_stroke();
            for (int pass = 0; pass < 2; pass++) {
                if ((pass == 0 && !has_fill) || (pass == 1 && !has_stroke)) continue;
                cairo_new_sub_path(cr);
                cairo_arc(cr, maxX - r, minY + r, r, -M_PI / 2, 0);
                cairo_arc(cr, maxX - r, maxY - r, r, 0, M_PI / 2);
                cairo_arc(cr, minX + r, maxY - r, r, M_PI / 2, M_PI);
                cairo_arc(cr, minX + r, minY + r, r, M_PI, 3 * M_PI / 2);
                cairo_close_path(cr);
                if (pass == 0) fill_with(cr, f); else stroke_path(cr, &s);
            }
        } else if (strcmp(kind, "line") == 0) {
            double x1 = number(), y1 = number(), x2 = number(), y2 = number();
            stroke s = read_stroke();
            if (x1 == x2) { x1 = snap(x1, s.width); x2 = x1; }
            if (y1 == y2) { y1 = snap(y1, s.width); y2 = y1; }
            cairo_move_to(cr, x1, y1);
            cairo_line_to(cr, x2, y2);
            stroke_path(cr, &s);
        } else if (strcmp(kind, "poly") == 0) {
            int n = (int)number();
            double *p = malloc(sizeof(double) * 2 * (size_t)(n > 0 ? n : 1));
            for (int i = 0; i < 2 * n; i++) p[i] = number();
            int has_fill = (int)number();
            color f = {0, 0, 0, 0};
            if (has_fill) f = read_color();
            int has_stroke = (int)number();
            stroke s;
            if (has_stroke) s = read_stroke();
            for (int pass = 0; n > 0 && pass < 2; pass++) {
                if ((pass == 0 && !has_fill) || (pass == 1 && !has_stroke)) continue;
                cairo_move_to(cr, p[0], p[1]);
                for (int i = 1; i < n; i++) cairo_line_to(cr, p[2 * i], p[2 * i + 1]);
                cairo_close_path(cr);
                if (pass == 0) fill_with(cr, f); else stroke_path(cr, &s);
            }
            free(p);
        } else if (strcmp(kind, "text") == 0) {
            draw_text(cr);
        } else if (strcmp(kind, "image") == 0) {
            draw_image(cr);
        } else {
            die("unknown item");
        }
        if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) die("cairo failed");
    }
}

// ---- PNG (libpng, ButtonRender's PNGOptions.diagram) ---------------------------------------------

static void write_png(const char *path, unsigned char *pixels, int width, int height, int stride) {
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++)
        for (int x = 0; x < width; x++) if (pixels[(size_t)y * stride + x * 4 + 3] != 255) { opaque = 0; break; }
    if (!opaque) {
        for (int y = 0; y < height; y++)
            for (int x = 0; x < width; x++) {
                unsigned char *p = pixels + (size_t)y * stride + x * 4;
                int a = p[3];
                if (a == 255) continue;
                for (int k = 0; k < 3; k++) { int v = a == 0 ? 0 : (p[k] * 255 + a / 2) / a; p[k] = (unsigned char)(v > 255 ? 255 : v); }
            }
    }
    FILE *file = fopen(path, "wb");
    if (file == NULL) die("cannot write the PNG");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) die("libpng failed");
    png_init_io(png, file);
    png_set_compression_level(png, 3);
    png_set_compression_strategy(png, 0);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_set_bgr(png);
    if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (int y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    fclose(file);
}

static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) die("cannot read a list");
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 2);
    if (fread(text, 1, (size_t)size, file) != (size_t)size) die("short read");
    text[size] = 0;
    text[size + 1] = 0;
    fclose(file);
    return text;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc % 2 == 0) die("usage: floor LIST OUT.png [LIST OUT.png ...]");
    setup_fonts();
    for (int i = 1; i + 1 < argc; i += 2) {
        char *text = read_file(argv[i]);
        cursor = text;
        if (strcmp(word(), "canvas") != 0) die("not a display list");
        double width = number(), height = number(), scale = number();
        color background = read_color();
        int pw = (int)round(width * scale), ph = (int)round(height * scale);
        int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, pw);
        unsigned char *pixels = malloc((size_t)stride * (size_t)ph);
        cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, pw, ph, stride);
        cairo_t *cr = cairo_create(surface);
        cairo_scale(cr, scale, scale);
        snap_scale = scale;
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
        cairo_set_source_rgba(cr, background.r, background.g, background.b, background.a);
        cairo_paint(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        paint_items(cr);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        cairo_surface_destroy(surface);
        write_png(argv[i + 1], pixels, pw, ph, stride);
        free(pixels);
        free(text);
    }
    return 0;
}
"""#
