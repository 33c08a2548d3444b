import Foundation
import MovieKitTestSupport
import Testing

/// `movies-http` loads libcurl when it starts and declares the little of it that it uses itself
/// (Sources/CCurl/CCurl.h), so that building needs no curl headers. Those declarations must be
/// libcurl's: a C program that includes both, compiled here, asserts every constant and the layout
/// of a finished transfer's message equal to <curl/curl.h>'s (which `make test` installs).
struct CCurlDeclarationsRunTests {
    static let cc = "/usr/bin/cc"
    static let constants = [
        "CURLE_OK", "CURLE_COULDNT_RESOLVE_PROXY", "CURLE_COULDNT_RESOLVE_HOST", "CURLE_COULDNT_CONNECT",
        "CURLE_WRITE_ERROR", "CURLE_OPERATION_TIMEDOUT", "CURLOPT_WRITEDATA", "CURLOPT_URL", "CURLOPT_ERRORBUFFER",
        "CURLOPT_WRITEFUNCTION", "CURLOPT_COPYPOSTFIELDS", "CURLOPT_USERAGENT", "CURLOPT_HTTPHEADER",
        "CURLOPT_HEADERDATA",
        "CURLOPT_HEADERFUNCTION", "CURLOPT_NOBODY", "CURLOPT_POST", "CURLOPT_FOLLOWLOCATION", "CURLOPT_POSTFIELDSIZE",
        "CURLOPT_NOSIGNAL", "CURLOPT_ACCEPT_ENCODING", "CURLOPT_TIMEOUT_MS", "CURLOPT_PROTOCOLS",
        "CURLOPT_PROTOCOLS_STR", "CURLINFO_RESPONSE_CODE", "CURLMOPT_MAX_HOST_CONNECTIONS", "CURLPROTO_HTTP",
        "CURLPROTO_HTTPS", "CURL_ERROR_SIZE", "CURLMSG_DONE", "CURL_GLOBAL_ALL",
    ]

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: cc), "needs a C compiler"))
    func declaresLibcurlAsItsHeadersDo() async throws {
        try await withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("check.c")
            let checks = Self.constants.map { "_Static_assert(C\($0) == \($0), \"\($0)\");" }
            try """
            #define CURL_DISABLE_DEPRECATION
            #include <curl/curl.h>
            #include <stddef.h>
            #include "\(packageRoot.path)/Sources/CCurl/CCurl.h"
            \(checks.joined(separator: "\n"))
            _Static_assert(sizeof(ccurl_message) == sizeof(CURLMsg), "CURLMsg's size");
            _Static_assert(offsetof(ccurl_message, easy) == offsetof(CURLMsg, easy_handle), "CURLMsg.easy_handle");
            _Static_assert(offsetof(ccurl_message, data) == offsetof(CURLMsg, data), "CURLMsg.data");
            _Static_assert(sizeof(((ccurl_message *)0)->data) == sizeof(((CURLMsg *)0)->data), "CURLMsg.data's size");
            """.write(to: source, atomically: true, encoding: .utf8)
            let compile = Process()
            compile.executableURL = URL(fileURLWithPath: Self.cc)
            compile.arguments = ["-fsyntax-only", source.path]
            let errors = Pipe()
            compile.standardError = errors
            try compile.run()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            compile.waitUntilExit()
            #expect(compile.terminationStatus == 0, "\(said)")
        }
    }
}
