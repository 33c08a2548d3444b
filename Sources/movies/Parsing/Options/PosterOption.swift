import ArgumentParser

/// `--poster auto|always|never`: whether `show` draws the film's poster beside its details.
struct PosterOption: ParsableArguments {
    /// When a poster is drawn.
    enum Policy: String, CaseIterable, ExpressibleByArgument {
        /// On a terminal with a graphics protocol (kitty, iTerm2, sixel).
        case auto
        /// On any terminal: half-blocks in colour where it has no graphics protocol.
        case always
        /// Never.
        case never
    }

    @Option(
        help: ArgumentHelp(
            "Draw the poster: auto (on terminals that show images), always (half-blocks elsewhere) or never. Default: $MOVIES_POSTER, else auto.",
            valueName: "when"))
    var poster: Policy?

    func validate() throws {
        _ = try resolved()
    }

    /// `--poster`, else `$MOVIES_POSTER`, else ``Policy/auto``.
    func resolved(environment: [String: String] = LaunchEnvironment.variables) throws -> Policy {
        try Self.setting.value(poster, environment: environment, read: Policy.init(rawValue:)) ?? .auto
    }

    private static let setting = OptionOrVariable(
        option: "--poster", variable: "MOVIES_POSTER", expected: "auto, always or never")

    /// The policy `run()` uses, where `validate()` has vouched for it.
    var value: Policy {
        (try? resolved()) ?? .auto
    }
}
