// Writes the JPEG test images of Tests/Images (the same bytes on every run) with the machine's
// libjpeg-turbo (libjpeg62-turbo-dev):
//   cc -O2 -o /tmp/make-jpeg-fixtures Tests/Images/make-jpeg-fixtures.c -ljpeg && (cd Tests/Images && /tmp/make-jpeg-fixtures)
// Each image is flat colour in 8×8-aligned halves, so a decoded pixel away from the seam has the
// colour written here within a few levels (quality 95).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef void (*pixel_fn)(int x, int y, unsigned char *out);

static void blue_grey(int x, int y, unsigned char *out) { (void)x; (void)y; out[0] = 0x33; out[1] = 0x66; out[2] = 0xCC; }
static void red_left_blue_right(int x, int y, unsigned char *out) {
    (void)y;
    if (x < 16) { out[0] = 0xE0; out[1] = 0x20; out[2] = 0x20; } else { out[0] = 0x20; out[1] = 0x20; out[2] = 0xE0; }
}
static void grey(int x, int y, unsigned char *out) { (void)x; (void)y; out[0] = 0x80; }
// Adobe CMYK is stored inverted (255 = no ink): C 0, M 50 %, Y 100 %, K 0 → orange #FF8000.
static void adobe_orange(int x, int y, unsigned char *out) { (void)x; (void)y; out[0] = 255; out[1] = 128; out[2] = 0; out[3] = 255; }

// 568 scans for one grey component: DC, then each of the 63 AC coefficients alone, first at bit 8
// and refined bit by bit down to 0 — valid, and over the decoder's limit of 500 scans.
static jpeg_scan_info many_scans[1 + 63 * 9];

static int make_many_scans(void) {
    int n = 0;
    many_scans[n++] = (jpeg_scan_info){1, {0}, 0, 0, 0, 0};
    for (int k = 1; k <= 63; k++) {
        many_scans[n++] = (jpeg_scan_info){1, {0}, k, k, 0, 8};
        for (int bit = 8; bit > 0; bit--) many_scans[n++] = (jpeg_scan_info){1, {0}, k, k, bit, bit - 1};
    }
    return n;
}

static void write_jpeg(const char *name, int width, int height, int components, J_COLOR_SPACE space, int progressive,
                       int orientation, pixel_fn pixel) {
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    FILE *file = fopen(name, "wb");
    if (file == NULL) { perror(name); exit(1); }
    jpeg_stdio_dest(&info, file);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = components;
    info.in_color_space = space;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 95, TRUE);
    if (progressive == 1) jpeg_simple_progression(&info);
    if (progressive == 2) {
        info.num_scans = make_many_scans();
        info.scan_info = many_scans;
    }
    if (orientation) info.write_JFIF_header = FALSE;
    jpeg_start_compress(&info, TRUE);
    if (orientation) {
        // "Exif\0\0", a little-endian TIFF header, IFD0 with one entry: Orientation (0x0112), SHORT, 1 value.
        unsigned char exif[] = {'E', 'x', 'i', 'f', 0, 0, 'I', 'I', 42, 0, 8, 0, 0, 0, 1, 0,
                                0x12, 0x01, 3, 0, 1, 0, 0, 0, (unsigned char)orientation, 0, 0, 0, 0, 0, 0, 0};
        jpeg_write_marker(&info, JPEG_APP0 + 1, exif, sizeof exif);
    }
    unsigned char *row = malloc((size_t)width * (size_t)components);
    while (info.next_scanline < info.image_height) {
        for (int x = 0; x < width; x++) pixel(x, (int)info.next_scanline, row + x * components);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(file);
    free(row);
}

int main(void) {
    write_jpeg("blue-grey-24x16.jpg", 24, 16, 3, JCS_RGB, 0, 0, blue_grey);
    write_jpeg("blue-grey-progressive-24x16.jpg", 24, 16, 3, JCS_RGB, 1, 0, blue_grey);
    write_jpeg("grey-8x8.jpg", 8, 8, 1, JCS_GRAYSCALE, 0, 0, grey);
    write_jpeg("grey-568-scans-8x8.jpg", 8, 8, 1, JCS_GRAYSCALE, 2, 0, grey);
    write_jpeg("orange-cmyk-16x8.jpg", 16, 8, 4, JCS_CMYK, 0, 0, adobe_orange);
    // Stored 32 × 16 with red on the left; orientation 6 turns it a quarter clockwise: 16 × 32, red on top.
    write_jpeg("red-blue-rotated-32x16.jpg", 32, 16, 3, JCS_RGB, 0, 6, red_left_blue_right);
    return 0;
}
