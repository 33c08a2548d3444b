import MovieKit

/// The exit codes of `movies`, after sysexits.h; the root command's help lists them.
enum MoviesExitCode: Int32, CaseIterable {
    case success = 0
    /// A person asked to choose (among films close to a title) chose none: nothing was changed.
    case cancelled = 2
    case usage = 64
    case badData = 65
    case notFound = 66
    case unavailable = 69
    case cantCreate = 73
    case cacheFailure = 74
    /// A sync did not complete: `movies sync`'s years, or `movies account sync` stopped by its
    /// guard (nothing changed).
    case syncIncomplete = 75
    case authenticationFailed = 77
    /// The config file does not read (EX_CONFIG).
    case badConfiguration = 78

    init(for error: MovieServiceError) {
        switch error {
        case .notFound: self = .notFound
        case .unreachable, .timedOut, .httpStatus, .notCached, .notImported: self = .unavailable
        case .badData: self = .badData
        case .authenticationFailed, .credentialMissing: self = .authenticationFailed
        case .cache: self = .cacheFailure
        case .incomplete: self = .syncIncomplete
        case .notAnswered: self = .usage
        case .imageHost(let failure): self.init(for: failure)
        }
    }
}
