import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`) rendering a page file: the DOM it builds, and a
/// screenshot's number of colours (ImageMagick), for ``StatsPageRunTests``. Each run has a profile
/// folder of its own, and no network: the page must need none.
enum StatsBrowser {
    /// Chromium on PATH, if installed.
    static var chromium: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"]
            where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    private static func arguments(profile: URL) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(profile.path)", "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
        ]
    }

    /// The DOM Chromium builds of `file` (`--dump-dom`).
    static func dom(of file: URL, profile: URL) throws -> String {
        let chromium = try #require(chromium)
        let output = try RealTerminal.output(
            of: chromium, arguments(profile: profile) + ["--dump-dom", file.absoluteString])
        return String(decoding: output, as: UTF8.self)
    }

    /// How many colours a screenshot of `file` (saved at `png`) has: a blank page has one.
    static func screenshotColours(of file: URL, profile: URL, to png: URL) throws -> Int {
        let chromium = try #require(chromium)
        _ = try RealTerminal.output(
            of: chromium,
            arguments(profile: profile) + ["--screenshot=\(png.path)", "--window-size=1000,1400", file.absoluteString])
        let counted = try RealTerminal.output(of: "/usr/bin/env", ["convert", png.path, "-format", "%k", "info:"])
        return Int(String(decoding: counted, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}
