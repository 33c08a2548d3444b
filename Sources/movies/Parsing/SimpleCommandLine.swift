import ArgumentParser
import MovieKit

/// Parses the plain command lines that can answer from the cache, such as `show 1 --offline`,
/// `top-grossing 2016 --limit 5`, `search zoo`, `discover --genre drama` or `cache info`,
/// without ArgumentParser's reflection.
///
/// ArgumentParser finds a command's options through `Mirror` and dynamic casts, and each first
/// cast of a type scans every protocol-conformance record in the binary: most of a cached
/// answer's instructions (bench/ANALYSIS.md).
///
/// Only plain lines are taken: a command of the table below, then its positional words (one
/// number, or none, for the lists, one or more words for `show`, `search` and `actor`, none for the
/// rest; `discover`'s `--genre` and `--on` given once, their names separated by commas) and long options, each at most once, as `--name value` or `--name=value`. Values are
/// read by the same `init?(argument:)` ArgumentParser calls, defaults are the declarations' own,
/// and every `validate()` runs. Anything else (another command, a short or unknown option, a
/// repeated one, `--`, a value that cannot be read, a failed check) returns `nil` and is parsed by
/// ArgumentParser, so help, usage lines and errors are all ArgumentParser's. `SimpleCommandLineTests`
/// holds every parse it takes equal to the root's, for every command of the table.
enum SimpleCommandLine {
    /// The command `arguments` (without the program's name) ask for, or `nil` for a line only
    /// ArgumentParser should read.
    static func parse(_ arguments: [String]) -> (any AsyncParsableCommand)? {
        guard let command = Command.allCases.first(where: { arguments.starts(with: $0.path) }),
            let words = Words(
                arguments.dropFirst(command.path.count), flags: command.flagNames,
                options: command.optionNames)
        else { return nil }
        do {
            return try command.parse(words)
        } catch {
            return nil
        }
    }

    /// The commands taken: those that can answer from the cache alone.
    private enum Command: CaseIterable {
        case show, topGrossing, topRated, search, actor, discover, years, cacheInfo, cachePath

        /// The words that name the command.
        var path: [String] {
            switch self {
            case .show: ["show"]
            case .topGrossing: ["top-grossing"]
            case .topRated: ["top-rated"]
            case .search: ["search"]
            case .actor: ["actor"]
            case .discover: ["discover"]
            case .years: ["years"]
            case .cacheInfo: ["cache", "info"]
            case .cachePath: ["cache", "path"]
            }
        }

        /// The long flags the command takes, its option groups' included.
        var flagNames: [String] {
            switch self {
            case .show, .topGrossing, .topRated, .search, .actor, .discover: GlobalOptions.flagNames
            case .years, .cacheInfo: LocalOptions.flagNames
            case .cachePath: []
            }
        }

        /// The long options that take a value, its option groups' included.
        var optionNames: [String] {
            switch self {
            case .show: GlobalOptions.optionNames + ["year", "region", "poster"]
            case .topGrossing, .topRated: GlobalOptions.optionNames + ["limit"]
            case .search: GlobalOptions.optionNames + ["limit", "year"]
            case .actor: GlobalOptions.optionNames
            case .discover:
                GlobalOptions.optionNames + [
                    "genre", "year", "min-rating", "runtime", "original-language", "on", "sort", "limit", "region",
                ]
            case .years, .cacheInfo: LocalOptions.optionNames
            case .cachePath: CacheOption.optionNames
            }
        }

        /// The command `words` give, checked as ArgumentParser checks it.
        func parse(_ words: Words) throws -> any AsyncParsableCommand {
            switch self {
            case .show:
                try Self.checked(Movies.Show()) { show in
                    show.movie = try words.text()
                    show.year = try words.value("year")
                    show.region = try RegionOption.checked { $0.region = try words.value("region") }
                    show.poster = try PosterOption.checked { $0.poster = try words.value("poster") }
                    show.first = .notGiven
                    show.options = try GlobalOptions(words)
                }
            case .topGrossing:
                try Self.checked(Movies.TopGrossing()) { topGrossing in
                    topGrossing.arguments = try ListArguments(year: words.optionalNumber(), words)
                    topGrossing.options = try GlobalOptions(words)
                    topGrossing.interactive = .notGiven
                }
            case .topRated:
                try Self.checked(Movies.TopRated()) { topRated in
                    topRated.arguments = try ListArguments(year: words.optionalNumber(), words)
                    topRated.options = try GlobalOptions(words)
                    topRated.interactive = .notGiven
                }
            case .search:
                try Self.checked(Movies.Search()) { search in
                    search.text = try words.text()
                    search.year = try words.value("year")
                    search.limit = try words.value("limit") ?? Movies.Search.defaultLimit
                    search.options = try GlobalOptions(words)
                    search.interactive = .notGiven
                }
            case .actor:
                try Self.checked(Movies.ActorMovies()) { actor in
                    actor.name = try words.text()
                    actor.options = try GlobalOptions(words)
                    actor.interactive = .notGiven
                }
            case .discover:
                try Self.checked(Movies.Discover()) { discover in
                    try words.none()
                    discover.filters = try DiscoverFilters.checked { filters in
                        filters.genre = try words.value("genre").map { [$0] } ?? []
                        filters.year = try words.value("year")
                        filters.minRating = try words.value("min-rating")
                        filters.runtime = try words.value("runtime")
                        filters.originalLanguage = try words.value("original-language")
                        filters.providers = try words.value("on").map { [$0] } ?? []
                        filters.sort = try words.value("sort") ?? .popularity
                    }
                    discover.region = try RegionOption.checked { $0.region = try words.value("region") }
                    discover.limit = try words.value("limit") ?? Movies.Search.defaultLimit
                    discover.options = try GlobalOptions(words)
                    discover.interactive = .notGiven
                }
            case .years:
                try Self.checked(Movies.Years()) { years in
                    try words.none()
                    years.options = try LocalOptions(words)
                }
            case .cacheInfo:
                try Self.checked(Movies.CacheGroup.Info()) { info in
                    try words.none()
                    info.options = try LocalOptions(words)
                }
            case .cachePath:
                try Self.checked(Movies.CacheGroup.Path()) { path in
                    try words.none()
                    path.location = try CacheOption.checked { $0.cache = try words.value("cache") }
                }
            }
        }

        /// `command` as `fill` sets it from the words, then its `validate()` run, as ArgumentParser
        /// runs it.
        private static func checked<Parsed: AsyncParsableCommand>(
            _ command: Parsed, _ fill: (inout Parsed) throws -> Void
        ) throws -> Parsed {
            var command = command
            try fill(&command)
            try command.validate()
            return command
        }
    }

    /// A line's words after the command's name: plain positional words, and long options each
    /// given once.
    struct Words {
        private var positionals: [String] = []
        private var values: [String: String] = [:]
        private var flags: Set<String> = []

        /// The words, or `nil` when any of them is not plain.
        init?(_ words: ArraySlice<String>, flags flagNames: [String], options optionNames: [String]) {
            var rest = words
            while let word = rest.popFirst() {
                guard word.hasPrefix("-") else {
                    guard !word.isEmpty else { return nil }
                    positionals.append(word)
                    continue
                }
                guard word.hasPrefix("--") else { return nil }
                let option = word.dropFirst(2)
                let name = String(option.prefix { $0 != "=" })
                guard values[name] == nil, !flags.contains(name) else { return nil }
                if flagNames.contains(name) {
                    guard option.count == name.count else { return nil }
                    flags.insert(name)
                } else if optionNames.contains(name) {
                    let value = option.count == name.count ? rest.popFirst() : String(option.dropFirst(name.count + 1))
                    guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
                    values[name] = value
                } else {
                    return nil
                }
            }
        }

        /// The one positional word, a plain decimal number.
        /// - Throws: when there is none, more than one, or it is not such a number.
        func number() throws -> Int {
            guard positionals.count == 1, let word = positionals.first,
                word.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(word)
            else { throw Unreadable() }
            return value
        }

        /// The one positional word, a plain decimal number; `nil` when there is none.
        /// - Throws: when there is more than one, or it is not such a number.
        func optionalNumber() throws -> Int? {
            positionals.isEmpty ? nil : try number()
        }

        /// The positional words, at least one.
        func text() throws -> [String] {
            guard !positionals.isEmpty else { throw Unreadable() }
            return positionals
        }

        /// Checks that no positional word was given.
        func none() throws {
            guard positionals.isEmpty else { throw Unreadable() }
        }

        /// Whether the flag `--name` was given.
        func has(_ name: String) -> Bool {
            flags.contains(name)
        }

        /// The value of `--name`, read as ArgumentParser reads it; `nil` when it was not given.
        /// - Throws: when it was given a value its type cannot read.
        func value<Value: ExpressibleByArgument>(_ name: String) throws -> Value? {
            guard let text = values[name] else { return nil }
            guard let value = Value(argument: text) else { throw Unreadable() }
            return value
        }

        private struct Unreadable: Error {}
    }
}

extension GlobalOptions {
    /// The long flags, as `--offline` gives them.
    static let flagNames = ["offline", "refresh", "verbose"]
    /// The long options that take a value, their groups' included.
    static let optionNames = [
        "source", "api-url", "cache", "max-age", "format", "timeout", "language", "min-votes", "rate-limit",
    ]

    /// The options `words` give, every other one at its default, checked as ArgumentParser checks
    /// them.
    fileprivate init(_ words: SimpleCommandLine.Words) throws {
        self.init()
        sourceOption = try SourceOption.checked { $0.source = try words.value("source") }
        api = try APIURLOption.checked { $0.text = try words.value("api-url") }
        location = try CacheOption.checked { $0.cache = try words.value("cache") }
        offline = words.has("offline")
        refresh = words.has("refresh")
        maxAge = try words.value("max-age")
        format = try words.value("format") ?? Self.defaultFormat
        timeout = try words.value("timeout") ?? Self.defaultTimeout
        verbose = words.has("verbose")
        var tmdb = TMDBOptions()
        tmdb.languageOption = try LanguageOption.checked { $0.language = try words.value("language") }
        tmdb.minimumVotes = try words.value("min-votes")
        tmdb.requestsPerSecond = try words.value("rate-limit") ?? TMDBOptions.defaultRequestsPerSecond
        try tmdb.check()
        self.tmdb = tmdb
        try validate()
    }
}

extension ListArguments {
    /// The year and `--limit` of `words`, checked as ArgumentParser checks them.
    fileprivate init(year: Int?, _ words: SimpleCommandLine.Words) throws {
        self.init()
        self.year = year
        limit = try words.value("limit")
        try validate()
    }
}

extension LocalOptions {
    /// The long flags, as `--offline` gives them.
    static let flagNames = ["offline"]
    /// The long options that take a value, their groups' included.
    static let optionNames = ["source", "api-url", "format", "language"] + CacheOption.optionNames

    /// The options `words` give, every other one at its default, checked as ArgumentParser checks
    /// them.
    fileprivate init(_ words: SimpleCommandLine.Words) throws {
        self.init()
        sourceOption = try SourceOption.checked { $0.source = try words.value("source") }
        api = try APIURLOption.checked { $0.text = try words.value("api-url") }
        location = try CacheOption.checked { $0.cache = try words.value("cache") }
        languageOption = try LanguageOption.checked { $0.language = try words.value("language") }
        format = try words.value("format") ?? GlobalOptions.defaultFormat
        offline = words.has("offline")
    }
}

extension CacheOption {
    /// The long options that take a value.
    static let optionNames = ["cache"]
}

extension ParsableArguments {
    /// The arguments with what `set` sets and every other property at its default, checked as
    /// ArgumentParser checks them.
    fileprivate static func checked(_ set: (inout Self) throws -> Void) throws -> Self {
        var arguments = Self()
        try set(&arguments)
        try arguments.validate()
        return arguments
    }
}
