import Foundation
import MovieKit

/// `--interactive`: a list of films full-screen on the terminal (``TerminalSession``), the
/// highlighted film's page beside it (``BrowseScreen``). The list is shown at once; a film's
/// page is asked of the cache, then the source, in the background when it is highlighted, and
/// drawn when it arrives: no key waits for it.
struct FilmBrowser {
    /// What the list is, for the top line.
    var heading: String
    /// Who assembles a film's page, as `show` does.
    let assembly: FilmPageAssembly
    /// How a page is drawn (its style's width is set to the room it has).
    let renderer: MovieRenderer
    /// Whether Space rolls again, at random (`pick -i`).
    var rolls = false
    /// Whether Enter chooses the highlighted film, q none ("which film did you mean?").
    var chooses = false
    /// The linked account a change is told to.
    let account: AccountLink
    /// Whether the network is never asked (`--offline`): a change waits for the next account sync.
    var offline = false
    /// Opens your library to change it, at the first change a key asks for.
    var openEditor: @Sendable () throws(CommandFailure) -> LibraryEditor = { () throws(CommandFailure) in
        try YourLibrary.editor()
    }

    /// Why `-i` cannot run here, as a failure to report: standard input or output is not a
    /// terminal, or `TERM` takes no escapes.
    static func refusal(environment: [String: String] = LaunchEnvironment.variables) -> CommandFailure? {
        TerminalSession.refusal(environment: environment).map {
            CommandFailure("--interactive needs a terminal: \($0.reason)", status: .usage)
        }
    }

    /// Browses `films` until a person leaves (q, Esc, the input ending), the film at `first`
    /// across the whole screen when given; the terminal is given back as it was whichever way it
    /// ends (a signal ends the process after giving it back). Returns the film highlighted last;
    /// when choosing, the film chosen (Enter), `nil` for none.
    /// - Throws: a ``CommandFailure`` when the terminal cannot be held.
    @discardableResult
    func run(_ films: [MovieSummary], showing first: Int? = nil) async throws(CommandFailure) -> MovieSummary? {
        let (events, feed) = AsyncStream<BrowseEvent>.makeStream(bufferingPolicy: .unbounded)
        let session: TerminalSession
        do {
            session = try TerminalSession(onResize: { feed.yield(.resized) })
        } catch {
            throw CommandFailure("--interactive needs a terminal: \(error.reason)", status: .usage)
        }
        defer { session.restore() }
        let size = TerminalSize.ofStandardOutput()
        var screen = BrowseScreen(
            films: films, heading: heading, renderer: renderer, columns: size?.columns ?? 80, rows: size?.rows ?? 24,
            rolls: rolls, chooses: chooses)
        if let first { screen.show(at: first) }
        var generator = SystemRandomNumberGenerator()
        askPage(on: &screen, feed: feed)
        session.draw(screen.frame())
        // After the first frame, before the keys are read: xterm is asked whether it draws sixel.
        screen.posters = Self.posterPane(size: size)
        BrowseEvent.readKeys(into: feed)
        for await event in events {
            var clear = false
            switch event {
            case .key(let key):
                switch screen.press(key) {
                case .stay: break
                case .leave: return chooses ? nil : screen.picker.highlightedFilm
                case .choose: return screen.picker.highlightedFilm
                case .interrupt: session.end(by: SIGINT)
                case .edit(let edit): make(edit, feed: feed)
                case .roll: screen.roll(using: &generator)
                }
            case .resized:
                let size = TerminalSize.ofStandardOutput()
                screen.resize(columns: size?.columns ?? screen.columns, rows: size?.rows ?? screen.rows)
                clear = true
            case .page(let id, let page): screen.arrived(id, .loaded(page))
            case .pageMissing(let id, let why): screen.arrived(id, .missing(why))
            case .edited(let id, let message): screen.edited(id, message)
            case .posterSettled(let wanted):
                if screen.posterSettled(wanted), let posters = screen.posters {
                    drawPoster(wanted, on: posters, feed: feed)
                }
            case .poster(let key, let bytes): screen.posterArrived(key, bytes)
            case .posterMissing(let id): screen.posterMissing(id)
            case .inputEnded: return chooses ? nil : screen.picker.highlightedFilm
            }
            askPage(on: &screen, feed: feed)
            settlePoster(on: &screen, feed: feed)
            session.draw((clear ? "\u{1B}[2J" : "") + screen.frame())
        }
        return chooses ? nil : screen.picker.highlightedFilm
    }

    /// Makes `edit` in the background; what it did (or why not) arrives as an event.
    private func make(_ edit: BrowseEdit, feed: AsyncStream<BrowseEvent>.Continuation) {
        let openEditor = openEditor, service = assembly.service, offline = offline, account = account
        Task {
            let message: String
            switch Result(catching: { () throws(CommandFailure) in try openEditor() }) {
            case .success(let editor):
                do {
                    let linked = LinkedLibraryEditor(editor: editor, account: account, offline: offline)
                    message = try await edit.make(with: linked, service: service)
                } catch {
                    message = "error: \(error)"
                }
            case .failure(let failure):
                message = "error: \(failure.message)"
            }
            feed.yield(.edited(id: edit.film.id, message))
        }
    }

    /// Asks for the highlighted film's page in the background, once; it arrives as an event.
    private func askPage(on screen: inout BrowseScreen, feed: AsyncStream<BrowseEvent>.Continuation) {
        guard let film = screen.pageToAsk else { return }
        screen.asking(film.id)
        let assembly = assembly
        Task {
            let id = film.id
            let pages: FilmPages
            do {
                pages = try await assembly.pages(for: .id(id))
            } catch {
                feed.yield(.pageMissing(id: id, "its page cannot be had: \(error)"))
                return
            }
            var said = false
            for await result in pages {
                switch result {
                case .success(.cached(let page, _)), .success(.recent(let page, _)), .success(.fresh(let page, _)):
                    said = true
                    feed.yield(.page(id: id, page))
                case .success(.notCached): continue
                case .failure(let error):
                    if !said { feed.yield(.pageMissing(id: id, "its page is not cached, and \(error)")) }
                    said = true
                }
            }
            if !said { feed.yield(.pageMissing(id: id, "its page is not cached yet (run it once online)")) }
        }
    }
}
