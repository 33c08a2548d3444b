import Foundation
import MovieKitTestSupport
import Testing

/// What `movies-draw` writes for each terminal, checked against the protocols' documented
/// sequences: kitty's graphics protocol (chunked base64 of raw pixels), iTerm2's inline images
/// (one base64 file), sixel (a DCS string), and half-blocks in 24-bit or 256 colours.
@Suite(.serialized)
struct MoviesDrawRunTests {
    private static var binary: URL {
        MoviesProcess.binary.deletingLastPathComponent().appendingPathComponent("movies-draw")
    }

    /// What `movies-draw` wrote and how it ended, given `input` on its standard input.
    private func draw(_ arguments: [String], input: Data) async throws -> (output: Data, status: Int32) {
        try await withTemporaryFolder { folder in
            let inURL = folder.appendingPathComponent("in"), outURL = folder.appendingPathComponent("out")
            try input.write(to: inURL)
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = arguments
            process.standardInput = try FileHandle(forReadingFrom: inURL)
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: outURL)
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return (try Data(contentsOf: outURL), process.terminationStatus)
        }
    }

    private var poster: Data { get throws { try Data(contentsOf: posterFixtureFile) } }

    @Test func writesKittysGraphicsProtocolInChunksOfBase64Pixels() async throws {
        let (output, status) = try await draw(
            ["--mode", "kitty", "--columns", "10", "--rows", "8", "--cell", "10x20"], input: try poster)
        #expect(status == 0)
        // Each command is an APC: ESC _ G <control data> [; <payload>] ESC \
        let commands = try #require(String(data: output, encoding: .ascii)).components(separatedBy: "\u{1B}\\")
        #expect(commands.last == "")
        let parsed = try commands.dropLast().map { command -> (control: [String: String], payload: String) in
            #expect(command.hasPrefix("\u{1B}_G"), "\(command.prefix(20))")
            let body = command.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            let control = Dictionary(
                uniqueKeysWithValues: try parts[0].split(separator: ",").map { pair in
                    let kv = pair.split(separator: "=", maxSplits: 1)
                    return (String(kv[0]), String(try #require(kv.last)))
                })
            return (control, parts.count > 1 ? String(parts[1]) : "")
        }
        let first = try #require(parsed.first?.control)
        #expect(first["a"] == "T" && first["f"] == "32" && first["m"] == "1")
        let width = try #require(Int(first["s"] ?? "")), height = try #require(Int(first["v"] ?? ""))
        #expect(first["c"] == "10" && Int(first["r"] ?? "") ?? 0 <= 8)
        #expect(parsed.dropFirst().dropLast().allSatisfy { $0.control == ["m": "1"] })
        #expect(parsed.last?.control == ["m": "0"])
        // Chunks of base64 at most 4096 bytes, each a whole number of 4-byte groups that the
        // terminal decodes on its own (so a chunk may end in padding).
        #expect(parsed.allSatisfy { $0.payload.utf8.count <= 4096 && $0.payload.utf8.count % 4 == 0 })
        let pixels = try parsed.reduce(into: Data()) { $0 += try #require(Data(base64Encoded: $1.payload)) }
        #expect(pixels.count == width * height * 4)
        #expect(abs(width * 3 - height * 2) <= 2 * 20, "the poster's 2:3 kept, to a row: \(width) × \(height)")
        // The bottom row is the poster's brick red (#c0392b), opaque.
        let bottom = Array(pixels.suffix(4))
        #expect(abs(Int(bottom[0]) - 0xC0) < 12 && abs(Int(bottom[1]) - 0x39) < 12 && abs(Int(bottom[2]) - 0x2B) < 12)
        #expect(bottom[3] == 255)
    }

    @Test func drawsAPosterOfAnOddWidthAsItIs() async throws {
        // 342 pixels wide: rows of RGB would not start on 4-byte boundaries.
        let poster = try Data(
            contentsOf: apiFixturesFolder.appendingPathComponent("tmdb/posters/w342/lZHMwUcQKKnQFSEddCek5sHMWis.jpg"))
        let (output, status) = try await draw(
            ["--mode", "kitty", "--columns", "32", "--rows", "24", "--cell", "10x20"], input: poster)
        #expect(status == 0)
        let chunks = try #require(String(data: output, encoding: .ascii)).components(separatedBy: "\u{1B}\\")
        let pixels = try chunks.dropFirst().dropLast().reduce(into: Data()) { pixels, chunk in
            guard let payload = chunk.split(separator: ";", maxSplits: 1).dropFirst().first else { return }
            pixels += try #require(Data(base64Encoded: String(payload)))
        }
        #expect(pixels.count == 320 * 480 * 4)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(pixels[(y * 320 + x) * 4 + $0]) } }
        let yellow = [0xF1, 0xC4, 0x0F], red = [0xC0, 0x39, 0x2B]
        for (point, colour) in [((160, 100), yellow), ((160, 320), yellow), ((10, 470), red), ((300, 230), red)] {
            #expect(
                zip(pixel(point.0, point.1), colour).allSatisfy { abs($0 - $1) < 16 },
                "\(point): \(pixel(point.0, point.1))")
        }
    }

    @Test func writesITerm2sInlineImageAsOneBase64File() async throws {
        let (output, status) = try await draw(
            ["--mode", "iterm", "--columns", "10", "--rows", "8", "--cell", "10x20"], input: try poster)
        #expect(status == 0)
        let text = try #require(String(data: output, encoding: .ascii))
        // OSC 1337 ; File = [arguments] : base64 BEL
        let prefix = "\u{1B}]1337;File=inline=1;width=10;height=7;preserveAspectRatio=0:"
        #expect(text.hasPrefix(prefix) && text.hasSuffix("\u{07}"), "\(text.prefix(80))")
        let file = try #require(Data(base64Encoded: String(text.dropFirst(prefix.count).dropLast())))
        #expect(file.starts(with: [0x49, 0x49, 0x2A, 0x00]), "a little-endian TIFF")
    }

    @Test func writesSixelAsOneDeviceControlString() async throws {
        let (output, status) = try await draw(
            ["--mode", "sixel", "--columns", "10", "--rows", "8", "--cell", "10x20"], input: try poster)
        #expect(status == 0)
        let text = try #require(String(data: output, encoding: .ascii))
        #expect(text.hasPrefix("\u{1B}P") && text.contains("q\"1;1;") && text.hasSuffix("\u{1B}\\"))
        // The image inside: its size fits the 10 × 8 cells of 10 × 20 pixels asked (a 2:3 poster
        // fills their width), drawn in colours it defines, six pixel rows to a band.
        let raster = try #require(text.firstRange(of: "q\"1;1;"))
        let size = text[raster.upperBound...].prefix { $0.isNumber || $0 == ";" }.split(separator: ";").compactMap {
            Int($0)
        }
        try #require(size.count == 2)
        #expect(size[0] <= 100 && size[1] <= 160 && (size[0] == 100 || size[1] == 160), "\(size)")
        let colours = text.matches(of: /#\d+;2;\d+;\d+;\d+/).count
        #expect(colours >= 8, "\(colours) colours defined")
        // Each band of six pixel rows ends with a graphics newline.
        let bands = text.filter { $0 == "-" }.count
        #expect(bands == (size[1] + 5) / 6, "\(bands) bands for \(size[1]) pixel rows")
    }

    @Test(arguments: [([String](), "\u{1B}[38;2;"), (["--colors", "256"], "\u{1B}[38;5;")])
    func drawsHalfBlocksInTheColoursTheTerminalHas(extra: [String], colour: String) async throws {
        let (output, status) = try await draw(
            ["--mode", "blocks", "--columns", "10", "--rows", "8", "--cell", "10x20"] + extra, input: try poster)
        let text = try #require(String(data: output, encoding: .utf8))
        #expect(status == 0 && text.contains(colour) && (text.contains("▄") || text.contains("▀")))
        #expect(text.split(separator: "\n").count <= 8)
    }

    /// Beside text: each row of half-blocks after the first starts at the column (the cursor is
    /// already there for the first); an image, one run without newlines, is written unchanged.
    @Test func startsEachRowAtTheColumnAsked() async throws {
        let blocks = ["--mode", "blocks", "--columns", "10", "--rows", "8", "--cell", "10x20"]
        let (left, _) = try await draw(blocks, input: try poster)
        let (beside, status) = try await draw(blocks + ["--at-column", "40"], input: try poster)
        #expect(status == 0)
        let rows = try #require(String(data: left, encoding: .utf8)).split(
            separator: "\n", omittingEmptySubsequences: false)
        let expected = rows.enumerated().map { $0.offset == 0 ? String($0.element) : "\u{1B}[41G" + $0.element }
        #expect(rows.count > 2)
        #expect(String(data: beside, encoding: .utf8) == expected.joined(separator: "\n"))

        let kitty = ["--mode", "kitty", "--columns", "10", "--rows", "8", "--cell", "10x20"]
        let (image, _) = try await draw(kitty, input: try poster)
        let (imageBeside, _) = try await draw(kitty + ["--at-column", "40"], input: try poster)
        #expect(!image.isEmpty && imageBeside == image)
    }

    @Test(arguments: [0, 1000, 1689])
    func drawsNothingOfAPosterCutShort(bytes: Int) async throws {
        let (output, status) = try await draw(
            ["--mode", "kitty", "--columns", "10", "--rows", "8", "--cell", "10x20"], input: try poster.prefix(bytes))
        #expect(status == 65 && output.isEmpty)
    }

    @Test func refusesArgumentsItCannotRead() async throws {
        let (output, status) = try await draw(
            ["--mode", "ascii-art", "--columns", "10", "--rows", "8"], input: try poster)
        #expect(status == 64 && output.isEmpty)
    }
}
