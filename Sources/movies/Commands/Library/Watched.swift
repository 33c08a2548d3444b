import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies watched ID|TITLE [--on DAY] [--rating N] [--rewatch] [--tag T] [--review TEXT]`: logs a viewing.
    struct Watched: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Log a film you watched: its id, or its title.",
            discussion: """
                Adds a viewing to your diary (movies diary lists it), today unless --on says \
                otherwise. A rating given with it becomes your rating of the film; the film \
                leaves your watchlist if it was on it. A title is found as `movies show` finds it.

                Examples:
                  movies watched "Blade Runner" --source tmdb --rating 9
                  movies watched 100001 --on 2026-11-20 --rewatch --tag cinema --source tmdb
                  movies watched "Blade Runner" --rating 8.5 --review "Rain, and more rain." --source tmdb
                """)

        @Argument(help: ArgumentHelp("The film's id, or its title.", valueName: "id-or-title"))
        var film: [String]

        @Option(
            name: .customLong("on"),
            help: ArgumentHelp("The day you watched it: yyyy-MM-dd, today or yesterday.", valueName: "day"))
        var day: String?

        @Option(help: ArgumentHelp("Your rating, 0.5 to 10 in halves (7, 8.5).", valueName: "n"))
        var rating: String?

        @Flag(help: "You had seen it before.")
        var rewatch = false

        @Option(
            name: .customLong("tag"), help: ArgumentHelp("A tag for the viewing; repeat for more.", valueName: "tag"))
        var tags: [String] = []

        @Option(help: ArgumentHelp("Your review of it.", valueName: "text"))
        var review: String?

        @OptionGroup var options: GlobalOptions

        func validate() throws {
            _ = try FilmWords.wanted(film)
            _ = try watchedOn()
            _ = try givenRating()
            if let empty = tags.first(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                throw ValidationError("--tag needs a word; got \"\(empty)\"")
            }
            if let review, review.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw ValidationError("--review needs some text")
            }
        }

        private func givenRating() throws(ValidationError) -> YourRating? {
            try rating.map { text throws(ValidationError) in try RatingArgument.rating(text, option: "--rating") }
        }

        /// The day given with `--on`; `nil` for today.
        private func watchedOn() throws(ValidationError) -> Date? {
            try day.map { text throws(ValidationError) in try YourLibrary.day(text, option: "--on") }
        }

        func run() async throws {
            let wanted = try FilmWords.wanted(film)
            let editing = try LibraryEditing(options: options)
            let day = try watchedOn()
            let rating = try givenRating()
            let logged = try await editing.change { editor, service throws(LibraryEditError) in
                try await editor.logViewing(
                    of: wanted, on: day, rewatch: rewatch, rating: rating, tags: tags, review: review,
                    findingWith: service)
            }
            editing.notes.say(logged.found)
            let rated = logged.viewing.rating.map { ", rated \($0)/10" } ?? ""
            let watchedOn = logged.viewing.watchedOn ?? logged.viewing.markedOn
            editing.console.print(
                "Logged \(LibraryFilmText.named(logged.film)), watched \(APIDate.format(watchedOn))\(rated).")
        }
    }
}
