#ifndef CCURL_H
#define CCURL_H

// The little of libcurl that movies-http uses, declared here with libcurl's own values, so that
// building needs neither curl's headers nor its development package: movies-http loads libcurl
// when it starts (dlopen, in Libcurl.swift). libcurl has kept these values since 7.x, and
// CCurlDeclarationsRunTests compares each with <curl/curl.h>.
//
// Header only, with nothing to link: `movies` depends on the movies-http target (so that building
// `movies` builds its helper), and every object of a target's dependencies is linked into it.

#include <stddef.h>

/// libcurl's CURLMsg: what curl_multi_info_read says of a transfer.
typedef struct {
    int msg;
    void *easy;
    union {
        void *whatever;
        int result;
    } data;
} ccurl_message;

/// A body or header callback: `count` bytes at `data`; return `count` to go on, anything else to stop.
typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);

enum {
    CCURLE_OK = 0,
    CCURLE_COULDNT_RESOLVE_PROXY = 5,
    CCURLE_COULDNT_RESOLVE_HOST = 6,
    CCURLE_COULDNT_CONNECT = 7,
    CCURLE_WRITE_ERROR = 23,
    CCURLE_OPERATION_TIMEDOUT = 28,
};

enum {
    CCURLOPT_WRITEDATA = 10001,
    CCURLOPT_URL = 10002,
    CCURLOPT_ERRORBUFFER = 10010,
    CCURLOPT_WRITEFUNCTION = 20011,
    CCURLOPT_COPYPOSTFIELDS = 10165,
    CCURLOPT_USERAGENT = 10018,
    CCURLOPT_HTTPHEADER = 10023,
    CCURLOPT_CUSTOMREQUEST = 10036,
    CCURLOPT_HEADERDATA = 10029,
    CCURLOPT_HEADERFUNCTION = 20079,
    CCURLOPT_NOBODY = 44,
    CCURLOPT_POST = 47,
    CCURLOPT_FOLLOWLOCATION = 52,
    CCURLOPT_POSTFIELDSIZE = 60,
    CCURLOPT_NOSIGNAL = 99,
    CCURLOPT_ACCEPT_ENCODING = 10102,
    CCURLOPT_TIMEOUT_MS = 155,
    CCURLOPT_PROTOCOLS = 181,
    CCURLOPT_PROTOCOLS_STR = 10318,
};

enum {
    CCURLINFO_RESPONSE_CODE = 0x200002,
    CCURLMOPT_MAX_HOST_CONNECTIONS = 7,
    CCURLMSG_DONE = 1,
    CCURLPROTO_HTTP = 1,
    CCURLPROTO_HTTPS = 2,
    CCURL_ERROR_SIZE = 256,
    CCURL_GLOBAL_ALL = 3,
};

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt take their value as a variadic
// argument, which Swift cannot pass: these pass it for Swift, through the function `variadic`
// that Libcurl.swift found.
typedef int (*ccurl_variadic)(void *handle, int option, ...);

static inline int ccurl_set_long(void *variadic, void *handle, int option, long value) {
    return ((ccurl_variadic)variadic)(handle, option, value);
}

static inline int ccurl_set_pointer(void *variadic, void *handle, int option, const void *value) {
    return ((ccurl_variadic)variadic)(handle, option, value);
}

static inline int ccurl_set_callback(void *variadic, void *handle, int option, ccurl_data_callback callback) {
    return ((ccurl_variadic)variadic)(handle, option, callback);
}

static inline int ccurl_get_long(void *variadic, void *handle, int info, long *value) {
    return ((ccurl_variadic)variadic)(handle, info, value);
}

#endif
