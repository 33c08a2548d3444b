import ArgumentParser

/// `--poster auto|always|never`: whether `show` draws the film's poster beside its details.
struct PosterOption: NamedCaseOption {
    /// When a poster is drawn.
    enum Policy: String, CaseIterable, ExpressibleByArgument {
        /// On a terminal with a graphics protocol (kitty, iTerm2, sixel).
        case auto
        /// On any terminal: half-blocks in colour where it has no graphics protocol.
        case always
        /// Never.
        case never
    }

    static let defaultValue = Policy.auto

    @Option(
        help: ArgumentHelp(
            "Draw the poster: auto (on terminals that show images), always (half-blocks elsewhere) or never. Default: $MOVIES_POSTER, else auto.",
            valueName: "when"))
    var poster: Policy?

    /// `--poster`; resolved, else `$MOVIES_POSTER`, else ``Policy/auto``.
    var given: Policy? { poster }

    static let setting = OptionOrVariable(
        option: "--poster", variable: "MOVIES_POSTER", expected: "auto, always or never")
}
