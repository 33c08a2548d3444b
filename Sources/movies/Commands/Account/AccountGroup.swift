import ArgumentParser

extension Movies {
    /// `movies account login|status|sync|logout`: your TMDB account, linked.
    struct AccountGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "account",
            abstract: "Link your TMDB account, see it, sync it, unlink it.",
            discussion: """
                Linking asks TMDB for a request token you approve in your browser; the session TMDB \
                then gives is kept, readable only by you, in $XDG_STATE_HOME/movies/tmdb-session \
                (else ~/.local/state/movies/tmdb-session), and sent only to the API it was made \
                with. Every call also carries your TMDB credential (`movies login tmdb`).

                Examples:
                  movies account login
                  movies account status
                  movies account sync --dry-run
                  movies account sync
                  movies account logout
                """,
            subcommands: [
                AccountLoginCommand.self, AccountStatusCommand.self, AccountSyncCommand.self, AccountLogoutCommand.self,
            ])
    }
}
