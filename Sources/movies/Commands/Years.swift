import ArgumentParser
import MovieKit

extension Movies {
    /// `movies years`: which years and lists the cache holds for the source and origin asked, and
    /// how old each is; it reads the cache only.
    struct Years: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show which years and lists are cached, and their age.",
            discussion: """
                Reads the cache only. Ages are as of now; --format json and csv give the fetch \
                time in UTC. With --source imdb, how many films IMDb's import holds of each year.

                Example:
                  movies years
                """
        )

        @OptionGroup var options: LocalOptions

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let catalogue = try options.catalogue
            // A source that answers from its import (IMDb's) has nothing cached by year and list:
            // the import holds every year whole.
            let source = catalogue.source.described
            if source.answersFromImport {
                let datasets: IMDbDatasets, years: [(year: Int, films: Int)]
                do throws(MovieServiceError) {
                    datasets = try IMDbMovieService(folder: IMDbFolder(cacheURL: options.cacheURL)).datasets()
                    years = try datasets.filmsPerYear()
                } catch {
                    throw CommandFailure(error)
                }
                console.note(
                    ImportNote.text(
                        source, importedAt: datasets.facts.importedAt, publishedAt: datasets.facts.publishedAt))
                console.print(IMDbYearsRenderer(format: options.format, style: console.outputStyle).render(years))
                return
            }
            let lists = try options.location.cache(console: console).lists(of: catalogue)
            console.print(ListSummaryRenderer(format: options.format, style: console.outputStyle).render(lists))
        }
    }
}
