import Foundation
import Hummingbird

/// Gives the answers a ``TMDBHostility`` asks for in place of the good ones: it numbers every
/// request it is shown, and spoils a list page or a film's details once the request is past
/// ``TMDBHostility/after`` and chosen at ``TMDBHostility/rate``.
struct TMDBHostileAnswers: Sendable {
    let hostility: TMDBHostility
    private let counter = RequestCounter()
    private let random: SeededRandom

    init(_ hostility: TMDBHostility, seed: UInt64) {
        self.hostility = hostility
        random = SeededRandom(seed: seed)
    }

    /// Numbers the next request and says whether it is one to spoil.
    func isDue() -> Bool {
        counter.next() > hostility.after && random.chance(hostility.rate)
    }

    /// The hostile answer to page `number` of a list of films, `page(n)` writing its page n
    /// well, or `nil` when this kind leaves such lists alone; `mixingMedia` for a list whose
    /// entries say their `media_type` (trending), which `trending-non-movie` spoils.
    func page(
        _ number: Int, mixingMedia: Bool = false, to request: Request, making page: (Int) -> Data
    ) throws(TMDBFailure) -> Response? {
        let kind = hostility.kind
        if kind == .trendingNonMovie {
            return mixingMedia ? ok(Self.editing(page(number), Self.mixInShow)) : nil
        }
        guard kind.spoilsLists else { return nil }
        let good = page(number)
        if let whole = wholeAnswer(good, to: request) { return whole }
        let edited: Data
        switch kind {
        case .objectForList: edited = Self.editing(good) { $0["results"] = ($0["results"] as? [Any])?.first ?? [:] }
        case .resultsMissing: edited = Self.editing(good) { $0["results"] = nil }
        case .resultsNull: edited = Self.editing(good) { $0["results"] = NSNull() }
        case .idZero: edited = Self.editingFirstFilm(good) { $0["id"] = 0 }
        case .idNegative: edited = Self.editingFirstFilm(good) { $0["id"] = -550 }
        case .idString: edited = Self.editingFirstFilm(good) { $0["id"] = ($0["id"] as? Int).map(String.init) ?? "550" }
        case .titleEmpty: edited = Self.editingFirstFilm(good) { $0["title"] = "" }
        case .voteAverageOverTen: edited = Self.editingFirstFilm(good) { $0["vote_average"] = 11.5 }
        case .voteAverageNegative: edited = Self.editingFirstFilm(good) { $0["vote_average"] = -1 }
        case .dateMonth13: edited = Self.editingFirstFilm(good) { $0["release_date"] = "2016-13-45" }
        case .dateDayFirst: edited = Self.editingFirstFilm(good) { $0["release_date"] = "16-06-2016" }
        case .totalPages500: edited = Self.editing(good) { $0["total_pages"] = 500 }
        case .pageBeyondLast:
            let pages = Self.totalPages(of: good)
            guard number <= pages else { throw .invalidPage }
            edited = number == 1 ? Self.editing(good) { $0["total_pages"] = pages + 2 } : good
        case .duplicateOnPage:
            edited = Self.editing(good) { page in
                guard var films = page["results"] as? [Any], films.count >= 2 else { return }
                films[films.count - 1] = films[0]
                page["results"] = films
            }
        case .duplicateAcrossPages:
            guard number > 1 else { return ok(good) }
            let lastBefore = (Self.object(page(number - 1))["results"] as? [Any])?.last
            edited = Self.editing(good) { page in
                guard let lastBefore, var films = page["results"] as? [Any], !films.isEmpty else { return }
                films.insert(lastBefore, at: 0)
                films.removeLast()
                page["results"] = films
            }
        default: edited = good
        }
        return ok(edited)
    }

    /// The hostile answer to a film's details, `good`, or `nil` when this kind leaves details alone
    /// (it spoils only a list's page, or a list's films).
    func details(_ good: Data, to request: Request) -> Response? {
        if let whole = wholeAnswer(good, to: request) { return whole }
        switch hostility.kind {
        case .revenueString: return ok(Self.editing(good) { $0["revenue"] = "a lot" })
        case .revenueNegative: return ok(Self.editing(good) { $0["revenue"] = -5 })
        case .escapesInTitle: return ok(Self.editing(good) { Self.escape("title", in: &$0) })
        case .escapesInOriginalTitle: return ok(Self.editing(good) { Self.escape("original_title", in: &$0) })
        case .escapesInOverview: return ok(Self.editing(good) { Self.escape("overview", in: &$0) })
        case .escapesInGenre: return ok(Self.editing(good) { Self.escapeFirst("name", of: "genres", in: &$0) })
        case .escapesInCast, .escapesInCrew, .escapesInCharacter:
            return ok(
                Self.editing(good) { film in
                    guard var credits = film["credits"] as? [String: Any] else { return }
                    switch hostility.kind {
                    case .escapesInCast: Self.escapeFirst("name", of: "cast", in: &credits)
                    case .escapesInCrew: Self.escapeFirst("name", of: "crew", in: &credits)
                    default: Self.escapeFirst("character", of: "cast", in: &credits)
                    }
                    film["credits"] = credits
                })
        case .escapesInProvider:
            return ok(
                Self.editing(good) { film in
                    guard var watch = film["watch/providers"] as? [String: Any],
                        var regions = watch["results"] as? [String: Any]
                    else { return }
                    for (region, ways) in regions {
                        guard var ways = ways as? [String: Any] else { continue }
                        for way in ["flatrate", "free", "ads", "rent", "buy"] {
                            Self.escapeFirst("provider_name", of: way, in: &ways)
                        }
                        regions[region] = ways
                    }
                    watch["results"] = regions
                    film["watch/providers"] = watch
                })
        case .providerUnknownID: return ok(Self.editing(good, Self.namePhantomProvider))
        default: return nil
        }
    }

    /// The hostile answer to a person's films, `good`, or `nil` when this kind leaves them alone.
    func movieCredits(_ good: Data, to request: Request) -> Response? {
        guard hostility.kind == .escapesInCharacter else { return nil }
        return ok(Self.editing(good) { Self.escapeFirst("character", of: "cast", in: &$0) })
    }

    /// `object[key]`, a text, with ``TMDBHostility/terminalEscapes`` after it.
    private static func escape(_ key: String, in object: inout [String: Any]) {
        guard let text = object[key] as? String else { return }
        object[key] = text + TMDBHostility.terminalEscapes
    }

    /// The first object of the list `object[list]` with its text `key` escaped.
    static func escapeFirst(_ key: String, of list: String, in object: inout [String: Any]) {
        guard var items = object[list] as? [[String: Any]], !items.isEmpty else { return }
        escape(key, in: &items[0])
        object[list] = items
    }

    /// The answer the kinds that spoil any answer give in place of `good`, or `nil` for the others.
    func wholeAnswer(_ good: Data, to request: Request) -> Response? {
        switch hostility.kind {
        case .malformedJSON:
            return ok(good.prefix(good.count / 2))
        case .emptyBody:
            return ok(Data())
        case .htmlPage:
            let page = Data(
                "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>".utf8)
            return Response(
                status: .ok, headers: [.contentType: "text/html", .contentLength: String(page.count)],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
        case .hugeBody:
            let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 1 << 20)
            let chunks = 33
            return Response(
                status: .ok, headers: [.contentType: "application/json;charset=utf-8"],
                body: ResponseBody(contentLength: chunks * chunk.readableBytes) { writer in
                    for _ in 0..<chunks { try await writer.write(chunk) }
                    try await writer.finish(nil)
                })
        case .cutShort:
            var response = ok(good)
            response.body = DroppingBodyWriter.dropping(response.body)
            return response
        case .slowDrip:
            return Response(
                status: .ok, headers: [.contentType: "application/json;charset=utf-8"],
                body: ResponseBody(contentLength: good.count) { writer in
                    for byte in good {
                        try await Task.sleep(for: .milliseconds(200))
                        try await writer.write(ByteBuffer(bytes: [byte]))
                    }
                    try await writer.finish(nil)
                })
        case .successFalse:
            return .tmdbJSON(TMDBJSON.encode(TMDBFailure.internalError.status), status: .ok)
        case .retryAfterHour:
            var response = TMDBFailure.overRateLimit(count: 41, limit: 40).response
            response.headers[.retryAfter] = "3600"
            return response
        case .redirectElsewhere:
            let port = request.head.authority?.split(separator: ":").last.map(String.init) ?? "80"
            let path = request.uri.description.dropFirst(TMDBResponder.prefix.count)
            let target = "http://localhost:\(port)\(TMDBResponder.prefix)elsewhere/\(path)"
            return Response(status: .found, headers: [.location: target, .contentLength: "0"])
        case .refusedCredential:
            return TMDBFailure.invalidAPIKey.response
        default:
            return nil
        }
    }

    /// A 200 with `body` as TMDB's JSON; a spoiled answer ignores any condition.
    func ok(_ body: Data) -> Response {
        .tmdbJSON(body, status: .ok, headers: [.cacheControl: "public, max-age=0"])
    }

    static func object(_ data: Data) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    private static func totalPages(of page: Data) -> Int {
        object(page)["total_pages"] as? Int ?? 1
    }

    /// `data`, a JSON object, after `edit`.
    static func editing(_ data: Data, _ edit: (inout [String: Any]) -> Void) -> Data {
        var value = object(data)
        edit(&value)
        return (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? data
    }

    /// `page` with its first film after `edit`.
    private static func editingFirstFilm(_ page: Data, _ edit: @escaping (inout [String: Any]) -> Void) -> Data {
        editing(page) { page in
            guard var films = page["results"] as? [[String: Any]], !films.isEmpty else { return }
            edit(&films[0])
            page["results"] = films
        }
    }
}
