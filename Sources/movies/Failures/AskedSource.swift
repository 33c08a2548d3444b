import MovieKit

/// The source a command asked, and where, when a person chose the address but not the source:
/// with `$MOVIES_API_URL` set and neither `--source` nor `$MOVIES_SOURCE`, the default source is
/// asked there, and an address that serves another source refuses it. Such a refusal says so.
struct AskedSource {
    let source: MovieSourceDescription
    /// `$MOVIES_API_URL`, when it chose the address and nothing chose the source.
    let defaultedAt: String?

    init(options: GlobalOptions, environment: [String: String] = LaunchEnvironment.variables) {
        source = options.source.described
        let chosen = [options.sourceOption.given?.rawValue, environment[SourceOption.setting.variable]]
        let sourceChosen = chosen.contains { !($0 ?? "").isEmpty }
        let url = environment[APIURLOption.setting.variable] ?? ""
        defaultedAt = sourceChosen || options.api.text != nil || url.isEmpty ? nil : url
    }

    /// `error`'s line, and when the source was asked by default at `$MOVIES_API_URL` and refused
    /// its credential, which source that was and that `--source` may be missing: "…; the demo
    /// catalogue was asked, at http://…/3/ ($MOVIES_API_URL), as no --source was given: for
    /// TMDB, --source tmdb may be missing".
    func explaining(_ error: MovieServiceError) -> String {
        guard let defaultedAt, error.isRefusal else { return error.description }
        let others = MovieSourceDescription.all.filter { $0.needsCredential && $0.source != source.source }
        let missing = WordList.joined(
            others.map { "for \($0.name), --source \($0.commandLineName)" }, by: "or")
        return
            "\(error); \(source.name) was asked, at \(defaultedAt) ($\(APIURLOption.setting.variable)), as no --source "
            + "was given" + (missing.isEmpty ? "" : ": \(missing) may be missing")
    }
}

extension MovieServiceError {
    /// Whether the API refused the request's credential (or its lack of one): HTTP 401, or a
    /// token it would not give.
    fileprivate var isRefusal: Bool {
        switch self {
        case .authenticationFailed: true
        case .httpStatus(let status, _): status == 401
        default: false
        }
    }
}
