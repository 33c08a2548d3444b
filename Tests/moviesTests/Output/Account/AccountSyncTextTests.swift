import MovieKit
import Testing

@testable import movies

/// How `movies account sync` prints its plan (`--dry-run`) and what it did.
@Suite struct AccountSyncTextTests {
    private let arrival = AccountFilm(tmdb: 329_865, title: "Arrival", year: 2016)
    private let dune = AccountFilm(tmdb: 438_631, title: "Dune", year: 2021)
    private let heat = AccountFilm(tmdb: 949, title: "Heat", year: 1995)

    @Test func aPlanNamesPerSideTheFilmsToAddRemoveAndRateAndTheConflicts() {
        let plan = AccountSyncPlan(
            account: AccountSyncChanges(
                watchlistAdds: [arrival], ratings: [AccountSyncRating(film: dune, rating: 7.5)]),
            library: AccountSyncChanges(watchlistRemovals: [heat], unratings: [arrival]),
            conflicts: [
                AccountSyncConflict(film: heat, yours: 6, account: 8, winner: .account, reason: .later)
            ])

        #expect(
            AccountSyncPlanText(plan: plan).lines == [
                "Your TMDB account: 1 to add, 1 to rate",
                "  to add: Arrival (2016)",
                "  to rate: Dune (2021) 7.5",
                "Your library: 1 to remove, 1 to unrate",
                "  to remove: Heat (1995)",
                "  to unrate: Arrival (2016)",
                "conflicts: 1",
                "  Heat (1995): yours 6, the account's 8: 8 wins, the later change",
            ])
    }

    @Test func aPlanNamesTheFilmsSeenHereOnTheAccountsWatchlistAndWhatBecomesOfThem() {
        var plan = AccountSyncPlan()
        plan.seenOnAccountWatchlist = [arrival, dune]

        #expect(
            AccountSyncPlanText(plan: plan).lines.last
                == "on your account's watchlist, seen here (not put on yours, kept on the account's "
                + "(--take-off-seen takes them off)): Arrival (2016); Dune (2021)")
        plan.account.watchlistRemovals = [arrival, dune]
        #expect(
            AccountSyncPlanText(plan: plan).lines.last
                == "on your account's watchlist, seen here (not put on yours, taken off the account's): "
                + "Arrival (2016); Dune (2021)")
    }

    @Test func aPlanSaysWhatTheGuardStopsAndWhatIsLeftOut() {
        let plan = AccountSyncPlan(
            setAside: [dune], leftOut: 2, matchedByIMDbID: 1,
            guardStops: [.init(reason: .tooManyRemovals, side: .account, list: .watchlist, count: 6, of: 20)])

        #expect(
            AccountSyncPlanText(plan: plan).lines == [
                "Your TMDB account: nothing to change",
                "Your library: nothing to change",
                "set aside, refused by TMDB 3 times: Dune (2021)",
                "1 film of IMDb's carried as TMDB's by their IMDb id",
                "left out 2 films that TMDB does not know by id",
                "stopped by the guard: the sync would remove 6 of the 20 films of your TMDB account's watchlist "
                    + "(more than 10% and more than 5)",
            ])
    }

    @Test func aPlanNamesWhatTheSyncsSinceTheLastYouConfirmedRemovedWhichTheGuardCounts() {
        var plan = AccountSyncPlan()
        plan.removalsSinceConfirmed = [
            AccountSyncGuard.Tally(side: .account, list: .watchlist, heldAtBaseline: 23, removedSince: 4)
        ]

        #expect(
            AccountSyncPlanText(plan: plan).lines.last
                == "removed since the last sync you confirmed, which the guard counts: 4 of the 23 films of "
                + "your TMDB account's watchlist")
    }

    @Test func aReportCountsWhatWasSentAndNamesWhatWasRefused() {
        let plan = AccountSyncPlan(account: AccountSyncChanges(watchlistAdds: [arrival, dune]))
        let report = AccountSyncReport(
            plan: plan, sentToAccount: 1, madeInLibrary: 0,
            refused: [AccountSyncRefusal(film: dune, status: 403, message: "This resource cannot be changed.")],
            keptForNextSync: 1)

        #expect(
            AccountSyncReportText(report: report).lines == [
                "Synced with your TMDB account: 1 change sent, 0 made in your library.",
                "refused by TMDB, tried again at the next sync: Dune (2021) (This resource cannot be changed.)",
                "1 film changed in your library while it ran: kept as you changed them, carried at the next sync",
            ])
    }

    @Test func aSyncWithNothingToDoSaysSo() {
        #expect(
            AccountSyncReportText(report: AccountSyncReport(plan: AccountSyncPlan())).lines == [
                "Your library and your TMDB account are in step: nothing to send or change."
            ])
    }
}
