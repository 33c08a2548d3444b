/// Where a setting's value came from, strongest first: the command line, the environment, the
/// config file, the locale (the region only), else the built-in default.
enum SettingOrigin: Sendable, Equatable {
    /// The option, like `--on`.
    case flag(String)
    /// The variable, like `MOVIES_SERVICES`.
    case environment(String)
    /// The config file and the line that sets it.
    case file(path: String, line: Int)
    /// The locale variable that names a country, like `LANG=de_DE.UTF-8`.
    case locale(String)
    case `default`

    /// The kind of place, in a word: `flag`, `environment`, `file`, `locale` or `default`.
    var kind: String {
        switch self {
        case .flag: "flag"
        case .environment: "environment"
        case .file: "file"
        case .locale: "locale"
        case .default: "default"
        }
    }

    /// Which one of its kind: `--on`, `MOVIES_SERVICES`, `/home/me/.config/movies/config:3`,
    /// `LANG=de_DE.UTF-8`; `nil` for the default.
    var place: String? {
        switch self {
        case .flag(let name), .environment(let name), .locale(let name): name
        case .file(let path, let line): "\(path):\(line)"
        case .default: nil
        }
    }

    /// The kind and the place, as `movies config show` prints them: `file /…/config:3`.
    var description: String {
        place.map { "\(kind) \($0)" } ?? kind
    }
}
