import Foundation
import MovieKit

/// The highlighted film's poster in a picker, above its page, drawn as `show` draws one (kitty,
/// iTerm2, sixel, half-blocks): only for a film that stays highlighted a moment (``settle``),
/// drawn in the background, and an image always cleared before another is drawn (kitty's delete;
/// sixel's and iTerm2's cells written over; half-blocks are text, redrawn with every frame).
struct PosterPane {
    /// How long a film stays highlighted before its poster is fetched and drawn.
    static let settle = Duration.milliseconds(150)
    /// The widest a poster is drawn, in cells.
    static let widestColumns = 32

    /// How the terminal draws an image.
    let graphics: TerminalGraphics
    /// A cell's size in pixels.
    let cellWidth: Int
    let cellHeight: Int

    /// A poster's box in cells.
    struct Size: Hashable, Sendable {
        let columns: Int
        let rows: Int
    }

    /// One film's poster at one size.
    struct Key: Hashable, Sendable {
        let id: Int
        let size: Size
    }

    /// A poster to fetch and draw once the film stayed highlighted: ``serial`` tells the last
    /// one asked from those before it.
    struct Wanted: Sendable {
        let key: Key
        let movie: any Movie
        let serial: Int
    }

    /// The last poster drawn, as `movies-draw` wrote it.
    private var drawn: (key: Key, bytes: String)?
    /// The image (pixels) on the terminal now; `nil` when none is.
    private var onScreen: Key?
    /// An image may be left on the terminal that no frame keeps (the screen was cleared under it).
    private var leftOver = false
    /// What was asked of the background, to be asked once.
    private var asked: Set<Key> = []
    /// Films whose poster cannot be had (none, not cached offline, not drawable): no room is kept.
    private var missing: Set<Int> = []
    /// The film a settle runs for, and its serial.
    private var settling: (key: Key, serial: Int)?
    private var serial = 0

    /// Kitty's delete of every image placed, quietly (no answer on the input).
    static let kittyDelete = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    /// The pane for a terminal that draws as `graphics`, cells `cellWidth` × `cellHeight` pixels;
    /// `nil` when it draws half-blocks and `NO_COLOR` asks for no colour.
    static func forTerminal(
        _ graphics: TerminalGraphics, cellWidth: Int, cellHeight: Int, environment: [String: String]
    ) -> PosterPane? {
        guard graphics.drawsPosters(environment: environment) else { return nil }
        return PosterPane(graphics: graphics, cellWidth: max(1, cellWidth), cellHeight: max(1, cellHeight))
    }

    /// The box a poster takes at the top of a page pane `width` columns wide over a body `height`
    /// rows high: two fifths of the rows at most, a poster's proportions (2:3) kept; `nil` when
    /// there is no room for one.
    func size(width: Int, height: Int) -> Size? {
        let most = height * 2 / 5
        guard most >= 6 else { return nil }
        let byHeight = Int(Double(most * cellHeight) / 1.5 / Double(cellWidth))
        let columns = min(width, Self.widestColumns, byHeight)
        guard columns >= 6 else { return nil }
        let rows = min(most, Int((Double(columns * cellWidth) * 1.5 / Double(cellHeight)).rounded(.up)))
        return Size(columns: columns, rows: rows)
    }

    /// Whether room is kept above the page of the film `id` (its page names a poster): not for
    /// a film whose poster cannot be had.
    func keepsRoom(for movie: any Movie, id: Int) -> Bool {
        movie.page?.posterPath != nil && !missing.contains(id)
    }

    /// The poster of `movie` (film `id`) at `size` when it is to be settled for now: not drawn,
    /// not asked, not settling already. Each call returns a new serial.
    mutating func toSettle(_ movie: any Movie, id: Int, size: Size) -> Wanted? {
        let key = Key(id: id, size: size)
        guard keepsRoom(for: movie, id: id), drawn?.key != key, !asked.contains(key), settling?.key != key else {
            return nil
        }
        serial += 1
        settling = (key, serial)
        return Wanted(key: key, movie: movie, serial: serial)
    }

    /// Whether the settle of `wanted` ended with its film still the one wanted (`current`): then
    /// it is asked, once.
    mutating func settled(_ wanted: Wanted, current: Key?) -> Bool {
        guard settling?.serial == wanted.serial, current == wanted.key, !asked.contains(wanted.key) else {
            return false
        }
        settling = nil
        asked.insert(wanted.key)
        return true
    }

    /// The poster of `key` as drawn.
    mutating func arrived(_ key: Key, _ bytes: [UInt8]) {
        drawn = (key, String(decoding: bytes, as: UTF8.self))
    }

    /// The poster of film `id` cannot be had or drawn: no room is kept for it.
    mutating func missing(_ id: Int) {
        missing.insert(id)
    }

    /// The half-block rows of `key`'s poster, when it is drawn in half-blocks; else `nil`.
    func blockRows(of key: Key) -> [String]? {
        guard !graphics.drawsPixels, let drawn, drawn.key == key else { return nil }
        var rows = drawn.bytes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while rows.last?.isEmpty == true { rows.removeLast() }
        return Array(rows.prefix(key.size.rows))
    }

    /// Whether the image of `key` stays on the terminal through a frame that wants `key`: its
    /// cells are then not written over.
    func keepsImage(_ key: Key?) -> Bool {
        key != nil && onScreen == key
    }

    /// What a frame that wants `wanted`'s poster (or none) writes before its rows: kitty's delete
    /// of the image on the terminal when it is not the one wanted. Sixel's and iTerm2's images go
    /// as their cells are written over by the frame's rows.
    mutating func clearing(for wanted: Key?) -> String {
        guard leftOver || (onScreen != nil && onScreen != wanted) else { return "" }
        onScreen = nil
        leftOver = false
        return graphics == .kitty ? Self.kittyDelete : ""
    }

    /// The whole screen is to be drawn again (a resize): the image on it is drawn again too, the
    /// one there deleted first.
    mutating func redrawAll() {
        if onScreen != nil { leftOver = true }
        onScreen = nil
    }

    /// What a frame that wants `wanted`'s poster writes after its rows: the image, at `row` and
    /// `column` (from 1), when it is drawn and not on the terminal yet.
    mutating func image(for wanted: Key?, row: Int, column: Int) -> String {
        guard graphics.drawsPixels, let wanted, onScreen != wanted, let drawn, drawn.key == wanted else { return "" }
        onScreen = wanted
        return "\u{1B}[\(row);\(column)H" + drawn.bytes
    }
}
