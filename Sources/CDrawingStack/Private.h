#ifndef BUTTONLAB_CDRAWINGSTACK_PRIVATE_H
#define BUTTONLAB_CDRAWINGSTACK_PRIVATE_H

// The function tables `bl_load` fills. Each entry's type is `__typeof__(name) *`: the declaration of
// the library's own header (Pango's: PangoDeclarations.h, checked against Pango's headers by the tests).

#include "CDrawingStack.h"
#include <setjmp.h>
#include <stdio.h>
#include <zlib.h>
#include <jpeglib.h>

// The functions Swift calls by name. Functions.c defines each to call its table entry, with the
// parameters written here: a list that differs from the header's declaration does not compile.
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
    V(pango_context_set_base_dir, (PangoContext *c, PangoDirection direction), (c, direction)) \
    V(pango_cairo_show_layout, (cairo_t *cr, PangoLayout *l), (cr, l)) \
    V(pango_cairo_context_set_font_options, (PangoContext *c, const cairo_font_options_t *o), (c, o)) \
    X(PangoFontMap *, pango_cairo_font_map_new_for_font_type, (cairo_font_type_t t), (t)) \
    V(pango_fc_font_map_set_config, (PangoFcFontMap *m, FcConfig *config), (m, config)) \
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


// Functions only the C side calls, through `bl_private`: zlib for the PNG encoder, libpng's writer
// for other filters, libjpeg's decompressor (its errors longjmp, which must stay inside C: JPEGCodec.c).
#define BL_ZLIB_FUNCTIONS(X) X(deflateInit2_) X(deflate) X(deflateEnd) X(crc32)

#define BL_LIBPNG_WRITE_FUNCTIONS(X) \
    X(png_create_write_struct) X(png_create_info_struct) X(png_destroy_write_struct) X(png_set_longjmp_fn) \
    X(png_longjmp) X(png_error) X(png_get_error_ptr) X(png_get_io_ptr) X(png_set_write_fn) \
    X(png_set_compression_level) X(png_set_compression_strategy) X(png_set_filter) X(png_set_IHDR) \
    X(png_write_info) X(png_set_bgr) X(png_set_filler) X(png_write_image) X(png_write_end)

#define BL_JPEG_FUNCTIONS(X) \
    X(jpeg_std_error) X(jpeg_CreateDecompress) X(jpeg_destroy_decompress) X(jpeg_mem_src) X(jpeg_read_header) \
    X(jpeg_start_decompress) X(jpeg_read_scanlines) X(jpeg_finish_decompress)

#define BL_ENTRY(name) __typeof__(name) *name;
#define BL_CALLED_ENTRY(ret, name, params, args) BL_ENTRY(name)
#define BL_CALLED_VENTRY(name, params, args) BL_ENTRY(name)
typedef struct {
    BL_DRAWING_FUNCTIONS(BL_CALLED_ENTRY, BL_CALLED_VENTRY)
    BL_FONTCONFIG_FUNCTIONS(BL_CALLED_ENTRY, BL_CALLED_VENTRY)
    BL_PNG_FUNCTIONS(BL_CALLED_ENTRY, BL_CALLED_VENTRY)
} bl_api_table;

typedef struct {
    BL_ZLIB_FUNCTIONS(BL_ENTRY)
    BL_LIBPNG_WRITE_FUNCTIONS(BL_ENTRY)
    BL_JPEG_FUNCTIONS(BL_ENTRY)
} bl_private_table;
#undef BL_ENTRY
#undef BL_CALLED_ENTRY
#undef BL_CALLED_VENTRY

extern bl_api_table bl_api;
extern bl_private_table bl_private;

#endif
