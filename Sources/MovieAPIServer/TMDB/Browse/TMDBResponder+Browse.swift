import Foundation
import Hummingbird

extension TMDBResponder {
    /// How long before today now playing reaches, as TMDB's answers show: six weeks.
    static let nowPlayingDays = 42
    /// How long after today upcoming reaches, from tomorrow, as TMDB's answers show: three weeks.
    static let upcomingDays = 21

    /// The answer to a route that browses the catalogue: its lists of films (``TMDBBrowseList``),
    /// a collection, the genres, the providers.
    /// - Throws: ``TMDBFailure/notFound`` for a film or collection that is not there (or an id
    ///   that is not a number), ``TMDBFailure/invalidPage`` for a page outside 1...500.
    func browse(
        _ route: TMDBRoute, in catalogue: TMDBEncodedCatalogue, parameters: Parameters,
        spoiling: TMDBHostileAnswers?, to request: Request
    ) throws(TMDBFailure) -> Response {
        switch route {
        case .movieGenres:
            let body = TMDBEncodedCatalogue.Body(TMDBJSON.encode(TMDBGenres.list(in: parameters["language"])))
            return spoiling?.anyAnswer(body.data, to: request) ?? ok(body, to: request)
        case .movieWatchProviders:
            let body = catalogue.providerList(in: parameters["watch_region"].flatMap { $0.isEmpty ? nil : $0 })
            return spoiling?.providerList(body.data, to: request) ?? ok(body, to: request)
        case .collection(let id):
            guard let id = Int(id), let body = catalogue.collection(id: id) else { throw .notFound }
            return spoiling?.collection(body.data, to: request) ?? ok(body, to: request)
        default:
            guard let (list, dates) = list(of: route) else { throw .notFound }
            let number = try TMDBPaging.page(parameters)
            guard let body = catalogue.page(of: list, number: number, dates: dates) else { throw .notFound }
            let spoiled = try spoiling?.page(number, mixingMedia: list.isTrending, to: request) {
                catalogue.page(of: list, number: $0, dates: dates)?.data ?? Data()
            }
            return spoiled ?? ok(body, to: request)
        }
    }

    /// The list of films `route` asks for and the window of dates its answer names, if any;
    /// `nil` for a route that is no list of films, or names a film by an id that is not a number.
    private func list(of route: TMDBRoute) -> (TMDBBrowseList, ClosedRange<TMDBDay>?)? {
        let today = calendar.today
        switch route {
        case .trendingMovies(.week): return (.weekTrend, nil)
        case .trendingMovies(.day): return (.dayTrend(today), nil)
        case .popularMovies: return (.popular, nil)
        case .nowPlayingMovies:
            let window = (today - Self.nowPlayingDays)...today
            return (.released(from: window.lowerBound, through: window.upperBound), window)
        case .upcomingMovies:
            let window = (today + 1)...(today + Self.upcomingDays)
            return (.released(from: window.lowerBound, through: window.upperBound), window)
        case .movieRecommendations(let id): return Int(id).map { (.recommendations(film: $0), nil) }
        case .similarMovies(let id): return Int(id).map { (.similar(film: $0), nil) }
        default: return nil
        }
    }
}
