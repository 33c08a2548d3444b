import ArgumentParser

/// `--poster auto|always|never`: whether `show` draws the film's poster beside its details.
struct PosterOption: NamedCaseOption {
    /// When a poster is drawn.
    enum Policy: String, CaseIterable, ExpressibleByArgument {
        /// On any terminal: its graphics protocol (kitty, iTerm2, sixel), else half-blocks unless `NO_COLOR` is set.
        case auto
        /// On any terminal: half-blocks in colour where it has no graphics protocol, `NO_COLOR` or not.
        case always
        /// Never.
        case never
    }

    static let defaultValue = Policy.auto

    @Option(
        help: ArgumentHelp(
            "Draw the poster: auto (images where the terminal shows them, else half-blocks unless NO_COLOR is set), always (half-blocks even then) or never. Default: $MOVIES_POSTER, else auto.",
            valueName: "when"))
    var poster: Policy?

    /// `--poster`; resolved, else `$MOVIES_POSTER`, else ``Policy/auto``.
    var given: Policy? { poster }

    static let setting = OptionOrVariable(
        option: "--poster", variable: "MOVIES_POSTER", expected: "auto, always or never")
}
