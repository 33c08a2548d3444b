#include "CJPEGDecoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

// libjpeg reports errors through an error manager whose default ends the process; this one
// jumps back instead (the only way out libjpeg allows), and keeps warnings quiet. A warning
// (a corrupt segment, data cut short) counts as a failure: a poster is drawn whole or not at all.
struct decoder_error {
    struct jpeg_error_mgr manager;
    jmp_buf back;
};

static void fail(j_common_ptr info) {
    struct decoder_error *error = (struct decoder_error *)info->err;
    longjmp(error->back, 1);
}

static void warn(j_common_ptr info, int level) {
    if (level < 0) {
        fail(info);
    }
}

int movies_decode_jpeg(const unsigned char *data, size_t size, unsigned char **pixels, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct decoder_error error;
    unsigned char *volatile buffer = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = fail;
    error.manager.emit_message = warn;
    if (setjmp(error.back)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    // Four bytes a pixel: rows then start on 4-byte boundaries, whatever the width.
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (buffer == NULL) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *pixels = buffer;
    jpeg_destroy_decompress(&info);
    return 0;
}
