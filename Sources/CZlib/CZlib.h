#ifndef CZLIB_H
#define CZLIB_H

// The little of zlib that MovieKit uses to inflate (IMDb's gzip datasets, a ZIP file's entries),
// declared here with zlib's own layout and values, so that building needs neither zlib's headers
// nor its development package, and `movies` links nothing of it: every cached answer would load
// it, and only an import inflates. MovieKit loads zlib when an import first inflates (dlopen, in
// Zlib.swift). zlib has kept this layout and these values since 1.0, and
// CZlibDeclarationsRunTests compares each with <zlib.h>.

/// zlib's z_stream: the state of one inflation, as the caller sees it. Its address must not change
/// between inflateInit2_ and inflateEnd (zlib's state points back at it).
typedef struct {
    const unsigned char *next_in;
    unsigned int avail_in;
    unsigned long total_in;
    unsigned char *next_out;
    unsigned int avail_out;
    unsigned long total_out;
    const char *msg;
    void *state;
    void *zalloc;
    void *zfree;
    void *opaque;
    int data_type;
    unsigned long adler;
    unsigned long reserved;
} cz_stream;

enum {
    CZ_NO_FLUSH = 0,
    CZ_OK = 0,
    CZ_STREAM_END = 1,
    CZ_NEED_DICT = 2,
    CZ_STREAM_ERROR = -2,
    CZ_DATA_ERROR = -3,
    CZ_MEM_ERROR = -4,
    CZ_BUF_ERROR = -5,
    CZ_VERSION_ERROR = -6,
    /// inflateInit2_'s windowBits for the largest window, gzip or zlib headers detected (15 + 32).
    CZ_WINDOW_BITS_AUTO = 47,
    /// inflateInit2_'s windowBits for raw DEFLATE (no header, no check), the largest window (-15).
    CZ_WINDOW_BITS_RAW = -15,
};

/// inflateInit2_(stream, windowBits, version, sizeof(z_stream)).
typedef int (*cz_inflate_init2)(cz_stream *stream, int window_bits, const char *version, int stream_size);
/// inflate(stream, flush), inflateEnd(stream), inflateReset(stream).
typedef int (*cz_inflate)(cz_stream *stream, int flush);
typedef int (*cz_inflate_end)(cz_stream *stream);
typedef int (*cz_inflate_reset)(cz_stream *stream);
/// zlibVersion(): the loaded library's version, which inflateInit2_ is given back.
typedef const char *(*cz_version)(void);

#endif
