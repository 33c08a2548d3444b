#ifndef CJPEGDECODER_H
#define CJPEGDECODER_H

#include <stddef.h>

/// Decodes the JPEG file `data` (`size` bytes) with libjpeg(-turbo) into 8-bit RGBA pixels
/// (alpha 255), row after row, 4 × width bytes a row. On success returns 0 and sets `*pixels` (to be freed with `free`), `*width`
/// and `*height`; on a file libjpeg cannot read whole (truncated, corrupt, not a JPEG) returns
/// -1, sets nothing, and prints nothing.
int movies_decode_jpeg(const unsigned char *data, size_t size, unsigned char **pixels, int *width, int *height);

#endif
