/// What a full-screen picker of films shows, apart from drawing it: the films a filter keeps,
/// which one is highlighted and which rows are on the screen. Every move keeps the highlighted
/// film on the screen; a filter keeps the same film highlighted when it still shows.
public struct FilmPicker: Sendable {
    /// Every film of the list, in its order.
    public let films: [MovieSummary]
    /// The titles, normalized once (``TitleGrams/normalized(_:)``), for filtering as one types.
    private let normalizedTitles: [[UInt8]]
    /// The filter as typed; empty for none.
    public private(set) var filter = ""
    /// The positions in ``films`` of the films the filter keeps, in order.
    public private(set) var shown: [Int]
    /// Which of ``shown`` is highlighted; 0 when none is shown.
    public private(set) var highlighted = 0
    /// The first of ``shown`` on the screen.
    public private(set) var top = 0
    /// How many rows the list has on the screen (at least one).
    public private(set) var height: Int

    /// A picker of `films`, the first highlighted, `height` rows high.
    public init(films: [MovieSummary], height: Int) {
        self.films = films
        normalizedTitles = films.map { film in
            TitleGrams.normalized([film.title, film.originalTitle].compactMap(\.self).joined(separator: " "))
        }
        shown = Array(films.indices)
        self.height = max(1, height)
    }

    /// The film highlighted; `nil` when the filter keeps none.
    public var highlightedFilm: MovieSummary? {
        shown.indices.contains(highlighted) ? films[shown[highlighted]] : nil
    }

    /// The films on the screen, top to bottom, each with whether it is the highlighted one.
    public var visibleRows: [(film: MovieSummary, isHighlighted: Bool)] {
        let end = min(shown.count, top + height)
        guard top < end else { return [] }
        return (top..<end).map { (films[shown[$0]], $0 == highlighted) }
    }

    /// Moves the highlight `rows` down (up when negative), stopping at either end.
    public mutating func move(by rows: Int) {
        guard !shown.isEmpty else { return }
        highlighted = min(max(0, highlighted + rows), shown.count - 1)
        keepHighlightedOnScreen()
    }

    /// Highlights the film at `position` of ``shown`` (kept within them).
    public mutating func highlight(_ position: Int) { move(by: position - highlighted) }

    /// A screenful down (PgDn).
    public mutating func pageDown() { move(by: height) }
    /// A screenful up (PgUp).
    public mutating func pageUp() { move(by: -height) }
    /// To the first film (g).
    public mutating func moveToFirst() { move(by: -shown.count) }
    /// To the last film (G).
    public mutating func moveToLast() { move(by: shown.count) }

    /// The list `rows` high (the terminal was resized), the highlighted film still on the screen.
    public mutating func resize(height rows: Int) {
        height = max(1, rows)
        keepHighlightedOnScreen()
    }

    /// Keeps the films `text` keeps (``PickerFilter``); the highlighted film stays highlighted
    /// when it is still shown, else the first shown is.
    public mutating func filter(_ text: String) {
        let before = highlightedFilm.flatMap { _ in shown[highlighted] }
        filter = text
        let kept = PickerFilter(text)
        shown =
            kept.keepsAll ? Array(films.indices) : films.indices.filter { kept.keeps(normalized: normalizedTitles[$0]) }
        highlighted = before.flatMap { shown.firstIndex(of: $0) } ?? 0
        top = 0
        keepHighlightedOnScreen()
    }

    private mutating func keepHighlightedOnScreen() {
        if highlighted < top { top = highlighted }
        if highlighted >= top + height { top = highlighted - height + 1 }
        top = max(0, min(top, max(0, shown.count - height)))
    }
}
