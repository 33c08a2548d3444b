import Foundation
import MovieKit

/// One movie as a detail view: the title, then a labelled line for each fact the source knows
/// (the original title first, when it differs; for a movie known only from a list, why its
/// details are missing), who made it, where to watch it in `region` (your services first, marked),
/// when it comes out there in cinemas and digitally (past or coming, by `today`) and its links, the overview last, wrapped, and JustWatch's credit whenever its data is shown.
/// The source's text is made safe to show (``TerminalText``).
struct MovieDetail {
    let style: TextStyle
    /// The highest rating of the movie's source, shown beside the rating.
    let ratingScale: Double
    /// The country whose ways to watch are shown.
    var region = RegionOption.defaultRegion
    /// Your services: first in each way to watch, marked (``yoursMark``).
    var services = StreamingServices.any
    /// What your library says of the movie: a line, when it says anything.
    var yours: YourFilm?
    /// Whose film it is: how its id is written, which facts it has lines for (release days,
    /// takings), and whether its rating is told with its votes.
    var source = SourceOption.defaultValue.described
    /// IMDb's rating of the film from the imported datasets, shown beside its page on IMDb.
    var imdbRating: IMDbRating?
    /// What day it is, to tell a release day coming from one past.
    var today = MoviesClock.now()

    func render(_ movie: any Movie) -> String {
        let cast = movie.cast.map(\.name)
        var facts: [(String, String)] = movie.originalTitle.map { [("Original", $0)] } ?? []
        // A fact the source never knows (IMDb's datasets have no release days nor takings) has no
        // line: it would only ever say so.
        if source.has(.releaseDays) { facts.append(("Released", Formatting.date(movie.releaseDate))) }
        if source.has(.takings) { facts.append(("Grossing", Formatting.dollars(movie.grossing))) }
        facts.append(
            (
                "Rating",
                movie.knownRating.map {
                    Self.rating($0, of: ratingScale, votes: source.ratingWithVotes ? movie.voteCount : nil)
                } ?? Formatting.unknown
            ))
        if let runtime = movie.runtime { facts.append(("Runtime", Formatting.runtime(minutes: runtime))) }
        if !movie.genres.isEmpty { facts.append(("Genres", movie.genres.joined(separator: ", "))) }
        let page = movie.page ?? MoviePage()
        if !page.directors.isEmpty { facts.append(("Directed", page.directors.joined(separator: ", "))) }
        if !page.writers.isEmpty { facts.append(("Written", page.writers.joined(separator: ", "))) }
        if let collection = page.collection { facts.append(("Part of", collection.name)) }
        facts.append(("Cast", cast.isEmpty ? "—" : cast.joined(separator: ", ")))
        let watch = WhereToWatch(page, region: region, services: services)
        if let watch {
            for way in WhereToWatch.Way.allCases {
                let providers = watch.providers(way)
                guard !providers.isEmpty else { continue }
                let listed = providers.map { $0.isYours ? "\(yoursMark) \($0.name)" : $0.name }
                facts.append((Self.label(way), listed.joined(separator: ", ") + " (\(region))"))
            }
            if let link = watch.options.link { facts.append(("Watch", link.absoluteString)) }
        }
        if let releases = page.releases(in: region) {
            for (label, day) in [("Cinemas", releases.cinema), ("Digital", releases.digital)] {
                guard let day else { continue }
                let coming = APIDate.format(day) > APIDate.format(today) ? ", coming" : ""
                facts.append((label, "\(APIDate.format(day)) (\(region)\(coming))"))
            }
        }
        if let trailer = page.trailer { facts.append(("Trailer", trailer.absoluteString)) }
        if let imdbRating {
            let rating = Self.rating(imdbRating.rating, of: 10, votes: imdbRating.votes)
            facts.append(("IMDb", page.imdb.map { "\(rating)  \($0.absoluteString)" } ?? rating))
        } else if let imdb = page.imdb {
            facts.append(("IMDb", imdb.absoluteString))
        }
        if !page.recommendations.isEmpty {
            let named = page.recommendations.prefix(Self.recommendationsShown).map { film in
                film.year.map { "\(film.title) (\($0), \(film.id))" } ?? "\(film.title) (\(film.id))"
            }
            facts.append(("More like", named.joined(separator: "; ")))
        }
        if let yours, let line = Self.yoursLine(yours) { facts.append(("Yours", line)) }
        facts.append(("Id", source.filmID(movie.id)))
        if let reason = movie.incompleteReason {
            facts.append(("Missing", "its details, known only from a list (\(reason)); asked for again next time"))
        }
        let title = TerminalText.safe(movie.year.map { "\(movie.name) (\($0))" } ?? movie.name)
        var text = ""
        if let width = style.width {
            text += Formatting.wrap(title, width: width, indent: "").split(separator: "\n")
                .map { style.bold(String($0)) + "\n" }.joined()
        } else {
            text += style.bold(title) + "\n"
        }
        let valueIndent = String(repeating: " ", count: Self.indent.count + Self.labelWidth)
        for (label, value) in facts {
            let label = Self.indent + style.dim(label.padding(toLength: Self.labelWidth))
            if let width = style.width {
                // On a terminal each fact wraps at a word under its first line, never past the width.
                let wrapped = Formatting.wrap(
                    TerminalText.safe(value), width: width - valueIndent.count, indent: "", continuation: valueIndent)
                text += label + (wrapped.isEmpty ? "\n" : wrapped)
            } else {
                text += label + TerminalText.safe(value) + "\n"
            }
        }
        if let overview = movie.overview {
            let width = min(Self.overviewWidth, (style.width ?? .max) - 2 * Self.indent.count)
            text += "\n" + Formatting.wrap(TerminalText.safe(overview), width: width, indent: Self.indent)
        }
        if let watch {
            text += "\n" + dimLines(Self.justWatchCredit)
            if watch.hasYours { text += dimLines("\(yoursMark) your services (movies config)") }
        }
        return text
    }

    /// `line` indented and dim, wrapped at a word to the width on a terminal.
    private func dimLines(_ line: String) -> String {
        guard let width = style.width else { return Self.indent + style.dim(line) + "\n" }
        return Formatting.wrap(line, width: width - Self.indent.count, indent: "").split(separator: "\n")
            .map { Self.indent + style.dim(String($0)) + "\n" }.joined()
    }

    /// "on your watchlist; seen 3 times, last 2026-11-20; rated 8/10; on your list "Noir""; `nil` when the library
    /// says nothing of the film.
    static func yoursLine(_ yours: YourFilm) -> String? {
        var parts: [String] = []
        if yours.onWatchlist { parts.append("on your watchlist") }
        if yours.seen {
            switch yours.viewings.count {
            case 0: parts.append("seen")
            case 1: parts.append("seen \(APIDate.format(yours.viewings[0]))")
            case let times: parts.append("seen \(times) times, last \(APIDate.format(yours.viewings[times - 1]))")
            }
        }
        if let rating = yours.rating { parts.append("rated \(rating)/10") }
        if !yours.lists.isEmpty {
            let names = yours.lists.map { "\"\($0)\"" }.joined(separator: ", ")
            parts.append("on your list\(yours.lists.count == 1 ? "" : "s") \(names)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The label of a way to watch.
    private static func label(_ way: WhereToWatch.Way) -> String {
        switch way {
        case .stream: "Stream"
        case .free: "Free"
        case .rent: "Rent"
        case .buy: "Buy"
        }
    }

    /// What marks your services: a star where the output is styled, else an ASCII asterisk.
    var yoursMark: String { style.isEnabled ? "★" : "*" }

    private static let indent = "  "
    /// TMDB asks that JustWatch be credited wherever its watch-provider data is shown.
    static let justWatchCredit = "Where to watch: data by JustWatch (justwatch.com), via TMDB."
    private static let labelWidth = 10
    /// The widest an overview's lines are, for reading; narrower on a narrower terminal.
    static let overviewWidth = 76
    /// How many recommended films the page names (`movies similar` lists them all).
    static let recommendationsShown = 5
    /// A rating on its scale, with the votes it is of when known: "8.1/10 (850,000 votes)".
    static func rating(_ rating: Double, of scale: Double, votes: Int?) -> String {
        let text = Formatting.rating(rating) + "/" + Formatting.rating(scale)
        guard let votes, votes > 0 else { return text }
        return text + " (\(Formatting.grouped(UInt(votes))) vote\(votes == 1 ? "" : "s"))"
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

}
