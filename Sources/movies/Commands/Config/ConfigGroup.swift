import ArgumentParser

extension Movies {
    /// `movies config …`: the settings that stand in for options (your services, your region),
    /// and the one file that keeps them, never written but by these commands.
    struct ConfigGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "config",
            abstract: "Show, get, set or unset your services and region.",
            discussion: """
                Settings stand in for options not given: an option beats its variable, which \
                beats the config file, which beats the default.

                  services  discover's --on: names of services separated by commas (as
                            TMDB names them, any case), or any; variable MOVIES_SERVICES;
                            default any. discover keeps to them; show lists them first.
                  region    --region: a country's two letters; variable MOVIES_REGION;
                            default the country of LC_ALL or LANG, else US.

                The file is $XDG_CONFIG_HOME/movies/config (else ~/.config/movies/config), lines \
                of key = value; a line starting with # is a comment. `movies config set` keeps \
                your comments and other lines. A file that does not read, or is over 64 KB, stops \
                every command that uses it, naming the file and the line (exit 78); a missing \
                file sets nothing.

                Examples:
                  movies config
                  movies config set services "netflix, mubi"
                  movies config set region DE
                  movies config get services
                  movies config unset region
                  $EDITOR "$(movies config path)"
                """,
            subcommands: [Show.self, Get.self, SetValue.self, Unset.self, Path.self],
            defaultSubcommand: Show.self
        )
    }
}
