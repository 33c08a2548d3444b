import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies diary change ID|TITLE [--date DAY] [--to-date DAY] [--rating N|--no-rating]
    /// [--tag T] [--untag T] [--review TEXT|--no-review]`: a viewing corrected.
    struct DiaryChange: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "change",
            abstract: "Change a viewing in your diary: its day, your rating, its tags, your review.",
            discussion: """
                The film is looked for in your diary; nothing is asked of the network. A film \
                watched more than once needs the day of the viewing (--date); --to-date moves it \
                to another day. A rating given becomes your rating of the film, as one given \
                with `movies watched` does (--stars 4.5 in stars, 9/10); --no-rating takes the viewing's away and leaves the \
                film's.

                Examples:
                  movies diary change 100001 --to-date 2026-11-21 --source tmdb
                  movies diary change "Blade Runner" --date 2026-11-20 --rating 8.5 --source tmdb
                  movies diary change 100001 --tag cinema --untag home --source tmdb
                  movies diary change 100001 --review "Better the second time." --source tmdb
                """)

        @OptionGroup var film: FilmArgument

        @OptionGroup var day: WhichViewingOption

        @Option(
            name: .customLong("to-date"),
            help: ArgumentHelp("The day you watched it instead: yyyy-MM-dd, today or yesterday.", valueName: "day"))
        var toDate: String?

        @Option(
            help: ArgumentHelp(
                "Your rating of the viewing, 0.5 to 10 in halves (7, 8.5), or stars as 4.5/5.", valueName: "n"))
        var rating: String?

        @OptionGroup var stars: StarsOption

        @Flag(name: .customLong("no-rating"), help: "Take the viewing's rating away.")
        var noRating = false

        @Option(
            name: .customLong("tag"), help: ArgumentHelp("A tag to give it; repeat for more.", valueName: "tag"))
        var tags: [String] = []

        @Option(
            name: .customLong("untag"), help: ArgumentHelp("A tag to take off it; repeat for more.", valueName: "tag"))
        var untags: [String] = []

        @Option(help: ArgumentHelp("Your review of it, in place of any it had.", valueName: "text"))
        var review: String?

        @Flag(name: .customLong("no-review"), help: "Take its review away.")
        var noReview = false

        @OptionGroup var options: LibraryListOptions

        func validate() throws {
            _ = try day.day()
            _ = try edit()
        }

        /// What to change, as the options say.
        func edit() throws(ValidationError) -> ViewingEdit {
            if (rating != nil || stars.stars != nil) && noRating {
                throw ValidationError("give --rating or --no-rating, not both")
            }
            if review != nil && noReview { throw ValidationError("give --review or --no-review, not both") }
            if let empty = (tags + untags).first(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                throw ValidationError("--tag and --untag need a word; got \"\(empty)\"")
            }
            if let review, review.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw ValidationError("--review needs some text (--no-review takes a review away)")
            }
            let edit = ViewingEdit(
                watchedOn: try toDate.map { text throws(ValidationError) in
                    try YourLibrary.day(text, option: "--to-date")
                },
                rating: noRating
                    ? .remove
                    : try RatingArgument.given(rating: rating, stars: stars.stars).map { .set($0.rating) } ?? .keep,
                addedTags: tags, removedTags: untags,
                review: noReview ? .remove : review.map { .set($0) } ?? .keep)
            guard !edit.isEmpty else {
                throw ValidationError(
                    "say what to change: --to-date, --rating, --stars, --no-rating, --tag, --untag, --review or --no-review"
                )
            }
            return edit
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            day.noteOldName(console)
            let wanted = try film.wanted()
            let edit = try edit()
            let chosen = try day.day()
            let editor = try YourLibrary.editor()
            let change = try await SeveralOfYourFilms.change(
                wanted, of: options.source, on: console, film: \.before.film
            ) { wanted throws(LibraryEditError) in
                try editor.changeViewing(of: wanted, on: chosen, of: options.source, edit)
            }
            if let typed = try RatingArgument.given(rating: rating, stars: stars.stars), typed.starsWritten,
                let note = RatingArgument.note(.starsWritten(typed.text), typed: typed)
            {
                console.note(note)
            }
            let viewing = "\(LibraryFilmText.named(change.before.film)), \(ViewingText.day(of: change.before))"
            let changes = ViewingText.changes(change)
            guard !changes.isEmpty else {
                console.print("\(viewing): so already, nothing changed.")
                return
            }
            console.print("Changed \(viewing): \(changes.joined(separator: ", ")).")
        }
    }
}
