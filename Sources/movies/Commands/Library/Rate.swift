import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies rate ID|TITLE N`: your rating of a film.
    struct Rate: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rate a film from 0.5 to 10 in halves.",
            discussion: """
                Rating a film says you have seen it: one not in your diary is marked as seen \
                today, and it leaves your watchlist; a line says each, and which rating a new one \
                replaced. Letterboxd's stars are half the rating (8 is four stars, 7 three and a \
                half); IMDb's are the same, whole. --stars 4.5 (or 4.5/5) gives it in stars, 9/10. A \
                bare 5 or below for a film you rated 7 or more asks on a terminal whether it was \
                stars; elsewhere it is read out of ten and a line says so. --remove takes your rating away. On a terminal, \
                a title close to several films asks which one (--first takes the best); --year narrows a \
                title, as it does for `movies show`.

                Examples:
                  movies rate "Blade Runner" 9 --source tmdb
                  movies rate dune 8 --year 2021 --source tmdb
                  movies rate "Blade Runner" 8.5 --source tmdb
                  movies rate "Blade Runner" --stars 4.5 --source tmdb
                  movies rate 100001 7 --source tmdb
                  movies rate 100001 --remove --source tmdb
                """)

        @Argument(
            help: ArgumentHelp(
                "The film's id or its title, then your rating, 0.5 to 10 in halves (none with --remove).",
                valueName: "film-then-rating"))
        var words: [String]

        @OptionGroup var year: FilmYearOption

        @OptionGroup var stars: StarsOption

        @Flag(help: "Take your rating of the film away (its viewings stay).")
        var remove = false

        @OptionGroup var first: FirstFilmOption

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        /// The film's words and the rating, the last word.
        func parsed() throws(ValidationError) -> (film: WantedFilm, rating: TypedRating?) {
            if remove {
                if stars.stars != nil { throw ValidationError("give --stars or --remove, not both") }
                return (try FilmArgument.wanted(words, year: year.year), nil)
            }
            if let given = stars.stars {
                return (try FilmArgument.wanted(words, year: year.year), try RatingArgument.stars(given))
            }
            guard words.count >= 2, let last = words.last else {
                throw ValidationError("give the film (its id or title) and then the rating, like: movies rate 100001 8")
            }
            guard last.contains(where: \.isNumber) else {
                throw ValidationError("the rating comes last, 0.5 to 10 in halves, like 7 or 8.5; got \"\(last)\"")
            }
            return (
                try FilmArgument.wanted(Array(words.dropLast()), year: year.year), try RatingArgument.rating(last)
            )
        }

        func validate() throws {
            _ = try parsed()
        }

        func run(in context: MoviesContext) async throws {
            let (wanted, rating) = try parsed()
            let editing = try LibraryEditing(options: options, first: first, in: context)
            let edited = try await editing.change { editor, service throws(LibraryEditError) in
                if let rating {
                    try await editor.rate(wanted, rating, findingWith: service)
                } else {
                    try await editor.removeRating(of: wanted, findingWith: service)
                }
            }
            let change = edited.change
            editing.notes.say(change.found)
            if let note = RatingArgument.note(change.reading, typed: rating) { editing.console.note(note) }
            let film = LibraryFilmText.named(change.film)
            guard let rating = change.rating else {
                editing.console.print(
                    change.removed ? "Took your rating of \(film) away." : "You had not rated \(film).")
                AccountToldText.say(edited.told, to: editing.console)
                return
            }
            editing.console.print("Rated \(film) \(LibraryFilmText.rating(rating, replacing: change.replaced)).")
            if change.markedSeen { editing.console.print("Marked \(film) seen in your diary, no day.") }
            editing.sayLeftWatchlist(change.film, change.leftWatchlist)
            AccountToldText.say(edited.told, to: editing.console)
        }
    }

    /// `movies ratings`: your ratings, the last given first.
    struct Ratings: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(abstract: "List your ratings, the last given first.")

        @OptionGroup var options: LibraryListOptions

        @OptionGroup var interactive: InteractiveOption

        func run(in context: MoviesContext) async throws {
            try await options.show(.ratings, interactive, in: context)
        }
    }
}
