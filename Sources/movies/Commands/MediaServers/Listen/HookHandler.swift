import Foundation
import MovieKit

/// Answers each webhook request `movies-listen` hands on, one at a time: 404 to a path without the
/// secret, 400 to a body that does not read as its server's webhook, 202 to what is no film played
/// to its end (or another user's play, where the connection names its user), 200 to a play counted
/// already (the same film from the same server within 6 hours: ``RecentPlays``), and 201 once the
/// viewing is logged as `movies watched` logs one (``LibraryEditing``: the library's use case,
/// the watchlist's rule, the linked TMDB account told), on the play's day where you are (`TZ`).
/// A film no source knows is 422, a failure to write 503; the viewing is then not counted.
struct HookHandler {
    let secret: String
    let connections: [MediaServerConnection]
    let options: GlobalOptions
    let context: MoviesContext
    private var recent = RecentPlays()

    init(secret: String, connections: [MediaServerConnection], options: GlobalOptions, context: MoviesContext) {
        self.secret = secret
        self.connections = connections
        self.options = options
        self.context = context
    }

    mutating func answer(_ delivery: HookDelivery) async -> HookAnswer {
        let (status, text) = await handle(delivery)
        if options.verbose || status == 400 {
            context.console.note("\(status) to a webhook: \(text)")
        }
        return HookAnswer(id: delivery.id, status: status, text: text)
    }

    private mutating func handle(_ delivery: HookDelivery) async -> (Int, String) {
        guard let source = WebhookSecretStore.source(of: delivery.path, secret: secret) else {
            return (404, "no such hook")
        }
        let reading: WebhookReading
        do {
            reading = try WebhookReading.read(delivery.body, from: source, contentType: delivery.contentType)
        } catch {
            return (400, "\(source.rawValue): \(error)")
        }
        guard case .play(let play) = reading else {
            if case .notAPlay(let why) = reading { return (202, "left out: \(MediaServerWiring.shown(why))") }
            return (202, "left out")
        }
        let named = MediaServerWiring.shown(play.title + (play.year.map { " (\($0))" } ?? ""))
        if let user = linkedUser(of: source), !play.isOf(user: user) {
            return (202, "left out: \(named) was played by another user than the one linked")
        }
        let now = MoviesClock.now()
        let moment = min(play.moment ?? now, now)
        if recent.alreadyCounted(play, at: moment) { return (200, "counted already: \(named)") }
        do {
            let day = try await log(play, on: Self.day(of: moment, now: now))
            recent.count(play, at: moment)
            return (201, "logged \(named), watched \(APIDate.format(day))")
        } catch {
            context.console.warning("could not log \(named) from \(source.rawValue): \(error.message)")
            return (error.status == .notFound ? 422 : 503, error.message)
        }
    }

    /// Logs a viewing of `play`'s film on `day` as `movies watched` does, saying so as it does.
    /// - Returns: the day the viewing was logged on.
    private func log(_ play: WebhookPlay, on day: Date) async throws(CommandFailure) -> Date {
        var first = FirstFilmOption.notGiven
        first.first = true
        let editing: LibraryEditing
        do {
            editing = try LibraryEditing(options: options, first: first, in: context)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)", status: .unavailable)
        }
        let wanted = try wanted(play)
        let edited = try await editing.change { editor, service throws(LibraryEditError) in
            try await editor.logViewing(of: wanted, on: day, typedRating: nil, findingWith: service)
        }
        let logged = edited.change
        editing.notes.say(logged.found)
        let watchedOn = logged.viewing.watchedOn ?? logged.viewing.markedOn
        editing.console.print(
            "Logged \(LibraryFilmText.named(logged.film)), watched \(APIDate.format(watchedOn)), "
                + "played on \(play.source.rawValue).")
        editing.sayLeftWatchlist(logged.film, logged.leftWatchlist)
        AccountToldText.say(edited.told, to: editing.console)
        return watchedOn
    }

    /// The film as the source finds it: by TMDB's id where the source's ids are TMDB's, else by
    /// IMDb's, else by title and year.
    /// - Throws: exit 66's failure for a title no search takes.
    private func wanted(_ play: WebhookPlay) throws(CommandFailure) -> WantedFilm {
        if let id = play.tmdbID, options.source.described.filmIDs == .tmdbNumbers { return .id(id) }
        if let imdbID = play.imdbID { return .imdbID(imdbID) }
        do {
            return .title(try MovieSearch(play.title, year: play.year))
        } catch {
            throw CommandFailure("\(error)", status: .notFound)
        }
    }

    /// The user the connection to `source`'s server links, if there is one.
    private func linkedUser(of source: WebhookSource) -> String? {
        connections.first { $0.kind.rawValue == source.rawValue }?.userID
    }

    /// The day `moment` is where you are, as the library keeps days; today's when it is not a day
    /// the library takes (before the first films, a server's clock gone wrong).
    static func day(of moment: Date, now: Date) -> Date {
        let today = LibraryValue.today(now: now)
        let day = LibraryValue.today(now: moment)
        return (try? LibraryValue.day(day, written: APIDate.format(day), today: today)) ?? today
    }
}
