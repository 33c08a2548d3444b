import Foundation
import MovieKit

/// What a picker shows and how keys change it, apart from the terminal: the list (a
/// ``FilmPicker``) on the left, the highlighted film's page on the right, a status line saying
/// what the last key did; the film's poster above its page (``PosterPane``) when the terminal
/// draws one. ``frame()`` draws it all as one string of escape sequences.
struct BrowseScreen {
    /// What the screen shows in its body.
    enum Mode: Equatable {
        case list
        /// Typing a filter (after `/`).
        case filtering
        /// The highlighted film's page across the whole screen, scrolled this many lines.
        case wholePage(offset: Int)
        /// The keys.
        case help
        /// Asking your rating of the highlighted film, for `s` (Enter skips it) or `r`.
        case askingRating(seen: Bool, typed: String)
    }

    /// Where the page of a film stands.
    enum PageState {
        case loading
        case loaded(FilmPage)
        case missing(String)
    }

    /// What a key asks of the picker beyond the screen.
    enum Outcome: Equatable {
        case stay
        case leave
        /// Ctrl-C: leave as an interrupt does.
        case interrupt
        /// A change to your library, to make in the background.
        case edit(BrowseEdit)
        /// Space in `pick -i`: another film, at random (``roll(using:)``).
        case roll
        /// Enter when choosing ("which film did you mean?"): the highlighted film.
        case choose
    }

    static let keysHelp = [
        ("↑ ↓  j k", "move"), ("PgUp PgDn", "a screenful"), ("g G", "the first, the last"),
        ("/", "filter as you type (typos forgiven); Enter keeps it, Esc clears it"),
        ("Enter", "the whole page (q, Esc or Enter back)"), ("w", "on or off your watchlist"),
        ("s", "seen today (your rating, or Enter to skip it)"), ("r", "rate it (0.5 to 10)"),
        ("t", "its trailer's address"), ("?", "these keys"), ("q Esc", "leave"),
    ]

    /// The keys `?` lists: with Space's and Enter's own meaning where this picker gives them one.
    var keys: [(String, String)] {
        var keys = Self.keysHelp
        if rolls { keys.insert(("Space", "another film, at random"), at: 0) }
        if chooses {
            keys.removeAll { $0.0 == "Enter" }
            keys.insert(("Enter", "choose the highlighted film (q or Esc: none)"), at: 0)
            keys.insert(("1-9", "move to the film of that number"), at: 1)
        }
        return keys
    }

    /// What the bottom line says while nothing else is to be said.
    private var restingStatus: String {
        chooses ? "Enter chooses it · / filter · ? keys · q chooses none" : "? keys · / filter · Enter page · q leave"
    }

    private(set) var picker: FilmPicker
    /// What the list is, for the top line ("discover", "trending").
    let heading: String
    let renderer: MovieRenderer
    /// Whether Space rolls again (`pick -i`), and q or Esc leave from a film's whole page.
    let rolls: Bool
    /// Whether Enter chooses the highlighted film ("which film did you mean?") and q chooses none.
    let chooses: Bool
    private(set) var columns: Int
    private(set) var rows: Int
    private(set) var mode = Mode.list
    /// What the last key did.
    private(set) var status = ""
    private(set) var pages: [Int: PageState] = [:]
    /// The highlighted film's poster; `nil` for none.
    var posters: PosterPane?
    /// Pages as drawn, by film and width: drawn once, not at every key.
    private var drawnPages: [PageKey: [String]] = [:]

    private struct PageKey: Hashable {
        let id: Int
        let width: Int
    }

    init(
        films: [MovieSummary], heading: String, renderer: MovieRenderer, columns: Int, rows: Int, rolls: Bool = false,
        chooses: Bool = false
    ) {
        self.heading = heading
        self.renderer = renderer
        self.rolls = rolls
        self.chooses = chooses
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        picker = FilmPicker(films: films, height: Self.bodyHeight(rows: rows))
        status = restingStatus
    }

    private static func bodyHeight(rows: Int) -> Int { max(1, rows - 2) }

    /// The width of the list; the page takes the rest, past a rule.
    var listWidth: Int { pageWidth > 0 ? min(48, max(24, columns * 2 / 5)) : columns }
    /// The width of the page beside the list; 0 when the terminal is too narrow for one.
    var pageWidth: Int {
        let rest = columns - min(48, max(24, columns * 2 / 5)) - 3
        return rest >= 20 ? rest : 0
    }

    /// The film whose page is wanted now and not asked yet: the highlighted one.
    var pageToAsk: MovieSummary? {
        guard let film = picker.highlightedFilm, pages[film.id] == nil else { return nil }
        return film
    }

    mutating func resize(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        picker.resize(height: Self.bodyHeight(rows: rows))
        posters?.redrawAll()
    }

    mutating func asking(_ id: Int) { pages[id] = .loading }

    mutating func arrived(_ id: Int, _ state: PageState) {
        pages[id] = state
        drawnPages = drawnPages.filter { $0.key.id != id }
    }

    /// Changes the screen as `key` asks, and says whether the picker goes on.
    mutating func press(_ key: BrowseKey) -> Outcome {
        if key == .interrupt { return .interrupt }
        switch mode {
        case .list where rolls && key == .character(" "): return .roll
        case .list where chooses && key == .enter: return picker.highlightedFilm == nil ? .stay : .choose
        case .list where chooses && key.digit != nil:
            if let digit = key.digit { moveToRow(digit) }
        case .list: return pressInList(key)
        case .filtering: pressFiltering(key)
        case .wholePage where rolls && key == .character(" "): return .roll
        case .wholePage where rolls && (key == .escape || key == .character("q")): return .leave
        case .wholePage(let offset): pressOnPage(key, offset: offset)
        case .help:
            mode = .list
            status = restingStatus
        case .askingRating(let seen, let typed): return pressAsking(key, seen: seen, typed: typed)
        }
        return .stay
    }

    private mutating func pressInList(_ key: BrowseKey) -> Outcome {
        if move(key) { return .stay }
        switch key {
        case .escape, .character("q"), .endOfInput: return .leave
        case .character("/"):
            mode = .filtering
            status = "/\(picker.filter)"
        case .enter:
            guard let film = picker.highlightedFilm else { break }
            mode = .wholePage(offset: 0)
            status = "the page of \(film.shownTitle): j k scroll, q back"
        case .character("?"):
            mode = .help
            status = "any key goes back"
        case .character("w"), .character("s"), .character("r"), .character("t"):
            return pressOnFilm(key)
        case .character(let other): status = "\(other) does nothing here: ? lists the keys"
        default: break
        }
        return .stay
    }

    /// Highlights the film numbered `number` (from 1, as the list numbers them when choosing, and
    /// as the numbered question did), so that Enter then chooses it.
    private mutating func moveToRow(_ number: Int) {
        guard picker.films.indices.contains(number - 1) else {
            status = "\(number) is no film here: 1 to \(picker.films.count), then Enter"
            return
        }
        guard let row = picker.shown.firstIndex(of: number - 1) else {
            status = "film \(number) is not kept by the filter: Esc at / clears it"
            return
        }
        picker.highlight(row)
        status = "\(number): \(picker.films[number - 1].shownTitle) · Enter chooses it · q chooses none"
    }

    /// Moves the highlight as `key` asks (arrows, j/k, PgUp/PgDn, g/G); whether it was one of those.
    private mutating func move(_ key: BrowseKey, lettersToo: Bool = true) -> Bool {
        switch key {
        case .up: picker.move(by: -1)
        case .down: picker.move(by: 1)
        case .pageUp: picker.pageUp()
        case .pageDown: picker.pageDown()
        case .home: picker.moveToFirst()
        case .end: picker.moveToLast()
        case .character("k") where lettersToo: picker.move(by: -1)
        case .character("j") where lettersToo: picker.move(by: 1)
        case .character("g") where lettersToo: picker.moveToFirst()
        case .character("G") where lettersToo: picker.moveToLast()
        default: return false
        }
        return true
    }

    private mutating func pressFiltering(_ key: BrowseKey) {
        if move(key, lettersToo: false) { return }
        switch key {
        case .character(let typed): picker.filter(picker.filter + String(typed))
        case .backspace: picker.filter(String(picker.filter.dropLast()))
        case .enter:
            mode = .list
            status = picker.filter.isEmpty ? "no filter" : "filter \"\(picker.filter)\": \(keptCount)"
            return
        case .escape:
            picker.filter("")
            mode = .list
            status = "filter cleared"
            return
        default: break
        }
        status = "/\(picker.filter)"
    }

    /// `w`, `s`, `r`, `t`: a change to your library of the highlighted film, or its trailer.
    private mutating func pressOnFilm(_ key: BrowseKey) -> Outcome {
        guard let film = picker.highlightedFilm else {
            status = "no film is highlighted"
            return .stay
        }
        let page: FilmPage? = if case .loaded(let page) = pages[film.id] { page } else { nil }
        switch key {
        case .character("w"):
            let on = !(page?.yours?.onWatchlist ?? false)
            status =
                on ? "adding \(film.shownTitle) to your watchlist…" : "taking \(film.shownTitle) off your watchlist…"
            return .edit(.watchlist(film, on: on))
        case .character("s"):
            mode = .askingRating(seen: true, typed: "")
            status = ""
        case .character("r"):
            mode = .askingRating(seen: false, typed: "")
            status = ""
        default:
            if let trailer = page?.movie.page?.trailer {
                status = "trailer: \(trailer.absoluteString)"
            } else {
                status =
                    page == nil
                    ? "the page of \(film.shownTitle) is not here yet" : "no trailer is known for \(film.shownTitle)"
            }
        }
        return .stay
    }

    private mutating func pressAsking(_ key: BrowseKey, seen: Bool, typed: String) -> Outcome {
        guard let film = picker.highlightedFilm else {
            mode = .list
            return .stay
        }
        switch key {
        case .character(let digit) where digit.isNumber || digit == "." || digit == ",":
            mode = .askingRating(seen: seen, typed: typed + (digit == "," ? "." : String(digit)))
        case .backspace:
            mode = .askingRating(seen: seen, typed: String(typed.dropLast()))
        case .escape:
            mode = .list
            status = "nothing changed"
        case .enter where typed.isEmpty && seen:
            mode = .list
            status = "logging \(film.shownTitle) seen today…"
            return .edit(.seen(film, nil))
        case .enter:
            guard let rating = Double(typed).flatMap({ YourRating($0) }) else {
                mode = .askingRating(seen: seen, typed: "")
                status = "a rating is 0.5 to 10, in halves"
                return .stay
            }
            mode = .list
            status = seen ? "logging \(film.shownTitle) seen today…" : "rating \(film.shownTitle)…"
            return .edit(seen ? .seen(film, rating) : .rate(film, rating))
        default: break
        }
        return .stay
    }

    /// Shows another film than the highlighted one across the whole screen, chosen with
    /// `generator` among those shown (Space in `pick -i`); says so when there is no other.
    mutating func roll(using generator: inout some RandomNumberGenerator) {
        let others = picker.shown.indices.filter { $0 != picker.highlighted }
        guard let next = others.randomElement(using: &generator) else {
            status = "no other film passes the filters"
            return
        }
        show(at: next)
    }

    /// The film at `position` of those shown, across the whole screen.
    mutating func show(at position: Int) {
        picker.highlight(position)
        guard let film = picker.highlightedFilm else { return }
        mode = .wholePage(offset: 0)
        status = "\(film.shownTitle): Space another · Enter the list · q leave"
    }

    /// Says `message` of a change made to `id`'s film, and asks its page again (what your library
    /// says of it changed).
    mutating func edited(_ id: Int, _ message: String) {
        status = message
        pages[id] = nil
    }

    private var keptCount: String { "\(picker.shown.count) of \(picker.films.count) films" }

    private mutating func pressOnPage(_ key: BrowseKey, offset: Int) {
        let step: Int
        switch key {
        case .down, .character("j"): step = 1
        case .up, .character("k"): step = -1
        case .pageDown, .character(" "): step = picker.height
        case .pageUp: step = -picker.height
        case .home, .character("g"): step = -offset
        case .end, .character("G"): step = Int.max / 2
        case .escape, .enter, .character("q"):
            mode = .list
            status = "back to the list"
            return
        default: return
        }
        let last = max(0, pageLines(width: max(1, columns - 2)).count - picker.height)
        mode = .wholePage(offset: min(max(0, offset + step), last))
    }

    /// The whole screen: every row drawn over (nothing left of the frame before), in one string;
    /// the rows under a poster's image still on the terminal are left as they are.
    mutating func frame() -> String {
        let poster = wantedPoster
        var out = "\u{1B}[H" + (posters?.clearing(for: poster) ?? "")
        let body = bodyLines(poster: poster)
        let top = rows > 1 ? [headingLine()] : []
        let bottom = rows > 2 ? [statusLine()] : []
        let lines = top + body.prefix(max(0, rows - top.count - bottom.count)) + bottom
        let underImage =
            poster.flatMap { posters?.keepsImage($0) == true ? top.count..<(top.count + $0.size.rows) : nil } ?? 0..<0
        for (index, line) in lines.enumerated() {
            out += "\u{1B}[\(index + 1);1H" + line + (underImage.contains(index) ? "\u{1B}[0m" : "\u{1B}[0m\u{1B}[K")
        }
        let column = listWidth + 4
        out += posters?.image(for: poster, row: top.count + 1, column: column) ?? ""
        return out
    }

    private func headingLine() -> String {
        let filter = picker.filter.isEmpty ? "" : " · filter \"\(picker.filter)\": \(picker.shown.count)"
        let count = picker.films.count
        let text = "movies \(TerminalText.safe(heading)) · \(count) film\(count == 1 ? "" : "s")\(filter)"
        return renderer.style.bold(text.cut(toWidth: columns))
    }

    private func statusLine() -> String {
        let text: String
        switch mode {
        case .filtering: text = "/\(picker.filter)▏"
        case .askingRating(let seen, let typed):
            let title = picker.highlightedFilm?.shownTitle ?? ""
            // What was wrong with the rating typed before, if anything.
            text =
                (status.isEmpty ? "" : status + ": ")
                + (seen ? "Seen \(title) today. Your rating (0.5–10, Enter skips): " : "Rate \(title) (0.5–10): ")
                + typed + "▏"
        default: text = status
        }
        return "\u{1B}[7m" + padded(text.cut(toWidth: columns), to: columns) + "\u{1B}[27m"
    }

    private mutating func bodyLines(poster: PosterPane.Key?) -> [String] {
        let height = picker.height
        switch mode {
        case .help:
            let width = keys.map(\.0.terminalWidth).max() ?? 0
            return keys.map { "  " + padded($0.0, to: width) + "   " + $0.1 }
        case .wholePage(let offset):
            return Array(pageLines(width: max(1, columns - 2)).dropFirst(offset).prefix(height)).map { " " + $0 }
        case .list, .filtering, .askingRating:
            let list = listLines()
            guard pageWidth > 0 else { return list }
            let page = posterLines(poster) + pageLines(width: pageWidth)
            return (0..<height).map { row in
                let left = row < list.count ? list[row] : String(repeating: " ", count: listWidth)
                return left + " │ " + (row < page.count ? page[row] : "")
            }
        }
    }

    private func listLines() -> [String] {
        guard !picker.shown.isEmpty else {
            return [padded(picker.films.isEmpty ? " no films" : " no film matches the filter", to: listWidth)]
        }
        return picker.visibleRows.map { film, isHighlighted in
            let year = film.year.map { " (\($0))" } ?? ""
            let rating =
                film.knownRating.map { " " + Formatting.rating($0, onScaleOf: renderer.source.ratingScale) } ?? ""
            let room = max(1, listWidth - 1 - rating.terminalWidth)
            // Choosing, each film has its number (a digit moves to it): "1 Saltwater (2019)".
            let number = chooses ? (picker.films.firstIndex { $0.id == film.id }).map { "\($0 + 1) " } ?? "" : ""
            let text = " " + padded((number + film.shownTitle + year).cut(toWidth: room), to: room) + rating
            return isHighlighted ? "\u{1B}[7m" + text + "\u{1B}[27m" : text
        }
    }

    /// The highlighted film's page as lines `width` wide: drawn when it is here, else what is known
    /// of it and why the rest is not.
    private mutating func pageLines(width: Int) -> [String] {
        guard let film = picker.highlightedFilm else { return [] }
        let key = PageKey(id: film.id, width: width)
        if let drawn = drawnPages[key] { return drawn }
        let lines: [String]
        switch pages[film.id] {
        case .loaded(let page):
            var renderer = renderer
            renderer.style.width = width
            lines = renderer.render(page).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            drawnPages[key] = lines
        case .missing(let why):
            lines = [renderer.style.bold(film.shownTitle.cut(toWidth: width)), "", why.cut(toWidth: width)]
        case .loading, nil:
            lines = [renderer.style.bold(film.shownTitle.cut(toWidth: width)), "", "its page is on its way…"]
        }
        return lines
    }

    /// The rows a poster takes above the page, and one blank row below it: its half-blocks, or
    /// room for its image.
    private func posterLines(_ poster: PosterPane.Key?) -> [String] {
        guard let poster else { return [] }
        let blocks = posters?.blockRows(of: poster) ?? []
        return blocks + Array(repeating: "", count: poster.size.rows + 1 - blocks.count)
    }

    private func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.terminalWidth))
    }
}

extension MovieSummary {
    /// The title as the picker shows it: a source's or a file's text, made safe for the terminal.
    fileprivate var shownTitle: String { TerminalText.safe(title) }
}
