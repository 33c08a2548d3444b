import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies rate ID|TITLE N`: your rating of a film.
    struct Rate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rate a film from 1 to 10: its id, or its title, then the rating.",
            discussion: """
                Rating a film says you have seen it: one not in your diary is marked as seen \
                today, and it leaves your watchlist. Letterboxd's stars are half the rating \
                (8 is four stars); IMDb's are the same. --remove takes your rating away.

                Examples:
                  movies rate "Blade Runner" 9 --source tmdb
                  movies rate 100001 7 --source tmdb
                  movies rate 100001 --remove --source tmdb
                """)

        @Argument(
            help: ArgumentHelp(
                "The film's id or its title, then your rating from 1 to 10 (none with --remove).",
                valueName: "film-then-rating"))
        var words: [String]

        @Flag(help: "Take your rating of the film away (its viewings stay).")
        var remove = false

        @OptionGroup var options: GlobalOptions

        /// The film's words and the rating, the last word.
        func parsed() throws(ValidationError) -> (film: FilmArgument, rating: Int?) {
            if remove { return (try FilmArgument(words), nil) }
            guard words.count >= 2, let last = words.last else {
                throw ValidationError("give the film (its id or title) and then the rating, like: movies rate 100001 8")
            }
            guard Int(last) != nil else {
                throw ValidationError("the rating comes last, a whole number from 1 to 10; got \"\(last)\"")
            }
            return (try FilmArgument(Array(words.dropLast())), try RatingArgument.rating(last))
        }

        func validate() throws {
            _ = try parsed()
        }

        func run() async throws {
            let console = Console.standard()
            let (argument, rating) = try parsed()
            let existing = try YourLibrary.openIfPresent()
            let film = try await LibraryFilmResolution.film(argument, in: existing, options: options, console: console)
            let library = try existing ?? YourLibrary.open()
            do {
                guard let rating else {
                    let removed = try library.removeRating(of: film)
                    console.print(
                        removed
                            ? "Took your rating of \(LibraryFilmText.named(film)) away."
                            : "You had not rated \(LibraryFilmText.named(film)).")
                    return
                }
                try library.rate(film, rating, on: YourLibrary.today())
                console.print("Rated \(LibraryFilmText.named(film)) \(rating)/10.")
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    /// `movies ratings`: your ratings, the last given first.
    struct Ratings: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List your ratings, the last given first.")

        @OptionGroup var options: LibraryListOptions

        func run() async throws {
            try options.list(
                \.ratings, read: { library, source throws(LibraryError) in try library.ratings(of: source) },
                render: { $0.render($1) })
        }
    }
}
