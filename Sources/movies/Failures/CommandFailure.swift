import MovieKit

/// A failure the command reports as one line on stderr, ending with its exit status.
struct CommandFailure: Error, Equatable {
    let message: String
    let status: MoviesExitCode

    init(_ message: String, status: MoviesExitCode) {
        self.message = message
        self.status = status
    }

    init(_ error: MovieServiceError) {
        self.init(error.description, status: MoviesExitCode(for: error))
    }

    init(_ error: CacheError) {
        self.init(error.description, status: .cacheFailure)
    }

    init(_ error: ConfigFileError) {
        let status: MoviesExitCode =
            switch error {
            case .badLine, .cannotRead, .tooLarge: .badConfiguration
            case .badValue: .usage
            case .cannotWrite: .cantCreate
            }
        self.init(error.description, status: status)
    }

    func report(to console: Console) {
        console.error(HomeFolder.explaining(message))
    }
}
