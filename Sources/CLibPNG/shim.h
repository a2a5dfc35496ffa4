#ifndef BUTTONLAB_CLIBPNG_SHIM_H
#define BUTTONLAB_CLIBPNG_SHIM_H

// libpng reports errors with longjmp, which must never cross Swift frames; every call
// into libpng's full API therefore lives here, with setjmp in the same C function.

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "ButtonRender assumes cairo's ARGB32 is stored B, G, R, A in memory (little-endian)"
#endif

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    char error[256];
} buttonlab_png_buffer;

static inline void buttonlab_png_on_error(png_structp png, png_const_charp message) {
    buttonlab_png_buffer *buffer = (buttonlab_png_buffer *)png_get_error_ptr(png);
    strncpy(buffer->error, message, sizeof(buffer->error) - 1);
    buffer->error[sizeof(buffer->error) - 1] = 0;
    png_longjmp(png, 1);
}

static inline void buttonlab_png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static inline void buttonlab_png_on_write(png_structp png, png_bytep data, png_size_t length) {
    buttonlab_png_buffer *buffer = (buttonlab_png_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity * 2;
        if (capacity < buffer->size + length) capacity = buffer->size + length;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size += length;
}

static inline void buttonlab_png_on_flush(png_structp png) { (void)png; }

/// Encodes 8-bit B, G, R, X/A rows (cairo's ARGB32 layout on little-endian, alpha straight).
/// `has_alpha` 0 writes RGB and drops the 4th byte; 1 writes RGBA.
/// Returns 0 on success; on failure `out->error` holds libpng's message. The caller frees out->data.
static inline int buttonlab_png_encode(const unsigned char *pixels, int width, int height, int stride,
                                       int has_alpha, int level, int filters, int strategy,
                                       buttonlab_png_buffer *out) {
    out->error[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, buttonlab_png_on_error,
                                              buttonlab_png_on_warning);
    if (png == NULL) {
        strcpy(out->error, "cannot create a libpng write struct");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    png_bytepp rows = (png_bytepp)malloc(sizeof(png_bytep) * (size_t)(height > 0 ? height : 1));
    if (info == NULL || rows == NULL) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        strcpy(out->error, "out of memory");
        return -1;
    }
    for (int y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * (size_t)stride);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        return -1;
    }
    png_set_write_fn(png, out, buttonlab_png_on_write, buttonlab_png_on_flush);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_set_bgr(png);
    if (!has_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    return 0;
}

// Decoding uses libpng's simplified API, which does its own setjmp.

/// Starts reading from `path` when non-NULL, else from memory. Returns non-zero on success.
static inline int buttonlab_png_begin(png_image *image, const char *path, const void *data, size_t size) {
    memset(image, 0, sizeof(*image));
    image->version = PNG_IMAGE_VERSION;
    if (path != NULL) return png_image_begin_read_from_file(image, path);
    return png_image_begin_read_from_memory(image, data, size);
}

static inline int buttonlab_png_has_alpha(const png_image *image) {
    return (image->format & PNG_FORMAT_FLAG_ALPHA) != 0;
}

static inline const char *buttonlab_png_message(const png_image *image) { return image->message; }

/// Finishes into premultiplied B, G, R, A rows (cairo's ARGB32), rounding like cairo's own PNG reader.
/// Returns non-zero on success.
static inline int buttonlab_png_finish_premultiplied(png_image *image, unsigned char *buffer, int stride) {
    image->format = PNG_FORMAT_BGRA;
    if (!png_image_finish_read(image, NULL, buffer, stride, NULL)) return 0;
    for (png_uint_32 y = 0; y < image->height; y++) {
        unsigned char *p = buffer + (size_t)y * (size_t)stride;
        for (png_uint_32 x = 0; x < image->width; x++, p += 4) {
            unsigned int a = p[3];
            if (a == 255) continue;
            for (int c = 0; c < 3; c++) {
                unsigned int t = a * p[c] + 0x80;
                p[c] = (unsigned char)((t + (t >> 8)) >> 8);
            }
        }
    }
    return 1;
}

static inline void buttonlab_png_free(png_image *image) { png_image_free(image); }

#endif
