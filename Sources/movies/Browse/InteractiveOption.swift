import ArgumentParser
import MovieKit

/// `-i`/`--interactive`: a list command's films full-screen (``FilmBrowser``), not printed.
struct InteractiveOption: ParsableArguments {
    @Flag(
        name: [.customShort("i"), .long],
        help: "Browse the films full-screen: the list, and the highlighted film's page beside it (? lists the keys).")
    var interactive = false

    /// The option as a command has it when `-i` is not given (a command made without parsing).
    static var notGiven: InteractiveOption {
        var option = InteractiveOption()
        option.interactive = false
        return option
    }
}

extension InteractiveOption {
    /// Browses the films of the first answer `service` gives to `question` (the cached one, else
    /// the source's) full-screen, their pages assembled as `show` assembles them.
    /// - Throws: a ``CommandFailure``: `-i` where there is no terminal (before anything is asked),
    ///   or no answer (naming `asked` when nothing is cached for it).
    func browse<Value: Sendable>(
        _ question: Question<Value>, asked: MovieQuestion, films: (Value) -> [MovieSummary],
        heading: String, service: CachingMovieService, options: GlobalOptions, context: MoviesContext,
        region: RegionOption = .notGiven
    ) async throws {
        if let refusal = FilmBrowser.refusal() { throw refusal }
        let browser = try Self.browser(
            heading: heading, service: service, options: options, context: context, region: region)
        let value = try await Self.firstAnswer(of: service.answers(to: question)) {
            service.nothingCachedFailure(for: asked, $0)
        }
        try await browser.run(films(value))
    }

    /// Browses `films` of your library (read by the command, `source`'s) full-screen, their
    /// pages assembled as `show` assembles them: from the cache, else the source (never the
    /// network with `offline`). The films left out (unmatched, other sources') are noted first.
    /// - Throws: a ``CommandFailure``: `-i` where there is no terminal (before anything is read).
    func browse(
        yours read: () throws(CommandFailure) -> [LibraryFilm], heading: String, source: MovieSource, offline: Bool,
        context: MoviesContext
    ) async throws {
        if let refusal = FilmBrowser.refusal() { throw refusal }
        let console = context.console
        let service = try context.services(of: source, offline: offline)
        var options = try context.options
        options.sourceOption.source = source
        options.offline = offline
        let browsable = BrowsableFilms(try read(), source: source)
        if browsable.unmatched > 0 {
            let films = browsable.unmatched == 1 ? "1 film" : "\(browsable.unmatched) films"
            console.note("\(films) no source matched left out (they have no page to show)")
        }
        for (other, count) in browsable.otherSources.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            console.note("and \(count) of \(other.described.name)'s films: --source \(other.rawValue)")
        }
        let browser = try Self.browser(heading: heading, service: service, options: options, context: context)
        try await browser.run(browsable.films)
    }

    /// Shows the film at `first` of `films` across the whole screen, Space another at random
    /// (`pick -i`), their pages assembled as `show` assembles them; returns the film shown last.
    /// - Throws: a ``CommandFailure`` when the terminal cannot be held.
    func roll(
        _ films: [MovieSummary], from first: Int, heading: String, service: CachingMovieService,
        options: GlobalOptions, context: MoviesContext, region: RegionOption
    ) async throws -> MovieSummary? {
        var browser = try Self.browser(
            heading: heading, service: service, options: options, context: context, region: region)
        browser.rolls = true
        return try await browser.run(films, showing: first)
    }

    /// The picker of a command's films, their pages assembled as `show` assembles them.
    static func browser(
        heading: String, service: CachingMovieService, options: GlobalOptions, context: MoviesContext,
        region: RegionOption = .notGiven
    ) throws -> FilmBrowser {
        let settings = try context.settings()
        let services = try StreamingServicesSetting.resolution(given: [], settings: settings).value
        let assembly = FilmPageAssembly(
            service: service, library: YourLibrary.file, region: region.value(with: settings), services: services,
            imdbDatasets: IMDbFolder(cacheURL: options.location.url).datasets)
        let renderer = MovieRenderer(
            format: .table, style: context.console.outputStyle, source: options.source.described)
        var browser = FilmBrowser(
            heading: heading, assembly: assembly, renderer: renderer, account: context.accountLink)
        browser.offline = options.offline
        return browser
    }

    /// The first answer of `answers`: the cached one, else the source's.
    private static func firstAnswer<Value: Sendable>(
        of answers: some AsyncSequence<MovieServiceResult<Value>, Never>, notCached: (NothingCached) -> CommandFailure
    ) async throws(CommandFailure) -> Value {
        for await result in answers {
            switch result {
            case .success(.cached(let value, _)), .success(.recent(let value, _)), .success(.fresh(let value, _)):
                return value
            case .success(.notCached): continue
            case .failure(let error):
                if error.isUnreachable { throw notCached(.sourceFailed(error)) }
                throw CommandFailure(error)
            }
        }
        throw notCached(.offline)
    }
}
