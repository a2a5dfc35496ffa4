#include "CDrawingStack.h"
#include "Private.h"

#include <stdlib.h>
#include <string.h>

// ---- Output buffer ------------------------------------------------------------------------------

static int buffer_append(buttonlab_png_buffer *out, const unsigned char *data, size_t length) {
    if (out->size + length > out->capacity) {
        size_t capacity = out->capacity * 2;
        if (capacity < out->size + length) capacity = out->size + length;
        unsigned char *grown = (unsigned char *)realloc(out->data, capacity);
        if (grown == NULL) return -1;
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size += length;
    return 0;
}

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

static int write_chunk(buttonlab_png_buffer *out, const char type[4], const unsigned char *data, uint32_t length) {
    unsigned char header[8];
    put32(header, length);
    memcpy(header + 4, type, 4);
    uLong crc = bl_private.crc32(0, (const Bytef *)type, 4);
    if (length > 0) crc = bl_private.crc32(crc, data, length);
    unsigned char trailer[4];
    put32(trailer, (uint32_t)crc);
    if (buffer_append(out, header, 8) != 0 || (length > 0 && buffer_append(out, data, length) != 0) ||
        buffer_append(out, trailer, 4) != 0) {
        return -1;
    }
    return 0;
}

// ---- The one-pass encoder -------------------------------------------------------------------------
// Mirrors what libpng 1.6 does for one filter and no ancillary chunks, so the bytes are the same:
// windowBits shrunk for small images (png_deflate_claim) and the zlib header's window size
// rewritten to match (optimize_cmf), one deflate call per filtered row with Z_NO_FLUSH, IDAT chunks
// of libpng's 8 KB compression buffer, Up degraded to None on one-row images.

enum { ZBUFFER_SIZE = 8192 };

static void optimize_cmf(unsigned char *data, size_t data_size) {
    if (data_size > 16384) return;
    unsigned int z_cmf = data[0];
    if ((z_cmf & 0x0f) != 8 || (z_cmf & 0xf0) > 0x70) return;
    unsigned int z_cinfo = z_cmf >> 4;
    unsigned int half_z_window_size = 1U << (z_cinfo + 7);
    if (data_size > half_z_window_size) return;
    do {
        half_z_window_size >>= 1;
        --z_cinfo;
    } while (z_cinfo > 0 && data_size <= half_z_window_size);
    z_cmf = (z_cinfo << 4) | 8;
    data[0] = (unsigned char)z_cmf;
    unsigned int tmp = data[1] & 0xe0;
    tmp += 0x1f - ((z_cmf << 8) + tmp) % 0x1f;
    data[1] = (unsigned char)tmp;
}

typedef struct {
    z_stream z;
    unsigned char zbuffer[ZBUFFER_SIZE];
    int wrote_idat;
    size_t image_size;
    buttonlab_png_buffer *out;
} idat_writer;

static int flush_idat(idat_writer *w, uInt size) {
    if (!w->wrote_idat) optimize_cmf(w->zbuffer, w->image_size);
    if (size > 0 && write_chunk(w->out, "IDAT", w->zbuffer, size) != 0) return -1;
    w->wrote_idat = 1;
    w->z.next_out = w->zbuffer;
    w->z.avail_out = ZBUFFER_SIZE;
    return 0;
}

static int compress_row(idat_writer *w, unsigned char *row, size_t length, int flush) {
    w->z.next_in = row;
    w->z.avail_in = (uInt)length;
    for (;;) {
        int ret = bl_private.deflate(&w->z, flush);
        if (w->z.avail_out == 0) {
            if (flush_idat(w, ZBUFFER_SIZE) != 0) return -1;
            if (ret == Z_OK && flush != Z_NO_FLUSH) continue;
        }
        if (ret == Z_OK) {
            if (w->z.avail_in == 0) return flush == Z_FINISH ? -1 : 0;
        } else if (ret == Z_STREAM_END && flush == Z_FINISH) {
            uInt size = ZBUFFER_SIZE - w->z.avail_out;
            if (!w->wrote_idat) optimize_cmf(w->zbuffer, w->image_size);
            if (size > 0 && write_chunk(w->out, "IDAT", w->zbuffer, size) != 0) return -1;
            return 0;
        } else {
            return -1;
        }
    }
}

// The encoder's state between rows.
typedef struct {
    idat_writer writer;
    unsigned char *row;
    size_t row_bytes;
    int width;
    int height;
    int has_alpha;
    int filter;
    int next_row;
} buttonlab_png_stream;

static buttonlab_png_stream *buttonlab_png_stream_begin(int width, int height, int has_alpha, int level, int filter,
                                                        int strategy, buttonlab_png_buffer *out) {
    out->error[0] = 0;
    if (width <= 0 || height <= 0 || (filter != 0 && filter != 2)) {
        strcpy(out->error, "buttonlab_png_encode_fast: bad arguments");
        return NULL;
    }
    if (height == 1) filter = 0;
    const int channels = has_alpha ? 4 : 3;
    const size_t row_bytes = (size_t)width * (size_t)channels;

    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    unsigned char ihdr[13];
    put32(ihdr, (uint32_t)width);
    put32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8;
    ihdr[9] = has_alpha ? 6 : 2;
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    if (buffer_append(out, signature, 8) != 0 || write_chunk(out, "IHDR", ihdr, 13) != 0) {
        strcpy(out->error, "out of memory");
        return NULL;
    }

    buttonlab_png_stream *s = (buttonlab_png_stream *)calloc(1, sizeof(buttonlab_png_stream));
    unsigned char *row = (unsigned char *)malloc(row_bytes + 1);
    if (s == NULL || row == NULL) {
        free(s);
        free(row);
        strcpy(out->error, "out of memory");
        return NULL;
    }
    idat_writer *w = &s->writer;
    w->out = out;
    w->image_size = (size_t)height * (row_bytes + 1);
    int window_bits = 15;
    if (w->image_size <= 16384) {
        unsigned int half_window_size = 1U << (window_bits - 1);
        while (w->image_size + 262 <= half_window_size) {
            half_window_size >>= 1;
            --window_bits;
        }
    }
    int status = bl_private.deflateInit2_(&w->z, level, Z_DEFLATED, window_bits, 8, strategy, ZLIB_VERSION,
                                          (int)sizeof(z_stream));
    if (status != Z_OK) {
        free(s);
        free(row);
        strcpy(out->error, "zlib: deflateInit2 failed");
        return NULL;
    }
    w->z.next_out = w->zbuffer;
    w->z.avail_out = ZBUFFER_SIZE;
    s->row = row;
    s->row_bytes = row_bytes;
    s->width = width;
    s->height = height;
    s->has_alpha = has_alpha;
    s->filter = filter;
    return s;
}

// One row as the PNG stores it: the filter byte, then RGB(A) from cairo's BGRX/BGRA, minus the
// row above (`above`, NULL for the first row) under the Up filter.
static void filter_row(const unsigned char *p, const unsigned char *above, int width, int has_alpha, int filter,
                       unsigned char *row) {
    unsigned char *o = row + 1;
    row[0] = (unsigned char)filter;
    if (has_alpha) {
        for (int x = 0; x < width; x++, p += 4, o += 4) {
            o[0] = p[2];
            o[1] = p[1];
            o[2] = p[0];
            o[3] = p[3];
        }
    } else {
        for (int x = 0; x < width; x++, p += 4, o += 3) {
            o[0] = p[2];
            o[1] = p[1];
            o[2] = p[0];
        }
    }
    if (filter != 2 || above == NULL) return;
    o = row + 1;
    if (has_alpha) {
        for (int x = 0; x < width; x++, above += 4, o += 4) {
            o[0] = (unsigned char)(o[0] - above[2]);
            o[1] = (unsigned char)(o[1] - above[1]);
            o[2] = (unsigned char)(o[2] - above[0]);
            o[3] = (unsigned char)(o[3] - above[3]);
        }
    } else {
        for (int x = 0; x < width; x++, above += 4, o += 3) {
            o[0] = (unsigned char)(o[0] - above[2]);
            o[1] = (unsigned char)(o[1] - above[1]);
            o[2] = (unsigned char)(o[2] - above[0]);
        }
    }
}

static int buttonlab_png_stream_rows(buttonlab_png_stream *s, const unsigned char *pixels, int stride, int end_row) {
    unsigned char *row = s->row;
    if (end_row > s->height) end_row = s->height;
    for (int y = s->next_row; y < end_row; y++) {
        const unsigned char *p = pixels + (size_t)y * (size_t)stride;
        filter_row(p, y > 0 ? p - stride : NULL, s->width, s->has_alpha, s->filter, row);
        if (compress_row(&s->writer, row, s->row_bytes + 1, Z_NO_FLUSH) != 0) {
            strcpy(s->writer.out->error, "zlib or memory failure while compressing");
            return -1;
        }
        s->next_row = y + 1;
    }
    return 0;
}

static void release(buttonlab_png_stream *s) {
    bl_private.deflateEnd(&s->writer.z);
    free(s->row);
    free(s);
}

static int buttonlab_png_stream_finish(buttonlab_png_stream *s) {
    int failed = s->next_row != s->height;
    if (!failed) failed = compress_row(&s->writer, NULL, 0, Z_FINISH) != 0;
    buttonlab_png_buffer *out = s->writer.out;
    release(s);
    if (failed || write_chunk(out, "IEND", NULL, 0) != 0) {
        strcpy(out->error, "zlib or memory failure while compressing");
        return -1;
    }
    return 0;
}

static void buttonlab_png_stream_discard(buttonlab_png_stream *s) {
    if (s != NULL) release(s);
}

int buttonlab_png_encode_fast(const unsigned char *pixels, int width, int height, int stride, int has_alpha,
                  int level, int filter, int strategy, buttonlab_png_buffer *out) {
    buttonlab_png_stream *s = buttonlab_png_stream_begin(width, height, has_alpha, level, filter, strategy, out);
    if (s == NULL) return -1;
    if (buttonlab_png_stream_rows(s, pixels, stride, height) != 0) {
        buttonlab_png_stream_discard(s);
        return -1;
    }
    return buttonlab_png_stream_finish(s);
}

int buttonlab_is_opaque(const unsigned char *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const unsigned char *p = pixels + (size_t)y * (size_t)stride + 3;
        unsigned char all = 255;
        for (int x = 0; x < width; x++) all &= p[(size_t)x * 4];
        if (all != 255) return 0;
    }
    return 1;
}

// ---- libpng's writer (longjmp never crosses Swift frames: setjmp is in this function) ------------

static void on_error(png_structp png, png_const_charp message) {
    buttonlab_png_buffer *buffer = (buttonlab_png_buffer *)bl_private.png_get_error_ptr(png);
    strncpy(buffer->error, message, sizeof(buffer->error) - 1);
    buffer->error[sizeof(buffer->error) - 1] = 0;
    bl_private.png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_write(png_structp png, png_bytep data, size_t length) {
    buttonlab_png_buffer *buffer = (buttonlab_png_buffer *)bl_private.png_get_io_ptr(png);
    if (buffer_append(buffer, data, length) != 0) bl_private.png_error(png, "out of memory");
}

static void on_flush(png_structp png) { (void)png; }

int buttonlab_png_encode(const unsigned char *pixels, int width, int height, int stride, int has_alpha,
                         int level, int filters, int strategy, buttonlab_png_buffer *out) {
    out->error[0] = 0;
    png_structp png = bl_private.png_create_write_struct(PNG_LIBPNG_VER_STRING, out, on_error, on_warning);
    if (png == NULL) {
        strcpy(out->error, "cannot create a libpng write struct");
        return -1;
    }
    png_infop info = bl_private.png_create_info_struct(png);
    png_bytepp rows = (png_bytepp)malloc(sizeof(png_bytep) * (size_t)(height > 0 ? height : 1));
    if (info == NULL || rows == NULL) {
        bl_private.png_destroy_write_struct(&png, &info);
        free(rows);
        strcpy(out->error, "out of memory");
        return -1;
    }
    for (int y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * (size_t)stride);
    if (setjmp(*bl_private.png_set_longjmp_fn(png, longjmp, sizeof(jmp_buf)))) {
        bl_private.png_destroy_write_struct(&png, &info);
        free(rows);
        return -1;
    }
    bl_private.png_set_write_fn(png, out, on_write, on_flush);
    bl_private.png_set_compression_level(png, level);
    bl_private.png_set_compression_strategy(png, strategy);
    bl_private.png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    bl_private.png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                            has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                            PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    bl_private.png_write_info(png, info);
    bl_private.png_set_bgr(png);
    if (!has_alpha) bl_private.png_set_filler(png, 0, PNG_FILLER_AFTER);
    bl_private.png_write_image(png, rows);
    bl_private.png_write_end(png, NULL);
    bl_private.png_destroy_write_struct(&png, &info);
    free(rows);
    return 0;
}

// ---- Decoding: libpng's simplified API, which does its own setjmp ---------------------------------

int buttonlab_png_begin(png_image *image, const char *path, const void *data, size_t size) {
    memset(image, 0, sizeof(*image));
    image->version = PNG_IMAGE_VERSION;
    if (path != NULL) return bl_api.png_image_begin_read_from_file(image, path);
    return bl_api.png_image_begin_read_from_memory(image, data, size);
}

int buttonlab_png_finish_premultiplied(png_image *image, unsigned char *buffer, int stride) {
    image->format = PNG_FORMAT_BGRA;
    // The simplified API takes 16-bit samples without a gAMA or sRGB chunk to be linear light and
    // brightens them on the way to 8 bits (grey 128 became 186); every encoder writes them
    // sRGB-encoded like 8-bit ones, so they are read as sRGB: the same value, scaled.
    image->flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    if (!bl_api.png_image_finish_read(image, NULL, buffer, stride, NULL)) return 0;
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
