import Foundation

/// Edits your library as a person asks, naming a film: a viewing logged, a rating
/// given or taken away, a film put on the watchlist or taken off it. Each finds the film
/// (``FilmFinder``, your library's films first; of several films close to a title, the one
/// ``chooser`` chooses), opens the library once (creating it only when there is something to
/// write), writes in one transaction, and returns what it did and what else changed (a rating
/// replaced, the film leaving your watchlist, a film marked seen); it prints nothing.
///
/// The rule of the watchlist: logging a viewing or a rating takes the film off your watchlist,
/// whatever the day the viewing is of (a film you add to it after logging it stays, until you
/// log it again). What else changed is returned so that a front end can say so.
///
/// The library is opened when the editor is made (``init(library:calendar:chooser:)``), before
/// the film is looked for, so that a library that cannot be changed is refused before anything is
/// asked. What else changed is read from it just before and just after the write.
public struct LibraryEditor: Sendable {
    /// Your library.
    public let library: any LibraryAccess
    /// Today, for the day a change is made on.
    public let calendar: LibraryCalendar
    /// Who says which film was meant when a title is close to several; the best is taken when
    /// it asks no one.
    public let chooser: any FilmChooser
    /// Who says whether a bare rating of 5 or below, for a film rated 7 or more before, was
    /// meant in stars (``TypedRating/couldBeStars(previous:)``); read out of ten when it asks no one.
    public let scaleChooser: any RatingScaleChooser
    /// The library as opened to be changed; `nil` while there is none (it is created at the
    /// first write).
    private let existing: FilmLibrary?

    /// Opens `library` to be changed, if there is one.
    /// - Throws: ``LibraryError`` for a library that cannot be opened or changed.
    public init(
        library: any LibraryAccess, calendar: LibraryCalendar = LibraryCalendar(),
        chooser: any FilmChooser = BestFilmTaken(), scaleChooser: any RatingScaleChooser = RatingReadOutOfTen()
    ) throws(LibraryError) {
        self.library = library
        self.calendar = calendar
        self.chooser = chooser
        self.scaleChooser = scaleChooser
        existing = try library.openIfPresent()
    }

    /// Logs a viewing of the film `wanted` names, found through `service`: watched `day` (today
    /// when `nil`), with your `rating` of it (which becomes the film's), `tags`, your `review`,
    /// and whether you had seen it before. The film leaves your watchlist, whatever the day.
    /// - Throws: ``LibraryEditError``: the film not found (or none chosen), or the library failing.
    public func logViewing(
        of wanted: WantedFilm, on day: Date? = nil, rewatch: Bool = false, rating: YourRating? = nil,
        tags: [String] = [],
        review: String? = nil, findingWith service: CachingMovieService
    ) async throws(LibraryEditError) -> LoggedViewing {
        try await logViewing(
            of: wanted, on: day, rewatch: rewatch, typedRating: rating.map(TypedRating.init), tags: tags,
            review: review, findingWith: service)
    }

    /// Logs a viewing as ``logViewing(of:on:rewatch:rating:tags:review:findingWith:)`` does, with
    /// the rating as typed: read by its scale, a bare one that could be stars asked of
    /// ``scaleChooser`` (``read(_:for:)``), and how it was read returned.
    /// - Throws: ``LibraryEditError``; ``LibraryEditReason/ratingScaleNotChosen`` when the person
    ///   asked chose neither scale.
    public func logViewing(
        of wanted: WantedFilm, on day: Date? = nil, rewatch: Bool = false, typedRating: TypedRating?,
        tags: [String] = [],
        review: String? = nil, findingWith service: CachingMovieService
    ) async throws(LibraryEditError) -> LoggedViewing {
        let found = try await find(wanted, with: service)
        var rating: YourRating?
        var reading: RatingReading?
        if let typedRating { (rating, reading) = try await read(typedRating, for: found) }
        return try write(found) { library throws(LibraryError) in
            let today = calendar.today
            let viewing = Viewing(
                film: found.film, watchedOn: day ?? today, markedOn: today, rewatch: rewatch, rating: rating,
                tags: tags,
                review: review)
            let before = try yours(found, in: library)
            try library.log(viewing)
            let after = try yours(found, in: library)
            return LoggedViewing(
                found: found, viewing: viewing,
                replacedRating: rating != nil && before.rating != after.rating ? before.rating : nil,
                leftWatchlist: before.onWatchlist && !after.onWatchlist, reading: reading)
        }
    }

    /// Rates the film `wanted` names, found through `service`, `rating` today. Rating a
    /// film says you saw it: one never logged is marked as seen today, and it leaves your watchlist.
    /// - Throws: ``LibraryEditError``.
    public func rate(
        _ wanted: WantedFilm, _ rating: YourRating, findingWith service: CachingMovieService
    ) async throws(LibraryEditError) -> RatingChange {
        try await rate(wanted, TypedRating(rating), findingWith: service)
    }

    /// Rates the film as ``rate(_:_:findingWith:)-(_,YourRating,_)`` does, with the rating as
    /// typed: read by its scale, a bare one that could be stars asked of ``scaleChooser``
    /// (``read(_:for:)``), and how it was read returned (``RatingChange/reading``).
    /// - Throws: ``LibraryEditError``; ``LibraryEditReason/ratingScaleNotChosen`` when the person
    ///   asked chose neither scale.
    public func rate(
        _ wanted: WantedFilm, _ typed: TypedRating, findingWith service: CachingMovieService
    ) async throws(LibraryEditError) -> RatingChange {
        let found = try await find(wanted, with: service)
        let (rating, reading) = try await read(typed, for: found)
        return try write(found) { library throws(LibraryError) in
            let before = try yours(found, in: library)
            try library.rate(found.film, rating, on: calendar.today)
            let after = try yours(found, in: library)
            var change = RatingChange(
                found: found, rating: after.rating, previous: before.rating, markedSeen: !before.seen && after.seen,
                leftWatchlist: before.onWatchlist && !after.onWatchlist)
            change.reading = reading
            return change
        }
    }

    /// The rating `typed` gives the film `found` names, and how it was read when a person may
    /// want told: by its scale; a bare number of 5 or below for a film you rated 7 or more
    /// before as ``scaleChooser`` says (out of ten when it asks no one, and said so).
    /// - Throws: ``LibraryEditReason/ratingScaleNotChosen``; ``LibraryEditReason/library(_:)``
    ///   when your rating of the film cannot be read.
    private func read(
        _ typed: TypedRating, for found: FoundFilm
    ) async throws(LibraryEditError) -> (YourRating, RatingReading?) {
        if typed.starsWritten { return (typed.rating, .starsWritten(typed.text)) }
        let previous: YourRating?
        do {
            previous = try existing.map { library throws(LibraryError) in try yours(found, in: library).rating } ?? nil
        } catch {
            throw LibraryEditError(.library(error), found: found)
        }
        guard let previous, let stars = typed.asStars, typed.couldBeStars(previous: previous) else {
            return (typed.rating, nil)
        }
        switch await scaleChooser.scale(of: typed, for: found.film, previous: previous) {
        case .notAsked: return (typed.rating, .readOutOfTen(previous: previous, asStars: stars))
        case .outOfTen: return (typed.rating, nil)
        case .stars: return (stars, .chosenStars)
        case .cancelled: throw LibraryEditError(.ratingScaleNotChosen, found: found)
        }
    }

    /// Takes your rating of the film `wanted` names, found through `service`, away; its
    /// viewings stay.
    /// - Throws: ``LibraryEditError``.
    public func removeRating(
        of wanted: WantedFilm, findingWith service: CachingMovieService
    ) async throws(LibraryEditError) -> RatingChange {
        let found = try await find(wanted, with: service)
        return try write(found) { library throws(LibraryError) in
            let before = try yours(found, in: library)
            let removed = try library.removeRating(of: found.film)
            return RatingChange(
                found: found, rating: nil, previous: removed ? before.rating : nil, markedSeen: false,
                leftWatchlist: false)
        }
    }

    /// Puts the film `wanted` names, found through `service`, on your watchlist today; a film
    /// on it already keeps the day it was added.
    /// - Throws: ``LibraryEditError``.
    public func addToWatchlist(
        _ wanted: WantedFilm, findingWith service: CachingMovieService
    ) async throws(LibraryEditError) -> WatchlistChange {
        let found = try await find(wanted, with: service)
        return try write(found) { library throws(LibraryError) in
            let change = try library.addToWatchlist(found.film, on: calendar.today)
            return WatchlistChange(film: found.film, outcome: change == .added ? .added : .alreadyOn, found: found)
        }
    }

    /// Takes the film `wanted` names off your watchlist of `source`'s films, looking for it on
    /// the watchlist alone (nothing is asked of the cache or the network): by id, by IMDb id, or
    /// by title (ignoring case and accents; of the year, when given).
    /// - Throws: ``LibraryEditError``: ``LibraryEditReason/noLibrary``,
    ///   ``LibraryEditReason/notOnWatchlist(_:)``,
    ///   ``LibraryEditReason/severalOnWatchlist(_:_:)``, or the library failing.
    public func removeFromWatchlist(
        _ wanted: WantedFilm, of source: MovieSource
    ) throws(LibraryEditError) -> WatchlistChange {
        guard let opened = existing else { throw LibraryEditError(.noLibrary) }
        let films: [LibraryFilm]
        do {
            films = try opened.watchlist(of: source).map(\.film)
        } catch {
            throw LibraryEditError(.library(error))
        }
        guard let film = try Self.film(wanted, among: films) else { throw LibraryEditError(.notOnWatchlist(wanted)) }
        do {
            try opened.removeFromWatchlist(film)
        } catch {
            throw LibraryEditError(.library(error))
        }
        return WatchlistChange(film: film, outcome: .removed, found: nil)
    }

    /// The library as opened to be changed; `nil` while there is none.
    var openedLibrary: FilmLibrary? { existing }

    /// The film of `films` that `wanted` names; `nil` when none is.
    /// - Throws: `several` (by default ``LibraryEditReason/severalOnWatchlist(_:_:)``) for a
    ///   title several have.
    static func film(
        _ wanted: WantedFilm, among films: [LibraryFilm],
        several: (MovieSearch, [LibraryFilm]) -> LibraryEditReason = LibraryEditReason.severalOnWatchlist
    ) throws(LibraryEditError) -> LibraryFilm? {
        switch wanted {
        case .id(let id):
            return films.first { $0.id == id }
        case .imdbID(let imdbID):
            return films.first { $0.imdbID == imdbID }
        case .title(let search):
            // The one rule of your films' titles (TitleLookup's steps in your library): exactly
            // so, else typos forgiven.
            switch TitleLookup.yours(search, among: films) {
            case .one(let film, _): return film
            case .several(let titled): throw LibraryEditError(several(search, titled))
            case .none: return nil
            }
        }
    }

    /// The film `wanted` names, found among your library's films first, then through `service`.
    private func find(
        _ wanted: WantedFilm, with service: CachingMovieService
    ) async throws(LibraryEditError) -> FoundFilm {
        do {
            return try await FilmFinder(service: service, library: existing, chooser: chooser)
                .findForYourLibrary(wanted)
        } catch {
            throw LibraryEditError(.finding(error))
        }
    }

    /// What `change` makes of the library, created now if there was none.
    private func write<Done>(
        _ found: FoundFilm, _ change: (FilmLibrary) throws(LibraryError) -> Done
    ) throws(LibraryEditError) -> Done {
        do {
            // `??` rethrows untyped: the library's error is kept typed so.
            let opened: FilmLibrary
            if let existing { opened = existing } else { opened = try library.open() }
            return try change(opened)
        } catch {
            throw LibraryEditError(.library(error), found: found)
        }
    }

    /// What `library` says of the film `found` names.
    private func yours(_ found: FoundFilm, in library: FilmLibrary) throws(LibraryError) -> YourFilm {
        try library.yours(film: found.id, of: found.film.source)
    }
}
