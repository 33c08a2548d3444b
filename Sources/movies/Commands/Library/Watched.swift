import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies watched ID|TITLE [--date DAY] [--rating N] [--rewatch] [--tag T] [--review TEXT] [--first]`: logs a viewing.
    struct Watched: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Log a film you watched: its id, or its title.",
            discussion: """
                Adds a viewing to your diary (movies diary lists it), today unless --date says \
                otherwise (--on, its old name, still works). A rating given with it becomes your \
                rating of the film (a line says which it replaced); the film leaves your \
                watchlist, whatever the day, and a line says so. A title is found as `movies \
                show` finds it; on a terminal, a title close to several films asks which one \
                (--first takes the best, as off a terminal); --year narrows a title.

                Examples:
                  movies watched "Blade Runner" --source tmdb --rating 9
                  movies watched dune --year 1984 --source tmdb
                  movies watched 100001 --date 2026-11-20 --rewatch --tag cinema --source tmdb
                  movies watched "Blade Runner" --rating 8.5 --review "Rain, and more rain." --source tmdb
                """)

        @OptionGroup var film: FilmArgument

        @OptionGroup var day: ViewingDayOption

        @Option(help: ArgumentHelp("Your rating, 0.5 to 10 in halves (7, 8.5), or stars as 4.5/5.", valueName: "n"))
        var rating: String?

        @OptionGroup var stars: StarsOption

        @Flag(help: "You had seen it before.")
        var rewatch = false

        @Option(
            name: .customLong("tag"), help: ArgumentHelp("A tag for the viewing; repeat for more.", valueName: "tag"))
        var tags: [String] = []

        @Option(help: ArgumentHelp("Your review of it.", valueName: "text"))
        var review: String?

        @OptionGroup var first: FirstFilmOption

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func validate() throws {
            _ = try givenRating()
            if let empty = tags.first(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                throw ValidationError("--tag needs a word; got \"\(empty)\"")
            }
            if let review, review.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw ValidationError("--review needs some text")
            }
        }

        private func givenRating() throws(ValidationError) -> TypedRating? {
            try RatingArgument.given(rating: rating, stars: stars.stars)
        }

        func run(in context: MoviesContext) async throws {
            let wanted = try film.wanted()
            let editing = try LibraryEditing(options: options, first: first, in: context)
            if let note = day.renamingNote { editing.console.note(note) }
            let day = try day.value()
            let rating = try givenRating()
            let edited = try await editing.change { editor, service throws(LibraryEditError) in
                try await editor.logViewing(
                    of: wanted, on: day, rewatch: rewatch, typedRating: rating, tags: tags, review: review,
                    findingWith: service)
            }
            let logged = edited.change
            editing.notes.say(logged.found)
            if let note = RatingArgument.note(logged.reading, typed: rating) { editing.console.note(note) }
            let rated = logged.viewing.rating.map {
                ", rated " + LibraryFilmText.rating($0, replacing: logged.replacedRating)
            }
            let watchedOn = logged.viewing.watchedOn ?? logged.viewing.markedOn
            editing.console.print(
                "Logged \(LibraryFilmText.named(logged.film)), watched \(APIDate.format(watchedOn))\(rated ?? "").")
            editing.sayLeftWatchlist(logged.film, logged.leftWatchlist)
            AccountToldText.say(edited.told, to: editing.console)
        }
    }
}
