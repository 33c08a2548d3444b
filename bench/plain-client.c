// plain-client TOKEN URL [URL…]: the baseline of bench rows 8b and 8c, a plain client of the API
// sending the requests `movies` sends for a cold answer, in the same order, and nothing else.
//
// It GETs the first URL (a list's page, or a search), then every other URL at once (the page's
// films), each with `Authorization: Bearer TOKEN`, reads every body and throws it away. It is
// libcurl from C: no cache, no JSON, no process but its own, and it is given the films' URLs
// rather than reading them from the page. Exits 0 when every answer was 200, else 1.
//
// plain-client --paced RATE BURST JOBS TOKEN FILE: the baseline of bench row 11 (an import),
// every URL of FILE (one a line) sent as `movies` sends an import's look-ups: JOBS at a time, each
// started when a token bucket of BURST tokens, full at the start and gaining RATE a second, holds
// one (movies' RateLimiter and TokenBucket, at --rate-limit RATE). A line `URL<TAB>ETAG` asks on
// a condition, as `movies news` revalidates a page (`If-None-Match: ETAG`; bench row 15): its 304
// is a success. A line may also be `METHOD URL BODY` (`POST https://… {"value":8.0}`): that request
// is sent with that method and the JSON body, as an account sync sends its writes (bench row 16, at
// JOBS 1); any 2xx answer is a success.
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static size_t discard(char *data, size_t size, size_t count, void *context) {
    (void)data;
    (void)context;
    return size * count;
}

static CURL *request(const char *url, struct curl_slist *headers) {
    CURL *handle = curl_easy_init();
    curl_easy_setopt(handle, CURLOPT_URL, url);
    curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, discard);
    return handle;
}

static int succeeded(CURL *handle) {
    long status = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    return status == 200;
}

// A conditional request of `line` (`URL<TAB>ETAG`) with `headers` and `If-None-Match: ETAG`; its
// headers are kept in `*own`, for the caller to free.
static CURL *conditional(char *line, struct curl_slist *headers, struct curl_slist **own) {
    char *tab = strchr(line, '\t');
    *tab = 0;
    char condition[1024];
    snprintf(condition, sizeof condition, "If-None-Match: %s", tab + 1);
    for (struct curl_slist *header = headers; header; header = header->next) *own = curl_slist_append(*own, header->data);
    *own = curl_slist_append(*own, condition);
    CURL *handle = request(line, *own);
    *tab = '\t';
    return handle;
}

// Whether an answer to a request whose headers are `own` is a success: 2xx (a write's answer may
// be 201, added, or 200, removed), or 304 when it was asked on a condition.
static int answered(CURL *handle, struct curl_slist *own) {
    long status = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    return (status >= 200 && status < 300) || (own != NULL && status == 304);
}

// A request for one line of a --paced file: `URL`, `URL<TAB>ETAG` (see conditional), or `METHOD
// URL BODY` with a JSON body. Headers made for it are kept in `*own`, for the caller to free.
static CURL *line_request(char *line, struct curl_slist *headers, struct curl_slist *json_headers,
                          struct curl_slist **own) {
    *own = NULL;
    if (strchr(line, '\t')) return conditional(line, headers, own);
    char *space = strchr(line, ' ');
    if (!space) return request(line, headers);
    *space = 0;
    char *url = space + 1;
    char *body = strchr(url, ' ');
    if (body) *body++ = 0;
    CURL *handle = request(url, json_headers);
    curl_easy_setopt(handle, CURLOPT_CUSTOMREQUEST, line);
    curl_easy_setopt(handle, CURLOPT_COPYPOSTFIELDS, body ? body : "");
    *space = ' ';
    if (body) body[-1] = ' ';
    return handle;
}

static double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

// Reads the URLs of `path`, one a line; returns how many, or -1 when it cannot be read.
static int read_urls(const char *path, char ***urls) {
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    int count = 0, capacity = 0;
    char *line = NULL;
    size_t size = 0;
    ssize_t length;
    *urls = NULL;
    while ((length = getline(&line, &size, file)) > 0) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
        if (length == 0) continue;
        if (count == capacity) {
            capacity = capacity ? 2 * capacity : 256;
            *urls = realloc(*urls, (size_t)capacity * sizeof **urls);
        }
        (*urls)[count++] = strdup(line);
    }
    free(line);
    fclose(file);
    return count;
}

// Sends every URL, `jobs` at a time, each started when the bucket holds a token; 1 when every
// answer was 200.
static int paced(char **urls, int count, double rate, double burst, long jobs, struct curl_slist *headers,
                 struct curl_slist *json_headers) {
    CURLM *multi = curl_multi_init();
    double tokens = burst, updated = seconds_now();
    int next = 0, done = 0, in_flight = 0, ok = 1;
    while (done < count) {
        double now = seconds_now();
        tokens += (now - updated) * rate;
        if (tokens > burst) tokens = burst;
        updated = now;
        while (next < count && in_flight < jobs && tokens >= 1) {
            struct curl_slist *own;
            CURL *handle = line_request(urls[next++], headers, json_headers, &own);
            curl_easy_setopt(handle, CURLOPT_PRIVATE, own);
            curl_multi_add_handle(multi, handle);
            in_flight++;
            tokens -= 1;
        }
        int running = 0;
        if (curl_multi_perform(multi, &running) != CURLM_OK) return 0;
        CURLMsg *message;
        int left;
        while ((message = curl_multi_info_read(multi, &left))) {
            if (message->msg != CURLMSG_DONE) continue;
            struct curl_slist *own = NULL;
            curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&own);
            ok = ok && message->data.result == CURLE_OK && answered(message->easy_handle, own);
            curl_multi_remove_handle(multi, message->easy_handle);
            curl_easy_cleanup(message->easy_handle);
            curl_slist_free_all(own);
            in_flight--;
            done++;
        }
        // Wake for the next token when a job is free for it, else for an answer; a job free and
        // a token at hand starts the next request at once (one at a time, nothing else wakes it).
        int wait = 1000;
        if (next < count && in_flight < jobs) wait = tokens < 1 ? (int)((1 - tokens) / rate * 1000) + 1 : 0;
        if (done < count && wait > 0) curl_multi_poll(multi, NULL, 0, wait, NULL);
    }
    curl_multi_cleanup(multi);
    return ok;
}

int main(int argc, char **argv) {
    int pacing = argc == 7 && strcmp(argv[1], "--paced") == 0;
    if (argc < 3 || (strcmp(argv[1], "--paced") == 0 && !pacing)) {
        fprintf(stderr, "usage: plain-client TOKEN URL [URL…]\n       plain-client --paced RATE BURST JOBS TOKEN FILE\n");
        return 64;
    }
    char authorization[4096];
    snprintf(authorization, sizeof authorization, "Authorization: Bearer %s", argv[pacing ? 5 : 1]);
    curl_global_init(CURL_GLOBAL_DEFAULT);
    struct curl_slist *headers = curl_slist_append(NULL, authorization);
    headers = curl_slist_append(headers, "Accept: application/json");
    if (pacing) {
        char **urls;
        int count = read_urls(argv[6], &urls);
        double rate = atof(argv[2]), burst = atof(argv[3]);
        long jobs = atol(argv[4]);
        if (count < 0 || rate <= 0 || burst < 1 || jobs < 1) {
            fprintf(stderr, "plain-client: cannot read %s, or RATE, BURST or JOBS is not a positive number\n", argv[6]);
            return 64;
        }
        struct curl_slist *json_headers = curl_slist_append(NULL, authorization);
        json_headers = curl_slist_append(json_headers, "Accept: application/json");
        json_headers = curl_slist_append(json_headers, "Content-Type: application/json");
        int ok = paced(urls, count, rate, burst, jobs, headers, json_headers);
        curl_slist_free_all(json_headers);
        for (int index = 0; index < count; index++) free(urls[index]);
        free(urls);
        curl_slist_free_all(headers);
        curl_global_cleanup();
        return ok ? 0 : 1;
    }

    CURL *first = request(argv[2], headers);
    int ok = curl_easy_perform(first) == CURLE_OK && succeeded(first);
    curl_easy_cleanup(first);

    CURLM *multi = curl_multi_init();
    curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 0L);
    for (int index = 3; index < argc; index++) {
        curl_multi_add_handle(multi, request(argv[index], headers));
    }
    int running = 1;
    while (running) {
        if (curl_multi_perform(multi, &running) != CURLM_OK) break;
        if (running) curl_multi_poll(multi, NULL, 0, 1000, NULL);
    }
    CURLMsg *message;
    int left;
    while ((message = curl_multi_info_read(multi, &left))) {
        if (message->msg != CURLMSG_DONE) continue;
        ok = ok && message->data.result == CURLE_OK && succeeded(message->easy_handle);
        curl_multi_remove_handle(multi, message->easy_handle);
        curl_easy_cleanup(message->easy_handle);
    }
    curl_multi_cleanup(multi);
    curl_slist_free_all(headers);
    curl_global_cleanup();
    return ok ? 0 : 1;
}
