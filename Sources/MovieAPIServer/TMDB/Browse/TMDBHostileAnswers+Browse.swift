import Foundation
import Hummingbird

extension TMDBHostileAnswers {
    /// The hostile answer the kinds that spoil any answer give in place of `good` (the genres,
    /// say), or `nil`.
    func anyAnswer(_ good: Data, to request: Request) -> Response? {
        wholeAnswer(good, to: request)
    }

    /// The hostile answer to `watch/providers/movie`, `good`, or `nil` when this kind leaves it alone.
    func providerList(_ good: Data, to request: Request) -> Response? {
        if let whole = wholeAnswer(good, to: request) { return whole }
        guard hostility.kind == .providerUnknownID else { return nil }
        return ok(
            Self.editing(good) { list in
                var results = list["results"] as? [Any] ?? []
                results.append(Self.phantom(id: 999_998, name: "Ghost Cinema", priority: 0, regions: ["US", "DE"]))
                list["results"] = results
            })
    }

    /// The hostile answer to `collection/{id}`, `good`, or `nil` when this kind leaves it alone.
    func collection(_ good: Data, to request: Request) -> Response? {
        if let whole = wholeAnswer(good, to: request) { return whole }
        guard hostility.kind == .collectionPartsMissing else { return nil }
        return ok(Self.editing(good) { $0["parts"] = nil })
    }

    /// A film's `watch/providers` whose first provider in each region is one no list names.
    static func namePhantomProvider(in film: inout [String: Any]) {
        guard var watch = film["watch/providers"] as? [String: Any], var regions = watch["results"] as? [String: Any]
        else { return }
        for (region, ways) in regions {
            guard var ways = ways as? [String: Any],
                let way = ["flatrate", "free", "ads", "rent", "buy"].first(where: { ways[$0] != nil }),
                var providers = ways[way] as? [Any], !providers.isEmpty
            else { continue }
            providers[0] = phantom(id: 999_999, name: "Phantom Stream", priority: 1, regions: nil)
            ways[way] = providers
            regions[region] = ways
        }
        watch["results"] = regions
        film["watch/providers"] = watch
    }

    /// A provider's JSON object, as a film lists it or, with `regions`, as the providers list does.
    private static func phantom(id: Int, name: String, priority: Int, regions: [String]?) -> [String: Any] {
        var provider: [String: Any] = [
            "display_priority": priority, "logo_path": "/phantom.jpg", "provider_id": id, "provider_name": name,
        ]
        if let regions {
            provider["display_priorities"] = Dictionary(uniqueKeysWithValues: regions.map { ($0, priority) })
        }
        return provider
    }

    /// A trending page with a TV show (``TMDBFixtureShows/harborNights``) in place of its second film
    /// (or added, on a page of one).
    static func mixInShow(_ page: inout [String: Any]) {
        var results = page["results"] as? [Any] ?? []
        let show = object(TMDBJSON.encode(TMDBFixtureShows.harborNights))
        if results.count >= 2 { results[1] = show } else { results.append(show) }
        page["results"] = results
    }
}
