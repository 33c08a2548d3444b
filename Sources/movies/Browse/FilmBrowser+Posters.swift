import Foundation
import MovieKit

extension FilmBrowser {
    /// The poster pane for the terminal on standard output, as `show` draws on it
    /// (``TerminalGraphics/detect(environment:askSixel:)``: half-blocks inside tmux unless
    /// `MOVIES_GRAPHICS` says otherwise); `nil` when it draws none.
    static func posterPane(
        size: TerminalSize?, environment: [String: String] = LaunchEnvironment.variables
    ) -> PosterPane? {
        let graphics = TerminalGraphics.detect(environment: environment, askSixel: TerminalQuery.drawsSixel)
        return PosterPane.forTerminal(
            graphics, cellWidth: size?.cellWidth ?? 8, cellHeight: size?.cellHeight ?? 16, environment: environment)
    }

    /// Waits for the highlighted film to stay so a moment (``PosterPane/settle``), when its poster
    /// is to be drawn and not waited for yet; then says so as an event.
    func settlePoster(on screen: inout BrowseScreen, feed: AsyncStream<BrowseEvent>.Continuation) {
        guard let wanted = screen.posterToSettle() else { return }
        Task {
            try? await Task.sleep(for: PosterPane.settle)
            feed.yield(.posterSettled(wanted))
        }
    }

    /// Fetches `wanted`'s poster (the cache's, else the source's) and has `movies-draw` draw it,
    /// in the background, on a thread of its own; it arrives as an event, or why not.
    func drawPoster(_ wanted: PosterPane.Wanted, on pane: PosterPane, feed: AsyncStream<BrowseEvent>.Continuation) {
        let service = assembly.service
        let graphics = pane.graphics, box = wanted.key.size
        let cell = TerminalSize(
            columns: box.columns, rows: box.rows, cellWidth: pane.cellWidth, cellHeight: pane.cellHeight)
        Task.detached {
            let drawer = PosterDrawer(graphics: graphics, terminal: cell)
            let width = graphics.drawsPixels ? box.columns * cell.cellWidth : box.columns * 2
            guard let poster = try? await service.poster(of: wanted.movie, width: width) else {
                feed.yield(.posterMissing(id: wanted.key.id))
                return
            }
            let drawn = drawer.drawing(poster, columns: box.columns, rows: box.rows)
            switch drawn.outcome {
            case .drawn: feed.yield(.poster(wanted.key, drawn.bytes))
            case .unreadable:
                service.forget(poster)
                feed.yield(.posterMissing(id: wanted.key.id))
            case .noHelper: feed.yield(.posterMissing(id: wanted.key.id))
            }
        }
    }
}
