import ArgumentParser

extension Movies {
    /// `movies help exit-codes` (and `movies exit-codes`): what each exit status means, kept out of
    /// `movies --help` so that it fits a terminal; the man page has it as a section of its own.
    struct ExitCodesTopic: HelpTopic {
        static let topic = "exit-codes"
        static let abstract = "What each exit status of movies means."

        /// What each exit status means, as `movies help exit-codes` shows it.
        static let text = """
              0   an answer was printed, fresh or from the cache: when it could not
                  be refreshed (no network, the API failing, no TMDB credential),
                  one warning on stderr says why
              2   cancelled: asked which film a title meant, you chose none; nothing
                  was written
              64  usage error: unknown flag, bad year, id or limit, bad --api-url,
                  an empty or too long search
              65  the API sent data that could not be read, or a file to import
                  does not read (the error names the file and the line)
              66  the API has no such movie or list, no movie has the title asked,
                  or the film has no poster
              69  the API could not be reached (or failed) and nothing is cached
                  to answer with
              73  movies poster, export, calendar or stats could not write the file
                  asked, or movies config set or unset could not write the config
                  file
              74  the cache or your library could not be opened, read or written
                  (a library that is not one, damaged or newer is left as it is),
                  or another movies kept it busy past --timeout; or standard
                  output could not be written (closed, or a full disk)
              75  movies sync: some years did not sync (what did is saved); when
                  none did, all for one kind of reason, that reason's code;
                  movies account sync: the guard stopped a sync that would remove
                  too much, nothing changed (--yes goes ahead)
              77  the API refused the credentials, or TMDB has none to send, and
                  nothing is cached to answer with
              78  the config file does not read: the error names the file and the
                  line (a bad line, an unknown key, a value that does not read),
                  or it is over 64 KB
            """
    }
}
