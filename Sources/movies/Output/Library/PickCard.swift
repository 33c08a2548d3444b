import MovieKit

/// `movies pick`'s answer as a table: the film chosen as a short card, its title and year, its
/// running time, where it streams for you in the region (your services first and marked, as a
/// film's page marks them) and its id, with JustWatch's credit when its data is shown. The
/// source's text is made safe to show (``TerminalText``).
struct PickCard {
    let style: TextStyle
    /// Whose film it is: how its id is written, and whether it knows where films stream.
    let source: MovieSourceDescription
    /// The country whose services are shown.
    let region: String

    func render(_ picked: PickedFilm) -> String {
        let id = picked.entry.film.id.map(source.filmID)
        let title = picked.title ?? id.map { "film \($0)" } ?? "a film"
        var text = style.bold(TerminalText.safe(picked.year.map { "\(title) (\($0))" } ?? title)) + "\n"
        var facts: [(String, String)] = []
        if let runtime = picked.runtime { facts.append(("Runtime", Formatting.runtime(minutes: runtime))) }
        let streams = picked.streams ?? []
        if !streams.isEmpty {
            let listed = streams.map { $0.isYours ? "\(yoursMark) \($0.name)" : $0.name }
            facts.append(("Stream", listed.joined(separator: ", ") + " (\(region))"))
        } else if source.has(.watchProviders), picked.movie != nil {
            facts.append(("Stream", "on no service in \(region)"))
        }
        if let id { facts.append(("Id", id)) }
        for (label, value) in facts {
            text += Self.indent + style.dim(label.padding(toLength: Self.labelWidth)) + TerminalText.safe(value) + "\n"
        }
        if !streams.isEmpty {
            text += Self.indent + style.dim(MovieDetail.justWatchCredit) + "\n"
        }
        return text
    }

    /// What marks your services: a star where the output is styled, else an ASCII asterisk.
    private var yoursMark: String { style.isEnabled ? "★" : "*" }

    private static let indent = "  "
    private static let labelWidth = 10
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
