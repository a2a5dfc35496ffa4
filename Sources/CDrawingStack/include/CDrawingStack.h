#ifndef BUTTONLAB_CDRAWINGSTACK_H
#define BUTTONLAB_CDRAWINGSTACK_H

// The drawing stack (cairo, Pango, fontconfig, libpng) and zlib, loaded on first use with dlopen
// instead of linked: a process that only lays out buttons never maps these ~40 shared libraries
// (about 4 ms at start-up). Every call goes through `bl_api`, filled by `bl_load`; calling a
// wrapper of a group that was not loaded is a programming error (a null function pointer).
//
// Types and constants come from the libraries' own headers where they live directly under
// /usr/include (cairo, fontconfig, libpng, zlib, HarfBuzz); Pango's headers need glib's include paths, which
// only pkg-config knows, so the handful of Pango types used here are declared below (stable ABI).

// The libraries' own declarations are renamed out of the way so that the names are free for
// the inline wrappers at the end: callers write cairo_create(…) as with a linked cairo, and a
// function missing from the lists below fails to link instead of silently loading at start-up.
#define cairo_create bl_real_cairo_create
#define cairo_destroy bl_real_cairo_destroy
#define cairo_status bl_real_cairo_status
#define cairo_status_to_string bl_real_cairo_status_to_string
#define cairo_save bl_real_cairo_save
#define cairo_restore bl_real_cairo_restore
#define cairo_scale bl_real_cairo_scale
#define cairo_translate bl_real_cairo_translate
#define cairo_rectangle bl_real_cairo_rectangle
#define cairo_move_to bl_real_cairo_move_to
#define cairo_line_to bl_real_cairo_line_to
#define cairo_close_path bl_real_cairo_close_path
#define cairo_arc bl_real_cairo_arc
#define cairo_fill bl_real_cairo_fill
#define cairo_stroke bl_real_cairo_stroke
#define cairo_paint bl_real_cairo_paint
#define cairo_clip bl_real_cairo_clip
#define cairo_clip_preserve bl_real_cairo_clip_preserve
#define cairo_set_source_rgba bl_real_cairo_set_source_rgba
#define cairo_set_source_surface bl_real_cairo_set_source_surface
#define cairo_get_source bl_real_cairo_get_source
#define cairo_set_operator bl_real_cairo_set_operator
#define cairo_set_dash bl_real_cairo_set_dash
#define cairo_set_line_width bl_real_cairo_set_line_width
#define cairo_set_line_join bl_real_cairo_set_line_join
#define cairo_set_line_cap bl_real_cairo_set_line_cap
#define cairo_set_antialias bl_real_cairo_set_antialias
#define cairo_show_page bl_real_cairo_show_page
#define cairo_pattern_set_filter bl_real_cairo_pattern_set_filter
#define cairo_pattern_set_extend bl_real_cairo_pattern_set_extend
#define cairo_surface_destroy bl_real_cairo_surface_destroy
#define cairo_surface_status bl_real_cairo_surface_status
#define cairo_surface_finish bl_real_cairo_surface_finish
#define cairo_surface_flush bl_real_cairo_surface_flush
#define cairo_surface_mark_dirty bl_real_cairo_surface_mark_dirty
#define cairo_image_surface_create bl_real_cairo_image_surface_create
#define cairo_image_surface_create_for_data bl_real_cairo_image_surface_create_for_data
#define cairo_image_surface_get_width bl_real_cairo_image_surface_get_width
#define cairo_image_surface_get_height bl_real_cairo_image_surface_get_height
#define cairo_image_surface_get_stride bl_real_cairo_image_surface_get_stride
#define cairo_image_surface_get_data bl_real_cairo_image_surface_get_data
#define cairo_format_stride_for_width bl_real_cairo_format_stride_for_width
#define cairo_pdf_surface_create_for_stream bl_real_cairo_pdf_surface_create_for_stream
#define cairo_pdf_surface_set_metadata bl_real_cairo_pdf_surface_set_metadata
#define cairo_font_options_create bl_real_cairo_font_options_create
#define cairo_font_options_destroy bl_real_cairo_font_options_destroy
#define cairo_font_options_set_antialias bl_real_cairo_font_options_set_antialias
#define cairo_font_options_set_hint_style bl_real_cairo_font_options_set_hint_style
#define cairo_font_options_set_hint_metrics bl_real_cairo_font_options_set_hint_metrics
#define cairo_font_options_set_subpixel_order bl_real_cairo_font_options_set_subpixel_order
#define FcConfigCreate bl_real_FcConfigCreate
#define FcConfigDestroy bl_real_FcConfigDestroy
#define FcConfigSetCurrent bl_real_FcConfigSetCurrent
#define FcConfigAppFontAddFile bl_real_FcConfigAppFontAddFile
#define FcConfigParseAndLoadFromMemory bl_real_FcConfigParseAndLoadFromMemory
#define FcConfigBuildFonts bl_real_FcConfigBuildFonts
#define FcConfigGetFonts bl_real_FcConfigGetFonts
#define FcDirCacheLoad bl_real_FcDirCacheLoad
#define FcDirCacheUnload bl_real_FcDirCacheUnload
#define FcPatternGetString bl_real_FcPatternGetString
#define png_image_begin_read_from_file bl_real_png_image_begin_read_from_file
#define png_image_begin_read_from_memory bl_real_png_image_begin_read_from_memory
#define png_image_finish_read bl_real_png_image_finish_read
#define png_image_free bl_real_png_image_free
#define cairo_new_sub_path bl_real_cairo_new_sub_path
#define hb_blob_create_or_fail bl_real_hb_blob_create_or_fail
#define hb_blob_destroy bl_real_hb_blob_destroy
#define hb_face_count bl_real_hb_face_count
#define hb_face_create bl_real_hb_face_create
#define hb_face_destroy bl_real_hb_face_destroy
#define hb_face_get_upem bl_real_hb_face_get_upem
#define hb_font_create bl_real_hb_font_create
#define hb_font_destroy bl_real_hb_font_destroy
#define hb_font_make_immutable bl_real_hb_font_make_immutable
#define hb_ot_metrics_get_position bl_real_hb_ot_metrics_get_position
#define hb_ot_name_get_utf8 bl_real_hb_ot_name_get_utf8
#define hb_buffer_create bl_real_hb_buffer_create
#define hb_buffer_destroy bl_real_hb_buffer_destroy
#define hb_buffer_add_utf8 bl_real_hb_buffer_add_utf8
#define hb_buffer_guess_segment_properties bl_real_hb_buffer_guess_segment_properties
#define hb_shape bl_real_hb_shape
#define hb_buffer_get_glyph_positions bl_real_hb_buffer_get_glyph_positions
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
// HarfBuzz directly, for `--fonts DIR` (FontFaceCatalog): faces' names, metrics and advances.
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#undef cairo_create
#undef cairo_destroy
#undef cairo_status
#undef cairo_status_to_string
#undef cairo_save
#undef cairo_restore
#undef cairo_scale
#undef cairo_translate
#undef cairo_rectangle
#undef cairo_move_to
#undef cairo_line_to
#undef cairo_close_path
#undef cairo_arc
#undef cairo_fill
#undef cairo_stroke
#undef cairo_paint
#undef cairo_clip
#undef cairo_clip_preserve
#undef cairo_set_source_rgba
#undef cairo_set_source_surface
#undef cairo_get_source
#undef cairo_set_operator
#undef cairo_set_dash
#undef cairo_set_line_width
#undef cairo_set_line_join
#undef cairo_set_line_cap
#undef cairo_set_antialias
#undef cairo_show_page
#undef cairo_pattern_set_filter
#undef cairo_pattern_set_extend
#undef cairo_surface_destroy
#undef cairo_surface_status
#undef cairo_surface_finish
#undef cairo_surface_flush
#undef cairo_surface_mark_dirty
#undef cairo_image_surface_create
#undef cairo_image_surface_create_for_data
#undef cairo_image_surface_get_width
#undef cairo_image_surface_get_height
#undef cairo_image_surface_get_stride
#undef cairo_image_surface_get_data
#undef cairo_format_stride_for_width
#undef cairo_pdf_surface_create_for_stream
#undef cairo_pdf_surface_set_metadata
#undef cairo_font_options_create
#undef cairo_font_options_destroy
#undef cairo_font_options_set_antialias
#undef cairo_font_options_set_hint_style
#undef cairo_font_options_set_hint_metrics
#undef cairo_font_options_set_subpixel_order
#undef FcConfigCreate
#undef FcConfigDestroy
#undef FcConfigSetCurrent
#undef FcConfigAppFontAddFile
#undef FcConfigParseAndLoadFromMemory
#undef FcConfigBuildFonts
#undef FcConfigGetFonts
#undef FcDirCacheLoad
#undef FcDirCacheUnload
#undef FcPatternGetString
#undef png_image_begin_read_from_file
#undef png_image_begin_read_from_memory
#undef png_image_finish_read
#undef png_image_free
#undef cairo_new_sub_path
#undef hb_blob_create_or_fail
#undef hb_blob_destroy
#undef hb_face_count
#undef hb_face_create
#undef hb_face_destroy
#undef hb_face_get_upem
#undef hb_font_create
#undef hb_font_destroy
#undef hb_font_make_immutable
#undef hb_ot_metrics_get_position
#undef hb_ot_name_get_utf8
#undef hb_buffer_create
#undef hb_buffer_destroy
#undef hb_buffer_add_utf8
#undef hb_buffer_guess_segment_properties
#undef hb_shape
#undef hb_buffer_get_glyph_positions

#include <stddef.h>
#include <stdint.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "ButtonRender assumes cairo's ARGB32 is stored B, G, R, A in memory (little-endian)"
#endif

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct { int x, y, width, height; } PangoRectangle;
typedef int PangoWeight;

#define PANGO_SCALE 1024
static const PangoWeight PANGO_WEIGHT_THIN = 100;
static const PangoWeight PANGO_WEIGHT_ULTRALIGHT = 200;
static const PangoWeight PANGO_WEIGHT_LIGHT = 300;
static const PangoWeight PANGO_WEIGHT_NORMAL = 400;
static const PangoWeight PANGO_WEIGHT_MEDIUM = 500;
static const PangoWeight PANGO_WEIGHT_SEMIBOLD = 600;
static const PangoWeight PANGO_WEIGHT_BOLD = 700;
static const PangoWeight PANGO_WEIGHT_ULTRABOLD = 800;
static const PangoWeight PANGO_WEIGHT_HEAVY = 900;
static const int PANGO_DIRECTION_WEAK_LTR = 4;

/// Library groups, loaded independently: encoding a PNG needs zlib only. Fontconfig is a group of
/// its own so that the font configuration can be built while the rest of the stack loads.
typedef enum {
    BL_GROUP_ZLIB = 0, BL_GROUP_PNG = 1, BL_GROUP_DRAWING = 2, BL_GROUP_JPEG = 3, BL_GROUP_FONTCONFIG = 4
} bl_group;

/// Loads `group` once per process (thread-safe). Returns 0, or -1 with the reason in `bl_load_error`.
int bl_load(bl_group group);
/// Why `bl_load(group)` failed, e.g. "libcairo.so.2: cannot open shared object file".
const char *bl_load_error(bl_group group);
/// Non-zero once `group` is loaded (for tests and the bench: proof that a path stayed light).
int bl_is_loaded(bl_group group);

/// Starts `body(argument)` on a new detached thread, placed on another CPU than the caller's when
/// the process may use one, and then free to run anywhere. Returns 0, or an errno value.
/// Why: Linux often queues a new thread on its parent's CPU until the parent blocks or the load
/// balancer moves it, milliseconds later on this VM, when the point was to run beside the parent.
int bl_spawn_beside(void *(*body)(void *), void *argument);
/// Starts, once per process, a thread (`bl_spawn_beside`) that loads the fontconfig, drawing and
/// zlib groups, and returns at once; later calls do nothing. Errors stay for `bl_load` to report.
void bl_prepare_drawing_in_background(void);

// X(return type, name, parameters, arguments) for functions with a result; V(...) without.
#define BL_DRAWING_FUNCTIONS(X, V) \
    X(cairo_t *, cairo_create, (cairo_surface_t *target), (target)) \
    V(cairo_destroy, (cairo_t *cr), (cr)) \
    X(cairo_status_t, cairo_status, (cairo_t *cr), (cr)) \
    X(const char *, cairo_status_to_string, (cairo_status_t status), (status)) \
    V(cairo_save, (cairo_t *cr), (cr)) \
    V(cairo_restore, (cairo_t *cr), (cr)) \
    V(cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy)) \
    V(cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty)) \
    V(cairo_rectangle, (cairo_t *cr, double x, double y, double w, double h), (cr, x, y, w, h)) \
    V(cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    V(cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    V(cairo_close_path, (cairo_t *cr), (cr)) \
    V(cairo_arc, (cairo_t *cr, double xc, double yc, double r, double a1, double a2), (cr, xc, yc, r, a1, a2)) \
    V(cairo_fill, (cairo_t *cr), (cr)) \
    V(cairo_stroke, (cairo_t *cr), (cr)) \
    V(cairo_paint, (cairo_t *cr), (cr)) \
    V(cairo_clip, (cairo_t *cr), (cr)) \
    V(cairo_clip_preserve, (cairo_t *cr), (cr)) \
    V(cairo_set_source_rgba, (cairo_t *cr, double r, double g, double b, double a), (cr, r, g, b, a)) \
    V(cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *s, double x, double y), (cr, s, x, y)) \
    X(cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr)) \
    V(cairo_set_operator, (cairo_t *cr, cairo_operator_t op), (cr, op)) \
    V(cairo_set_dash, (cairo_t *cr, const double *dashes, int n, double offset), (cr, dashes, n, offset)) \
    V(cairo_set_line_width, (cairo_t *cr, double width), (cr, width)) \
    V(cairo_set_line_join, (cairo_t *cr, cairo_line_join_t join), (cr, join)) \
    V(cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t cap), (cr, cap)) \
    V(cairo_set_antialias, (cairo_t *cr, cairo_antialias_t aa), (cr, aa)) \
    V(cairo_show_page, (cairo_t *cr), (cr)) \
    V(cairo_pattern_set_filter, (cairo_pattern_t *p, cairo_filter_t f), (p, f)) \
    V(cairo_pattern_set_extend, (cairo_pattern_t *p, cairo_extend_t e), (p, e)) \
    V(cairo_surface_destroy, (cairo_surface_t *s), (s)) \
    X(cairo_status_t, cairo_surface_status, (cairo_surface_t *s), (s)) \
    V(cairo_surface_finish, (cairo_surface_t *s), (s)) \
    V(cairo_surface_flush, (cairo_surface_t *s), (s)) \
    V(cairo_surface_mark_dirty, (cairo_surface_t *s), (s)) \
    X(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t f, int w, int h), (f, w, h)) \
    X(cairo_surface_t *, cairo_image_surface_create_for_data, \
      (unsigned char *data, cairo_format_t f, int w, int h, int stride), (data, f, w, h, stride)) \
    X(int, cairo_image_surface_get_width, (cairo_surface_t *s), (s)) \
    X(int, cairo_image_surface_get_height, (cairo_surface_t *s), (s)) \
    X(int, cairo_image_surface_get_stride, (cairo_surface_t *s), (s)) \
    X(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *s), (s)) \
    X(int, cairo_format_stride_for_width, (cairo_format_t f, int width), (f, width)) \
    X(cairo_surface_t *, cairo_pdf_surface_create_for_stream, \
      (cairo_write_func_t write, void *closure, double w, double h), (write, closure, w, h)) \
    V(cairo_pdf_surface_set_metadata, (cairo_surface_t *s, cairo_pdf_metadata_t m, const char *v), (s, m, v)) \
    X(cairo_font_options_t *, cairo_font_options_create, (void), ()) \
    V(cairo_font_options_destroy, (cairo_font_options_t *o), (o)) \
    V(cairo_font_options_set_antialias, (cairo_font_options_t *o, cairo_antialias_t a), (o, a)) \
    V(cairo_font_options_set_hint_style, (cairo_font_options_t *o, cairo_hint_style_t h), (o, h)) \
    V(cairo_font_options_set_hint_metrics, (cairo_font_options_t *o, cairo_hint_metrics_t h), (o, h)) \
    V(cairo_font_options_set_subpixel_order, (cairo_font_options_t *o, cairo_subpixel_order_t s), (o, s)) \
    X(PangoLayout *, pango_layout_new, (PangoContext *c), (c)) \
    V(pango_layout_set_text, (PangoLayout *l, const char *text, int length), (l, text, length)) \
    V(pango_layout_set_single_paragraph_mode, (PangoLayout *l, int on), (l, on)) \
    V(pango_layout_set_font_description, (PangoLayout *l, const PangoFontDescription *d), (l, d)) \
    V(pango_layout_set_auto_dir, (PangoLayout *l, int on), (l, on)) \
    X(int, pango_layout_get_unknown_glyphs_count, (PangoLayout *l), (l)) \
    V(pango_layout_get_extents, (PangoLayout *l, PangoRectangle *ink, PangoRectangle *logical), (l, ink, logical)) \
    X(PangoLanguage *, pango_language_from_string, (const char *language), (language)) \
    X(PangoContext *, pango_font_map_create_context, (PangoFontMap *m), (m)) \
    X(PangoFontDescription *, pango_font_description_new, (void), ()) \
    V(pango_font_description_free, (PangoFontDescription *d), (d)) \
    V(pango_font_description_set_family, (PangoFontDescription *d, const char *family), (d, family)) \
    V(pango_font_description_set_weight, (PangoFontDescription *d, PangoWeight w), (d, w)) \
    V(pango_font_description_set_absolute_size, (PangoFontDescription *d, double size), (d, size)) \
    V(pango_context_set_round_glyph_positions, (PangoContext *c, int on), (c, on)) \
    V(pango_context_set_language, (PangoContext *c, PangoLanguage *l), (c, l)) \
    V(pango_context_set_base_dir, (PangoContext *c, int direction), (c, direction)) \
    V(pango_cairo_show_layout, (cairo_t *cr, PangoLayout *l), (cr, l)) \
    V(pango_cairo_context_set_font_options, (PangoContext *c, const cairo_font_options_t *o), (c, o)) \
    X(PangoFontMap *, pango_cairo_font_map_new_for_font_type, (cairo_font_type_t t), (t)) \
    V(pango_fc_font_map_set_config, (PangoFontMap *m, FcConfig *config), (m, config)) \
    V(g_object_unref, (void *object), (object)) \
    V(cairo_new_sub_path, (cairo_t *cr), (cr)) \
    X(hb_blob_t *, hb_blob_create_or_fail, (const char *data, unsigned int length, hb_memory_mode_t mode, \
                                            void *user_data, hb_destroy_func_t destroy), (data, length, mode, user_data, destroy)) \
    V(hb_blob_destroy, (hb_blob_t *blob), (blob)) \
    X(unsigned int, hb_face_count, (hb_blob_t *blob), (blob)) \
    X(hb_face_t *, hb_face_create, (hb_blob_t *blob, unsigned int index), (blob, index)) \
    V(hb_face_destroy, (hb_face_t *face), (face)) \
    X(unsigned int, hb_face_get_upem, (const hb_face_t *face), (face)) \
    X(hb_font_t *, hb_font_create, (hb_face_t *face), (face)) \
    V(hb_font_destroy, (hb_font_t *font), (font)) \
    V(hb_font_make_immutable, (hb_font_t *font), (font)) \
    X(hb_bool_t, hb_ot_metrics_get_position, (hb_font_t *font, hb_ot_metrics_tag_t tag, hb_position_t *position), \
      (font, tag, position)) \
    X(unsigned int, hb_ot_name_get_utf8, (hb_face_t *face, hb_ot_name_id_t id, hb_language_t language, \
                                          unsigned int *size, char *text), (face, id, language, size, text)) \
    X(hb_buffer_t *, hb_buffer_create, (void), ()) \
    V(hb_buffer_destroy, (hb_buffer_t *buffer), (buffer)) \
    V(hb_buffer_add_utf8, (hb_buffer_t *buffer, const char *text, int length, unsigned int offset, int item_length), \
      (buffer, text, length, offset, item_length)) \
    V(hb_buffer_guess_segment_properties, (hb_buffer_t *buffer), (buffer)) \
    V(hb_shape, (hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int count), \
      (font, buffer, features, count)) \
    X(hb_glyph_position_t *, hb_buffer_get_glyph_positions, (hb_buffer_t *buffer, unsigned int *length), (buffer, length))

#define BL_FONTCONFIG_FUNCTIONS(X, V) \
    X(FcConfig *, FcConfigCreate, (void), ()) \
    V(FcConfigDestroy, (FcConfig *c), (c)) \
    X(FcBool, FcConfigSetCurrent, (FcConfig *c), (c)) \
    X(FcBool, FcConfigAppFontAddFile, (FcConfig *c, const FcChar8 *file), (c, file)) \
    X(FcBool, FcConfigParseAndLoadFromMemory, (FcConfig *c, const FcChar8 *buffer, FcBool complain), (c, buffer, complain)) \
    X(FcBool, FcConfigBuildFonts, (FcConfig *c), (c)) \
    X(FcFontSet *, FcConfigGetFonts, (FcConfig *c, FcSetName set), (c, set)) \
    X(FcCache *, FcDirCacheLoad, (const FcChar8 *dir, FcConfig *c, FcChar8 **cache_file), (dir, c, cache_file)) \
    V(FcDirCacheUnload, (FcCache *cache), (cache)) \
    X(FcResult, FcPatternGetString, (const FcPattern *p, const char *object, int n, FcChar8 **s), (p, object, n, s))

#define BL_PNG_FUNCTIONS(X, V) \
    X(int, png_image_begin_read_from_file, (png_imagep image, const char *file), (image, file)) \
    X(int, png_image_begin_read_from_memory, (png_imagep image, png_const_voidp memory, size_t size), (image, memory, size)) \
    X(int, png_image_finish_read, (png_imagep image, png_const_colorp background, void *buffer, \
                                   png_int_32 row_stride, void *colormap), (image, background, buffer, row_stride, colormap)) \
    V(png_image_free, (png_imagep image), (image))

#define BL_FIELD(ret, name, params, args) ret (*name) params;
#define BL_VFIELD(name, params, args) void (*name) params;
typedef struct {
    BL_DRAWING_FUNCTIONS(BL_FIELD, BL_VFIELD)
    BL_FONTCONFIG_FUNCTIONS(BL_FIELD, BL_VFIELD)
    BL_PNG_FUNCTIONS(BL_FIELD, BL_VFIELD)
} bl_api_table;
#undef BL_FIELD
#undef BL_VFIELD

extern bl_api_table bl_api;

#define BL_WRAPPER(ret, name, params, args) static inline ret name params { return bl_api.name args; }
#define BL_VWRAPPER(name, params, args) static inline void name params { bl_api.name args; }
BL_DRAWING_FUNCTIONS(BL_WRAPPER, BL_VWRAPPER)
BL_FONTCONFIG_FUNCTIONS(BL_WRAPPER, BL_VWRAPPER)
BL_PNG_FUNCTIONS(BL_WRAPPER, BL_VWRAPPER)
#undef BL_WRAPPER
#undef BL_VWRAPPER

// --- PNG (PNGCodec.c) ---------------------------------------------------------------------------

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    char error[256];
} buttonlab_png_buffer;

/// Encodes 8-bit B, G, R, X/A rows (cairo's ARGB32 layout on little-endian, alpha straight) in one
/// pass: each row is swizzled to RGB(A), filtered (`filter` 0 none, 2 up) and fed to zlib, whose
/// output becomes 8 KB IDAT chunks — the bytes libpng writes for the same settings. Needs
/// BL_GROUP_ZLIB. Returns 0, or -1 with the reason in out->error. The caller frees out->data.
int buttonlab_png_encode_fast(const unsigned char *pixels, int width, int height, int stride, int has_alpha,
                  int level, int filter, int strategy, buttonlab_png_buffer *out);

/// The same encoder fed rows as they are drawn: begin, then rows up to `end_row` (each call
/// continues where the last stopped; row y's UP filter reads row y - 1, so rows must stay until the
/// next call), then finish (writes IEND; frees the stream) or discard. Exactly the bytes of
/// `buttonlab_png_encode_fast`, which is these three calls. Needs BL_GROUP_ZLIB.
typedef struct buttonlab_png_stream buttonlab_png_stream;
buttonlab_png_stream *buttonlab_png_stream_begin(int width, int height, int has_alpha, int level, int filter,
                                                 int strategy, buttonlab_png_buffer *out);
int buttonlab_png_stream_rows(buttonlab_png_stream *stream, const unsigned char *pixels, int stride, int end_row);
/// Rows [first_row, end_row) of `pixels` as the stream stores them (filter byte, then the filtered
/// samples), at row y × (width × channels + 1) of `filtered`: the part of encoding that can run on
/// the thread that drew the rows. `filter` as given to `buttonlab_png_stream_begin` (0 or 2).
void buttonlab_png_filter_rows(const unsigned char *pixels, int stride, int width, int has_alpha, int filter,
                               int first_row, int end_row, unsigned char *filtered);
/// Compresses the stream's next rows up to `end_row` from `filtered` (`buttonlab_png_filter_rows`);
/// the same bytes as `buttonlab_png_stream_rows` on the pixels.
int buttonlab_png_stream_filtered(buttonlab_png_stream *stream, const unsigned char *filtered, int end_row);
int buttonlab_png_stream_finish(buttonlab_png_stream *stream);
void buttonlab_png_stream_discard(buttonlab_png_stream *stream);

/// Whether every pixel of B, G, R, A rows has alpha 255 (diagrams always are: RGB without alpha).
int buttonlab_is_opaque(const unsigned char *pixels, int width, int height, int stride);

/// The same through libpng's writer (any filter mask, libpng's adaptive choice). Needs BL_GROUP_PNG.
int buttonlab_png_encode(const unsigned char *pixels, int width, int height, int stride, int has_alpha,
                         int level, int filters, int strategy, buttonlab_png_buffer *out);

/// Starts reading from `path` when non-NULL, else from memory. Returns non-zero on success.
int buttonlab_png_begin(png_image *image, const char *path, const void *data, size_t size);
/// Finishes into premultiplied B, G, R, A rows (cairo's ARGB32), rounding like cairo's PNG reader.
int buttonlab_png_finish_premultiplied(png_image *image, unsigned char *buffer, int stride);
static inline const char *buttonlab_png_message(const png_image *image) { return image->message; }
static inline void buttonlab_png_free(png_image *image) { png_image_free(image); }

// --- JPEG (JPEGCodec.c) ---------------------------------------------------------------------------

/// One decompression of a JPEG in memory. libjpeg reports errors by calling a handler that must not
/// return; ours longjmps back into the C function that called libjpeg, so no jump ever crosses a
/// Swift frame. Warnings (a truncated file, damaged entropy data) are errors too: libjpeg would
/// paint the missing part grey. Needs BL_GROUP_JPEG.
typedef struct buttonlab_jpeg_reader buttonlab_jpeg_reader;

/// A reader for `size` bytes at `data` (which must outlive it), whose scans may touch at most
/// `work_limit` 8 × 8 blocks in all (each scan counts the blocks it covers); NULL when out of memory.
buttonlab_jpeg_reader *buttonlab_jpeg_create(const unsigned char *data, size_t size, long long work_limit);
/// Reads the headers up to the first scan and reports the stored (unrotated) size. Non-zero on success.
int buttonlab_jpeg_read_header(buttonlab_jpeg_reader *reader, int *width, int *height);
/// Decodes into opaque B, G, R, A rows (cairo's ARGB32), turned by the EXIF `orientation` (1–8),
/// so `buffer` holds height × width rows for orientations 5–8. Non-zero on success.
int buttonlab_jpeg_finish(buttonlab_jpeg_reader *reader, unsigned char *buffer, int stride, int orientation);
/// Why the last call failed, in libjpeg's words.
const char *buttonlab_jpeg_message(const buttonlab_jpeg_reader *reader);
/// The blocks the scans started so far touch (over the limit when that stopped decoding).
long long buttonlab_jpeg_work(const buttonlab_jpeg_reader *reader);
void buttonlab_jpeg_destroy(buttonlab_jpeg_reader *reader);

// --- Fonts ----------------------------------------------------------------------------------------

/// A FreeType-backed Pango font map bound to `config` (Pango's fc font map type check is a GObject
/// cast; the font map made by pangocairo for CAIRO_FONT_TYPE_FT is one).
static inline PangoFontMap *buttonlab_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map == NULL) return NULL;
    pango_fc_font_map_set_config(map, config);
    return map;
}

static inline void buttonlab_object_unref(void *object) {
    if (object != NULL) g_object_unref(object);
}

#endif
