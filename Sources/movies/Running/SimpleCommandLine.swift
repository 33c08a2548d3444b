import ArgumentParser
import MovieKit

/// Parses the plain command lines that ask for a cached answer, such as `show 1 --offline` or
/// `top-grossing 2016 --limit 5`, without ArgumentParser's reflection.
///
/// ArgumentParser finds a command's options through `Mirror` and dynamic casts, and each first
/// cast of a type scans every protocol-conformance record in the binary: even parsed by its own
/// type (``CommandDispatch``), `show 1 --offline` spent 14 M of its 19 M instructions there.
///
/// Only plain lines are taken: `show`, `top-grossing` or `top-rated`, then the command's one
/// number and long options, each at most once, as `--name value` or `--name=value`. Values are
/// read by the same `init?(argument:)` ArgumentParser calls, defaults are the declarations' own,
/// and every `validate()` runs. Anything else (another command, a short or unknown option, a
/// repeated one, `--`, a value that cannot be read, a failed check) returns `nil` and is parsed by
/// ArgumentParser, so help, usage lines and errors are all ArgumentParser's. `SimpleCommandLineTests`
/// holds every parse it takes equal to the root's.
enum SimpleCommandLine {
    /// The command `arguments` (without the program's name) ask for, or `nil` for a line only
    /// ArgumentParser should read.
    static func parse(_ arguments: [String]) -> (any AsyncParsableCommand)? {
        guard let name = arguments.first, let command = Command(rawValue: name),
              let words = Words(arguments.dropFirst(), flags: GlobalOptions.flagNames,
                                options: GlobalOptions.optionNames + command.optionNames),
              let number = words.number
        else { return nil }
        do {
            let options = try GlobalOptions(words)
            switch command {
            case .show:
                var show = Movies.Show()
                show.id = number
                show.options = options
                try show.validate()
                return show
            case .topGrossing:
                var topGrossing = Movies.TopGrossing()
                topGrossing.list = try ListArguments(year: number, words)
                topGrossing.options = options
                return topGrossing
            case .topRated:
                var topRated = Movies.TopRated()
                topRated.list = try ListArguments(year: number, words)
                topRated.options = options
                return topRated
            }
        } catch {
            return nil
        }
    }

    /// The commands taken, by the name that asks for them.
    private enum Command: String {
        case show
        case topGrossing = "top-grossing"
        case topRated = "top-rated"

        /// The long options of the command's own, beside ``GlobalOptions``'.
        var optionNames: [String] {
            switch self {
            case .show: []
            case .topGrossing, .topRated: ["limit"]
            }
        }
    }

    /// A line's words after the command's name: at most one number, and long options each
    /// given once.
    struct Words {
        /// The one positional word, when it is a plain decimal number.
        private(set) var number: Int?
        private var values: [String: String] = [:]
        private var flags: Set<String> = []

        /// The words, or `nil` when any of them is not plain.
        init?(_ words: ArraySlice<String>, flags flagNames: [String], options optionNames: [String]) {
            var rest = words
            while let word = rest.popFirst() {
                guard word.hasPrefix("-") else {
                    guard number == nil, !word.isEmpty, word.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                          let value = Int(word)
                    else { return nil }
                    number = value
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
    static let optionNames = ["source", "api-url", "cache", "max-age", "format", "timeout", "min-votes", "rate-limit"]

    /// The options `words` give, every other one at its default, checked as ArgumentParser checks
    /// them.
    fileprivate init(_ words: SimpleCommandLine.Words) throws {
        self.init()
        var sourceOption = SourceOption()
        sourceOption.source = try words.value("source")
        try sourceOption.validate()
        self.sourceOption = sourceOption
        apiURL = try words.value("api-url")
        cache = try words.value("cache")
        offline = words.has("offline")
        refresh = words.has("refresh")
        maxAge = try words.value("max-age")
        format = try words.value("format") ?? Self.defaultFormat
        timeout = try words.value("timeout") ?? Self.defaultTimeout
        verbose = words.has("verbose")
        var tmdb = TMDBOptions()
        tmdb.minimumVotes = try words.value("min-votes") ?? TMDBOptions.defaultMinimumVotes
        tmdb.requestsPerSecond = try words.value("rate-limit") ?? TMDBOptions.defaultRequestsPerSecond
        try tmdb.validate()
        self.tmdb = tmdb
        try validate()
    }
}

extension ListArguments {
    /// The year and `--limit` of `words`, checked as ArgumentParser checks them.
    fileprivate init(year: Int, _ words: SimpleCommandLine.Words) throws {
        self.init()
        self.year = year
        limit = try words.value("limit")
        try validate()
    }
}
