#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// movies-draw --mode kitty|iterm|sixel|blocks --columns N --rows N --cell WxH [--colors 256] [--at-column N]
//
// Reads a poster's JPEG file on standard input and writes what draws it, from the cursor, on
// standard output; half-blocks go on as rows, each starting at --at-column (0, the left edge,
// by default), so that they stand beside text. `movies` starts it only to draw a poster, so a cached answer never loads
// chafa, GLib or libjpeg. Exit status 0 when drawn, 64 for arguments it cannot read, 65 for a
// file that is not a whole JPEG (nothing is written then).

/// The value after `--name` in the arguments, if any.
func value(of name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func fail(_ message: String, status: Int32) -> Never {
    let line = Array("movies-draw: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

/// `drawn` with each new row starting at `column` (counted from 0), not at the left edge: a
/// cursor move after every newline. A kitty or sixel image is one long run without newlines, of
/// a megabyte or so: copied in runs, never a byte at a time.
func startingRows(of drawn: [UInt8], atColumn column: Int) -> [UInt8] {
    let toColumn = Array("\u{1B}[\(column + 1)G".utf8)
    var moved: [UInt8] = []
    moved.reserveCapacity(drawn.count + toColumn.count * 64)
    for row in drawn.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
        if row.offset > 0 { moved += [UInt8(ascii: "\n")] + toColumn }
        moved += row.element
    }
    return moved
}

let arguments = Array(CommandLine.arguments.dropFirst())
let cell = (value(of: "cell", in: arguments) ?? "8x16").split(separator: "x").compactMap { Int($0) }
guard let mode = value(of: "mode", in: arguments).flatMap(PosterCanvas.Mode.init(rawValue:)),
    let columns = value(of: "columns", in: arguments).flatMap({ Int($0) }), (1...1000).contains(columns),
    let rows = value(of: "rows", in: arguments).flatMap({ Int($0) }), (1...1000).contains(rows),
    cell.count == 2, cell.allSatisfy({ (1...1000).contains($0) })
else {
    fail(
        "usage: movies-draw --mode kitty|iterm|sixel|blocks --columns N --rows N --cell WxH [--colors 256]", status: 64)
}

var input: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 65_536)
while true {
    let count = read(0, &chunk, chunk.count)
    if count > 0 {
        input += chunk[0..<count]
    } else if count == 0 || errno != EINTR {
        break
    }
}

let canvas = PosterCanvas(
    mode: mode, columns: columns, rows: rows, cellWidth: cell[0], cellHeight: cell[1],
    indexedColours: value(of: "colors", in: arguments) == "256")
do {
    var drawn = try canvas.draw(input)
    if let column = value(of: "at-column", in: arguments).flatMap({ Int($0) }), column > 0 {
        drawn = startingRows(of: drawn, atColumn: column)
    }
    var written = 0
    while written < drawn.count {
        let count = drawn[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { exit(74) }
        written += count
    }
} catch {
    fail("the poster is not a JPEG file that can be read whole", status: 65)
}
