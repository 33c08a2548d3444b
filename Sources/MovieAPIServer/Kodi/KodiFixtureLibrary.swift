import Foundation
import Synchronization

/// The one Kodi the fixture keeps: its web server's user name and password, its films and, as Kodi keeps them, each film's play count and
/// last play's local time, in memory, shared by every request and changed by a test between two
/// requests. It counts the `VideoLibrary.GetMovies` pages it served, for a test that acts at a
/// moment of an import.
public final class KodiFixtureLibrary: Sendable {
    /// A film in Kodi's library, with what Kodi keeps of its plays.
    public struct Film: Sendable, Equatable {
        /// Kodi's `movieid`.
        public var id: Int
        public var title: String
        public var year: Int
        /// The `uniqueid`s, such as `tmdb` and `imdb`.
        public var uniqueIDs: [String: String]
        public var playCount = 0
        /// The last play's moment; written as the device's local time.
        public var lastPlayed: Date?
    }

    private struct State {
        var password: String
        var films: [Film] = []
        var pagesServed = 0
    }

    /// The web server's user name.
    public let user: String
    private let state: Mutex<State>

    /// A Kodi whose web server asks for `user` and `password`.
    public init(user: String = KodiServerSettings.fixtureUser, password: String = KodiServerSettings.fixturePassword) {
        self.user = user
        state = Mutex(State(password: password))
    }

    /// Whether `user` and `password` are the web server's.
    func accepts(user: String, password: String) -> Bool {
        user == self.user && state.withLock { $0.password == password }
    }

    /// Changes the web server's password, as its settings do: what a client kept is refused.
    public func changePassword(to password: String) {
        state.withLock { $0.password = password }
    }

    /// Adds a film and returns its `movieid`.
    @discardableResult
    public func addFilm(_ title: String, year: Int, tmdb: Int? = nil, imdb: String? = nil) -> Int {
        var ids: [String: String] = [:]
        if let tmdb { ids["tmdb"] = String(tmdb) }
        if let imdb { ids["imdb"] = imdb }
        return state.withLock { state in
            let id = state.films.count + 1
            state.films.append(Film(id: id, title: title, year: year, uniqueIDs: ids))
            return id
        }
    }

    /// Every film, by `movieid`.
    public var films: [Film] { state.withLock { $0.films } }

    /// The `movieid` of the film titled `title`.
    public func film(titled title: String) -> Int? {
        films.first { $0.title == title }?.id
    }

    /// Adds one play of `film` ending at `moment`, as Kodi does: one more in the count, and the
    /// moment as the last play's.
    public func play(_ film: Int, at moment: Date) {
        change(film) { film in
            film.playCount += 1
            film.lastPlayed = moment
        }
    }

    /// Adds `films` (each a title and a TMDB id), each played once at `moment`.
    public func addPlayedFilms(_ films: [(title: String, tmdb: Int)], at moment: Date) {
        state.withLock { state in
            for (title, tmdb) in films {
                var film = Film(
                    id: state.films.count + 1, title: title, year: 2000, uniqueIDs: ["tmdb": String(tmdb)])
                film.playCount = 1
                film.lastPlayed = moment
                state.films.append(film)
            }
        }
    }

    /// What "mark as unwatched" does: the count to 0 and the date gone.
    public func markUnwatched(_ film: Int) {
        change(film) { film in
            film.playCount = 0
            film.lastPlayed = nil
        }
    }

    /// How many pages of `VideoLibrary.GetMovies` were served.
    public var pagesServed: Int { state.withLock { $0.pagesServed } }

    /// The films from `start` up to `end` (not included), in the order they were added or with
    /// `lastPlayedFirst` the last played first, and how many there are in all; one more page served.
    func page(start: Int, end: Int, lastPlayedFirst: Bool = false) -> (films: [Film], total: Int) {
        state.withLock { state in
            state.pagesServed += 1
            var films = state.films
            if lastPlayedFirst {
                let never = Date.distantPast
                films = films.enumerated().sorted { one, other in
                    (one.element.lastPlayed ?? never, other.offset) > (other.element.lastPlayed ?? never, one.offset)
                }.map(\.element)
            }
            let bounded = (min(max(start, 0), films.count), min(max(end, start, 0), films.count))
            return (Array(films[bounded.0..<bounded.1]), films.count)
        }
    }

    private func change(_ id: Int, _ body: (inout Film) -> Void) {
        state.withLock { state in
            guard let index = state.films.firstIndex(where: { $0.id == id }) else { return }
            body(&state.films[index])
        }
    }
}
