import Foundation

/// Both sides as a sync compares them: each keyed by TMDB's id.
struct AccountSyncSides {
    /// A film of the account: its watchlist entry, its rating and when it was given.
    struct Theirs {
        var film: AccountFilm
        var holding: AccountSyncHolding
        var ratedAt: Date?
    }

    var here: [Int: AccountSyncSnapshot.Film] = [:]
    var there: [Int: Theirs] = [:]
    var hereCounts = AccountSyncGuard.ListCounts()
    var thereCounts = AccountSyncGuard.ListCounts()

    /// Every film either side holds or the sync remembers, in the order of their ids.
    var ids: [Int] = []
}

extension AccountSyncPlanner {
    /// Both sides keyed by TMDB's id; the films of your library left out or matched by IMDb id
    /// counted in `plan`.
    func sides(_ plan: inout AccountSyncPlan) -> AccountSyncSides {
        var sides = AccountSyncSides()
        var leftOut: Set<LibraryFilm> = []
        for entry in snapshot.films {
            guard let id = snapshot.tmdbID(of: entry.film) else {
                leftOut.insert(entry.film)
                continue
            }
            let isTMDBs = entry.film.source.described.filmIDs == .tmdbNumbers
            if !isTMDBs { plan.matchedByIMDbID += 1 }
            // A TMDB film outranks an IMDb film matched to it.
            if let kept = sides.here[id], kept.film.source.described.filmIDs == .tmdbNumbers || !isTMDBs { continue }
            sides.here[id] = entry
        }
        plan.leftOut = leftOut.count
        for film in watchlist {
            sides.there[film.tmdbID, default: AccountSyncSides.Theirs(film: film, holding: .nothing)].holding
                .onWatchlist = true
        }
        for rated in ratings {
            guard let rating = YourRating(rated.value) else { continue }
            sides.there[rated.film.tmdbID, default: AccountSyncSides.Theirs(film: rated.film, holding: .nothing)]
                .holding.rating = rating
            sides.there[rated.film.tmdbID]?.ratedAt = rated.ratedAt
        }
        for film in sides.here.values {
            sides.hereCounts.count(film.holding)
        }
        for film in sides.there.values {
            sides.thereCounts.count(film.holding)
        }
        sides.ids = Set(sides.here.keys).union(sides.there.keys).union(snapshot.memory.keys).sorted()
        return sides
    }

    /// The account's lists that came back far shorter than at the last sync while you removed
    /// none of the films missing from them: not believed.
    func notBelieved(_ sides: AccountSyncSides) -> [AccountSyncGuard.Stop] {
        var heldLast = AccountSyncGuard.ListCounts()
        var missing = AccountSyncGuard.ListCounts()
        for (id, memory) in snapshot.memory {
            let theirs = sides.there[id]?.holding ?? .nothing
            let mine = sides.here[id]?.holding ?? .nothing
            if memory.there.wasOnWatchlist {
                heldLast.watchlist += 1
                if !theirs.onWatchlist && mine.onWatchlist { missing.watchlist += 1 }
            }
            if (memory.there.ratingHalves ?? 0) > 0 {
                heldLast.ratings += 1
                if theirs.rating == nil && mine.rating != nil { missing.ratings += 1 }
            }
        }
        return AccountSyncList.allCases.compactMap { list in
            let gone = missing[list], now = sides.thereCounts[list]
            guard gone > AccountSyncGuard.films, now == 0 || gone * 2 > heldLast[list] else { return nil }
            return AccountSyncGuard.Stop(reason: .listNotBelieved, side: .account, list: list, count: gone, of: now)
        }
    }
}
