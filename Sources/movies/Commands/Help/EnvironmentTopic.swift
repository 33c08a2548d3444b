import ArgumentParser

extension Movies {
    /// `movies help environment` (and `movies environment`): the environment variables `movies` reads, kept out of
    /// `movies --help` so that it fits a terminal; the man page has it as a section of its own.
    struct EnvironmentTopic: HelpTopic {
        static let topic = "environment"
        static let abstract = "The environment variables movies reads."

        /// The environment variables `movies` reads, as `movies help environment` shows it.
        static let text = """
              MOVIES_SOURCE    \(SourceOption.names), when --source is not given
              MOVIES_LANGUAGE  the language TMDB is asked in (like de-DE), when
                               --language is not given; default en-US
              MOVIES_REGION    the country whose ways to watch show lists and discover
                               --on filters by (like DE)
              MOVIES_SERVICES  your streaming services (like netflix,mubi): discover
                               keeps to them unless --on says otherwise, show lists
                               them first; any for none in particular
              MOVIES_POSTER    auto, always or never: whether show draws the poster
              MOVIES_GRAPHICS  kitty, iterm, sixel or blocks: what the terminal draws
              MOVIES_API_URL   the API's base URL, like https://example.com/api/
              MOVIES_PLEX_TV_URL
                               plex.tv's address for `movies connect plex`'s sign-in
                               (default https://plex.tv/), for tests
              TMDB_API_TOKEN   TMDB's API Read Access Token (or TMDB_API_KEY, the v3 key);
                               else the one `movies login tmdb` kept
              MOVIES_CACHE     the cache file; default $XDG_CACHE_HOME/movies/movies.sqlite,
                               else ~/.cache/movies/movies.sqlite
              XDG_CONFIG_HOME  the config file is $XDG_CONFIG_HOME/movies/config (else
                               ~/.config/movies/config): services and region, below the
                               variables (`movies config` shows and sets them)
              XDG_STATE_HOME   API tokens are kept in $XDG_STATE_HOME/movies/ (else
                               ~/.local/state/movies/), readable only by you
              MOVIES_LIBRARY   your films (watchlist, diary, ratings): default
                               $XDG_DATA_HOME/movies/library.sqlite, else
                               ~/.local/share/movies/library.sqlite; never deleted
              MOVIES_SYNC_FOLDER
                               the folder your library syncs through by itself, else
                               sync-folder in the config file (movies library sync)
              HOME             the home folder, the ~ above; when unset or empty, yours
                               in /etc/passwd
              NO_COLOR         set to turn colours off
              MOVIES_PAGER     the pager for an answer taller than the terminal (else
                               PAGER, else less -FRX); empty: none, as --no-pager
              MOVIES_NOW       the clock, for examples and reproducible runs: an instant
                               (2026-12-05T10:00:00Z, standing still) or an offset
                               (+1d, -3h) from the system's clock
            """
    }
}
