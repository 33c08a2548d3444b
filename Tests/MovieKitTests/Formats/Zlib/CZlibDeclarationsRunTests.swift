import Foundation
import MovieKitTestSupport
import Testing

/// MovieKit loads zlib when an import starts and declares the little of it that it uses itself
/// (Sources/CZlib/CZlib.h), so that building needs no zlib headers and `movies` links no zlib.
/// Those declarations must be zlib's: a C program that includes both, compiled here, asserts every
/// constant and the layout of `z_stream` equal to <zlib.h>'s (zlib1g-dev, which `make test`
/// installs).
struct CZlibDeclarationsRunTests {
    static let cc = "/usr/bin/cc"
    static let constants = [
        "Z_NO_FLUSH", "Z_OK", "Z_STREAM_END", "Z_NEED_DICT", "Z_STREAM_ERROR", "Z_DATA_ERROR", "Z_MEM_ERROR",
        "Z_BUF_ERROR", "Z_VERSION_ERROR",
    ]
    static let fields = [
        "next_in", "avail_in", "total_in", "next_out", "avail_out", "total_out", "msg", "state", "zalloc", "zfree",
        "opaque", "data_type", "adler", "reserved",
    ]

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: cc), "needs a C compiler"))
    func declaresZlibAsItsHeadersDo() async throws {
        try await withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("check.c")
            let constants = Self.constants.map { "_Static_assert(C\($0) == \($0), \"\($0)\");" }
            let fields = Self.fields.map { field in
                """
                _Static_assert(offsetof(cz_stream, \(field)) == offsetof(z_stream, \(field)), "z_stream.\(field)");
                _Static_assert(sizeof(((cz_stream *)0)->\(field)) == sizeof(((z_stream *)0)->\(field)), "z_stream.\(field)'s size");
                """
            }
            try """
            #include <zlib.h>
            #include <stddef.h>
            #include "\(packageRoot.path)/Sources/CZlib/CZlib.h"
            \(constants.joined(separator: "\n"))
            _Static_assert(CZ_WINDOW_BITS_AUTO == MAX_WBITS + 32, "windowBits for gzip or zlib");
            _Static_assert(CZ_WINDOW_BITS_RAW == -MAX_WBITS, "windowBits for raw deflate");
            _Static_assert(sizeof(cz_stream) == sizeof(z_stream), "z_stream's size");
            \(fields.joined(separator: "\n"))
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
