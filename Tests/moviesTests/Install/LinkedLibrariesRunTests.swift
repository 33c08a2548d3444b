import Foundation
import Testing

/// `movies` never loads what only drawing needs: chafa, GLib and libjpeg are `movies-draw`'s
/// alone, so a cached text answer starts as fast with them installed as without. Nothing links
/// libcurl: `movies-http` loads it when it starts, so building needs no curl headers.
struct LinkedLibrariesRunTests {
    private static var hasLdd: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") }

    /// The shared libraries `binary` needs, as `ldd` names them.
    private func libraries(of binary: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: hasLdd))
    func onlyMoviesDrawLinksChafaGLibAndLibjpeg() throws {
        let movies = try libraries(of: MoviesProcess.binary)
        let draw = try libraries(
            of: MoviesProcess.binary.deletingLastPathComponent().appendingPathComponent("movies-draw"))
        for library in ["libchafa", "libglib-2.0", "libjpeg"] {
            #expect(!movies.contains(library), "movies links \(library)")
            #expect(draw.contains(library), "movies-draw does not link \(library)")
        }
    }

    @Test(.enabled(if: hasLdd))
    func nothingLinksLibcurlOrFoundationNetworking() throws {
        let folder = MoviesProcess.binary.deletingLastPathComponent()
        for name in ["movies", "movies-http"] {
            let libraries = try libraries(of: folder.appendingPathComponent(name))
            #expect(!libraries.isEmpty)
            for library in ["libcurl", "libFoundationNetworking"] {
                #expect(!libraries.contains(library), "\(name) links \(library)")
            }
        }
    }
}
