import Foundation

extension TMDBPageParts {
    /// When `movie` comes out, by country, made from its own release day: in the US in cinemas
    /// that day (rated PG-13) and digitally six weeks later; in Germany in cinemas a week later
    /// and digitally ten weeks after the US. A film with no release day has none, and so has the
    /// film with no providers either (100003). `changes` stand in for a film's own when set.
    static func releaseDates(of movie: TMDBWire.MovieDetails, changes: TMDBFilmChanges?) -> TMDBWire.ReleaseDates {
        if let changed = changes?.releases(of: movie.id) {
            var countries: [String] = []
            for release in changed where !countries.contains(release.country) { countries.append(release.country) }
            return TMDBWire.ReleaseDates(
                results: countries.map { country in
                    TMDBWire.CountryReleases(
                        country: country,
                        releaseDates: changed.filter { $0.country == country }.map {
                            TMDBWire.ReleaseDate(releaseDate: Self.time(of: $0.day), type: $0.type)
                        })
                })
        }
        guard movie.id != 100_003, let day = movie.releaseDate.flatMap(TMDBDay.init) else {
            return TMDBWire.ReleaseDates(results: [])
        }
        return TMDBWire.ReleaseDates(results: [
            TMDBWire.CountryReleases(
                country: "US",
                releaseDates: [
                    TMDBWire.ReleaseDate(certification: "PG-13", releaseDate: time(of: day.text), type: 3),
                    TMDBWire.ReleaseDate(releaseDate: time(of: (day + 42).text), type: 4),
                ]),
            TMDBWire.CountryReleases(
                country: "DE",
                releaseDates: [
                    TMDBWire.ReleaseDate(certification: "12", releaseDate: time(of: (day + 7).text), type: 3),
                    TMDBWire.ReleaseDate(releaseDate: time(of: (day + 70).text), type: 4),
                ]),
        ])
    }

    /// Where `movie` streams, as changed in `changes` when it was: each region's providers with a
    /// subscription, and nothing to rent or buy; else the catalogue's own.
    static func watchProviders(of movie: TMDBWire.MovieDetails, changes: TMDBFilmChanges?) -> TMDBWire.WatchProviders {
        guard let changed = changes?.streaming(of: movie.id) else { return watchProviders(of: movie) }
        var results: [String: TMDBWire.WatchRegion] = [:]
        for (region, names) in changed where !names.isEmpty {
            results[region] = TMDBWire.WatchRegion(
                link: "https://www.themoviedb.org/movie/\(movie.id)/watch?locale=\(region)",
                flatrate: names.enumerated().map { index, name in
                    TMDBWire.WatchProvider(
                        logoPath: "/\(name.lowercased().replacingOccurrences(of: " ", with: "-")).jpg",
                        providerID: providerIDs[name] ?? 0, providerName: name, displayPriority: index + 1)
                })
        }
        return TMDBWire.WatchProviders(results: results)
    }

    /// A day as TMDB writes a release's time: midnight UTC, with milliseconds.
    private static func time(of day: String) -> String { day + "T00:00:00.000Z" }
}
