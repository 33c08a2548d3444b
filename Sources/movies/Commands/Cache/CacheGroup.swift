import ArgumentParser

extension Movies {
    /// `movies cache …`: the commands that look at or throw away the cache itself, never a
    /// person's own data.
    struct CacheGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "cache",
            abstract: "Inspect, locate, clear or reset the local cache.",
            discussion: """
                Examples:
                  movies cache info
                  movies cache path
                  movies cache clear --yes
                  movies cache reset
                """,
            subcommands: [Info.self, Path.self, Clear.self, Reset.self]
        )
    }
}
