import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies diary remove ID|TITLE [--date DAY]`: a viewing out of your diary.
    struct DiaryRemove: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a viewing from your diary: the film's id, or its title.",
            discussion: """
                The film is looked for in your diary; nothing is asked of the network. A film \
                watched more than once needs the day of the viewing (--date). Your rating of \
                the film stays (movies rate ID --remove takes it away).
                """)

        @OptionGroup var film: FilmArgument

        @OptionGroup var day: WhichViewingOption

        @OptionGroup var options: LibraryListOptions

        func validate() throws {
            _ = try day.day()
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            day.noteOldName(console)
            let wanted = try film.wanted()
            let chosen = try day.day()
            let editor = try YourLibrary.editor()
            let removed = try await SeveralOfYourFilms.change(wanted, of: options.source, on: console, film: \.film) {
                wanted throws(LibraryEditError) in try editor.removeViewing(of: wanted, on: chosen, of: options.source)
            }
            console.print(
                "Removed \(LibraryFilmText.named(removed.film)), \(ViewingText.day(of: removed)), from your diary.")
        }
    }
}
