import Foundation

/// What the TMDB dialect appends to a film's details beside its credits (`append_to_response=
/// watch/providers,videos,external_ids,release_dates`), made from the film itself, the same every time, with
/// the quirks TMDB has: a film with providers in one region only (100004), one with none at all
/// (100003), a region that only sells it (100010, DE), an unofficial trailer listed after an
/// official teaser (100005), videos without a trailer or teaser (100007), no videos (100009), a
/// German trailer beside the English ones (100001). Videos are given in the languages asked, as
/// TMDB gives them: `include_video_language`'s (`null` for videos in none), else the language of
/// `language` alone (English by default).
enum TMDBPageParts {
    /// The parts, in the order TMDB appends them, by their `append_to_response` names;
    /// `recommendations`, the first page of the film's, is the catalogue's to make.
    static let names = ["watch/providers", "videos", "external_ids", "release_dates", "recommendations"]

    /// The part `name` of `movie`, encoded, its videos those in `videoLanguages`, its providers
    /// and release days those of `changes` when it was changed; `nil` for a name that is not one
    /// of ``names`` or is `recommendations`.
    static func encoded(
        _ name: Substring, of movie: TMDBWire.MovieDetails, videoLanguages: Set<String>,
        changes: TMDBFilmChanges? = nil
    ) -> Data? {
        switch name {
        case "watch/providers": TMDBJSON.encode(watchProviders(of: movie, changes: changes))
        case "release_dates": TMDBJSON.encode(releaseDates(of: movie, changes: changes))
        case "videos": TMDBJSON.encode(videos(of: movie, in: videoLanguages))
        case "external_ids": TMDBJSON.encode(externalIDs(of: movie))
        default: nil
        }
    }

    private static let streaming = ["Netflix", "Disney Plus", "Max", "Amazon Prime Video", "Apple TV Plus", "Mubi"]
    private static let shops = ["Apple TV", "Google Play Movies", "Amazon Video", "Microsoft Store"]

    /// Each provider's id, TMDB's own, the same in every film and region.
    static let providerIDs = [
        "Apple TV": 2, "Google Play Movies": 3, "Netflix": 8, "Amazon Prime Video": 9, "Amazon Video": 10, "Mubi": 11,
        "Microsoft Store": 68, "Tubi TV": 73, "Kanopy": 191, "Disney Plus": 337, "Apple TV Plus": 350, "Max": 1899,
    ]

    /// Where to watch `movie`, by region: in the US a streaming service (picked by the film's id),
    /// Apple TV and Google Play to rent, Apple TV to buy; in Germany another streaming service and
    /// Amazon Video to rent. Some films differ: none anywhere (100003), the US only (100004),
    /// Germany only to buy (100010, Amazon Video; 100021 adds Microsoft Store), free on Kanopy
    /// (100020), with ads on Tubi TV (100022).
    static func watchProviders(of movie: TMDBWire.MovieDetails) -> TMDBWire.WatchProviders {
        let id = movie.id
        func provider(_ name: String, _ priority: Int) -> TMDBWire.WatchProvider {
            TMDBWire.WatchProvider(
                logoPath: "/\(name.lowercased().replacingOccurrences(of: " ", with: "-")).jpg",
                providerID: providerIDs[name] ?? 0, providerName: name, displayPriority: priority)
        }
        func link(_ region: String) -> String { "https://www.themoviedb.org/movie/\(id)/watch?locale=\(region)" }
        var results: [String: TMDBWire.WatchRegion] = [:]
        guard id != 100_003 else { return TMDBWire.WatchProviders(results: results) }
        var us = TMDBWire.WatchRegion(
            link: link("US"), flatrate: [provider(streaming[id % streaming.count], 1)],
            rent: [provider(shops[0], 2), provider(shops[1], 3)], buy: [provider(shops[0], 2)])
        if id == 100_020 { us.free = [provider("Kanopy", 5)] }
        if id == 100_022 { us.ads = [provider("Tubi TV", 6)] }
        results["US"] = us
        if id != 100_004 {
            results["DE"] =
                switch id {
                case 100_010: TMDBWire.WatchRegion(link: link("DE"), buy: [provider(shops[2], 4)])
                case 100_021:
                    TMDBWire.WatchRegion(link: link("DE"), buy: [provider(shops[2], 4), provider(shops[3], 7)])
                default:
                    TMDBWire.WatchRegion(
                        link: link("DE"), flatrate: [provider(streaming[(id + 1) % streaming.count], 1)],
                        rent: [provider(shops[2], 4)])
                }
        }
        return TMDBWire.WatchProviders(results: results)
    }

    /// The languages `include_video_language` (`asked`, like `de,en,null`) or else `language`
    /// (`de-DE`) ask videos in: ISO 639-1 codes, `null` for videos in none.
    static func videoLanguages(asked: Substring?, language: Substring?) -> Set<String> {
        if let asked {
            return Set(asked.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        }
        return [language.flatMap { $0.split(separator: "-").first }.map { $0.lowercased() } ?? "en"]
    }

    static func videos(of movie: TMDBWire.MovieDetails, in languages: Set<String>) -> TMDBWire.Videos {
        let id = movie.id
        func video(_ type: String, official: Bool, _ suffix: String, in language: String = "en") -> TMDBWire.Video {
            TMDBWire.Video(
                name: "\(official ? "Official " : "")\(type)", key: "\(suffix)\(id)", type: type, official: official,
                id: "v\(suffix)\(id)", language: language, country: language == "de" ? "DE" : "US")
        }
        let all: [TMDBWire.Video] =
            switch id {
            case 100_001:
                [
                    video("Trailer", official: true, "tr"), video("Trailer", official: true, "detr", in: "de"),
                    video("Featurette", official: true, "fe"),
                ]
            case 100_005: [video("Teaser", official: true, "te"), video("Trailer", official: false, "fan")]
            case 100_007:
                [video("Featurette", official: true, "fe"), video("Behind the Scenes", official: true, "bts")]
            case 100_009: []
            default:
                [
                    video("Teaser", official: true, "te"), video("Trailer", official: true, "tr"),
                    video("Featurette", official: true, "fe"),
                ]
            }
        return TMDBWire.Videos(results: all.filter { languages.contains($0.iso6391) })
    }

    static func externalIDs(of movie: TMDBWire.MovieDetails) -> TMDBWire.ExternalIDs {
        TMDBWire.ExternalIDs(imdbID: movie.imdbID)
    }
}
