import Foundation
import MovieKit

/// Asks on the terminal which of the films a title is close to was meant. Where standard input
/// and output are a terminal that draws a full screen, in the picker (``FilmBrowser``), each
/// film's page beside the list: Enter chooses the highlighted film, `q` or Esc none. Elsewhere a
/// short numbered list on stderr, the best first; Enter takes the first, a number picks one, `q`
/// (or the input ending) chooses none. It asks only when stdin and stderr are both terminals and
/// `--first` was not given; else it asks no one, and the best is taken (``BestFilmTaken``).
struct TerminalFilmChooser: FilmChooser {
    let console: Console
    /// Whose films they are, for how their ids are written.
    let source: MovieSourceDescription
    /// Whether a person can be asked: stdin and stderr are terminals, and `--first` was not given.
    let asks: Bool
    /// Reads the answer, a line; `nil` when the input ended.
    let readAnswer: @Sendable () -> String?
    /// The picker that asks full-screen; `nil` to ask with the numbered list.
    private(set) var fullScreen: FilmBrowser?

    var asksSomeone: Bool { asks }

    /// The chooser a command that finds films with `service` asks with: full-screen where standard
    /// input and output are a terminal that draws one (the films' pages beside the list), else
    /// numbered on stderr.
    /// - Throws: a ``CommandFailure`` when the settings a page needs (region, services) do not read.
    static func asking(
        context: MoviesContext, options: GlobalOptions, service: CachingMovieService, first: Bool
    ) throws -> TerminalFilmChooser {
        var chooser = TerminalFilmChooser(console: context.console, source: options.source.described, first: first)
        if chooser.asks, FilmBrowser.refusal() == nil {
            var browser = try InteractiveOption.browser(
                heading: "", service: service, options: options, context: context)
            browser.chooses = true
            chooser.fullScreen = browser
        }
        return chooser
    }

    init(
        console: Console, source: MovieSourceDescription, first: Bool,
        readAnswer: @escaping @Sendable () -> String? = { readLine() }
    ) {
        self.console = console
        self.source = source
        asks = !first && console.isErrorTerminal && isatty(STDIN_FILENO) == 1
        self.readAnswer = readAnswer
    }

    func choose(among films: [MovieSummary], yours: Int?, for search: MovieSearch) async -> FilmChoice {
        guard asks else { return .best }
        if var browser = fullScreen {
            browser.heading = "which \"\(TerminalText.safe(search.text))\"? Enter chooses it, q none"
            do {
                guard let chosen = try await browser.run(films) else { return .cancelled }
                return films.firstIndex { $0.id == chosen.id }.map { .chosen($0) } ?? .cancelled
            } catch {
                // The terminal could not be held full-screen: asked with the numbered list.
            }
        }
        var question = "\"\(TerminalText.safe(search.text))\" is close to \(films.count) films:\n"
        for (index, film) in films.enumerated() {
            question +=
                "  \(index + 1)  \(TerminalText.safe(named(film)))\(film.id == yours ? "  (in your library)" : "")\n"
        }
        while true {
            console.prompt(question + "Which one? [1-\(films.count), Enter for 1, q to cancel] ")
            guard let line = readAnswer() else {
                console.prompt("\n")
                return .cancelled
            }
            switch Self.choice(line, of: films.count) {
            case .some(let choice): return choice
            case .none: question = "Give a number from 1 to \(films.count), or q.\n"
            }
        }
    }

    /// What `line` answers among `count` films: nothing typed is the first, a number that one,
    /// `q` none; `nil` for anything else.
    static func choice(_ line: String, of count: Int) -> FilmChoice? {
        let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
        if answer.isEmpty { return .chosen(0) }
        if ["q", "quit"].contains(answer) { return .cancelled }
        guard let number = Int(answer), (1...count).contains(number) else { return nil }
        return .chosen(number - 1)
    }

    /// "Saltwater (2019), 100016".
    private func named(_ film: MovieSummary) -> String {
        film.title + (film.year.map { " (\($0))" } ?? "") + ", \(source.filmID(film.id))"
    }
}
