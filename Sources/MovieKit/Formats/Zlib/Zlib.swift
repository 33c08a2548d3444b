import CZlib
import Foundation

/// zlib's inflation functions, found in the system's zlib when an import first inflates rather
/// than linked: `movies` answers every cached question without loading zlib, and building needs no
/// zlib headers. ``shared`` loads it once; ``ZlibStream`` runs one inflation with it.
struct Zlib: @unchecked Sendable {
    let inflateInit2: cz_inflate_init2
    let inflate: cz_inflate
    let inflateEnd: cz_inflate_end
    let inflateReset: cz_inflate_reset
    /// The loaded library's version string, which `inflateInit2_` checks against its own.
    let version: UnsafePointer<CChar>

    /// Why zlib could not be loaded: what a person reads after what needed it ("reading IMDb's
    /// files", "unpacking a ZIP file"), as in "needs zlib (libz.so.1), which is not installed".
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// zlib, loaded on first use, or why it could not be.
    static let shared: Result<Zlib, Unavailable> = load()

    /// The names zlib goes by: the soname of every Linux distribution, the development symlink,
    /// macOS's.
    private static let names = ["libz.so.1", "libz.so", "libz.1.dylib"]

    private static func load() -> Result<Zlib, Unavailable> {
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_LAZY | RTLD_LOCAL) }).first else {
            return .failure(
                Unavailable(
                    description:
                        "needs zlib (libz.so.1), which is not installed (on Debian: apt-get install zlib1g)"
                ))
        }
        func find<Function>(_ name: String) throws(Unavailable) -> Function {
            guard let symbol = dlsym(library, name) else {
                throw Unavailable(description: "needs zlib 1.2 or newer: libz lacks \(name)")
            }
            return unsafeBitCast(symbol, to: Function.self)
        }
        do throws(Unavailable) {
            let zlibVersion: cz_version = try find("zlibVersion")
            guard let version = zlibVersion() else {
                throw Unavailable(description: "needs zlib: libz gives no version")
            }
            return .success(
                Zlib(
                    inflateInit2: try find("inflateInit2_"), inflate: try find("inflate"),
                    inflateEnd: try find("inflateEnd"), inflateReset: try find("inflateReset"), version: version))
        } catch {
            return .failure(error)
        }
    }
}
