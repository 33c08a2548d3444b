// plain-client TOKEN URL [URL…]: the baseline of bench rows 8b and 8c, a plain client of the API
// sending the requests `movies` sends for a cold answer, in the same order, and nothing else.
//
// It GETs the first URL (a list's page, or a search), then every other URL at once (the page's
// films), each with `Authorization: Bearer TOKEN`, reads every body and throws it away. It is
// libcurl from C: no cache, no JSON, no process but its own, and it is given the films' URLs
// rather than reading them from the page. Exits 0 when every answer was 200, else 1.
#include <curl/curl.h>
#include <stdio.h>
#include <string.h>

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

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: plain-client TOKEN URL [URL…]\n");
        return 64;
    }
    char authorization[4096];
    snprintf(authorization, sizeof authorization, "Authorization: Bearer %s", argv[1]);
    curl_global_init(CURL_GLOBAL_DEFAULT);
    struct curl_slist *headers = curl_slist_append(NULL, authorization);
    headers = curl_slist_append(headers, "Accept: application/json");

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
