import Foundation
import MovieKit

/// Draws the poster of the movie `show` just printed, beside its details, when the terminal and
/// `--poster` allow: never off a terminal or with `--format json|csv`; with `auto`, as the picker
/// draws it (``TerminalGraphics/drawsPosters(environment:)``: pixels where the terminal speaks
/// them, half-blocks elsewhere, tmux included, unless `NO_COLOR` is set, when one line says how
/// to have it); with `always`, half-blocks even then. The text is already
/// on the screen: the poster never holds it up. A poster that cannot be fetched is a warning; one
/// that cannot be drawn is not kept.
struct PosterPresenter {
    let service: CachingMovieService
    let console: Console
    let policy: PosterOption.Policy
    let format: OutputFormat
    var environment: [String: String] = LaunchEnvironment.variables

    /// The columns the text of `movie`'s page may take, so that its poster, drawn beside it,
    /// never lies over it: those left of the poster when one may be drawn there, else `nil`.
    func textColumns(for movie: any Movie) -> Int? {
        guard policy != .never, format == .table, console.isOutputTerminal,
            console.takesEscapes || environment["MOVIES_GRAPHICS"] != nil, movie.page?.posterPath != nil,
            let terminal = TerminalSize.ofStandardOutput()
        else { return nil }
        let placement = PosterDrawer.placement(on: terminal)
        return placement.besideText ? placement.column - 2 : nil
    }

    /// Draws `movie`'s poster, if any and if wanted, beside the rows written since `row` (where
    /// its page starts).
    func present(_ movie: any Movie, row: Int) async {
        guard policy != .never, format == .table, console.isOutputTerminal,
            console.takesEscapes || environment["MOVIES_GRAPHICS"] != nil, let rows = console.rows,
            movie.page?.posterPath != nil, let terminal = TerminalSize.ofStandardOutput()
        else { return }
        let graphics = TerminalGraphics.detect(environment: environment, askSixel: TerminalQuery.drawsSixel)
        guard policy == .always || graphics.drawsPosters(environment: environment) else {
            console.note(TerminalGraphics.howToDrawAPoster)
            return
        }
        // A page below which the poster would go went through the pager: it cannot be drawn there.
        guard !StandardStreams.isPaging else {
            console.note("the page was paged, so no poster: `movies poster \(movie.id)` draws it")
            return
        }
        let drawer = PosterDrawer(graphics: graphics, terminal: terminal)
        let lines = rows.written - row
        let placement = drawer.placement
        let poster: Poster
        do throws(MovieServiceError) {
            guard let found = try await service.poster(of: movie, width: drawer.pixelWidth(of: placement))
            else { return }
            poster = found
        } catch {
            console.warning("could not fetch the poster: \(error)")
            return
        }
        switch drawer.draw(poster, at: placement, besideTextOf: lines) {
        case .drawn:
            break
        case .unreadable:
            service.forget(poster)
            console.warning("the poster could not be drawn: it is not a whole JPEG file; it will be fetched again")
        case .noHelper(let why):
            console.warning("the poster could not be drawn: \(why); `swift build` (or make install) builds movies-draw")
        }
    }
}
