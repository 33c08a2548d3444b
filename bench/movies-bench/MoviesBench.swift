import ArgumentParser

/// Library-level harness for `bench/run`: fills caches through the library, times persistence
/// and decoding in-process, and writes the data sets the whole-process benchmarks need.
@main
struct MoviesBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies-bench",
        abstract: "Prepare data for, and measure inside, the movies benchmarks (bench/run).",
        subcommands: [
            Fill.self, FillDiscoverable.self, Persist.self, PersistRaw.self, ListJSON.self, Decode.self,
            IMDbExport.self, IMDbDatasets.self, FillLibrary.self, IMDbImport.self, FillStats.self, AccountSides.self,
        ]
    )
}
