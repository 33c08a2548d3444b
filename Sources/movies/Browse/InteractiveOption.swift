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
    /// Browses the films of the first answer `answers` give (the cached one, else the source's)
    /// full-screen, their pages assembled as `show` assembles them.
    /// - Throws: a ``CommandFailure``: `-i` where there is no terminal (before anything is asked),
    ///   or no answer (`notCached` says why when nothing is cached).
    func browse<Value: Sendable>(
        _ answers: some AsyncSequence<MovieServiceResult<Value>, Never>, films: (Value) -> [MovieSummary],
        heading: String, service: CachingMovieService, options: GlobalOptions, console: Console,
        region: RegionOption = .notGiven, notCached: (NothingCached) -> CommandFailure
    ) async throws {
        if let refusal = FilmBrowser.refusal() { throw refusal }
        let settings = try ConfigFile.user().settingsForCommand()
        let services = try StreamingServicesSetting.resolution(given: [], settings: settings).value
        let assembly = FilmPageAssembly(
            service: service, library: YourLibrary.file, region: region.value(with: settings), services: services,
            imdbDatasets: IMDbFolder(cacheURL: options.location.url).datasets)
        let renderer = MovieRenderer(format: .table, style: console.outputStyle, source: options.source.described)
        let value = try await Self.firstAnswer(of: answers, notCached: notCached)
        try await FilmBrowser(heading: heading, assembly: assembly, renderer: renderer).run(films(value))
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
