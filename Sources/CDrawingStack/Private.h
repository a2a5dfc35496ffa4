#ifndef BUTTONLAB_CDRAWINGSTACK_PRIVATE_H
#define BUTTONLAB_CDRAWINGSTACK_PRIVATE_H

// Functions only the C side calls: zlib for the PNG encoder, libpng's writer for other filters,
// libjpeg's decompressor (its errors longjmp, which must stay inside C: JPEGCodec.c).

#include "CDrawingStack.h"
#include <setjmp.h>
#include <stdio.h>
#include <zlib.h>
#include <jpeglib.h>

#define BL_ZLIB_FUNCTIONS(X, V) \
    X(int, deflateInit2_, (z_streamp s, int level, int method, int windowBits, int memLevel, int strategy, \
                           const char *version, int stream_size), ()) \
    X(int, deflate, (z_streamp s, int flush), ()) \
    X(int, deflateEnd, (z_streamp s), ()) \
    X(uLong, crc32, (uLong crc, const Bytef *buf, uInt len), ())

#define BL_LIBPNG_WRITE_FUNCTIONS(X, V) \
    X(png_structp, png_create_write_struct, (png_const_charp v, png_voidp e, png_error_ptr f, png_error_ptr w), ()) \
    X(png_infop, png_create_info_struct, (png_const_structrp p), ()) \
    V(png_destroy_write_struct, (png_structpp p, png_infopp i), ()) \
    X(jmp_buf *, png_set_longjmp_fn, (png_structrp p, png_longjmp_ptr f, size_t s), ()) \
    V(png_longjmp, (png_const_structrp p, int v), ()) \
    V(png_error, (png_const_structrp p, png_const_charp m), ()) \
    X(png_voidp, png_get_error_ptr, (png_const_structrp p), ()) \
    X(png_voidp, png_get_io_ptr, (png_const_structrp p), ()) \
    V(png_set_write_fn, (png_structrp p, png_voidp io, png_rw_ptr w, png_flush_ptr f), ()) \
    V(png_set_compression_level, (png_structrp p, int level), ()) \
    V(png_set_compression_strategy, (png_structrp p, int strategy), ()) \
    V(png_set_filter, (png_structrp p, int method, int filters), ()) \
    V(png_set_IHDR, (png_const_structrp p, png_inforp i, png_uint_32 w, png_uint_32 h, int depth, int color, \
                     int interlace, int compression, int filter), ()) \
    V(png_write_info, (png_structrp p, png_const_inforp i), ()) \
    V(png_set_bgr, (png_structrp p), ()) \
    V(png_set_filler, (png_structrp p, png_uint_32 filler, int flags), ()) \
    V(png_write_image, (png_structrp p, png_bytepp rows), ()) \
    V(png_write_end, (png_structrp p, png_inforp i), ())

#define BL_JPEG_FUNCTIONS(X, V) \
    X(struct jpeg_error_mgr *, jpeg_std_error, (struct jpeg_error_mgr *e), ()) \
    V(jpeg_CreateDecompress, (j_decompress_ptr c, int version, size_t size), ()) \
    V(jpeg_destroy_decompress, (j_decompress_ptr c), ()) \
    V(jpeg_mem_src, (j_decompress_ptr c, const unsigned char *buffer, unsigned long size), ()) \
    X(int, jpeg_read_header, (j_decompress_ptr c, boolean require_image), ()) \
    X(boolean, jpeg_start_decompress, (j_decompress_ptr c), ()) \
    X(JDIMENSION, jpeg_read_scanlines, (j_decompress_ptr c, JSAMPARRAY rows, JDIMENSION max), ()) \
    X(boolean, jpeg_finish_decompress, (j_decompress_ptr c), ())

#define BL_FIELD(ret, name, params, args) ret (*name) params;
#define BL_VFIELD(name, params, args) void (*name) params;
typedef struct {
    BL_ZLIB_FUNCTIONS(BL_FIELD, BL_VFIELD)
    BL_LIBPNG_WRITE_FUNCTIONS(BL_FIELD, BL_VFIELD)
    BL_JPEG_FUNCTIONS(BL_FIELD, BL_VFIELD)
} bl_private_table;
#undef BL_FIELD
#undef BL_VFIELD

extern bl_private_table bl_private;

#endif
