import Synchronization

/// Counts the rows a command's writes have taken on the terminal (stdout and stderr together,
/// as a person sees them), so that something can later be drawn beside a block of text.
final class ScreenRows: Sendable {
    private let count = Mutex(0)
    /// The terminal's width in columns, to count a line longer than it as several rows.
    let columns: Int
    /// The terminal's height in rows, when known: what was written over more rows than this has
    /// partly scrolled out of sight.
    let height: Int?

    init(columns: Int, height: Int? = nil) {
        self.columns = max(1, columns)
        self.height = height.map { max(1, $0) }
    }

    /// The rows written so far.
    var written: Int { count.withLock { $0 } }

    /// Uncounts the last `rows` rows, erased to be written again.
    func erase(_ rows: Int) {
        count.withLock { $0 = max(0, $0 - rows) }
    }

    /// Counts the rows `text` takes: one per line ended, more for a line wider than the terminal.
    func add(_ text: String) {
        var rows = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let width = Self.visibleWidth(of: line)
            rows += max(1, (width + columns - 1) / columns)
        }
        count.withLock { $0 += rows }
    }

    /// The columns `line` takes, without its colour and style sequences (`ESC [ … m`).
    static func visibleWidth(of line: Substring) -> Int {
        var visible = ""
        var inSequence = false
        for character in line {
            if inSequence {
                if character.isLetter { inSequence = false }
            } else if character == "\u{1B}" {
                inSequence = true
            } else {
                visible.append(character)
            }
        }
        return visible.terminalWidth
    }
}
