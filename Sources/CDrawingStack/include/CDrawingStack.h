#ifndef BUTTONLAB_CDRAWINGSTACK_H
#define BUTTONLAB_CDRAWINGSTACK_H

// The drawing stack (cairo, Pango, fontconfig, libpng, HarfBuzz), zlib and libjpeg, loaded on first use
// with dlopen instead of linked: a process that only lays out buttons never maps these ~40 shared
// libraries (about 4.6 ms at start-up). Swift calls the libraries' functions by their own names, as
// their headers declare them; Functions.c defines each one (hidden from the dynamic symbol table)
// to call through a table that `bl_load` fills, whose entries are typed `__typeof__(name) *` from
// the same headers. Calling a function of a group that was not loaded is a programming error (a
// null function pointer); one missing from the table (Private.h) fails to link.
//
// Types and constants come from the libraries' own headers where they live directly under
// /usr/include (cairo, fontconfig, libpng, HarfBuzz). Pango's need glib's include paths, which only
// pkg-config knows, and a pkg-config dependency would link every executable against Pango, so the
// few Pango declarations used are in PangoDeclarations.h, compiled against Pango's real headers by
// BindingHeaderTests (Tests/ButtonRenderTests): drift fails the tests.

#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
// HarfBuzz directly, for `--fonts DIR` (FontFaceCatalog): faces' names, metrics and advances.
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include "PangoDeclarations.h"

#include <stddef.h>
#include <stdint.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "ButtonRender assumes cairo's ARGB32 is stored B, G, R, A in memory (little-endian)"
#endif

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
    pango_fc_font_map_set_config((PangoFcFontMap *)map, config);
    return map;
}

static inline void buttonlab_object_unref(void *object) {
    if (object != NULL) g_object_unref(object);
}

#endif
