#include "CDrawingStack.h"
#include "Private.h"

#include <stdlib.h>
#include <string.h>

// A progressive JPEG can hold any number of scans, each a full pass over the coefficients: a small
// file with thousands of them costs minutes (libjpeg-turbo's advice for untrusted input is a limit;
// its djpeg -maxscans). Real encoders write at most a few dozen. The work limit bounds the blocks
// the scans touch; this bounds each scan's fixed cost, which dominates on a tiny image.
enum { MAXIMUM_SCANS = 500 };
// Memory libjpeg may take for its own buffers (a progressive 16 Mpx image needs about 100 MiB).
static const long MAXIMUM_MEMORY = 256L << 20;

struct buttonlab_jpeg_reader {
    struct jpeg_decompress_struct info;  // first: libjpeg's callbacks get its address, which is ours
    struct jpeg_error_mgr error;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    int created;
    long long work_limit;  // blocks the scans may touch in all; over it, decoding stops
    long long work;        // blocks touched by the scans counted so far
    int counted_scan;      // the last scan whose blocks are in `work`
    const unsigned char *data;
    size_t size;
    unsigned char *scratch;  // the unrotated image for orientations 2–8; freed by destroy even after a jump
    char message[JMSG_LENGTH_MAX];
};

static void on_error_exit(j_common_ptr info) {
    buttonlab_jpeg_reader *reader = (buttonlab_jpeg_reader *)info;
    (*info->err->format_message)(info, reader->message);
    longjmp(reader->jump, 1);
}

static void on_emit_message(j_common_ptr info, int level) {
    // level -1 is a warning: damaged data that libjpeg would decode on, filling in grey.
    if (level < 0) on_error_exit(info);
}

static void on_output_message(j_common_ptr info) { (void)info; }

static void on_progress(j_common_ptr info) {
    buttonlab_jpeg_reader *reader = (buttonlab_jpeg_reader *)info;
    // The monitor runs at least once per scan, after libjpeg set the scan up (per_scan_setup): for
    // an interleaved scan the MCUs hold several blocks, for one component an MCU is one block.
    const struct jpeg_decompress_struct *d = &reader->info;
    if (d->input_scan_number != reader->counted_scan) {
        reader->counted_scan = d->input_scan_number;
        reader->work += (long long)d->MCUs_per_row * (long long)d->MCU_rows_in_scan * (long long)d->blocks_in_MCU;
        if (reader->work > reader->work_limit) {
            snprintf(reader->message, sizeof reader->message, "over the work limit of %lld blocks", reader->work_limit);
            longjmp(reader->jump, 1);
        }
    }
    if (reader->info.input_scan_number > MAXIMUM_SCANS) {
        snprintf(reader->message, sizeof reader->message, "more than %d progressive scans", MAXIMUM_SCANS);
        longjmp(reader->jump, 1);
    }
}

buttonlab_jpeg_reader *buttonlab_jpeg_create(const unsigned char *data, size_t size, long long work_limit) {
    buttonlab_jpeg_reader *reader = (buttonlab_jpeg_reader *)calloc(1, sizeof(buttonlab_jpeg_reader));
    if (reader == NULL) return NULL;
    reader->work_limit = work_limit;
    reader->data = data;
    reader->size = size;
    reader->info.err = bl_private.jpeg_std_error(&reader->error);
    reader->error.error_exit = on_error_exit;
    reader->error.emit_message = on_emit_message;
    reader->error.output_message = on_output_message;
    return reader;
}

int buttonlab_jpeg_read_header(buttonlab_jpeg_reader *reader, int *width, int *height) {
    if (setjmp(reader->jump)) return 0;
    bl_private.jpeg_CreateDecompress(&reader->info, JPEG_LIB_VERSION, sizeof(struct jpeg_decompress_struct));
    reader->created = 1;
    reader->info.mem->max_memory_to_use = MAXIMUM_MEMORY;
    reader->progress.progress_monitor = on_progress;
    reader->info.progress = &reader->progress;
    bl_private.jpeg_mem_src(&reader->info, reader->data, (unsigned long)reader->size);
    bl_private.jpeg_read_header(&reader->info, TRUE);
    switch (reader->info.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        reader->info.out_color_space = JCS_EXT_BGRA;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        reader->info.out_color_space = JCS_CMYK;
        break;
    default:
        snprintf(reader->message, sizeof reader->message, "%d colour components in an unknown colour space",
                 reader->info.num_components);
        return 0;
    }
    *width = (int)reader->info.image_width;
    *height = (int)reader->info.image_height;
    return 1;
}

// Where the stored pixel (x, y) of a width × height image goes once turned by EXIF `orientation`.
static void oriented(int orientation, int x, int y, int width, int height, int *ox, int *oy) {
    switch (orientation) {
    case 2: *ox = width - 1 - x; *oy = y; break;
    case 3: *ox = width - 1 - x; *oy = height - 1 - y; break;
    case 4: *ox = x; *oy = height - 1 - y; break;
    case 5: *ox = y; *oy = x; break;
    case 6: *ox = height - 1 - y; *oy = x; break;
    case 7: *ox = height - 1 - y; *oy = width - 1 - x; break;
    case 8: *ox = y; *oy = width - 1 - x; break;
    default: *ox = x; *oy = y; break;
    }
}

// Adobe's CMYK JPEGs (the ones Photoshop writes, with an APP14 marker) store inverted values.
// No colour profile is applied: the same naive conversion browsers without colour management make.
static void cmyk_to_bgra(unsigned char *row, int width, int inverted) {
    for (int x = 0; x < width; x++) {
        unsigned char *p = row + (size_t)x * 4;
        unsigned int c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        p[0] = (unsigned char)((y * k + 127) / 255);
        p[1] = (unsigned char)((m * k + 127) / 255);
        p[2] = (unsigned char)((c * k + 127) / 255);
        p[3] = 255;
    }
}

int buttonlab_jpeg_finish(buttonlab_jpeg_reader *reader, unsigned char *buffer, int stride, int orientation) {
    if (setjmp(reader->jump)) return 0;
    bl_private.jpeg_start_decompress(&reader->info);
    const int width = (int)reader->info.output_width;
    const int height = (int)reader->info.output_height;
    const size_t row_bytes = (size_t)width * 4;
    const int turned = orientation >= 2 && orientation <= 8;
    unsigned char *target = buffer;
    size_t target_stride = (size_t)stride;
    if (turned) {
        reader->scratch = (unsigned char *)malloc(row_bytes * (size_t)height);
        if (reader->scratch == NULL) {
            snprintf(reader->message, sizeof reader->message, "out of memory for %d×%d px", width, height);
            return 0;
        }
        target = reader->scratch;
        target_stride = row_bytes;
    }
    const int cmyk = reader->info.out_color_space == JCS_CMYK;
    while (reader->info.output_scanline < reader->info.output_height) {
        JSAMPROW row = target + (size_t)reader->info.output_scanline * target_stride;
        bl_private.jpeg_read_scanlines(&reader->info, &row, 1);
        if (cmyk) cmyk_to_bgra(row, width, reader->info.saw_Adobe_marker);
    }
    bl_private.jpeg_finish_decompress(&reader->info);
    if (turned) {
        for (int y = 0; y < height; y++) {
            const uint32_t *from = (const uint32_t *)(reader->scratch + (size_t)y * row_bytes);
            for (int x = 0; x < width; x++) {
                int ox, oy;
                oriented(orientation, x, y, width, height, &ox, &oy);
                memcpy(buffer + (size_t)oy * (size_t)stride + (size_t)ox * 4, from + x, 4);
            }
        }
    }
    return 1;
}

const char *buttonlab_jpeg_message(const buttonlab_jpeg_reader *reader) { return reader->message; }

long long buttonlab_jpeg_work(const buttonlab_jpeg_reader *reader) { return reader->work; }

void buttonlab_jpeg_destroy(buttonlab_jpeg_reader *reader) {
    if (reader == NULL) return;
    if (reader->created) bl_private.jpeg_destroy_decompress(&reader->info);
    free(reader->scratch);
    free(reader);
}
